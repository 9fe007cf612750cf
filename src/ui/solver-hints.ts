// Hints from the solver, in a worker thread so the keys never wait: the
// first move of a winning line. A position the solver proves lost says so;
// when the search runs out of time, the search-free hint stands in, marked
// as a guess.

import type { Position } from '../engine/index.js';
import { solveInWorker } from '../solver/client.js';
import type { Budget } from '../solver/types.js';
import { type HintAnswer, type HintSource, simpleHint } from './simple-hint.js';

/** Long enough for most positions, short enough to wait for with a spinner. */
const HINT_BUDGET: Budget = { ms: 4000 };

export const solverHints: HintSource = async (position: Position, signal: AbortSignal): Promise<HintAnswer> => {
  const result = await solveInWorker(position, { budget: HINT_BUDGET, signal });
  if (result.verdict === 'winnable' && result.moves.length > 0) return { move: result.moves[0] };
  if (result.verdict === 'unwinnable') {
    return { text: 'No longer winnable from here, whatever is played: undo (u) to an earlier position' };
  }
  const guess = simpleHint(position);
  return guess
    ? { move: guess, text: '(a guess: the solver could not finish in time)' }
    : { text: 'No hint: the solver could not finish in time' };
};
