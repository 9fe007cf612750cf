// The terminal around the game: the alternate screen entered and left once
// with the keyboard in raw mode from the start, the correction of Ink's
// cursor movement between frames, and the repaint after a resize.

import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { FrameStream } from '../../../src/ui/terminal/frame-stream.js';
import { TerminalSession } from '../../../src/ui/terminal/terminal.js';

class FakeStdout extends EventEmitter {
  readonly written: string[] = [];
  columns = 80;
  rows = 24;
  isTTY = true;
  write(text: string): boolean {
    this.written.push(text);
    return true;
  }
}

describe('the terminal session', () => {
  it('turns mouse reporting on with the game and off again when it leaves (SGR: 1000 and 1006)', () => {
    const stdout = new FakeStdout();
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode: () => {} } }, true);
    session.enter();
    expect(stdout.written.join('')).toContain('\x1b[?1000h\x1b[?1002h\x1b[?1006h');
    session.leave();
    session.leave();
    const out = stdout.written.join('');
    expect(out.match(/\x1b\[\?1000l/g)).toHaveLength(1);
    expect(out.indexOf('\x1b[?1006l')).toBeGreaterThan(out.indexOf('\x1b[?1006h'));
  });

  it('turns mouse reporting off and on as the setting changes, and off when it leaves only if on', () => {
    const stdout = new FakeStdout();
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode: () => {} } }, true);
    session.enter();
    stdout.written.length = 0;
    session.reportMouse(false);
    session.reportMouse(false);
    expect(stdout.written).toEqual(['\x1b[?1006l\x1b[?1002l\x1b[?1000l']);
    session.leave();
    expect(stdout.written.slice(1)).toEqual(['\x1b[?25h\x1b[?1049l']);
    const later = new FakeStdout();
    const off = new TerminalSession({ stdout: later, stdin: { isTTY: true, setRawMode: () => {} } }, false);
    off.enter();
    off.reportMouse(true);
    off.leave();
    expect(later.written.join('')).toMatch(/1000h.*1000l.*1049l/);
  });

  it('leaves the mouse alone without it (--no-mouse)', () => {
    const stdout = new FakeStdout();
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode: () => {} } });
    session.enter();
    session.leave();
    expect(stdout.written.join('')).not.toContain('\x1b[?1000');
  });

  it('enters the alternate screen from the top-left corner with the cursor hidden, and leaves it once', () => {
    const stdout = new FakeStdout();
    const modes: boolean[] = [];
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode: (m) => modes.push(m) } });
    session.enter();
    session.enter();
    expect(stdout.written).toEqual(['\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l']);
    session.leave();
    session.leave();
    expect(stdout.written.slice(1)).toEqual(['\x1b[?25h\x1b[?1049l']);
    expect(modes).toEqual([true, false]);
  });

  it('takes the keyboard in raw mode before it draws anything, so that no key pressed early is echoed', () => {
    const events: string[] = [];
    const stdout = { write: (text: string) => events.push(`write ${JSON.stringify(text)}`) };
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode: (m) => events.push(`raw ${m}`) } });
    session.enter();
    expect(events[0]).toBe('raw true');
    expect(events.slice(1)).toEqual([`write ${JSON.stringify('\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l')}`]);
  });

  it('leaves even when the terminal is gone', () => {
    const stdout = new FakeStdout();
    // Gone after the game started: raw mode could be set, not unset.
    const setRawMode = (mode: boolean) => {
      if (!mode) throw new Error('EIO');
    };
    const session = new TerminalSession({ stdout, stdin: { isTTY: true, setRawMode } });
    session.enter();
    expect(() => session.leave()).not.toThrow();
    expect(stdout.written.at(-1)).toBe('\x1b[?25h\x1b[?1049l');
  });
});

describe('the frame stream', () => {
  const make = () => {
    const out = new FakeStdout();
    return { out, stream: new FrameStream(out as unknown as NodeJS.WriteStream) };
  };

  it('moves up one row more after a frame that ended below itself', () => {
    const { out, stream } = make();
    stream.write('line 1\nline 2\n');
    stream.write('\x1b[1A\x1b[1Gline 1\x1b[K\n\x1b[E');
    stream.write('\x1b[1A\x1b[E\x1b[E');
    expect(out.written).toEqual(['line 1\nline 2\n', '\x1b[2A\x1b[1Gline 1\x1b[K\n\x1b[E', '\x1b[2A\x1b[E\x1b[E']);
  });

  it('leaves the first frame, bare escapes and other writes alone', () => {
    const { out, stream } = make();
    stream.write('\x1b[3Afirst');
    stream.write('\x1b[?2026h');
    stream.write('\x1b[2K\x1b[1A\x1b[2K\x1b[G');
    expect(out.written).toEqual(['\x1b[3Afirst', '\x1b[?2026h', '\x1b[2K\x1b[1A\x1b[2K\x1b[G']);
  });

  it('repaints: a resize Ink takes for wider, a cleared screen, then the real width', () => {
    const { out, stream } = make();
    const widths: number[] = [];
    stream.on('resize', () => widths.push(stream.columns));
    out.columns = 100;
    stream.repaint();
    expect(widths).toEqual([101, 100]);
    expect(out.written).toEqual(['\x1b[2J\x1b[H']);
    out.columns = 90;
    stream.repaint();
    expect(widths.slice(2)).toEqual([102, 90]);
  });

  it('does not correct the frame after a repaint: it is drawn from the corner', () => {
    const { out, stream } = make();
    stream.write('a\nb\n');
    stream.repaint();
    stream.write('\x1b[1Aa\n');
    expect(out.written.at(-1)).toBe('\x1b[1Aa\n');
  });
});
