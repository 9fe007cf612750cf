// Seeds for new games. A seed the player did not choose is short enough to
// read out and share: 1 to 9999999999 (docs/rules.md, Deal numbers).

export const LARGEST_RANDOM_SEED = 9_999_999_999;

/** A seed from 1 to 9999999999; `random` gives numbers in [0, 1) like Math.random. */
export function randomSeed(random: () => number): bigint {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return BigInt(1 + Math.floor(r * LARGEST_RANDOM_SEED));
}
