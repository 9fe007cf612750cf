// The Easy level's catalogue: per variant, the seeds the solver has proven
// winnable under Easy rules (made by `npm run deals`). Plain lookups, no
// search; the file is read on first use and kept.
//
// data/easy-seeds.json is {"about": "...", "seeds": {"<variant id>": [seed, ...]}}
// with each variant's seeds ascending. It sits beside src/ (running from
// source) or beside dist/ (the bundle), and has to ship with the package.

import { readFileSync } from 'node:fs';
import { dataPath } from '../data-path.js';

export const CATALOGUE_PATH = dataPath('easy-seeds.json');

export class EasyCatalogueError extends Error {}

export type EasyCatalogue = ReadonlyMap<string, readonly number[]>;

/** Reads and checks a catalogue file; EasyCatalogueError says what is wrong with it. */
export function readEasyCatalogue(path: string = CATALOGUE_PATH): EasyCatalogue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new EasyCatalogueError(`the Easy deal catalogue ${path} cannot be read: ${(error as Error).message}`);
  }
  const seeds = (parsed as { seeds?: unknown } | null)?.seeds;
  if (typeof seeds !== 'object' || seeds === null) {
    throw new EasyCatalogueError(`the Easy deal catalogue ${path} has no "seeds" object`);
  }
  const catalogue = new Map<string, readonly number[]>();
  for (const [variantId, list] of Object.entries(seeds)) {
    if (!isAscending(list)) {
      throw new EasyCatalogueError(
        `the Easy deal catalogue ${path}: the seeds of ${variantId} are not ascending whole numbers`,
      );
    }
    catalogue.set(variantId, list);
  }
  return catalogue;
}

/** Whole numbers from 1 up, each above the last (which also makes them distinct, and lets lookups halve). */
function isAscending(list: unknown): list is number[] {
  if (!Array.isArray(list)) return false;
  let last = 0;
  for (const s of list) {
    if (!Number.isSafeInteger(s) || s <= last) return false;
    last = s;
  }
  return true;
}

let loaded: EasyCatalogue | undefined;

function catalogue(): EasyCatalogue {
  loaded ??= readEasyCatalogue();
  return loaded;
}

/** The variant's proven seeds, ascending; none for a variant the catalogue does not know. */
export function easySeeds(variantId: string): readonly number[] {
  return catalogue().get(variantId) ?? [];
}

/** Whether the seed is in the catalogue: proven winnable under Easy rules. */
export function isProvenEasy(variantId: string, seed: bigint): boolean {
  if (seed < 1n || seed > BigInt(Number.MAX_SAFE_INTEGER)) return false;
  const seeds = easySeeds(variantId);
  const wanted = Number(seed);
  let low = 0;
  let high = seeds.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (seeds[middle] === wanted) return true;
    if (seeds[middle] < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A seed drawn from the variant's catalogue; `random` gives numbers in [0, 1) like Math.random. */
export function randomEasySeed(variantId: string, random: () => number): bigint {
  const seeds = easySeeds(variantId);
  if (seeds.length === 0) throw new EasyCatalogueError(`the Easy deal catalogue has no deals for ${variantId}`);
  const r = random();
  const index = Number.isFinite(r) ? Math.min(Math.max(Math.floor(r * seeds.length), 0), seeds.length - 1) : 0;
  return BigInt(seeds[index]);
}
