// The entry point of the built command line.
import { processOutput } from './output.js';
import { run } from './run.js';

// `forty-thieves deal --seed 1 | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await run(process.argv.slice(2), processOutput);
