// The table's reducer: (state, action, now) -> the next state and the effects
// for the app to carry out. Keys reach it as commands (see input/keymap.ts); what a
// command means depends on the notice on screen: help and pause close on any
// key, "new game?" waits for an answer, the stuck and win notices offer their
// choices, and during an auto-finish any key plays the rest at once.

import {
  canRedo,
  current,
  DRAW,
  describeMoveLimit,
  isWon,
  maxMoveCount,
  type Position,
  REDEAL,
  rankOf,
  redo,
  restart,
  STUCK_WIDER_LIMITS,
  type StuckAnswer,
  stuckAnswer,
  undo,
} from '../../engine/index.js';
import type { TableCommand } from '../input/commands.js';
import { TABLE_KEYS, unboundKeyText } from '../input/keymap.js';
import { capitalise, cardsOf, describeCards, describeMove, placesFor, plural } from '../text/describe.js';
import { backFound, backLooking, startBack, stopBack } from './back.js';
import { clampCursor, cursorAt, deepenCursor, maxDepth, stepCursor } from './cursor.js';
import { coveredRefusal, dropOn, foundationMove, pickUp } from './pick-and-drop.js';
import type { Cursor } from './places.js';
import { askOrPlayHint, playAwaitedHint } from './play-hint.js';
import { countsAsLoss, resultOf } from './results.js';
import { isWholeColumn, smartMove } from './smart-move.js';
import {
  checkStuck,
  finishNow,
  finishStep,
  playAllSafe,
  playMove,
  refuse,
  safeAtTheDeal,
  safeMovesNow,
  same,
  settle,
} from './table-moves.js';
import {
  alignAuto,
  answersTheWait,
  atTheDeal,
  awaitingHint,
  chargedClock,
  dealSafeMoves,
  type Effect,
  error,
  fleeting,
  info,
  lookingBack,
  type Message,
  NO_HINT,
  positionOf,
  type Step,
  saveEffect,
  searching,
  solverAtWork,
  type TableAction,
  type TableState,
  undoneMarks,
} from './table-state.js';
import { askOrWatch, endWatch, lineLonger, lineReady, onWatching, watchStep } from './watch.js';

export function reduce(state: TableState, action: TableAction, now: number): Step {
  // The wait for an answer is free: what the answer plays (a win, say) is timed without it.
  const step = route(answersTheWait(action) ? { ...state, waitingSince: undefined } : state, action, now);
  const next = step.state;
  const { clock, waitingSince } = chargedClock(state, next, action, now);
  return { state: { ...next, clock, waitingSince, auto: alignAuto(next) }, effects: step.effects };
}

