// One seed under Easy rules: solve it within a node budget and, when it is
// won, shorten the winning line and replay it through the engine. Runs in
// the workers of `npm run deals`; a pure function, so it is tested directly.

import { type Variant, deal, formatMoves } from '../../src/engine/index.js';
import { SolverBugError, solve } from '../../src/solver/index.js';
import { replayProblem } from '../../src/solver/verify.js';
import { shortenLine } from './shorten.js';

export type Outcome = 'won' | 'lost' | 'unknown';

export interface Attempt {
  readonly seed: bigint;
  readonly outcome: Outcome;
  /** Positions the search expanded. */
  readonly nodes: number;
  /** For a won deal, the winning line from the Easy deal, in notation. */
  readonly moves?: string;
  /** A winning line that did not replay, said for the run's log; the seed then counts as unknown. */
  readonly solverBug?: string;
}

export function trySeed(variant: Variant, seed: bigint, nodes: number): Attempt {
  const start = deal(variant, seed, 'easy');
  let result;
  try {
    result = solve(start, { nodes, strict: true });
  } catch (error) {
    if (!(error instanceof SolverBugError)) throw error;
    return { seed, outcome: 'unknown', nodes, solverBug: error.message };
  }
  if (result.verdict !== 'winnable') {
    return { seed, outcome: result.verdict === 'unwinnable' ? 'lost' : 'unknown', nodes: result.nodes };
  }
  // The solver replayed its own line; the shortened one is replayed here.
  const shorter = shortenLine(start, result.moves);
  const line = replayProblem(start, shorter) === undefined ? shorter : result.moves;
  return { seed, outcome: 'won', nodes: result.nodes, moves: formatMoves(line) };
}
