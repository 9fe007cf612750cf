// The entry point of the built command line.
import { OutputError } from './errors.js';
import { processOutput } from './output.js';
import { run } from './run.js';

// A write to a pipe or a terminal that fails later (the reader gone, the
// terminal closed) fails the command as a failed write to a file does: one
// line, exit 1, and nothing more tried on that stdout.
process.stdout.on('error', (error: unknown) => {
  process.stderr.write(`forty-thieves: ${new OutputError(error).message}\n`);
  process.exit(1);
});

process.exitCode = await run(process.argv.slice(2), processOutput);