function route(state: TableState, action: TableAction, now: number): Step {
  switch (action.type) {
    case 'shown':
      // Out of sight (the settings, a terminal too small), b stops looking: its answer would move the board unseen.
      // And the question of a first T (or s) is left unanswered, its words with it: a T on coming back asks again.
      if (action.visible) return same({ ...state, visible: true });
      return same({
        ...(lookingBack(state) ? stopBack(state).state : state),
        visible: false,
        backPending: undefined,
        solverAsked: undefined,
        ...(state.solverAsked ? { message: undefined } : {}),
      });
    case 'notice':
      return same({ ...state, message: error(capitalise(action.text)) });
    case 'quit-asked':
      // Cards held would show what a drop does in its place; a T or s that asked is answered by this key,
      // and a hint on its way would play over it. A pause stays, its clock stopped: its line says the
      // question (footer-text.ts).
      return same({
        ...state,
        ...NO_HINT,
        overlay: state.overlay === 'paused' ? 'paused' : 'none',
        selection: undefined,
        solverAsked: undefined,
        message: error(action.text),
      });
    case 'deal-lost':
      return same({ ...state, dealLost: true });
    case 'position-lost':
      return same({ ...state, lostHere: { position: action.position, wayBack: action.wayBack } });
    case 'finish-step':
      return finishStep(state, now);
    case 'finish-all':
      return playedOut(state, now);
    case 'begin':
      return settle(safeAtTheDeal(state), now, true);
    case 'safe-moves-on':
      return safeMovesNow(state, now);
    case 'check-stuck':
      return checkStuck(state, action.moveCount, action.wider);
    case 'hint-ready': {
      // A hint no longer asked for (another position, though the count of moves is the same: safe moves just turned on).
      if (action.moveCount !== state.game.moveCount || !awaitingHint(state)) return same(state);
      // s or b pressed while the hint was looked for: they have the board now, and their words the message line.
      if (solverAtWork(state)) return same({ ...state, hintPending: undefined, playHint: undefined });
      const hinted = {
        ...state,
        hint: action.hint,
        hintGuess: action.guess,
        hintLost: action.lost,
        hintPending: undefined,
        playHint: undefined,
        message: info(action.text),
      };
      const forT = state.playHint === action.moveCount && action.hint;
      // Played only in sight: a move made behind the settings or a terminal too small would be made unseen.
      if (forT && state.overlay === 'none' && state.visible)
        return playAwaitedHint({ ...hinted, playMore: state.playMore }, now);
      // Behind the pause, T's move waits to be played when the game goes on, with the Ts pressed meanwhile.
      if (forT && state.overlay === 'paused') return same({ ...hinted, playHint: state.playHint });
      return same({ ...hinted, playMore: undefined });
    }
    case 'line-longer':
      return lineLonger(state, action.run);
    case 'line-ready':
      return lineReady(state, action.run, action.moveCount, action.answer);
    case 'watch-step':
      return watchStep(state, action.run, now);
    case 'back-found':
      return backFound(state, action.moveCount, now, action.keep, action.text);
    case 'back-looking':
      return backLooking(state, action.moveCount, action.searchesLeft);
  }
  // After a drag's drop, whatever the drop began (a notice, the cards going home): nothing else to do.
  // Cards still held were dropped on no pile, or refused: back, as Esc puts them, and "Picked up" with them.
  if (action.type === 'put-back') {
    if (!state.selection) return same(state);
    return same({ ...state, selection: undefined, message: state.message?.holding ? undefined : state.message });
  }
  const watching = onWatching(state, action, now);
  if (watching) return watching;
  if (action.type === 'quit') return quit(state, now);
  if (state.finishing.length > 0) return finishNow(state, now);
  switch (state.overlay) {
    case 'help':
    case 'log':
      return same({ ...state, overlay: 'none' });
    case 'paused':
      return goOn(state, now);
    case 'confirm-new':
      return onConfirmNew(state, action, now);
    case 'confirm-restart':
      return onConfirmRestart(state, action, now);
    case 'stuck':
      return onStuck(state, action, now);
    case 'won':
      return onWon(state, action, now);
    case 'none':
      return onTable(state, action, now);
  }
}

/** Back from the pause: a hint that came meanwhile is said, or played when it was T's. */
function goOn(paused: TableState, now: number): Step {
  const state = { ...paused, overlay: 'none' as const };
  // A T's hint still on its way stays awaited: it plays when it comes.
  if (state.hint && state.playHint === state.game.moveCount)
    return playAwaitedHint({ ...state, playHint: undefined }, now);
  if (state.message) return same(state);
  // Said where nothing else is, it leaves the line to what a drop would do, as before the pause.
  return same({ ...state, ...behindPreview(info('Back to the game: the clock runs again')) });
}

function onConfirmNew(state: TableState, command: TableCommand, now: number): Step {
  if (command.type === 'yes') return leave(state, 'new-game', now);
  // Choosing the game costs this one nothing yet: the start screen offers it, and asks before a new game does.
  // A game without moves is kept as well, as q keeps it; only a won one has nothing left to offer.
  if (command.type === 'choose' && saveEffect(state).kind === 'save') {
    return same({ ...state, overlay: 'none' }, { kind: 'choose', keep: true, message: 'Your game is saved' });
  }
  if (command.type === 'choose') return leave(state, 'choose', now);
  if (command.type === 'cancel') return same({ ...state, overlay: 'none', message: undefined });
  return same(state);
}

