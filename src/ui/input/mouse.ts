// The mouse as the terminal reports it, read out of the keyboard's input.
// With reporting on (ESC[?1000h, and ESC[?1006h for the SGR form), a press
// or release arrives among the keys as
//   SGR:  ESC [ < b ; x ; y M   (press; `m` for a release), x and y in decimal
//   X10:  ESC [ M b x y         (three characters, each its value plus 32)
// The SGR form has no limit on the column; X10's one character per number
// stops at 223 unless the terminal sends it as a wider character (UTF-8
// mouse mode, 1005), which this reads the same way, by character.
// Pure: the text in, the keys' text and the mouse events out, and what is
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
const X10_OFFSET = 32;

/** The event a button code and a position describe (the code's bits are the same in both forms). */
export function decodeMouse(code: number, column: number, row: number, released: boolean): MouseEvent {
  const button = BUTTONS[code & 3];
  const wheel = (code & 64) !== 0;
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

const SGR = /^\x1b\[<(\d+);(\d+);(\d+)([Mm])/;
/** A start of an SGR report that more input may complete. */
const SGR_PREFIX = /^\x1b\[<[\d;]*$/;
const X10_START = '\x1b[M';

export interface MouseSplit {
  /** The input with the mouse reports taken out: the keys, for the keyboard's reader. */
  readonly text: string;
  readonly events: readonly MouseEvent[];
  /** The start of a report cut off at the chunk's end: put it before the next chunk. */
  readonly pending: string;
}

/**
 * Takes the mouse reports out of a chunk of input. A report cut off at the
 * end is kept as `pending`, except a bare ESC or ESC [, which may as well be
 * the Esc key or an arrow and goes on with the text.
 */
export function splitMouse(input: string): MouseSplit {
  const events: MouseEvent[] = [];
  let text = '';
  let i = 0;
  while (i < input.length) {
    const sequence = input.indexOf('\x1b[', i);
    if (sequence === -1) break;
    text += input.slice(i, sequence);
    const rest = input.slice(sequence);
    const sgr = SGR.exec(rest);
    if (sgr) {
      events.push(decodeMouse(Number(sgr[1]), Number(sgr[2]), Number(sgr[3]), sgr[4] === 'm'));
      i = sequence + sgr[0].length;
      continue;
    }
    if (rest.startsWith('\x1b[<') && SGR_PREFIX.test(rest)) return { text, events, pending: rest };
    if (rest.startsWith(X10_START)) {
      const chars = [...rest.slice(X10_START.length)].slice(0, 3);
      if (chars.length < 3) return { text, events, pending: rest };
      const [code, column, row] = chars.map((c) => c.codePointAt(0)! - X10_OFFSET);
      events.push(decodeMouse(code, column, row, false));
      i = sequence + X10_START.length + chars.join('').length;
      continue;
    }
    text += '\x1b[';
    i = sequence + 2;
  }
  return { text: text + input.slice(i), events, pending: '' };
}
