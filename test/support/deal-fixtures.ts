// The expected deals of test/fixtures/deals.txt, written by
// scripts/expected-deals.py independently of the engine.

import type { Level } from '../../src/engine/index.js';
import { fixtureBlocks } from './fixture-file.js';

export interface DealFixture {
  readonly variant: string;
  readonly seed: bigint;
  readonly level: Level;
  /** The layout in the text format of positionFromText. */
  readonly text: string;
}

export function dealFixtures(): DealFixture[] {
  return fixtureBlocks('deals.txt').map(({ lines, ...head }) => ({ ...head, text: lines.join('\n') }));
}
