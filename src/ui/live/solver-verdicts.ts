// The solver's budget for the interface, and the live verdict's source: a
// search in a worker thread (solveInWorker), one worker a search, ended when
// the search is stopped. The search is synchronous, so ending its thread is
// the only way to stop it, and a worker kept for the next position would be
// ended on most moves anyway. A new worker costs CPU in its own thread,
// little in the keys' thread; the keeper starts none while positions
// follow each other quickly.

import type { Position } from '../../engine/index.js';
import { type Budget, solveInWorker } from '../../solver/index.js';
import type { VerdictAnswer, VerdictSource } from './verdict-keeper.js';

/**
 * Four seconds finds most wins that a search finds at all (they are cheap
 * when they exist) and keeps one core busy for no longer than a player
 * usually thinks between moves. The node cap bounds the solver's table on a
 * fast machine: three million positions reached (about a million searched
 * from) cost the worker 60-115 MiB on hard deals (`npm run bench startup`
 * prints the game's peak with the verdict running).
 */
const SOLVER_BUDGET: Budget = { ms: 4000, nodes: 3_000_000 };

export const solverVerdicts: VerdictSource = (position: Position, signal: AbortSignal): Promise<VerdictAnswer> =>
  solveInWorker(position, { budget: SOLVER_BUDGET, signal });
