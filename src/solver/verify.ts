// Every winning line is replayed through the rules engine before anyone
// sees it: the solver's own position and move generator are fast but are
// not the rules, the engine is.

import { isWon, type Move, type Position, ReplayError, replay } from '../engine/index.js';

export class SolverBugError extends Error {}

/** Undefined when the moves are legal one after another and end in a win; otherwise what went wrong. */
export function replayProblem(position: Position, moves: readonly Move[]): string | undefined {
  try {
    return isWon(replay(position, moves)) ? undefined : `the ${moves.length} moves do not end in a win`;
  } catch (error) {
    if (error instanceof ReplayError) return error.message;
    throw error;
  }
}
