// Keys and clicks that came in one read, through the stream between the
// terminal and Ink and through Ink itself: each acts in the order typed.
// Ink holds a lone Esc a turn of the event loop (it may begin a longer key),
// so a click after an Esc waits for it too.

import { PassThrough } from 'node:stream';
import { render, Text, useInput } from 'ink';
import { describe, expect, it } from 'vitest';
import { MouseStdin } from '../../../src/ui/terminal/mouse-stdin.js';

/** Notes each key Ink reads. */
function Keys({ order }: { order: string[] }) {
  useInput((input, key) => void order.push(key.escape ? 'Esc' : `key ${input}`));
  return <Text>keys</Text>;
}

async function orderOf(bytes: string): Promise<string[]> {
  const terminal = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {}, ref() {}, unref() {} });
  const stdin = new MouseStdin(terminal as unknown as NodeJS.ReadStream);
  const stdout = Object.assign(new PassThrough(), { columns: 80, rows: 24, isTTY: true });
  stdout.resume();
  const order: string[] = [];
  stdin.listen((event) => order.push(`click at ${event.x}`));
  const app = render(<Keys order={order} />, {
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  terminal.write(Buffer.from(bytes, 'latin1'));
  await new Promise((resolve) => setTimeout(resolve, 60));
  app.unmount();
  stdin.close();
  return order;
}

describe('keys and clicks in one read, through Ink', () => {
  it('a key, then a click', async () => {
    expect(await orderOf('a\x1b[<0;5;5M')).toEqual(['key a', 'click at 4']);
  });

  it('Esc, then a click: the cards put back before the click, not dropped by it', async () => {
    expect(await orderOf('\x1b\x1b[<0;5;5M')).toEqual(['Esc', 'click at 4']);
  });
});
