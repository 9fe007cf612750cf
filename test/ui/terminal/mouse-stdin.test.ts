// The stream between the terminal and Ink: the terminal's bytes in, the
// mouse reports to the listeners and the keys on to Ink as text. Raw X10
// bytes past 127 reach the listeners (decoding them as UTF-8 would lose
// them), a key's character cut between chunks arrives whole, and a report
// whose rest never comes is dropped, not handed to Ink as keys.

import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import { MouseStdin } from '../../../src/ui/terminal/mouse-stdin.js';

afterEach(() => vi.useRealTimers());

function wired() {
  const terminal = new PassThrough();
  const stdin = new MouseStdin(terminal as unknown as NodeJS.ReadStream);
  const events: MouseEvent[] = [];
  const keys: string[] = [];
  stdin.listen((event) => events.push(event));
  stdin.on('data', (text: string) => keys.push(text));
  /** The terminal sends bytes, written one character a byte. */
  const send = (text: string) => terminal.write(Buffer.from(text, 'latin1'));
  /** A few turns of the event loop: a click after keys waits two. */
  const settle = async () => {
    for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  return { stdin, events, keys, send, settle };
}

describe('the mouse taken out of the terminal’s input', () => {
  it('reads an X10 click at column 200 sent as the raw byte 232, and passes the keys around it on', async () => {
    const { stdin, events, keys, send, settle } = wired();
    send('d\x1b[M \xe8Ru');
    await settle();
    expect(events).toEqual([{ kind: 'press', button: 'left', x: 199, y: 49, shift: false, meta: false, ctrl: false }]);
    expect(keys.join('')).toBe('du');
    stdin.close();
  });

  it('passes keys and clicks that came in one read on in their order, to a reader that reads on `readable` as Ink does', async () => {
    const terminal = new PassThrough();
    const stdin = new MouseStdin(terminal as unknown as NodeJS.ReadStream);
    const order: string[] = [];
    stdin.listen((event) => order.push(`click at ${event.x}`));
    stdin.on('readable', () => {
      for (let text = stdin.read(); text !== null; text = stdin.read()) order.push(`keys ${text}`);
    });
    terminal.write(Buffer.from('a\x1b[<0;5;5Mbc\x1b[<0;7;5M\x1b[<0;9;5Md', 'latin1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['keys a', 'click at 4', 'keys bc', 'click at 6', 'click at 8', 'keys d']);
    stdin.close();
  });

  it('joins a key’s UTF-8 character cut between two chunks', async () => {
    const { stdin, keys, send, settle } = wired();
    send('\xc3');
    send('\xa9');
    await settle();
    expect(keys.join('')).toBe('é');
    stdin.close();
  });

  it('drops a report whose rest never comes, once it has waited', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { stdin, events, keys, send, settle } = wired();
    send('x\x1b[<0;12');
    await settle();
    vi.runAllTimers();
    await settle();
    send('y');
    await settle();
    expect(keys.join('')).toBe('xy');
    expect(events).toEqual([]);
    stdin.close();
  });
});
