// Where commands write, so tests can capture it without a process.

import { OutputError } from './errors.js';

export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The terminal's width when stdout is a terminal; undefined in a pipe or a file. */
  readonly columns?: number;
  /** The same for stderr, where errors go: it may be a terminal when stdout is not, or the reverse. */
  readonly errorColumns?: number;
}

/**
 * The process's streams. A write to a file fails at once (`> /dev/full`):
 * that becomes an OutputError; a pipe or a terminal fails later, on the
 * stream's 'error' event, which main.ts turns into the same line.
 */
export const processOutput: Output = {
  stdout: (text) => {
    try {
      process.stdout.write(text);
    } catch (error) {
      throw new OutputError(error);
    }
  },
  stderr: (text) => void process.stderr.write(text),
  get columns() {
    return widthOf(process.stdout);
  },
  get errorColumns() {
    return widthOf(process.stderr);
  },
};

/** A stream's width when it is a terminal. Some terminals report no width (0): wrapping to it would put a character on each line. */
function widthOf(stream: NodeJS.WriteStream): number | undefined {
  return stream.isTTY && stream.columns > 0 ? stream.columns : undefined;
}

/** One JSON document and nothing else on stdout. Seeds are strings already. */
export function writeJson(out: Output, value: unknown): void {
  out.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
