// Playing moves on the table and what follows each one: safe moves played
// automatically when the setting is on, the win (recorded once), the
// auto-finish (a card per timer step) and the stuck notice. A refused move
// shows the engine's reason and rings the bell when it is on.

import {
  applyLegal,
  autoFinish,
  current,
  formatCard,
  type Game,
  isSafeHome,
  isWon,
  legalMoves,
  type Move,
  type Position,
  play,
  playSafeMoves,
  STUCK_SEARCH_LIMIT,
  STUCK_WIDER_LIMITS,
  stuckAnswer,
  wasteCardsGoHomeSafely,
} from '../../engine/index.js';
import { capitalise, pileName, plural } from '../text/describe.js';
import { clampCursor } from './cursor.js';
import { resultOf } from './results.js';
import {
  alignAuto,
  type Effect,
  error,
  FINISH_STEP_MS,
  fleeting,
  info,
  NO_HINT,
  positionOf,
  type Step,
  saveEffect,
  success,
  type TableState,
} from './table-state.js';

export const same = (state: TableState, ...effects: Effect[]): Step => ({ state, effects });

/** A refused move or command: its reason on the message line, and the bell. */
export function refuse(state: TableState, reason: string): Step {
  return same(
    { ...state, message: fleeting(error(capitalise(reason))) },
    ...(state.settings.bell ? [{ kind: 'bell' } as const] : []),
  );
}

/**
 * Plays a move the player asked for; on success the cards picked up and the
 * hint are dropped, safe moves follow when the setting is on, and the game
 * is settled (won, finishing, stuck) and saved.
 */
export function playMove(state: TableState, move: Move, now: number, patch: Partial<TableState> = {}): Step {
  const result = play(state.game, move);
  if ('refusal' in result) return refuse(state, result.refusal.reason);
  const played = { ...state, ...patch, game: result.game, selection: undefined, hint: undefined, message: undefined };
  return settle(withSafeMoves({ ...played, auto: alignAuto(played) }), now, true);
}

/**
 * Safe moves played automatically when the setting is on: marked as such,
 * so that undo takes them back with the move before them, and not counted
 * as moves.
 */
function withSafeMoves(state: TableState): TableState {
  const { game } = state;
  if (!state.settings.autoSafe[game.level]) return state;
  const safe = playSafeMoves(current(game));
  if (safe.moves.length === 0) return state;
  const cards = cardsSentHome(game, safe.moves);
  const message = info(`Safe move${cards.length === 1 ? '' : 's'}: ${toFoundations(cards)}`);
  const after = playAll(game, safe.moves);
  const played = after.done.length - game.done.length;
  return {
    ...state,
    game: { ...after, moveCount: game.moveCount },
    message,
    // Safe moves that were the redo list's next moves take them off it; the marks of the rest stay.
    auto: {
      done: [...state.auto.done, ...Array<boolean>(played).fill(true)],
      undone: state.auto.undone.slice(0, after.undone.length),
    },
  };
}

/** Before the first move of a deal: the cards the setting plays home at once (Aces on top, say). */
export function safeAtTheDeal(state: TableState): TableState {
  const { game } = state;
  if (game.done.length > 0 || game.undone.length > 0 || game.moveCount > 0) return state;
  const played = withSafeMoves(state);
  // The deal's own words (which deal, a daily's date) stay, the safe moves after them.
  if (played === state || !state.message || !played.message) return played;
  return { ...played, message: info(`${state.message.text}. ${played.message.text}`) };
}

/**
 * The setting just turned on: the safe cards go home now, with the last move
 * (undo takes them back with it). Not while there are moves to redo: safe
 * moves played now would end the redo list, which the player did not ask for.
 */
export function safeMovesNow(state: TableState, now: number): Step {
  if (state.game.undone.length > 0) return same(state);
  const played = withSafeMoves(state);
  if (played === state) return same(state);
  // Another position with the same count of moves: the hint shown, or asked for, was for the one before,
  // and cards picked up may have gone home: what a drop would move is no longer what was picked up.
  return settle({ ...played, ...NO_HINT, selection: undefined }, now, true);
}

/** Plays moves known to be legal, each a move of its own; stops at the first that is not. */
function playAll(game: Game, moves: readonly Move[]): Game {
  for (const move of moves) {
    const result = play(game, move);
    if ('refusal' in result) break;
    game = result.game;
  }
  return game;
}

/** 'AH to its foundation', 'AH 2H to the foundations'. */
const toFoundations = (cards: readonly string[]): string =>
  cards.length === 1 ? `${cards[0]} to its foundation` : `${cards.join(' ')} to the foundations`;

/** The cards that a list of foundation moves sends home, in order. */
function cardsSentHome(game: Game, moves: readonly Move[]): string[] {
  const cards: string[] = [];
  let position = current(game);
  for (const move of moves) {
    if (move.kind !== 'move') continue;
    const pile = move.from === 'waste' ? position.waste : position.columns[move.from];
    cards.push(formatCard(pile[pile.length - 1]));
    position = applyLegal(position, move);
  }
  return cards;
}

/**
 * After the position changed: the win (recorded once), else after a move
 * forward the auto-finish (drawing and redealing too, when that is all the
 * rest needs) or the stuck notice. Always saves.
 */
