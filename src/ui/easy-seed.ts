// Deals for the easy level. SPEC section 4: easy deals only seeds the solver
// has proven winnable, and refuses a given seed that is not known winnable
// (offering medium for it instead).
//
// Current behaviour, until the solver's catalogue of winnable deals exists:
// easy draws a random seed like the other levels, and any given seed is
// accepted. The catalogue lookup belongs here, behind this same signature.

import type { Variant } from '../engine/index.js';
import { randomSeed } from './seeds.js';

export type EasyDeal =
  | { readonly seed: bigint }
  /** The given seed is not known winnable: `reason` says so and offers medium. */
  | { readonly refused: string };

export function easySeed(variant: Variant, seed: bigint | undefined, random: () => number = Math.random): EasyDeal {
  void variant;
  return { seed: seed ?? randomSeed(random) };
}
