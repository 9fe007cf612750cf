// The live check of an Easy deal outside the catalogue (docs/rules.md, Levels): the
// solver, in a worker thread, tries to prove the seed winnable under Easy
// rules within a budget. The game's check screen runs it (the app store's
// easyCheck): it reports progress for a spinner, and aborting the signal
// stops the worker and rejects with the signal's reason. A catalogue that
// cannot be read holds no seed: the solver checks every deal then (the game
// has told the player why, easy-seed.ts).

import { deal, type Move, redealsFor, type Variant } from '../engine/index.js';
import type { Budget } from '../solver/index.js';
import { solveInWorker } from './client.js';
import { EasyCatalogueError, isProvenEasy } from './easy.js';

export type EasyCheck =
  | {
      readonly verdict: 'winnable';
      /** The catalogue already had the seed, or the solver proved it now. */
      readonly source: 'catalogue' | 'solver';
      /** A winning line from the Easy deal when the solver proved it; none from the catalogue. */
      readonly moves: readonly Move[];
    }
  | {
      readonly verdict: 'not proven';
      /** What the solver found: the deal is lost even under Easy rules, or the budget ran out. */
      readonly solver: 'unwinnable' | 'unknown';
      /** One sentence for the player; the game adds its offer of medium. */
      readonly reason: string;
    };

export interface EasyCheckProgress {
  readonly elapsedMs: number;
  /** The budget's time limit, when it has one: for a spinner that shows how long is left. */
  readonly budgetMs?: number;
}

export interface EasyCheckOptions {
  readonly signal?: AbortSignal;
  /** Called about ten times a second while the solver works. */
  readonly onProgress?: (progress: EasyCheckProgress) => void;
  readonly budget?: Budget;
}

/**
 * Long enough to prove most winnable deals of most variants, short enough to
 * wait for; the table as small as the longer search of `s` has
 * (solver-verdicts.ts), for the game's memory. Forty Thieves deals 2-11, 13
 * and 14 at easy were each won in 0.1-0.7 s with 4 MiB as with the default
 * 96 MiB.
 */
const EASY_CHECK_BUDGET: Budget = { ms: 10_000, hashMb: 4 };

const PROGRESS_EVERY_MS = 100;

export async function checkEasySeed(
  variant: Variant,
  seed: bigint,
  options: EasyCheckOptions = {},
): Promise<EasyCheck> {
  const { signal, onProgress, budget = EASY_CHECK_BUDGET } = options;
  signal?.throwIfAborted();
  if (inCatalogue(variant, seed)) return { verdict: 'winnable', source: 'catalogue', moves: [] };

  const started = performance.now();
  const progress =
    onProgress &&
    setInterval(() => onProgress({ elapsedMs: performance.now() - started, budgetMs: budget.ms }), PROGRESS_EVERY_MS);
  try {
    const result = await solveInWorker(deal(variant, seed, 'easy'), { budget, signal });
    if (result.verdict === 'winnable') return { verdict: 'winnable', source: 'solver', moves: result.moves };
    if (result.verdict === 'unwinnable') {
      return {
        verdict: 'not proven',
        solver: 'unwinnable',
        reason: `${variant.name} deal ${seed} cannot be won even with ${redeals(variant)}: the solver tried every way to play it.`,
      };
    }
    return {
      verdict: 'not proven',
      solver: 'unknown',
      reason: `${variant.name} deal ${seed} is not known to be winnable: the solver found no win in ${spent(result.ms, result.nodes)}.`,
    };
  } finally {
    if (progress) clearInterval(progress);
  }
}

function inCatalogue(variant: Variant, seed: bigint): boolean {
  try {
    return isProvenEasy(variant.id, seed);
  } catch (error) {
    if (error instanceof EasyCatalogueError) return false;
    throw error;
  }
}

function redeals(variant: Variant): string {
  const n = redealsFor(variant, 'easy');
  return n === 1 ? 'a redeal' : `${n} redeals`;
}

function spent(ms: number, nodes: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${nodes.toLocaleString('en')} positions`;
}
