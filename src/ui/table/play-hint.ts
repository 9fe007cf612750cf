// Playing the hint (`T`): the move `t` shows, asked for first when there is
// none. The solver chose it and the game plays it, so, as while watching the
// solver win (watch.ts), the game is marked assisted: its win still counts
// but sets no best; the first such move says so.

import { describeMove, solverWinWords } from '../text/describe.js';
import { playMove, same } from './table-moves.js';
import { awaitingHint, info, positionOf, type Step, searching, type TableState } from './table-state.js';

/** `T`: plays the hint on the board, or asks for one and plays it when it comes. */
export function playHint(state: TableState, now: number): Step {
  if (state.hint) {
    const position = positionOf(state);
    const first = !state.assisted;
    // The solver played this move, as while watching: the game is assisted from now on (a win it
    // brings is recorded with the mark, so the mark comes before the move).
    const step = playMove({ ...state, assisted: true }, state.hint, now);
    if (step.state.game.moveCount === state.game.moveCount) {
      return { ...step, state: { ...step.state, assisted: state.assisted } };
    }
    // The move played first, then its own words (the safe moves after it); the first time, what it costs.
    const played =
      `Played the hint${state.hintGuess ? ', a guess' : ''}: ${describeMove(position, state.hint)}` +
      (first ? ` (played for you: ${solverWinWords(state.daily)})` : '');
    const own = step.state.message;
    const message = own ? { ...own, text: `${played}. ${own.text}` } : info(played);
    return { ...step, state: { ...step.state, message } };
  }
  if (awaitingHint(state)) {
    // Each T plays a move: one pressed while the hint for it is coming plays the next one after it.
    const again = state.playHint === state.game.moveCount;
    return same({ ...state, playHint: state.game.moveCount, playMore: again ? (state.playMore ?? 0) + 1 : 0 });
  }
  return same(
    {
      ...state,
      hintPending: state.game.moveCount,
      playHint: state.game.moveCount,
      playMore: 0,
      message: searching('Looking for a move to play…'),
    },
    { kind: 'hint' },
  );
}

/** The hint that came for a `T`: played, and the next one asked for where `T` was pressed again meanwhile. */
export function playAwaitedHint(state: TableState, now: number): Step {
  const more = state.playMore ?? 0;
  const played = playHint({ ...state, playMore: 0 }, now);
  const next = played.state;
  const moved = next.game.moveCount !== state.game.moveCount;
  if (more === 0 || !moved || next.overlay !== 'none' || next.finishing.length > 0) return played;
  const again = playHint({ ...next, hint: undefined }, now);
  return { state: { ...again.state, playMore: more - 1 }, effects: [...played.effects, ...again.effects] };
}
