// The keyboard's input with the mouse taken out. Ink reads keys from a
// stream; with mouse reporting on, the terminal's reports arrive on the same
// stream, and Ink would take an X10 report for an escape and three keys.
// This stream stands between: it reads the terminal, hands the mouse
// reports to whoever listens (splitMouse) and passes the rest on to Ink,
// with the raw mode and the reference counting of the real one.

import { PassThrough } from 'node:stream';
import { type MouseEvent, splitMouse } from '../input/mouse.js';

/** How long a report cut off at a chunk's end waits for its rest before it counts as keys. */
const PENDING_MS = 50;

export type MouseListener = (event: MouseEvent) => void;

/** Where clicks come from: the app listens while it runs. */
export interface MouseSource {
  /** Calls `listener` with each report; the returned function stops it. */
  listen(listener: MouseListener): () => void;
}

export class MouseStdin extends PassThrough implements MouseSource {
  readonly isTTY: boolean;
  private pending = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly mouseListeners = new Set<MouseListener>();
  private readonly onData = (chunk: string | Buffer) => this.readChunk(String(chunk));

  constructor(private readonly terminal: NodeJS.ReadStream) {
    super({ encoding: 'utf8' });
    this.isTTY = terminal.isTTY === true;
    terminal.setEncoding('utf8');
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
    this.terminal.off('data', this.onData);
    this.terminal.pause();
    this.end();
  }

  private readChunk(chunk: string): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const { text, events, pending } = splitMouse(this.pending + chunk);
    this.pending = pending;
    if (text) this.push(text);
    for (const event of events) for (const listener of this.mouseListeners) listener(event);
    if (pending) {
      this.timer = setTimeout(() => {
        // Not a report after all (or its rest is lost): keys, for Ink.
        this.timer = undefined;
        const keys = this.pending;
        this.pending = '';
        if (keys) this.push(keys);
      }, PENDING_MS);
    }
  }
}
