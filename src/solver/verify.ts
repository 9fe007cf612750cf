// Every winning line is replayed through the rules engine before anyone
// sees it: the solver's own position and move generator are fast but are
// not the rules, the engine is.

import { applyLegal, check, formatMove, isWon, type Move, type Position } from '../engine/index.js';

export class SolverBugError extends Error {}

/** Undefined when the moves are legal one after another and end in a win; otherwise what went wrong. */
export function replayProblem(position: Position, moves: readonly Move[]): string | undefined {
  let p = position;
  for (let i = 0; i < moves.length; i++) {
    const refusal = check(p, moves[i]);
    if (refusal) return `move ${i + 1} "${formatMove(moves[i])}" is illegal: ${refusal.reason}`;
    p = applyLegal(p, moves[i]);
  }
  return isWon(p) ? undefined : `the ${moves.length} moves do not end in a win`;
}
