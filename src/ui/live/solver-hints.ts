// Hints from the solver, in a worker thread so the keys never wait: the
// first move of a winning line. A position the solver proves lost says so,
// with the search-free hint to play on (cards home tell lost games apart);
// when the search runs out of time, the search-free hint stands in, marked
// as a guess unless it is a safe move (docs/rules.md, Help from the program).
// With the live verdict on, a hint comes from its answer for the position (at
// once when it is known), not from a second search.

import { type Position, safeMove } from '../../engine/index.js';
import { type HintAnswer, type HintSource, simpleHint } from './simple-hint.js';
import { solverVerdicts } from './solver-verdicts.js';
import type { VerdictAnswer, VerdictKeeper } from './verdict-keeper.js';

/** The hint a verdict gives. */
function hintFromVerdict(position: Position, answer: VerdictAnswer): HintAnswer {
  if (answer.verdict === 'winnable' && answer.moves.length > 0) return { move: answer.moves[0] };
  const safe = safeMove(position);
  const guess = safe ?? simpleHint(position);
  // Lost, the game can still send cards home, which is what tells lost games apart.
  if (answer.verdict === 'unwinnable') return guess ? { move: guess, lost: true } : { lost: true };
  // A move the game would play by itself as safe never loses a game that can be won: no guess.
  if (safe) return { move: safe };
  return guess
    ? { move: guess, text: '(a guess: the solver could not finish in time)', guess: true }
    : { text: 'No hint: the solver could not finish in time' };
}

export const solverHints: HintSource = async (position, signal) =>
  hintFromVerdict(position, await solverVerdicts(position, signal));

/**
 * Hints from the live verdict's answer for the position; from `otherwise`
 * when it has none and is not looking for one, or stops looking while the
 * position stays (the game was paused).
 */
export function hintsFromVerdicts(keeper: VerdictKeeper, otherwise: HintSource): HintSource {
  return (position, signal) => {
    const answer = keeper.waitFor(position, signal);
    if (!answer) return otherwise(position, signal);
    return answer.then(
      (found) => hintFromVerdict(position, found),
      (error: unknown) => {
        if (signal.aborted) throw error;
        return otherwise(position, signal);
      },
    );
  };
}
