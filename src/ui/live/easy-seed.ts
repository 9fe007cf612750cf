// Deals for the Easy level (docs/rules.md, Levels): only seeds proven winnable
// under Easy rules. A new game takes a seed from the catalogue shipped in
// data/; a seed asked for is dealt at once when the catalogue has it, and
// otherwise checked by the solver first (deal-check.ts, easy-check.ts).
// When the catalogue cannot be read, the player is told in one line and
// every deal is checked.

import type { Variant } from '../../engine/index.js';
import {
  EasyCatalogueError,
  type EasyCheck,
  type EasyCheckOptions,
  easySeeds,
  isProvenEasy,
  randomEasySeed,
} from '../../solver-runtime/index.js';
import { randomSeed } from '../app/seeds.js';
import { capitalise } from '../text/describe.js';

/** The Easy catalogue's lookups (the shipped file's, or a test's). */
export interface EasyLookups {
  isProven(variantId: string, seed: bigint): boolean;
  randomSeed(variantId: string, random: () => number): bigint;
  /** The variant's seeds, ascending (none when the catalogue cannot be read): the daily Easy deal is one of them. */
  seeds(variantId: string): readonly number[];
}

export const SHIPPED_CATALOGUE: EasyLookups = {
  isProven: isProvenEasy,
  randomSeed: randomEasySeed,
  seeds: (variantId) => {
    try {
      return easySeeds(variantId);
    } catch (error) {
      if (error instanceof EasyCatalogueError) return [];
      throw error;
    }
  },
};

export type EasyDeal =
  /** A seed proven winnable: deal it. */
  | { readonly seed: bigint }
  /** A seed to check before it is dealt; `notice` says why the catalogue could not tell. */
  | { readonly check: bigint; readonly notice?: string };

/** The easy deal for a seed asked for, or for a new game without one. */
export function easySeed(
  variant: Variant,
  seed: bigint | undefined,
  random: () => number,
  catalogue: EasyLookups = SHIPPED_CATALOGUE,
): EasyDeal {
  try {
    if (seed === undefined) return { seed: catalogue.randomSeed(variant.id, random) };
    return catalogue.isProven(variant.id, seed) ? { seed } : { check: seed };
  } catch (error) {
    if (!(error instanceof EasyCatalogueError)) throw error;
    return {
      check: seed ?? randomSeed(random),
      notice: `${capitalise(error.message)}; the solver checks each deal instead`,
    };
  }
}

/** How an Easy deal is checked live: checkEasySeed's shape, so tests can put a fake in its place. */
export type EasyChecker = (variant: Variant, seed: bigint, options: EasyCheckOptions) => Promise<EasyCheck>;
