// Playing the hint (`T`): the move `t` shows, asked for first when there is
// none. The solver chose it and the game plays it, so, as while watching the
// solver win (watch.ts), the game is marked assisted: its win still counts
// but sets no best. So the first `T` of a game the solver has not played in
// says so and waits for a second: a `T` may be a `t` typed with Caps Lock on.

import { describeMove, solverWinWords } from '../text/describe.js';
import { playMove, same } from './table-moves.js';
import { awaitingHint, info, positionOf, type Step, searching, type TableState } from './table-state.js';

/**
 * `T`: asks first in a game of the player's own, unless the last key was the
 * `T` that `asked`, or a `T` answered already waits for its hint; then plays the hint.
 */
export function askOrPlayHint(state: TableState, asked: boolean, now: number): Step {
  if (state.assisted || asked || state.playHint === state.game.moveCount) return playHint(state, now);
  // The keys first: a message cut to one line keeps its start.
  const text = `T again plays the hint for you, t only shows it (${solverWinWords(state.daily)})`;
  return same({ ...state, solverAsked: 'play-hint', message: info(text) });
}

/** Plays the hint on the board, or asks for one and plays it when it comes. */
function playHint(state: TableState, now: number): Step {
  if (state.hint) {
    const position = positionOf(state);
    // The solver played this move, as while watching: the game is assisted from now on (a win it
    // brings is recorded with the mark, so the mark comes before the move).
    const step = playMove({ ...state, assisted: true }, state.hint, now);
    if (step.state.game.moveCount === state.game.moveCount) {
      return { ...step, state: { ...step.state, assisted: state.assisted } };
    }
    // The move played first, then its own words (the safe moves after it).
    const played = `Played the hint${hintWords(state)}: ${describeMove(position, state.hint)}`;
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

/** What the words of a hint played say of it: a move to play on in a lost game, or a guess. */
function hintWords({ hintLost, hintGuess }: TableState): string {
  if (hintLost === 'deal') return ' (this deal cannot be won)';
  if (hintLost === 'position') return ' (no longer winnable)';
  if (hintLost === 'no-way-back') return ' (not winnable)';
  return hintGuess ? ', a guess' : '';
}

/** The hint that came for a `T`: played, and the next one asked for where `T` was pressed again meanwhile. */
export function playAwaitedHint(state: TableState, now: number): Step {
  const more = state.playMore ?? 0;
  const played = playHint({ ...state, playMore: 0 }, now);
  const next = played.state;
  const moved = next.game.moveCount !== state.game.moveCount;
  if (more === 0 || !moved || next.overlay !== 'none' || next.finishing.length > 0) return played;
  const again = playHint({ ...next, hint: undefined }, now);
  // The move played stays said while the next one is looked for, and goes into the log.
  const looking = again.state.message;
  const words = next.message?.text;
  const message = words && looking ? { ...looking, text: `${words}. ${looking.text}`, logged: words } : looking;
  return { state: { ...again.state, message, playMore: more - 1 }, effects: [...played.effects, ...again.effects] };
}