export function settle(state: TableState, now: number, forward: boolean): Step {
  const position = positionOf(state);
  const settled: TableState = { ...state, cursor: clampCursor(position, state.cursor) };
  if (isWon(position)) {
    const effects: Effect[] = [];
    if (!state.recorded) effects.push({ kind: 'record', result: resultOf(settled, now) });
    if (state.settings.bell) effects.push({ kind: 'bell' });
    effects.push(saveEffect(settled));
    const won = { ...settled, recorded: true, wonAgain: state.recorded, overlay: 'won' as const, finishing: [] };
    return { state: { ...won, message: success('Won!') }, effects };
  }
  // While the solver plays its line (`s`), the line goes on as found: the auto-finish would take its moves away.
  if (forward && !state.watch) {
    const finish = autoFinish(position);
    if (finish && finish.length > 0) {
      return same(
        {
          ...settled,
          finishing: finish,
          message: info('Finishing: every card goes home (any key plays the rest at once)'),
        },
        { kind: 'save' },
        { kind: 'later', ms: FINISH_STEP_MS, action: { type: 'finish-step' } },
      );
    }
    // The search can take a moment: it runs after the move is on screen.
    if (mayBeStuck(position)) {
      const check = { type: 'check-stuck', moveCount: state.game.moveCount } as const;
      return same(settled, { kind: 'save' }, { kind: 'later', ms: 0, action: check });
    }
  }
  return same(settled, saveEffect(settled));
}

/** No draw or redeal is left: only then can a game be stuck. */
function mayBeStuck(position: Position): boolean {
  return position.stock.length === 0 && (position.waste.length === 0 || position.redealsLeft === 0);
}

/**
 * The stuck notice, if the game is still where it was when the check was
 * asked for, and stuck. A search that reached its limit is tried again
 * wider (`wider`: the index in STUCK_WIDER_LIMITS), after a frame, so that
 * keys wait for one pause at a time.
 */
export function checkStuck(state: TableState, moveCount: number, wider = -1): Step {
  const busy = state.overlay !== 'none' || state.finishing.length > 0 || state.watch !== undefined;
  if (moveCount !== state.game.moveCount || busy) return same(state);
  const limit = wider < 0 ? STUCK_SEARCH_LIMIT : STUCK_WIDER_LIMITS[wider];
  switch (stuckAnswer(positionOf(state), limit)) {
    case 'stuck':
      return same({ ...state, overlay: 'stuck' });
    case 'not-stuck':
      return same(state);
    case 'unknown': {
      if (wider + 1 >= STUCK_WIDER_LIMITS.length) return same(state);
      const check = { type: 'check-stuck', moveCount, wider: wider + 1 } as const;
      return same(state, { kind: 'later', ms: 0, action: check });
    }
  }
}

/** One card of the auto-finish. */
export function finishStep(state: TableState, now: number): Step {
  const [move, ...rest] = state.finishing;
  if (!move) return same(state);
  const result = play(state.game, move);
  if ('refusal' in result) return settle({ ...state, finishing: [] }, now, false);
  const next = { ...state, game: result.game, finishing: rest };
  if (rest.length === 0) return settle(next, now, false);
  return same(
    { ...next, cursor: clampCursor(positionOf(next), next.cursor) },
    { kind: 'later', ms: FINISH_STEP_MS, action: { type: 'finish-step' } },
  );
}

/** Every card of the auto-finish at once (a key pressed while it runs). */
export function finishNow(state: TableState, now: number): Step {
  return settle({ ...state, game: playAll(state.game, state.finishing), finishing: [] }, now, false);
}

/** Plays every safe foundation move, each one a move of its own. */
export function playAllSafe(state: TableState, now: number): Step {
  const position = positionOf(state);
  const { moves } = playSafeMoves(position);
  if (moves.length === 0) {
    // A card that could go home but is not safe: f still sends it, which the player may not guess. f acts on
    // the pile picked up or under the cursor: that pile's card first, and the pile named.
    const homes = legalMoves(position).filter((m) => m.kind === 'move' && m.to === 'foundation');
    const here = state.selection?.from ?? state.cursor.pile;
    const home = homes.find((m) => m.kind === 'move' && m.from === here) ?? homes[0];
    const also =
      home?.kind === 'move'
        ? ` (f on ${pileName(home.from)} sends ${cardsSentHome(state.game, [home])[0]} home all the same)`
        : '';
    // Even an Ace: with a card fewer in a waste dealt three at a time, the draws after the redeal bring up other
    // cards (docs/rules.md, Help from the program). Said only of a card the rule alone keeps from being safe.
    const offWaste =
      home?.kind === 'move' &&
      home.from === 'waste' &&
      !wasteCardsGoHomeSafely(position.variant.drawCount, position.redealsLeft) &&
      isSafeHome(position, position.waste[position.waste.length - 1]);
    const why = offWaste ? ': a card fewer in the waste changes what each draw after the redeal brings' : ' just now';
    return same({ ...state, message: info(`No safe foundation move${why}${also}`) });
  }
  const cards = cardsSentHome(state.game, moves);
  const message = info(`${plural(moves.length, 'safe move')}: ${toFoundations(cards)}`);
  const game = playAll(state.game, moves);
  return settle({ ...state, game, selection: undefined, hint: undefined, message }, now, true);
}
