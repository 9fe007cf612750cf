// The mouse as the terminal reports it, read out of the keyboard's input.
// With reporting on (ESC[?1000h, and ESC[?1006h for the SGR form), a press
// or release arrives among the keys as
//   SGR:  ESC [ < b ; x ; y M   (press; `m` for a release), x and y in decimal
//   X10:  ESC [ M b x y         each number as one value plus 32
// The SGR form has no limit on the column. X10 sends each value as a byte,
// which passes 127 from column 96 on and stops at 223 (xterm sends a 0 byte
// past it); some terminals send values past 127 as UTF-8 characters instead
// (xterm's mouse mode 1005), two bytes each, which reaches column 2015. Both
// forms are read, so the input is read as bytes, not as text: a raw byte
// past 127 is no UTF-8 and would be lost in decoding.
// A report cut off at the end of a chunk waits for the rest; a report that
// turns out broken, or whose rest never comes, is dropped whole, never
// passed on as keys.
// Pure: the bytes in, the keys' bytes and the mouse events out, and what is
// left over when a chunk ends inside a report.

export type MouseButton = 'left' | 'middle' | 'right' | 'none';

export interface MouseEvent {
  /** A press, a release, a move with a button held (drag), or a wheel turn. */
  readonly kind: 'press' | 'release' | 'drag' | 'wheel';
  /** For a wheel: 'left' up, 'middle' down (its first two buttons); 'none' for a release in X10. */
  readonly button: MouseButton;
  /** 0-based: the terminal's column and row less one. */
  readonly x: number;
  readonly y: number;
  readonly shift: boolean;
  readonly meta: boolean;
  readonly ctrl: boolean;
}

const BUTTONS: readonly MouseButton[] = ['left', 'middle', 'right', 'none'];

/** Buttons past the third (a mouse's back and forward, 8 to 11). */
const EXTRA_BUTTONS = 128;

/**
 * The event a button code and a position describe (the code's bits are the
 * same in both forms); none for what the game has no use for: the extra
 * buttons, and the wheel turned sideways (its buttons 6 and 7), which would
 * otherwise read as a right click and a turn down.
 */
export function decodeMouse(code: number, column: number, row: number, released: boolean): MouseEvent | undefined {
  const button = BUTTONS[code & 3];
  const wheel = (code & 64) !== 0;
  if ((code & EXTRA_BUTTONS) !== 0 || (wheel && (button === 'right' || button === 'none'))) return undefined;
  const drag = (code & 32) !== 0;
  const kind = wheel ? 'wheel' : released || button === 'none' ? 'release' : drag ? 'drag' : 'press';
  return {
    kind,
    button,
    x: Math.max(0, column - 1),
    y: Math.max(0, row - 1),
    shift: (code & 4) !== 0,
    meta: (code & 8) !== 0,
    ctrl: (code & 16) !== 0,
  };
}

const ESC = 0x1b;
const BRACKET = 0x5b;
const SGR_MARK = 0x3c; // <
const X10_MARK = 0x4d; // M
const PRESS = 0x4d; // M
const RELEASE = 0x6d; // m
const X10_OFFSET = 32;
/** Longer than any SGR report: a start that runs on past this is no report. */
const LONGEST_REPORT = 32;

export interface MouseSplit {
  /** The input with the mouse reports taken out: the keys' bytes, for the keyboard's reader. */
  readonly keys: Uint8Array;
  readonly events: readonly MouseEvent[];
  /** For each event, how many of `keys`' bytes came before it: keys and clicks act in the order they came. */
  readonly eventsAt: readonly number[];
  /** The start of a report cut off at the chunk's end: put it before the next chunk. */
  readonly pending: Uint8Array;
}

/** A report read: how many bytes it took, and its event (none for a broken report, or one past the edge). */
type Report = { readonly length: number; readonly event?: MouseEvent };

/**
 * Takes the mouse reports out of a chunk of input. A report cut off at the
 * end is kept as `pending`; with `ended` (nothing more is coming) it is
 * dropped instead. So is an ESC [ at the very end, which may start one; but
 * once nothing more comes it goes on with the keys. A bare ESC at the end
 * goes on at once: it is most likely the Esc key, which must not wait.
 */
