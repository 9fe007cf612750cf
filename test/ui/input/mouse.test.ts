// The mouse reports read out of the keyboard's bytes: both encodings, X10
// as raw bytes and as UTF-8 characters, at the edges of what each carries,
// with the numbers worked out by hand from the xterm control sequences
// document; and broken or cut reports, which never turn into keys.

import { describe, expect, it } from 'vitest';
import { decodeMouse, splitMouse } from '../../../src/ui/input/mouse.js';

/** Bytes written as a string of one character a byte (\xNN past 127). */
const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
/** splitMouse with bytes in and the keys out as a string of one character a byte. */
function split(text: string, ended = false) {
  const { keys, events, pending } = splitMouse(bytes(text), ended);
  return { text: String.fromCharCode(...keys), events, pending: String.fromCharCode(...pending) };
}

/** An X10 report in raw bytes: each number plus 32, one byte each. */
const x10 = (code: number, column: number, row: number) =>
  `\x1b[M${String.fromCharCode(code + 32, column + 32, row + 32)}`;

describe('SGR reports', () => {
  it('reads a left press at column 10, row 5 as 0-based 9, 4', () => {
    const { text, events, pending } = split('\x1b[<0;10;5M');
    expect(text).toBe('');
    expect(pending).toBe('');
    expect(events).toEqual([{ kind: 'press', button: 'left', x: 9, y: 4, shift: false, meta: false, ctrl: false }]);
  });

  it('tells a release (m) from a press (M)', () => {
    expect(split('\x1b[<0;1;1m').events[0].kind).toBe('release');
  });

  it('reads the right button (2) and the modifiers: 2 + shift 4 + ctrl 16 = 22', () => {
    const [event] = split('\x1b[<22;3;4M').events;
    expect(event).toMatchObject({ kind: 'press', button: 'right', shift: true, meta: false, ctrl: true, x: 2, y: 3 });
  });

  it('reads a drag (32 + left) and a wheel turn (64)', () => {
    expect(split('\x1b[<32;5;5M').events[0].kind).toBe('drag');
    expect(split('\x1b[<65;5;5M').events[0]).toMatchObject({ kind: 'wheel', button: 'middle' });
  });

  it('reads column 200 and column 300 at row 50, past what X10 carries in a byte', () => {
    expect(split('\x1b[<0;200;50M').events[0]).toMatchObject({ x: 199, y: 49 });
    expect(split('\x1b[<0;300;50M').events[0]).toMatchObject({ x: 299, y: 49 });
  });

  it('keeps the keys around the reports, in order', () => {
    const { text, events } = split('a\x1b[<0;2;3Mb\x1b[<0;2;3mc');
    expect(text).toBe('abc');
    expect(events.map((e) => e.kind)).toEqual(['press', 'release']);
  });

  it('keeps a report cut off at the end for the next chunk', () => {
    const first = split('x\x1b[<0;12');
    expect(first).toEqual({ text: 'x', events: [], pending: '\x1b[<0;12' });
    const second = split(`${first.pending};7M`);
    expect(second.events[0]).toMatchObject({ x: 11, y: 6 });
  });

  it('leaves arrows and a bare Esc to the keyboard', () => {
    expect(split('\x1b[A\x1b')).toEqual({ text: '\x1b[A\x1b', events: [], pending: '' });
  });

  it('holds an ESC [ at the very end, which may start a report, and passes it on when nothing follows', () => {
    const first = split('x\x1b[');
    expect(first).toEqual({ text: 'x', events: [], pending: '\x1b[' });
    expect(split(`${first.pending}<0;4;2M`).events[0]).toMatchObject({ x: 3, y: 1 });
    expect(split('\x1b[', true)).toEqual({ text: '\x1b[', events: [], pending: '' });
  });
});

describe('X10 reports in raw bytes', () => {
  it('reads a left press at column 1, row 1 from the bytes space, !, !', () => {
    const { text, events } = split('\x1b[M !!');
    expect(text).toBe('');
    expect(events).toEqual([{ kind: 'press', button: 'left', x: 0, y: 0, shift: false, meta: false, ctrl: false }]);
  });

  it('reads a release as button 3', () => {
    // '#' is 35: 3 + 32.
    expect(split('\x1b[M#!!').events[0]).toMatchObject({ kind: 'release', button: 'none' });
  });

  it('reads column 96, the first past 127 (byte 128), and column 200 (byte 232) at row 50 (byte 82)', () => {
    expect(x10(0, 96, 50)).toBe('\x1b[M \x80R');
    expect(split(x10(0, 96, 50)).events[0]).toMatchObject({ x: 95, y: 49 });
    expect(x10(0, 200, 50)).toBe('\x1b[M \xe8R');
    expect(split(`${x10(0, 200, 50)}q`)).toMatchObject({ text: 'q', events: [{ x: 199, y: 49 }] });
  });

  it('reads column 223, the most a byte carries (255 - 32)', () => {
    expect(split(x10(0, 223, 10)).events[0]).toMatchObject({ x: 222, y: 9 });
  });

  it('reads a byte that could start a UTF-8 character as raw when no character follows', () => {
    // Column 162 is the byte 194 (0xc2); row 50's byte 82 is no UTF-8 continuation.
    expect(split(x10(0, 162, 50)).events[0]).toMatchObject({ x: 161, y: 49 });
  });

  it('takes a report past the edge (xterm sends 0 past column 223) out, with no click', () => {
    expect(split('\x1b[M \x00Rq')).toEqual({ text: 'q', events: [], pending: '' });
  });
});

