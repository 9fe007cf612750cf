// The entry point: runs the program and turns failures into SPEC's exit
// codes (0 success, 1 a request that failed, 2 bad usage) with one clear
// line on stderr instead of a stack trace.

import { CommanderError } from '@commander-js/extra-typings';
import { RequestError, UsageError } from './errors.js';
import { processOutput } from './output.js';
import { buildProgram } from './program.js';

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram(processOutput).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      const fine = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      return fine ? 0 : 2;
    }
    if (error instanceof UsageError || error instanceof RequestError) {
      processOutput.stderr(`forty-thieves: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
