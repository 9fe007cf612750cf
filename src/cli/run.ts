// Runs the program on arguments and turns failures into the exit codes of docs/rules.md
// (0 success, 1 a request that failed, 2 bad usage) with one clear line on
// stderr instead of a stack trace, wrapped at words in a terminal (prose.ts).
// Tests call it with a captured Output.

import { CommanderError } from '@commander-js/extra-typings';
import { escapeControls, OutputError, RequestError, ToldFailure, UsageError } from './errors.js';
import type { Output } from './output.js';
import { buildProgram } from './program.js';
import { writeError } from './prose.js';

const FINE = ['commander.helpDisplayed', 'commander.version', 'commander.help'];

export async function run(argv: string[], out: Output): Promise<number> {
  try {
    await buildProgram(out).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return FINE.includes(error.code) ? 0 : 2;
    if ((error instanceof OutputError && error.readerGone) || error instanceof ToldFailure) return error.exitCode;
    if (error instanceof UsageError || error instanceof RequestError || error instanceof OutputError) {
      writeError(out, escapeControls(error.message));
      return error.exitCode;
    }
    throw error;
  }
}
