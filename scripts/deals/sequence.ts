// The seeds the catalogue tries, in order: a fixed sequence, so that a rerun
// tries the same seeds and finds the same deals. Spread over the whole range
// a new game draws from (1..9999999999), so that Easy deals do not all have
// small numbers.
//
// The k-th seed is the k-th number of the engine's Mersenne Twister seeded
// with SEQUENCE_SEED (the same generator as deals numbered 32000 and up),
// as randint(1, 9999999999), skipping any repeat. In
// Python: r = random.Random(40404040); 1 + int(r.random() * 9999999999).

import { randomForSeed } from '../../src/engine/index.js';

export const SEQUENCE_SEED = 40404040n;
export const LARGEST_SEED = 9_999_999_999;

/** The seeds of the sequence, from the first on. */
export function* seedSequence(): Generator<bigint> {
  const random = randomForSeed(SEQUENCE_SEED);
  const seen = new Set<number>();
  for (;;) {
    const seed = random.randint(1, LARGEST_SEED);
    if (seen.has(seed)) continue;
    seen.add(seed);
    yield BigInt(seed);
  }
}
