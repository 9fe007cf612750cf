// Back to the last winnable position (`b`): when the game is no longer
// winnable, undo to the latest earlier position known to be winnable, the
// moves undone kept for redo. The app looks for it (the verdicts known, and
// searches with the live verdict's budget where they leave a gap:
// live/last-winnable.ts); the table waits with the spinner, then undoes.

import { undo } from '../../engine/index.js';
import { NOTHING_WINNABLE, plural } from '../text/describe.js';
import { same, settle } from './table-moves.js';
import {
  alignAuto,
  atTheDeal,
  dealSafeMoves,
  info,
  lookingBack,
  type Step,
  searching,
  type TableState,
  undoneMarks,
} from './table-state.js';

export function startBack(state: TableState): Step {
  if (atTheDeal(state)) return same({ ...state, message: info('This is the deal: there is nothing to go back to') });
  if (lookingBack(state)) return same(state);
  if (state.dealLost) return same({ ...state, message: info(NOTHING_WINNABLE) });
  return same(
    {
      ...state,
      backPending: state.game.moveCount,
      selection: undefined,
      message: searching(`${LOOKING_BACK}… (any key stops)`),
    },
    { kind: 'find-winnable' },
  );
}

const LOOKING_BACK = 'Looking back for the last position known winnable';

/**
 * The search under way: how many searches are left at most. (Not which
 * move it looks at: the game's history counts the safe moves played by
 * themselves and not undo or redo, the status line's count the other way.)
 */
export function backLooking(state: TableState, moveCount: number, searchesLeft: number): Step {
  if (state.backPending !== moveCount || state.game.moveCount !== moveCount) return same(state);
  const left = searchesLeft > 1 ? `${searchesLeft} searches left at most` : 'one search left';
  // A colon, not the ellipsis: in ASCII that is a full stop, and the words after it would start lower case.
  return same({ ...state, message: searching(`${LOOKING_BACK}: ${left} (any key stops)`) });
}

/** A key while looking back: the search is dropped (the app stops it when nothing waits for it). */
export function stopBack(state: TableState): Step {
  return same({ ...state, backPending: undefined, message: info('Stopped looking back') });
}

/** The answer: undo to the position after `keep` moves, or say why not. */
export function backFound(state: TableState, moveCount: number, now: number, keep?: number, text?: string): Step {
  if (state.backPending !== moveCount || state.game.moveCount !== moveCount) return same(state);
  const waiting = { ...state, backPending: undefined };
  if (keep === undefined) return same({ ...waiting, message: info(text ?? 'No earlier position is known winnable') });
  // The cards sent home at the deal are part of it (and keep a winnable deal winnable); so are those a move
  // set off part of that move: undo and redo take them with it, and safe moves keep a winnable position so.
  const auto = alignAuto(state);
  let kept = Math.max(keep, dealSafeMoves(state));
  while (kept < state.game.done.length && auto.done[kept]) kept++;
  const steps = state.game.done.length - kept;
  if (steps <= 0) return same({ ...waiting, message: info('This position is winnable: no need to go back') });
  let game = state.game;
  for (let i = 0; i < steps; i++) game = undo(game);
  // One key, one move on the counter, as a restart counts.
  game = { ...game, moveCount: state.game.moveCount + 1 };
  // Counted as undo and redo count them: a safe move played automatically goes with the move before it.
  const redos = auto.done.slice(kept, state.game.done.length).filter((automatic) => !automatic).length;
  const message = info(`Back ${plural(redos, 'move')} to the last position known winnable (U redoes)`);
  return settle(
    { ...waiting, game, auto: undoneMarks(auto, steps), selection: undefined, hint: undefined, message },
    now,
    false,
  );
}
