// Every way the game can end besides quitting, in one place: a signal from
// outside (SIGTERM, SIGINT, SIGQUIT), the terminal closed under the game
// (SIGHUP, or EIO/EPIPE on its streams), a crash. Each saves the game first.
//
// The terminal is given back (TerminalSession.leave: the alternate screen,
// raw mode, the cursor; whatever else the game turns on in the terminal is
// turned off there), on a hang-up too, where it is most likely gone and the
// writes fail unseen. After a hang-up the process ends by the signal itself,
// with the default action, so Node's own terminal reset at exit, which
// aborts when the terminal is gone (nodejs/node#51519), never runs.

export interface ExitSteps {
  /** Saves the game as it stands and writes what the store still holds; returns what the player should read. */
  readonly save: () => readonly string[];
  /** Gives the terminal back; on a terminal already gone its writes fail unseen. */
  readonly leave: () => void;
  /** Says it on stderr, after `leave`. */
  readonly report: (lines: readonly string[]) => void;
}

/** Exit codes of a signal's default action, for the signals caught here: 128 + its number. */
const SIGNAL_CODES = { SIGINT: 130, SIGQUIT: 131, SIGTERM: 143 } as const;
type EndSignal = keyof typeof SIGNAL_CODES;

const GONE = new Set(['EIO', 'EPIPE', 'ENXIO', 'EBADF']);

/** Whether an error says the terminal has gone away. */
export const terminalGone = (error: unknown): boolean =>
  GONE.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');

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
  const bySignal = (signal: EndSignal) =>
    once(() => {
      const lines = steps.save();
      steps.leave();
      steps.report(lines);
      proc.exit(SIGNAL_CODES[signal]);
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
      }
    });
  const onStreamError = (error: unknown) => {
    if (terminalGone(error)) hungUp();
    else crash(error);
  };
  const crash = (error: unknown) => {
    if (terminalGone(error)) return hungUp();
    once(() => {
      let lines: readonly string[] = [];
      try {
        lines = steps.save();
      } finally {
        steps.leave();
        steps.report([...lines, error instanceof Error ? (error.stack ?? error.message) : String(error)]);
        proc.exit(1);
      }
    });
  };

  const handlers: [NodeJS.EventEmitter, string, (value: unknown) => void][] = [
    [proc, 'SIGTERM', () => bySignal('SIGTERM')],
    [proc, 'SIGINT', () => bySignal('SIGINT')],
    [proc, 'SIGQUIT', () => bySignal('SIGQUIT')],
    [proc, 'SIGHUP', hungUp],
    [proc, 'uncaughtException', crash],
    [proc, 'unhandledRejection', crash],
    [streams.stdout, 'error', onStreamError],
    [streams.stdin, 'error', onStreamError],
  ];
  for (const [emitter, event, handler] of handlers) emitter.on(event, handler);
  return () => {
    for (const [emitter, event, handler] of handlers) emitter.off(event, handler);
  };
}
