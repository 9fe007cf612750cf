// `solve`'s own options, the seconds and the table's size, apart from the
// search: the command line's help reads them without loading the solver.

import { UsageError } from './errors.js';

/** Seconds a person will wait for a verdict before "unknown". */
export const DEFAULT_TIMEOUT = 10;

/** Decimal seconds only: Number() would also take 0x10, 0b1, 1e3 and Infinity. */
const DECIMAL_SECONDS = /^(\d+(\.\d*)?|\.\d+)$/;

export function parseTimeout(text: string | undefined): number {
  if (text === undefined) return DEFAULT_TIMEOUT;
  const seconds = Number(text.trim());
  if (!DECIMAL_SECONDS.test(text.trim()) || !Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`invalid timeout "${text}": give the seconds to search, a number above 0 such as 10 or 0.5`);
  }
  return seconds;
}

/** The most `--hash` takes: the table is one typed array, of at most 2^30 words here. */
const MOST_HASH_MB = 4096;

/** The megabytes asked for; undefined for the solver's own default (DEFAULT_HASH_MB). */
export function parseHash(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const mb = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || mb < 1 || mb > MOST_HASH_MB) {
    throw new UsageError(
      `invalid hash size "${text}": give the megabytes for the solver's table, a whole number from 1 to ${MOST_HASH_MB} such as 64`,
    );
  }
  return mb;
}
