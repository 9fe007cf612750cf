// The stream Ink draws into: the terminal's stdout, with two corrections.
//
// 1. Ink's incremental renderer leaves the cursor on the row below a frame
//    that ends in a newline (every frame shorter than the terminal does, and
//    ours are one row shorter so that Ink never clears the scrollback), then
//    moves up one row too few before the next frame: each frame would land a
//    row lower than the last. A frame that starts by moving up n >= 1 rows
//    after such a frame is moved up n + 1.
// 2. After a resize the old frame may have scrolled or been cut, and the
//    incremental diff would leave it half drawn. `repaint` clears the screen
//    and has Ink write the whole frame again from the top-left corner; Ink
//    sees a resize only when `repaint` says so.

import { EventEmitter } from 'node:events';

const CLEAR_SCREEN = '\x1b[2J\x1b[H';
/** Mode switches (synchronized output, the cursor shown or hidden) written between frames. */
export const MODE_SWITCHES = /^(?:\x1b\[\?[0-9;]*[hl])*$/;
const LEADING_UP = /^\x1b\[(\d+)A/;
const NEXT_LINE = '\x1b[E';

export class FrameStream extends EventEmitter {
  private widthOverride: number | undefined;
  private lastFrameEndedInNewline = false;
  /** The widest width Ink has been shown. */
  private widestSeen: number;

  constructor(private readonly out: NodeJS.WriteStream) {
    super();
    this.widestSeen = out.columns;
  }

  get columns(): number {
    return this.widthOverride ?? this.out.columns;
  }

  get rows(): number {
    return this.out.rows;
  }

  get isTTY(): boolean {
    return this.out.isTTY === true;
  }

  write(chunk: string, callback?: (error?: Error | null) => void): boolean {
    const text = String(chunk);
    if (MODE_SWITCHES.test(text)) return this.out.write(text, callback);
    const fixed = this.lastFrameEndedInNewline
      ? text.replace(LEADING_UP, (whole, n: string) => (Number(n) >= 1 ? `\x1b[${Number(n) + 1}A` : whole))
      : text;
    // A frame whose last lines did not change ends by stepping over them.
    this.lastFrameEndedInNewline = text.endsWith('\n') || text.endsWith(NEXT_LINE);
    return this.out.write(fixed, callback);
  }

  /** Clears the screen and has Ink draw the whole frame again, at the terminal's current size. */
  repaint(): void {
    // Ink starts afresh only when the terminal gets narrower: show it a width
    // one wider than any it has seen, clear the screen, then the real width.
    this.widthOverride = Math.max(this.widestSeen, this.out.columns) + 1;
    this.widestSeen = this.widthOverride;
    this.emit('resize');
    this.widthOverride = undefined;
    this.out.write(CLEAR_SCREEN);
    this.lastFrameEndedInNewline = false;
    this.emit('resize');
  }
}