function onConfirmRestart(state: TableState, command: TableCommand, now: number): Step {
  if (command.type === 'yes') {
    const kept = dealSafeMoves(state);
    const auto = undoneMarks(alignAuto(state), state.game.done.length - kept);
    const back = { ...state, overlay: 'none' as const, auto };
    return settle(
      cleared(back, restart(state.game, kept), info('Back to the deal: redo (U) plays the moves again')),
      now,
      false,
    );
  }
  if (command.type === 'cancel') return same({ ...state, overlay: 'none', message: undefined });
  return same(state);
}

/** The stuck notice's way out, as the message line says it once the notice is closed, and to a hint asked for then. */
const stuckWords = (state: TableState): string =>
  `No useful move is left: u undoes, ${state.dealLost ? '' : 'b looks for a winnable position, '}g gives up, n starts a new game`;

function onStuck(state: TableState, command: TableCommand, now: number): Step {
  switch (command.type) {
    case 'undo':
      return takeBack({ ...state, overlay: 'none' }, now);
    case 'back':
      return startBack({ ...state, overlay: 'none' });
    case 'new':
      return leave(state, 'new-game', now);
    case 'give-up':
      return giveUp(state, now);
    case 'cancel':
      return same({ ...state, overlay: 'none', message: info(stuckWords(state)) });
    default:
      return same(state);
  }
}

function onWon(state: TableState, command: TableCommand, now: number): Step {
  switch (command.type) {
    case 'new':
      return leave(state, 'new-game', now);
    case 'choose':
      return leave(state, 'choose', now);
    case 'cancel':
      return same({ ...state, overlay: 'none', message: info('Won! n starts a new game, q quits') });
    default:
      return same(state);
  }
}

/**
 * The keys with nothing to do on a won board: the solver's, which would search in vain, giving up, the
 * stock's (a click on it too), whose refusal would speak of redeals, and the safe moves'.
 */
const MOOT_WHEN_WON: ReadonlySet<TableCommand['type']> = new Set([
  'hint',
  'play-hint',
  'watch',
  'back',
  'give-up',
  'draw',
  'redeal',
  'safe',
]);

