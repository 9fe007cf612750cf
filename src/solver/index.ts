// The solver's public face: `solve` for a verdict and a winning line, and
// `hint` for the next move of one. A pure search: running it in Node (a
// worker thread, the Easy catalogue's file) is src/solver-runtime's.

import type { Move, Position } from '../engine/index.js';
import { type SolveOptions, solve } from './search.js';

export { type SolveOptions, solve } from './search.js';
export { DEFAULT_HASH_MB } from './table.js';
export type { Budget, SolveResult } from './types.js';
export { replayProblem, SolverBugError } from './verify.js';

/**
 * The first move of a winning line from the position, or undefined when the
 * solver finds none within the budget (the position may be lost, or simply
 * too hard): a cheap call for a hint key.
 */
export function hint(position: Position, budget: SolveOptions = { nodes: 200_000, ms: 2000 }): Move | undefined {
  const result = solve(position, budget);
  return result.verdict === 'winnable' ? result.moves[0] : undefined;
}
