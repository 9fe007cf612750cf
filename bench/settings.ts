// The benchmarks' settings from the environment, checked when a section
// loads: a bad value, or a build that is not there, is named in one line
// (exit 2) rather than run as NaN or waited for until a timeout.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function refuse(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

/** The launcher the sections that run the program start: BENCH_CLI (another build, to compare two), else this checkout's. */
export function launcher(): string {
  const given = process.env.BENCH_CLI;
  if (given !== undefined) return existsSync(given) ? given : refuse(`BENCH_CLI names no file: ${given}`);
  if (!existsSync(join(root, 'dist', 'cli.js'))) refuse('no build in dist/: run npm run build first');
  return join(root, 'bin', 'forty-thieves.js');
}

/** A count from the environment variable `name`, a whole number above 0, else `fallback` when unset. */
export function countFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined) return fallback;
  return /^[1-9]\d*$/.test(text) ? Number(text) : refuse(`${name} must be a whole number above 0, not "${text}"`);
}
