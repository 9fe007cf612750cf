// The expected deals of test/fixtures/deals.txt, written by
// scripts/expected-deals.py independently of the engine.

import { readFileSync } from 'node:fs';
import { type Level, isLevel } from '../../src/engine/index.js';

export interface DealFixture {
  readonly variant: string;
  readonly seed: bigint;
  readonly level: Level;
  /** The layout in the text format of positionFromText. */
  readonly text: string;
}

export function dealFixtures(): DealFixture[] {
  const text = readFileSync(new URL('../fixtures/deals.txt', import.meta.url), 'utf8');
  return text
    .split(/^== /m)
    .slice(1)
    .map((block) => {
      const [header, ...lines] = block.split('\n');
      const [variant, seed, level] = header.trim().split(/\s+/);
      if (!isLevel(level)) throw new Error(`deals.txt: bad level in "${header}"`);
      return { variant, seed: BigInt(seed), level, text: lines.join('\n') };
    });
}
