// The mouse reports read out of the keyboard's input: both encodings, with
// the numbers worked out by hand from the xterm control sequences document.

import { describe, expect, it } from 'vitest';
import { decodeMouse, splitMouse } from '../../../src/ui/input/mouse.js';

/** An X10 report: each number as the character of its value plus 32. */
const x10 = (code: number, column: number, row: number) =>
  `\x1b[M${String.fromCodePoint(code + 32, column + 32, row + 32)}`;

describe('SGR reports', () => {
  it('reads a left press at column 10, row 5 as 0-based 9, 4', () => {
    const { text, events, pending } = splitMouse('\x1b[<0;10;5M');
    expect(text).toBe('');
    expect(pending).toBe('');
    expect(events).toEqual([{ kind: 'press', button: 'left', x: 9, y: 4, shift: false, meta: false, ctrl: false }]);
  });

  it('tells a release (m) from a press (M)', () => {
    expect(splitMouse('\x1b[<0;1;1m').events[0].kind).toBe('release');
  });

  it('reads the right button (2) and the modifiers: 2 + shift 4 + ctrl 16 = 22', () => {
    const [event] = splitMouse('\x1b[<22;3;4M').events;
    expect(event).toMatchObject({ kind: 'press', button: 'right', shift: true, meta: false, ctrl: true, x: 2, y: 3 });
  });

  it('reads a drag (32 + left) and a wheel turn (64)', () => {
    expect(splitMouse('\x1b[<32;5;5M').events[0].kind).toBe('drag');
    expect(splitMouse('\x1b[<65;5;5M').events[0]).toMatchObject({ kind: 'wheel', button: 'middle' });
  });

  it('reads columns past 223, which X10 cannot carry in a byte', () => {
    expect(splitMouse('\x1b[<0;300;250M').events[0]).toMatchObject({ x: 299, y: 249 });
  });

  it('keeps the keys around the reports, in order', () => {
    const { text, events } = splitMouse('a\x1b[<0;2;3Mb\x1b[<0;2;3mc');
    expect(text).toBe('abc');
    expect(events.map((e) => e.kind)).toEqual(['press', 'release']);
  });

  it('keeps a report cut off at the end for the next chunk', () => {
    const first = splitMouse('x\x1b[<0;12');
    expect(first).toEqual({ text: 'x', events: [], pending: '\x1b[<0;12' });
    const second = splitMouse(`${first.pending};7M`);
    expect(second.events[0]).toMatchObject({ x: 11, y: 6 });
  });

  it('leaves arrows and a bare Esc to the keyboard', () => {
    expect(splitMouse('\x1b[A\x1b')).toEqual({ text: '\x1b[A\x1b', events: [], pending: '' });
    expect(splitMouse('\x1b[')).toEqual({ text: '\x1b[', events: [], pending: '' });
  });
});

describe('X10 reports', () => {
  it('reads a left press at column 1, row 1 from the bytes space, !, !', () => {
    const { text, events } = splitMouse('\x1b[M !!');
    expect(text).toBe('');
    expect(events).toEqual([{ kind: 'press', button: 'left', x: 0, y: 0, shift: false, meta: false, ctrl: false }]);
  });

  it('reads a release as button 3', () => {
    // '#' is 35: 3 + 32.
    expect(splitMouse('\x1b[M#!!').events[0]).toMatchObject({ kind: 'release', button: 'none' });
  });

  it('reads column 223, the most one byte carries (255 - 32)', () => {
    expect(splitMouse(x10(0, 223, 10)).events[0]).toMatchObject({ x: 222, y: 9 });
  });

  it('reads columns past 223 sent as wider characters (UTF-8 mouse mode)', () => {
    const input = x10(2, 300, 240);
    expect(input.length).toBe(6);
    expect(splitMouse(`${input}q`)).toMatchObject({ text: 'q', events: [{ button: 'right', x: 299, y: 239 }] });
  });

  it('waits for the three characters of a report cut off', () => {
    expect(splitMouse('\x1b[M !')).toEqual({ text: '', events: [], pending: '\x1b[M !' });
  });
});

describe('decodeMouse', () => {
  it('reads meta (8) and the middle button (1)', () => {
    expect(decodeMouse(9, 1, 1, false)).toMatchObject({ button: 'middle', meta: true, kind: 'press' });
  });
});
