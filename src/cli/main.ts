// The entry point of the built command line.
import { OutputError } from './errors.js';
import { processOutput } from './output.js';
import { run } from './run.js';

// A write to a pipe that fails later (its reader gone) fails the command as
// a failed write to a file does: one line, exit 1. A terminal that fails is
// a terminal closed: nothing more can be said on it, and Node's own reset
// of it at exit would abort (nodejs/node#51519), so the process ends by the
// hang-up signal itself, as the game does (ui/terminal/exits.ts), whose
// handler, when it runs, saves first and ends it.
process.stdout.on('error', (error: unknown) => {
  if (process.stdout.isTTY) {
    if (process.stdout.listenerCount('error') > 1) return;
    process.removeAllListeners('SIGHUP');
    process.kill(process.pid, 'SIGHUP');
    return;
  }
  process.stderr.write(`forty-thieves: ${new OutputError(error).message}\n`);
  process.exit(1);
});

process.exitCode = await run(process.argv.slice(2), processOutput);
