// The keyboard's input with the mouse taken out. Ink reads keys from a
// stream; with mouse reporting on, the terminal's reports arrive on the same
// stream, and Ink would take an X10 report for an escape and three keys.
// This stream stands between: it reads the terminal, hands the mouse
// reports to whoever listens (splitMouse) and passes the rest on to Ink,
// with the raw mode and the reference counting of the real one. It reads
// the terminal as bytes: an X10 report's raw bytes past 127 are no UTF-8,
// and would be lost to decoding; the keys are decoded once taken apart.

import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { type MouseEvent, type MouseSplit, splitMouse } from '../input/mouse.js';

/** How long a report cut off at a chunk's end waits for its rest before it is dropped. */
const PENDING_MS = 50;

export type MouseListener = (event: MouseEvent) => void;

/** Where clicks come from: the app listens while it runs. */
export interface MouseSource {
  /** Calls `listener` with each report; the returned function stops it. */
  listen(listener: MouseListener): () => void;
}

export class MouseStdin extends PassThrough implements MouseSource {
  readonly isTTY: boolean;
  private pending: Uint8Array = new Uint8Array(0);
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Keeps a key's UTF-8 character cut at a chunk's end for the next chunk. */
  private readonly decoder = new StringDecoder('utf8');
  private readonly mouseListeners = new Set<MouseListener>();
  /** Keys' text and clicks still to pass on, in the order they came (see `deliver`). */
  private readonly queue: (string | MouseEvent)[] = [];
  private waiting: ReturnType<typeof setImmediate> | undefined;
  /** The clicks in `queue`: keys pushed before one make it wait for Ink to read them. */
  private clicksQueued = 0;
  private readonly onData = (chunk: string | Buffer) =>
    this.readChunk(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);

  constructor(private readonly terminal: NodeJS.ReadStream) {
    super({ encoding: 'utf8' });
    this.isTTY = terminal.isTTY === true;
    terminal.on('data', this.onData);
  }

  listen(listener: MouseListener): () => void {
    this.mouseListeners.add(listener);
    return () => void this.mouseListeners.delete(listener);
  }

  setRawMode(mode: boolean): this {
    this.terminal.setRawMode?.(mode);
    return this;
  }

  ref(): this {
    this.terminal.ref();
    return this;
  }

  unref(): this {
    this.terminal.unref();
    return this;
  }

  /** Stops reading the terminal, so that the program can end. */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.waiting) clearImmediate(this.waiting);
    this.waiting = undefined;
    this.queue.length = 0;
    this.clicksQueued = 0;
    this.terminal.off('data', this.onData);
    this.terminal.pause();
    this.end();
  }

  private readChunk(chunk: Uint8Array): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.passOn(splitMouse(Buffer.concat([this.pending, chunk])));
    if (this.pending.length > 0) {
      // Its rest is lost: what makes a report is dropped, never taken for keys.
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.passOn(splitMouse(this.pending, true));
      }, PENDING_MS);
    }
  }

  private passOn({ keys, events, eventsAt, pending }: MouseSplit): void {
    this.pending = pending;
    let from = 0;
    events.forEach((event, n) => {
      this.queue.push(this.decoder.write(keys.subarray(from, eventsAt[n])), event);
      this.clicksQueued++;
      from = eventsAt[n];
    });
    this.queue.push(this.decoder.write(keys.subarray(from)));
    this.deliver();
  }

  /**
   * Keys and clicks in the order they came, also when they came in one read
   * (a key typed, then a click, while the game was busy). Ink reads the keys
   * pushed on the next tick, and holds a lone Esc one turn of the event loop
   * more (it may begin a longer key): a click after keys waits two turns.
   */
  private deliver(): void {
    while (this.queue.length > 0 && !this.waiting) {
      const next = this.queue.shift();
      if (next === undefined || next === '') continue;
      if (typeof next !== 'string') {
        this.clicksQueued--;
        for (const listener of this.mouseListeners) listener(next);
        continue;
      }
      this.push(next);
      if (this.clicksQueued > 0) this.afterTurns(2);
    }
  }

  private afterTurns(turns: number): void {
    this.waiting = setImmediate(() => {
      this.waiting = undefined;
      if (turns > 1) this.afterTurns(turns - 1);
      else this.deliver();
    });
  }
}