function onTable(state: TableState, command: TableCommand, now: number): Step {
  // While b looks back, any other key stops it and does nothing else, as while watching: a
  // key that changed nothing would leave a search running unseen that moves the board later.
  if (lookingBack(state) && command.type !== 'back') return stopBack(state);
  // The question a first T or s asked is answered by the very next key.
  const asked = state.solverAsked;
  if (asked) state = { ...state, solverAsked: undefined };
  const position = positionOf(state);
  if (MOOT_WHEN_WON.has(command.type) && isWon(position)) {
    return same({ ...state, message: fleeting(info('This game is won: n starts a new one')) });
  }
  switch (command.type) {
    case 'left':
    case 'right':
      return same(withCursor(state, stepCursor(position, state.cursor, command.type === 'left' ? -1 : 1)));
    case 'up':
    case 'down':
      return upDown(state, command.type === 'up' ? 1 : -1);
    case 'column':
      if (command.index >= position.columns.length) {
        return refuse(state, `there is no column ${command.index + 1}: columns are 1 to ${position.columns.length}`);
      }
      return same(withCursor(state, cursorAt(command.index)));
    case 'waste':
      return same(withCursor(state, cursorAt('waste')));
    case 'point': {
      const pointed = withCursor(state, clampCursor(position, { pile: command.pile, depth: command.depth }));
      // A click on a card under those that move, with nothing held, says why nothing is picked up.
      const covered = state.selection ? undefined : coveredRefusal(position, command.pile, command.depth);
      return covered ? refuse(pointed, covered) : same(pointed);
    }
    case 'select':
      return select(state, now, command.clicked);
    case 'foundation': {
      // Refused, the cards picked up go back, as after a smart move that finds no place: a double
      // click's first press picked them up.
      const drop = foundationMove(position, state.selection?.from ?? state.cursor.pile);
      const putBack = { ...state, selection: undefined };
      return 'move' in drop ? playMove(putBack, drop.move, now) : refuse(putBack, drop.refusal);
    }
    case 'draw':
    case 'redeal':
      return playMove(state, command.type === 'draw' ? DRAW : REDEAL, now, { cursor: cursorAt('waste') });
    case 'safe':
      return playAllSafe(state, now);
    case 'undo':
      return takeBack(state, now);
    case 'redo':
      return takeForward(state, now);
    case 'restart':
      if (atTheDeal(state)) return refuse(state, 'this is the deal already');
      return same({ ...state, overlay: 'confirm-restart', message: undefined });
    case 'hint':
      if (awaitingHint(state)) return same(state);
      // The solver would name a move to play on in a lost game; here none leads anywhere.
      if (stuckAsFarAsKeysLook(position) === 'stuck') return same({ ...state, message: info(stuckWords(state)) });
      return same(
        { ...state, hintPending: state.game.moveCount, message: searching('Looking for a hint…') },
        { kind: 'hint' },
      );
    case 'play-hint':
      if (stuckAsFarAsKeysLook(position) === 'stuck') return same({ ...state, message: info(stuckWords(state)) });
      return askOrPlayHint(state, asked === 'play-hint', now);
    case 'back':
      return startBack(state);
    case 'watch':
      return askOrWatch(state, asked === 'watch');
    case 'pause':
      return same({ ...state, overlay: 'paused', message: undefined }, saveEffect(state));
    case 'new':
      return same({ ...state, overlay: 'confirm-new', message: undefined });
    case 'give-up':
      return giveUpIfStuck(state, position);
    case 'bell': {
      const settings = { ...state.settings, bell: !state.settings.bell };
      return same(
        { ...state, settings, message: info(settings.bell ? 'Bell on' : 'Bell off') },
        { kind: 'save-settings' },
      );
    }
    case 'cancel':
      // The hint looked for, and the move T would play with it, are called off with their "Looking for…" words.
      return same({ ...state, ...NO_HINT, selection: undefined, message: undefined });
    case 'help':
      return same({ ...state, overlay: 'help' });
    case 'log':
      return same({ ...state, overlay: 'log' });
    case 'other':
      return command.key === undefined
        ? same(state)
        : same({ ...state, message: fleeting(info(unboundKeyText(command.key, TABLE_KEYS))) });
    // Commands of other moments, with nothing to do on the table itself: the pace while the solver
    // plays (onWatching), the answers to a question, the settings (the app's reducer opens them),
    // and those `reduce` takes before it comes here.
    case 'faster':
    case 'slower':
    case 'yes':
    case 'choose':
    case 'settings':
    case 'put-back':
    case 'quit':
      return same(state);
    default:
      // Exhaustive: a new command does not compile until it is handled above.
      return command satisfies never;
  }
}

/** A message that gives the line to what a drop would do while cards are picked up (messageFor). */
const behindPreview = (message: Message | undefined) => ({ message, messageAtCursorMove: message });

/** The cursor moved on: a message about the key pressed before has had its moment, others yield to a drop's preview. */
function withCursor(state: TableState, cursor: Cursor): TableState {
  return { ...state, cursor, ...behindPreview(state.message?.fleeting ? undefined : state.message) };
}

