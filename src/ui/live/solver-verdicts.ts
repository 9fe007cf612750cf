// The solver's budget for the interface, and the live verdict's source: a
// search in a worker thread (solveInWorker), one worker a search, ended when
// the search is stopped. The search is synchronous, so ending its thread is
// the only way to stop it, and a worker kept for the next position would be
// ended on most moves anyway. A new worker costs CPU in its own thread,
// little in the keys' thread; the keeper starts none while positions
// follow each other quickly.

import type { Position } from '../../engine/index.js';
import type { Budget } from '../../solver/index.js';
import { solveInWorker } from '../../solver-runtime/index.js';
import type { VerdictAnswer, VerdictSource } from './verdict-keeper.js';

/**
 * Four seconds keeps one core busy for no longer than a player usually
 * thinks between moves; wins are cheap when they exist. A table of 4 MiB
 * holds a quarter of a million positions; beyond that the search forgets
 * proofs and searches again, which costs time but never a verdict. It keeps
 * the game under 100 MiB at its peak (`npm run bench memory` prints it).
 */
const SOLVER_BUDGET: Budget = { ms: 4000, hashMb: 4 };

export const solverVerdicts: VerdictSource = (position: Position, signal: AbortSignal): Promise<VerdictAnswer> =>
  solveInWorker(position, { budget: SOLVER_BUDGET, signal });
