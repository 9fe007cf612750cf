// The live verdict's source, and the longer search's (budgets.ts): a
// search in a worker thread (solveInWorker), one worker a search, ended when
// the search is stopped. The search is synchronous, so ending its thread is
// the only way to stop it, and a worker kept for the next position would be
// ended on most moves anyway. A new worker costs CPU in its own thread,
// little in the keys' thread; the keeper starts none while positions
// follow each other quickly.

import type { Position } from '../../engine/index.js';
import { solveInWorker } from '../../solver-runtime/index.js';
import { LONGER_BUDGET, SOLVER_BUDGET } from './budgets.js';
import type { VerdictAnswer, VerdictSource } from './verdict-keeper.js';

export const solverVerdicts: VerdictSource = (position: Position, signal: AbortSignal): Promise<VerdictAnswer> =>
  solveInWorker(position, { budget: SOLVER_BUDGET, signal });

export const solverLongerVerdicts: VerdictSource = (position: Position, signal: AbortSignal): Promise<VerdictAnswer> =>
  solveInWorker(position, { budget: LONGER_BUDGET, signal });