describe('X10 reports as UTF-8 characters (mode 1005)', () => {
  it('reads column 200 (232 = U+00E8, bytes c3 a8) at row 50', () => {
    expect(split('\x1b[M \xc3\xa8R').events[0]).toMatchObject({ button: 'left', x: 199, y: 49 });
  });

  it('reads column 300 (332 = U+014C, bytes c5 8c) and row 100 (132 = U+0084, bytes c2 84)', () => {
    expect(split('\x1b[M"\xc5\x8c\xc2\x84q')).toMatchObject({
      text: 'q',
      events: [{ button: 'right', x: 299, y: 99 }],
    });
  });

  it('waits for the rest of a character cut off at the end of a chunk', () => {
    const first = split('\x1b[M \xc5');
    expect(first).toEqual({ text: '', events: [], pending: '\x1b[M \xc5' });
    expect(split(`${first.pending}\x8cR`).events[0]).toMatchObject({ x: 299, y: 49 });
  });

  it('reads a lead byte at the very end as raw once nothing more is coming', () => {
    // Row 162 as the raw byte 194, its rest never come.
    expect(split('\x1b[M R', false).pending).toBe('\x1b[M R');
    expect(split('\x1b[M R\xc2', true).events[0]).toMatchObject({ x: 49, y: 161 });
  });

  it('leaves the keys’ own UTF-8 characters as they are', () => {
    expect(split('\xc3\xa9\x1b[M !!\xc3\xa9').text).toBe('\xc3\xa9\xc3\xa9');
  });
});

describe('broken and cut reports', () => {
  it('waits for the three values of an X10 report cut off, and drops it when its rest never comes', () => {
    expect(split('\x1b[M !')).toEqual({ text: '', events: [], pending: '\x1b[M !' });
    expect(split('\x1b[M !', true)).toEqual({ text: '', events: [], pending: '' });
  });

  it('drops an SGR report cut off for good, never passing its digits on as keys', () => {
    expect(split('\x1b[<0;12;7', true)).toEqual({ text: '', events: [], pending: '' });
  });

  it('drops an SGR sequence that is no report: too few or too many numbers, or another final byte', () => {
    for (const broken of ['\x1b[<0;5M', '\x1b[<0;1;2;3M', '\x1b[<0;1;2t', '\x1b[<;;M']) {
      expect(split(`a${broken}b`), JSON.stringify(broken)).toEqual({ text: 'ab', events: [], pending: '' });
    }
  });

  it('drops a report broken off by the next sequence, and reads that one', () => {
    expect(split('\x1b[<0;12\x1b[<0;5;6M')).toMatchObject({ text: '', events: [{ x: 4, y: 5 }] });
    // An arrow's sequence after an X10 report's first value: the arrow stays a key.
    expect(split('\x1b[M \x1b[B')).toEqual({ text: '\x1b[B', events: [], pending: '' });
  });

  it('gives up on a start of a report that runs on longer than any report', () => {
    const endless = `\x1b[<${'1'.repeat(40)}`;
    expect(split(endless)).toEqual({ text: '', events: [], pending: '' });
  });
});

describe('decodeMouse', () => {
  it('reads meta (8) and the middle button (1)', () => {
    expect(decodeMouse(9, 1, 1, false)).toMatchObject({ button: 'middle', meta: true, kind: 'press' });
  });

  it('drops the back and forward buttons (128 and 129), which would read as a left and a middle press', () => {
    expect(split('\x1b[<128;4;6M')).toEqual({ text: '', events: [], pending: '' });
    expect(split('\x1b[<129;4;6m')).toEqual({ text: '', events: [], pending: '' });
  });

  it('drops the wheel turned sideways (66 and 67) but keeps it turned up and down (64 and 65)', () => {
    expect(split('\x1b[<66;10;5M\x1b[<67;10;5M').events).toEqual([]);
    expect(split('\x1b[<64;10;5M\x1b[<65;10;5M').events.map((e) => e.button)).toEqual(['left', 'middle']);
  });
});
