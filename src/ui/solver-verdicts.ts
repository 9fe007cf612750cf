// The solver's budget for the interface, and the live verdict's source: a
// search in a worker thread (solveInWorker), one worker a search, ended when
// the search is stopped (the search is synchronous: ending its thread is
// the only way to stop it).

import type { Position } from '../engine/index.js';
import { solveInWorker } from '../solver/client.js';
import type { Budget } from '../solver/types.js';
import type { VerdictAnswer, VerdictSource } from './verdict-keeper.js';

/**
 * Four seconds finds most wins that a search finds at all (they are cheap
 * when they exist) and keeps one core busy for no longer than a player
 * usually thinks between moves. The node cap bounds the solver's table:
 * a million positions searched keep the game under about 150 MiB.
 */
export const SOLVER_BUDGET: Budget = { ms: 4000, nodes: 1_000_000 };

export const solverVerdicts: VerdictSource = (position: Position, signal: AbortSignal): Promise<VerdictAnswer> =>
  solveInWorker(position, { budget: SOLVER_BUDGET, signal });
