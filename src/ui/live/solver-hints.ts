// Hints from the solver, in a worker thread so the keys never wait: the
// first move of a winning line. A position the solver proves lost says so,
// with the search-free hint to play on (cards home tell lost games apart);
// when the search runs out of time or fails, the search-free hint stands in, marked
// as a guess unless it is a safe move (docs/rules.md, Help from the program).
// With the live verdict on, a hint comes from its answer for the position (at
// once when it is known), not from a second search; with it off, from the
// line of the hint before when the position is on it.

import { applyLegal, type Move, type Position, safeMove } from '../../engine/index.js';
import { type HintAnswer, type HintSource, simpleHint } from './simple-hint.js';
import { solverVerdicts } from './solver-verdicts.js';
import { positionKey, type VerdictAnswer, type VerdictKeeper, type VerdictSource } from './verdict-keeper.js';

/** The hint a verdict gives. */
function hintFromVerdict(position: Position, answer: VerdictAnswer): HintAnswer {
  if (answer.verdict === 'winnable' && answer.moves.length > 0) return { move: answer.moves[0] };
  const safe = safeMove(position);
  const guess = safe ?? simpleHint(position);
  // Lost, the game can still send cards home, which is what tells lost games apart.
  if (answer.verdict === 'unwinnable') return guess ? { move: guess, lost: true } : { lost: true };
  // A move the game would play by itself as safe never loses a game that can be won: no guess.
  if (safe) return { move: safe };
  const why = answer.failed === undefined ? 'could not finish in time' : `failed: ${answer.failed}`;
  return guess
    ? { move: guess, text: `(a guess: the solver ${why})`, guess: true }
    : { text: `No hint: the solver ${why}` };
}

/**
 * Hints from the solver that keep to the winning line of the last hint: the
 * position its move leads to gets the line's next move, not the first move
 * of a new search, which may take back the move just played (a card moved
 * from one copy of its parent to the other, and back, for ever). One line
 * is kept, the last one found.
 */
export function solverHints(verdicts: VerdictSource = solverVerdicts): HintSource {
  let line = new Map<string, Move>();
  return async (position, signal) => {
    const next = line.get(positionKey(position));
    if (next) return { move: next };
    const answer = await verdicts(position, signal);
    if (answer.verdict === 'winnable') line = linePositions(position, answer.moves);
    return hintFromVerdict(position, answer);
  };
}

/** Each position along a winning line, by its key, with the line's move from it. */
function linePositions(start: Position, moves: readonly Move[]): Map<string, Move> {
  const line = new Map<string, Move>();
  let position = start;
  for (const move of moves) {
    line.set(positionKey(position), move);
    position = applyLegal(position, move);
  }
  return line;
}

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
