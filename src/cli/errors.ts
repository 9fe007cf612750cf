// The failures a command reports, with the exit codes of docs/rules.md: 2
// for bad usage (an unknown option, a bad value), 1 for a request that
// cannot be met (an illegal move, a seed not known winnable for easy), for
// output that could not be written, and for a game that ended with something
// unsaved (told already, in its notices).

export class UsageError extends Error {
  readonly exitCode = 2;
}

export class RequestError extends Error {
  readonly exitCode = 1;
}

/** A failure already told on stderr (the game's notices of what it could not save): exit 1, no line more. */
export class ToldFailure extends Error {
  readonly exitCode = 1;
}

/**
 * The output could not be written: stdout is a full disk (`> /dev/full`),
 * a terminal gone. Exit 1, with one line on stderr. A pipe closed by its
 * reader (`| head`) is no failure: the reader has all it wanted, and the
 * command ends quietly, with 0.
 */
export class OutputError extends Error {
  readonly exitCode: number;
  readonly readerGone: boolean;

  constructor(cause: unknown) {
    super(`cannot write the output: ${describeWriteError(cause)}`);
    this.readerGone = isReaderGone(cause);
    this.exitCode = this.readerGone ? 0 : 1;
  }
}

const isReaderGone = (cause: unknown): boolean => (cause as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';

function describeWriteError(cause: unknown): string {
  if (isReaderGone(cause)) return 'the reader closed the pipe (EPIPE)';
  // Node's texts are "ENOSPC: no space left on device, write" or "write EIO": the call named says nothing more.
  return cause instanceof Error ? cause.message.replace(/, write$/, '').replace(/^write /, '') : String(cause);
}

/**
 * A message that quotes what was typed, with its control characters shown
 * as escapes (\x1b, \n), so a value from the command line cannot move the
 * cursor, change colours or split the line on the player's terminal.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
