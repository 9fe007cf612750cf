// Reading the fixture files of test/fixtures: blocks that start with a
// header line "== <variant> <seed> <level>".

import { readFileSync } from 'node:fs';
import { isLevel, type Level } from '../../src/engine/index.js';

export function readFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

export interface FixtureBlock {
  readonly variant: string;
  readonly seed: bigint;
  readonly level: Level;
  /** The lines after the header. */
  readonly lines: readonly string[];
}

export function fixtureBlocks(name: string): FixtureBlock[] {
  return readFixture(name)
    .split(/^== /m)
    .slice(1)
    .map((block) => {
      const [header, ...lines] = block.split('\n');
      const [variant, seed, level] = header.trim().split(/\s+/);
      if (!isLevel(level)) throw new Error(`${name}: bad level in "${header}"`);
      return { variant, seed: BigInt(seed), level, lines };
    });
}
