// Every way the game can end besides quitting, in one place: a signal from
// outside (SIGTERM, SIGINT, SIGQUIT), the terminal closed under the game
// (SIGHUP, or EIO/EPIPE on its streams), a crash. Each saves the game first.
//
// The terminal is given back (TerminalSession.leave: the alternate screen,
// raw mode, the cursor; whatever else the game turns on in the terminal is
// turned off there), on a hang-up too, where it is most likely gone and the
// writes fail unseen. After a hang-up the process ends by the signal itself,
// with the default action, so Node's own terminal reset at exit, which
// aborts when the terminal is gone (nodejs/node#51519), never runs; where
// that action is ignored (a container's first process), it exits instead.

export interface ExitSteps {
  /** Saves the game as it stands and writes what the store still holds; returns what the player should read. */
  readonly save: () => readonly string[];
  /** Gives the terminal back; on a terminal already gone its writes fail unseen. */
  readonly leave: () => void;
  /** Says it on stderr, after `leave`. */
  readonly report: (lines: readonly string[]) => void;
}

/** Exit codes of a signal's default action, for the signals caught here: 128 + its number. */
const SIGNAL_CODES = { SIGHUP: 129, SIGINT: 130, SIGQUIT: 131, SIGTERM: 143 } as const;

/** How long a process that sent itself SIGHUP waits for its end before it exits instead. */
const STILL_HERE_MS = 500;

const GONE = new Set(['EIO', 'EPIPE', 'ENXIO', 'EBADF']);

/** Whether an error says the terminal has gone away. */
export const terminalGone = (error: unknown): boolean =>
  GONE.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');

const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

interface Streams {
  readonly stdout: NodeJS.EventEmitter;
  readonly stdin: NodeJS.EventEmitter;
}

/**
 * Installs the handlers; returns the function that removes them once the
 * game has ended the ordinary way.
 */
export function installExits(steps: ExitSteps, streams: Streams, proc: NodeJS.Process = process): () => void {
  let ending = false;
  const once = (end: () => void) => {
    if (ending) return;
    ending = true;
    end();
  };
  /**
   * Saves, gives the terminal back, says what the player should read (and
   * `error`, after a crash) and exits with `code`. A step that throws does
   * not stop the ones after it: the process must not stay alive with its
   * terminal in the game's modes.
   */
  const endWith = (code: number, error?: unknown) =>
    once(() => {
      const lines: string[] = [];
      try {
        lines.push(...steps.save());
      } catch (saveError) {
        lines.push(`The game could not be saved: ${describe(saveError)}`);
      }
      if (error !== undefined) lines.push(describe(error));
      try {
        steps.leave();
      } catch {
        // The terminal is gone: there is nothing left to give back, nor to say.
      }
      try {
        steps.report(lines);
      } finally {
        proc.exit(code);
      }
    });
  const hungUp = () =>
    once(() => {
      // No report: the terminal is most likely gone. It is given back all
      // the same, for a hang-up sent while it is still there (kill -HUP):
      // on a gone one the writes fail, and nothing waits for them.
      try {
        steps.save();
      } finally {
        try {
          steps.leave();
        } catch {
          // Gone indeed.
        }
        proc.removeAllListeners('SIGHUP');
        proc.kill(proc.pid, 'SIGHUP');
        // Still here: a process that ignores the signal's default action, as a container's first process
        // (pid 1) does, would stay alive for good, deaf to SIGTERM too (its handler has run). It exits
        // instead, with the hang-up's code, also if it ends first for want of anything to wait for.
        proc.exitCode = SIGNAL_CODES.SIGHUP;
        setTimeout(() => proc.exit(SIGNAL_CODES.SIGHUP), STILL_HERE_MS).unref();
      }
    });
  /** A crash, or the terminal gone when the error says so (EIO/EPIPE on its streams). */
  const crash = (error: unknown) => (terminalGone(error) ? hungUp() : endWith(1, error));

  const handlers: [NodeJS.EventEmitter, string, (value: unknown) => void][] = [
    [proc, 'SIGTERM', () => endWith(SIGNAL_CODES.SIGTERM)],
    [proc, 'SIGINT', () => endWith(SIGNAL_CODES.SIGINT)],
    [proc, 'SIGQUIT', () => endWith(SIGNAL_CODES.SIGQUIT)],
    [proc, 'SIGHUP', hungUp],
    [proc, 'uncaughtException', crash],
    [proc, 'unhandledRejection', crash],
    [streams.stdout, 'error', crash],
    [streams.stdin, 'error', crash],
  ];
  for (const [emitter, event, handler] of handlers) emitter.on(event, handler);
  return () => {
    for (const [emitter, event, handler] of handlers) emitter.off(event, handler);
  };
}
