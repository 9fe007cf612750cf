// The terminal around the game: the alternate screen, a hidden cursor and
// the keyboard in raw mode while it runs, and the terminal given back as it
// was on every way out (quit, Ctrl+C, SIGTERM, SIGHUP, a crash).

export const ENTER_ALTERNATE_SCREEN = '\x1b[?1049h';
export const LEAVE_ALTERNATE_SCREEN = '\x1b[?1049l';
export const HIDE_CURSOR = '\x1b[?25l';
/** The alternate screen keeps the cursor where the shell left it: draw from the top-left corner. */
export const HOME_AND_CLEAR = '\x1b[H\x1b[2J';
export const SHOW_CURSOR = '\x1b[?25h';
export const BELL = '\x07';
/**
 * Mouse reporting in the SGR form (see input/mouse.ts): presses and releases
 * (1000), and moves while a button is held (1002), for a drag to show where
 * it would drop. A terminal without 1002 ignores it: the drag still drops.
 */
export const ENABLE_MOUSE = '\x1b[?1000h\x1b[?1002h\x1b[?1006h';
export const DISABLE_MOUSE = '\x1b[?1006l\x1b[?1002l\x1b[?1000l';

export interface TerminalStreams {
  readonly stdout: { write(text: string): unknown };
  readonly stdin: { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
}

/** Enters the alternate screen; `leave` restores the terminal, once, however often it is called. */
export class TerminalSession {
  private active = false;

  /** `mouse`: the terminal reports clicks while the game runs (until `reportMouse` says otherwise), and stops on every way out, with the rest. */
  constructor(
    private readonly streams: TerminalStreams,
    private mouse = false,
  ) {}

  /** The mouse setting changed: the terminal reports clicks from now on, or stops and selects text again. */
  reportMouse(on: boolean): void {
    if (on === this.mouse) return;
    this.mouse = on;
    if (this.active) this.streams.stdout.write(on ? ENABLE_MOUSE : DISABLE_MOUSE);
  }

  enter(): void {
    if (this.active) return;
    // The keyboard in raw mode before the first frame, not only once Ink
    // listens (an effect after that frame): in the terminal's own mode a key
    // pressed in between is echoed, and an echoed Enter moves the cursor a
    // row down under Ink's feet. Ink's next frame then lands a row low and,
    // diffing against rows that are not where it thinks, leaves rows of the
    // screen before it showing. Keys pressed meanwhile wait for Ink unechoed.
    const { stdin, stdout } = this.streams;
    if (stdin.isTTY && stdin.setRawMode) stdin.setRawMode(true);
    this.active = true;
    stdout.write(ENTER_ALTERNATE_SCREEN + HOME_AND_CLEAR + HIDE_CURSOR + (this.mouse ? ENABLE_MOUSE : ''));
  }

  leave(): void {
    if (!this.active) return;
    this.active = false;
    const { stdin, stdout } = this.streams;
    if (stdin.isTTY && stdin.setRawMode) {
      try {
        stdin.setRawMode(false);
      } catch {
        // The terminal is gone (SIGHUP): nothing to restore.
      }
    }
    stdout.write((this.mouse ? DISABLE_MOUSE : '') + SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
  }
}
