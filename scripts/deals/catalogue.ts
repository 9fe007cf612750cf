// Writes data/easy-seeds.json, the part of the catalogue the game reads (see
// src/solver-runtime/easy.ts): each variant's won seeds from its record, ascending.

import { join } from 'node:path';
import { writeAtomically } from './records.js';
import type { Attempt } from './try-seed.js';

export const CATALOGUE_FILE = 'easy-seeds.json';

const ABOUT =
  'Seeds proven winnable under Easy rules (at least one redeal), per variant, ascending. ' +
  'Made by `npm run deals`; the winning lines are in data/easy-lines/.';

export function wonSeeds(records: readonly Attempt[]): number[] {
  return records
    .filter((a) => a.outcome === 'won')
    .map((a) => Number(a.seed))
    .sort((a, b) => a - b);
}

/** One variant a line, so that a change to one shows as one line in a diff. */
export function writeCatalogue(dataDir: string, seeds: ReadonlyMap<string, readonly number[]>): string {
  const lines = [...seeds].map(([id, list]) => `    ${JSON.stringify(id)}: ${JSON.stringify(list)}`);
  const text = `{\n  "about": ${JSON.stringify(ABOUT)},\n  "seeds": {\n${lines.join(',\n')}\n  }\n}\n`;
  const path = join(dataDir, CATALOGUE_FILE);
  writeAtomically(path, text);
  return path;
}
