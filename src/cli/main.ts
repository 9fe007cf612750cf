// The entry point of the built command line.
import { OutputError } from './errors.js';
import { processOutput } from './output.js';
import { run } from './run.js';

// A write to a pipe that fails later ends the command as a failed write to a
// file does (errors.ts: quietly when the reader closed it). A terminal that fails is
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
  const failure = new OutputError(error);
  if (!failure.readerGone) process.stderr.write(`forty-thieves: ${failure.message}\n`);
  process.exit(failure.exitCode);
});

process.exitCode = await run(process.argv.slice(2), processOutput);