export function splitMouse(input: Uint8Array, ended = false): MouseSplit {
  const events: MouseEvent[] = [];
  const eventsAt: number[] = [];
  const keys: Uint8Array[] = [];
  let keysLength = 0;
  let from = 0;
  let i = 0;
  while (i < input.length) {
    const sequence = input[i] === ESC && input[i + 1] === BRACKET;
    if (sequence && i + 2 === input.length && !ended) {
      return { keys: joined([...keys, input.subarray(from, i)]), events, eventsAt, pending: input.slice(i) };
    }
    const kind = sequence ? input[i + 2] : undefined;
    if (kind !== SGR_MARK && kind !== X10_MARK) {
      i++;
      continue;
    }
    keys.push(input.subarray(from, i));
    keysLength += i - from;
    const report = kind === SGR_MARK ? readSgr(input, i) : readX10(input, i, ended);
    if (report === 'cut') {
      return { keys: joined(keys), events, eventsAt, pending: ended ? new Uint8Array(0) : input.slice(i) };
    }
    if (report.event) {
      events.push(report.event);
      eventsAt.push(keysLength);
    }
    i += report.length;
    from = i;
  }
  keys.push(input.subarray(from));
  return { keys: joined(keys), events, eventsAt, pending: new Uint8Array(0) };
}

const isParameter = (byte: number) => byte >= 0x30 && byte <= 0x3f;
const isIntermediate = (byte: number) => byte >= 0x20 && byte <= 0x2f;
const isFinal = (byte: number) => byte >= 0x40 && byte <= 0x7e;

/**
 * An SGR report from its ESC: a control sequence of the terminal's grammar
 * (parameters, then a final byte), read whole. One of three numbers and M or
 * m is a press or a release; any other is broken and taken out all the same.
 * A byte no control sequence has (another ESC) ends a broken one before it.
 */
function readSgr(input: Uint8Array, at: number): Report | 'cut' {
  let i = at + 3;
  while (i < input.length && isParameter(input[i])) i++;
  while (i < input.length && isIntermediate(input[i])) i++;
  if (i >= input.length) return i - at > LONGEST_REPORT ? { length: i - at } : 'cut';
  if (!isFinal(input[i])) return { length: i - at };
  const final = input[i];
  const numbers = /^(\d+);(\d+);(\d+)$/.exec(String.fromCharCode(...input.subarray(at + 3, i)));
  const length = i + 1 - at;
  if (!numbers || (final !== PRESS && final !== RELEASE)) return { length };
  const [code, column, row] = numbers.slice(1).map(Number);
  return { length, event: decodeMouse(code, column, row, final === RELEASE) };
}

/** A value of an X10 report: its number (undefined past the terminal's edge) and its bytes. */
type Value = { readonly value?: number; readonly length: number };

/**
 * An X10 report from its ESC: three values, each a byte of 32 and more, or
 * a two-byte UTF-8 character (mode 1005). A byte below 32 is no value: the
 * report is broken there, and what follows is read as input again. Raw bytes
 * and UTF-8 cannot be told apart in one case, a raw column of 162 to 191
 * followed by a row of 96 to 159; it is read as UTF-8.
 */
function readX10(input: Uint8Array, at: number, ended: boolean): Report | 'cut' {
  const values: (number | undefined)[] = [];
  let i = at + 3;
  while (values.length < 3) {
    const read = readValue(input, i, ended);
    if (read === 'cut') return 'cut';
    if (read === 'broken') return { length: i - at };
    values.push(read.value);
    i += read.length;
  }
  const [code, column, row] = values;
  const length = i - at;
  if (code === undefined || column === undefined || row === undefined) return { length };
  return { length, event: decodeMouse(code, column, row, false) };
}

/** `ended`: nothing more is coming, so a byte that could start a UTF-8 character at the end is a raw one. */
function readValue(input: Uint8Array, at: number, ended: boolean): Value | 'cut' | 'broken' {
  if (at >= input.length) return 'cut';
  const byte = input[at];
  // xterm's mark for a position past the most one byte can carry.
  if (byte === 0) return { length: 1 };
  if (byte < X10_OFFSET) return 'broken';
  if (byte >= 0xc2 && byte <= 0xdf) {
    if (at + 1 >= input.length && !ended) return 'cut';
    const next = input[at + 1];
    if (next >= 0x80 && next <= 0xbf) return { value: (((byte & 0x1f) << 6) | (next & 0x3f)) - X10_OFFSET, length: 2 };
  }
  return { value: byte - X10_OFFSET, length: 1 };
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
