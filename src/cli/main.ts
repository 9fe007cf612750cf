// The entry point of the built command line.
import { processOutput } from './output.js';
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2), processOutput);