/** Up and down: the cards to move when some are picked up (over their own pile or an empty column), else the cursor. */
function upDown(state: TableState, step: -1 | 1): Step {
  const position = positionOf(state);
  const { selection, cursor } = state;
  const onEmpty = cursor.pile !== 'waste' && position.columns[cursor.pile].length === 0;
  if (selection && (onEmpty || cursor.pile === selection.from)) {
    const count = Math.min(Math.max(1, selection.count + step), maxDepth(position, selection.from));
    const moving = describeCards(cardsOf(position, selection.from, count));
    const nextCursor = cursor.pile === selection.from ? { pile: cursor.pile, depth: count } : cursor;
    // ↑ with the whole run taken changes nothing on the board: the words say why.
    const whole =
      step === 1 && count === selection.count ? `: no more cards move with ${count === 1 ? 'it' : 'them'}` : '';
    // Over an empty column, what the drop would do says more (a refusal before the key is pressed): the line's.
    return same({
      ...state,
      selection: { ...selection, count },
      cursor: nextCursor,
      ...behindPreview(info(`Moving ${moving}${whole}`)),
    });
  }
  return same(withCursor(state, deepenCursor(position, cursor, step)));
}

/**
 * Enter or Space: pick up, drop on another pile, or the smart move on the
 * same pile. `clicked`: the cards the cursor is on, not the hint's count.
 */
function select(state: TableState, now: number, clicked = false): Step {
  const position = positionOf(state);
  const { selection, cursor } = state;
  if (!selection) {
    const pick = pickUp(position, cursor, clicked ? undefined : state.hint);
    if ('refusal' in pick) return refuse(state, pick.refusal);
    const cards = describeCards(cardsOf(position, pick.selection.from, pick.selection.count));
    return same({ ...state, selection: pick.selection, message: { ...info(`Picked up ${cards}`), holding: true } });
  }
  if (cursor.pile === selection.from) {
    const move = smartMove(position, selection);
    if (move) return playMove(state, move, now);
    const moving = cardsOf(position, selection.from, selection.count);
    const places = placesFor(position.variant, moving[0], moving.length, !isWholeColumn(position, selection));
    // More cards than may move together onto a card just now: that is the reason, not the places (a King goes on none).
    const why =
      rankOf(moving[0]) !== 13 && moving.length > maxMoveCount(position, false)
        ? `${position.variant.name} moves one card at a time: ${describeMoveLimit(position, false)}`
        : places
          ? `it needs ${places}`
          : 'a King heads its column already';
    return refuse({ ...state, selection: undefined }, `no place for ${describeCards(moving)}: ${why}`);
  }
  const drop = dropOn(position, selection, cursor.pile);
  return 'move' in drop ? playMove(state, drop.move, now) : refuse(state, drop.refusal);
}

function cleared(state: TableState, game: TableState['game'], message?: TableState['message']): TableState {
  return { ...state, game, selection: undefined, hint: undefined, message };
}

/** Undo: the player's last move and the automatic moves after it, as one move. */
function takeBack(state: TableState, now: number): Step {
  const { done, undone } = alignAuto(state);
  // Cards sent home automatically at the deal are part of the deal.
  if (atTheDeal(state)) return refuse(state, 'nothing to undo: this is the deal');
  let automatic = 0;
  while (done[done.length - 1 - automatic]) automatic++;
  let game = state.game;
  for (let i = 0; i <= automatic; i++) game = undo(game);
  const move = state.game.done[state.game.done.length - 1 - automatic];
  const auto = undoneMarks({ done, undone }, automatic + 1);
  const after = automatic > 0 ? ` and ${plural(automatic, 'safe move')} after it` : '';
  const text = `Undone: ${describeMove(current(game), move)}${after}`;
  const counted = { ...game, moveCount: state.game.moveCount + 1 };
  return settle({ ...cleared(state, counted, info(text)), auto }, now, false);
}

/** Redo: the player's move and the automatic moves that followed it. */
function takeForward(state: TableState, now: number): Step {
  if (!canRedo(state.game)) return refuse(state, 'nothing to redo');
  const { done, undone } = alignAuto(state);
  const move = state.game.undone[state.game.undone.length - 1];
  const before = positionOf(state);
  let game = redo(state.game);
  let redone = 1;
  while (redone < undone.length && undone[undone.length - 1 - redone]) {
    game = redo(game);
    redone++;
  }
  const auto = { done: [...done, ...undone.slice(-redone).reverse()], undone: undone.slice(0, -redone) };
  const counted = { ...game, moveCount: state.game.moveCount + 1 };
  // Said as undo says it: the safe moves come back with the move.
  const after = redone > 1 ? ` and ${plural(redone - 1, 'safe move')} after it` : '';
  return settle({ ...cleared(state, counted, info(`Redone: ${describeMove(before, move)}${after}`)), auto }, now, true);
}

/** Leaving this game for another: a loss if it had moves and was not won (the player is told). */
function leave(state: TableState, to: 'new-game' | 'choose', now: number): Step {
  const effects: Effect[] = [];
  let message: string | undefined;
  if (countsAsLoss(state)) {
    effects.push({ kind: 'record', result: resultOf(state, now) });
    message = `The last game (${plural(state.game.moveCount, 'move')}) counted as a loss`;
  }
  effects.push({ kind: 'clear-save' }, { kind: to, message });
  return { state: { ...state, overlay: 'none', recorded: true, finishing: [] }, effects };
}

/**
 * Whether the game is stuck, searched as wide as the check after a move
 * goes, for a key that acts on it (g, t, T): the player can wait that long
 * for an answer asked for. (Where a draw is left it answers at once.)
 */
const stuckAsFarAsKeysLook = (position: Position): StuckAnswer =>
  stuckAnswer(position, STUCK_WIDER_LIMITS[STUCK_WIDER_LIMITS.length - 1]);

/** g: the stuck notice, which asks; with useful moves left it does not ask (it would not be true), and n is the way out. */
function giveUpIfStuck(state: TableState, position: Position): Step {
  const answer = stuckAsFarAsKeysLook(position);
  if (answer === 'stuck') return same({ ...state, overlay: 'stuck', message: undefined });
  const left =
    answer === 'unknown'
      ? 'there are too many ways to play on to tell whether a useful move is left'
      : state.dealLost
        ? 'the deal cannot be won, but moves are left'
        : 'useful moves are left';
  const loss = countsAsLoss(state) ? ', which counts this one as a loss' : '';
  return refuse(state, `${left}: n starts a new game${loss}`);
}

function giveUp(state: TableState, now: number): Step {
  const effects: Effect[] = [];
  if (!state.recorded) effects.push({ kind: 'record', result: resultOf(state, now) });
  // A game won once and played again after a restart keeps its win: giving it up records nothing.
  const message = state.recorded ? 'Game given up: it was counted already' : 'Game given up: counted as a loss';
  effects.push({ kind: 'clear-save' }, { kind: 'choose', message });
  return { state: { ...state, overlay: 'none', recorded: true }, effects };
}

/**
 * The game as the program's end leaves it: an auto-finish under way played
 * out, so that its win counts, and saved (or cleared, won); no bell, no timer.
 */
function playedOut(state: TableState, now: number): Step {
  // The solver's line stopped by the end: where its moves left the cards going home, they go as well.
  const unwatched = endWatch(state, now).state;
  const finished = unwatched.finishing.length > 0 ? finishNow(unwatched, now) : same(unwatched);
  const effects = finished.effects.filter((e) => e.kind === 'record');
  return { state: finished.state, effects: [...effects, saveEffect(finished.state)] };
}

/** Quit, saving; an auto-finish under way is played out first. */
function quit(state: TableState, now: number): Step {
  const out = playedOut(state, now);
  return { ...out, effects: [...out.effects, { kind: 'quit' }] };
}
