// The table's state, the effects the app carries out for it (save, record a
// result, ring the bell, run a timer, leave), and the small pure helpers over
// them. The reducer that moves from one state to the next is in table-reducer.ts;
// a game's result, and when leaving it counts as a loss, are in results.ts.

import { current, type Game, isWon, type Move, type Position } from '../../engine/index.js';
import type { AutomaticMoves, GameInProgress, GameResult, Settings } from '../../store/index.js';
import type { TableCommand } from '../input/commands.js';
import { type Clock, elapsedAt, shiftedClock, startClock, stopClock, stoppedClock } from './clock.js';
import { clampCursor, cursorAt } from './cursor.js';
import type { Cursor, Hint, Selection } from './places.js';
import type { LineAnswer, Watch } from './watch.js';

export type Overlay = 'none' | 'help' | 'log' | 'paused' | 'confirm-new' | 'confirm-restart' | 'stuck' | 'won';
export type Tone = 'info' | 'error' | 'success';

export interface Message {
  readonly text: string;
  readonly tone: Tone;
  /** About the key just pressed (a move refused, a key bound to nothing): it goes when the cursor moves on. */
  readonly fleeting?: boolean;
  /** A count that changes at each step (the solver's moves to go): the log keeps its first. */
  readonly progress?: boolean;
  /** A search under way (a hint looked for): shown while it lasts, not kept in the log, where its answer goes. */
  readonly searching?: boolean;
  /** Of a search's words, what the log keeps all the same: the move played before it (a T pressed again). */
  readonly logged?: string;
  /** Says which cards are picked up: it goes when they are put back. */
  readonly holding?: boolean;
}

/**
 * What is lost where a hint only plays on: the deal itself; this position,
 * an earlier one known winnable; or this position, nothing before it known
 * winnable ("not winnable", as the status line says: the deal may never have been).
 */
export type HintLost = 'deal' | 'position' | 'no-way-back';

export interface TableState {
  /** The game's id, made at the deal (see the store's GameInProgress). */
  readonly id: string;
  readonly game: Game;
  readonly cursor: Cursor;
  readonly selection?: Selection;
  readonly hint?: Hint;
  /** The hint is a guess: playing it (T) says so. */
  readonly hintGuess?: boolean;
  /** The hint is a move to play on in a lost game, the deal's or this position's: playing it (T) says so. */
  readonly hintLost?: HintLost;
  /** A hint was asked for the game at this move count and has not come yet. */
  readonly hintPending?: number;
  /** The hint asked for at this move count is to be played when it comes (`T`). */
  readonly playHint?: number;
  /** `T` pressed again while that hint was coming: as many more hints to play after it. */
  readonly playMore?: number;
  /** The solver's line being played (`s`). */
  readonly watch?: Watch;
  /** Looking back for a winnable position from the game at this move count (`b`). */
  readonly backPending?: number;
  readonly message?: Message;
  /** The message as the cursor last moved: while it is the one shown, what a drop would do has the line. */
  readonly messageAtCursorMove?: Message;
  readonly overlay: Overlay;
  /** Auto-finish moves still to play, one per timer step. */
  readonly finishing: readonly Move[];
  readonly clock: Clock;
  /** Since when the clock has waited for the solver (see chargedClock). */
  readonly waitingSince?: number;
  /** The game's result is in the statistics already: a win counts once. */
  readonly recorded: boolean;
  readonly settings: Settings;
  /** The table is on screen (the terminal is large enough): the clock may run. */
  readonly visible: boolean;
  /**
   * Which of the game's done and undone moves were played automatically
   * (safe moves after the player's): undone and redone with the move that
   * caused them. Saved with the game, so a resumed game undoes the same.
   */
  readonly auto: AutomaticMoves;
  /** A daily deal: its date. */
  readonly daily?: string;
  /** The solver played moves of this game: its win sets no record. */
  readonly assisted?: boolean;
  /** The Easy check's winning line from the deal, saved with the game (GameInProgress). */
  readonly dealLine?: readonly Move[];
  /** The win on screen came after undoing one already counted: the statistics keep the first one's figures. */
  readonly wonAgain?: boolean;
  /**
   * The last key was a T or an s that asked first, in a game the solver had
   * not played in: the same key now plays the hint, or the solver's line.
   */
  readonly solverAsked?: 'play-hint' | 'watch';
  /** The pace last chosen for the solver's play (`+`, `-`): the next `s` at this table plays at it. */
  readonly watchPaceMs?: number;
  /** How many watches this table has started: the next one's run (see Watch). */
  readonly watches?: number;
  /**
   * The solver has proven the deal itself lost: no line to watch and no
   * winnable position to go back to, so `s` and the stuck notice say so
   * at once rather than offer them.
   */
  readonly dealLost?: boolean;
  /**
   * The live verdict has proven this position lost (`wayBack`: an earlier one
   * is known winnable): `s` says so at once rather than offer a win.
   */
  readonly lostHere?: { readonly position: Position; readonly wayBack: boolean };
}

/** Actions that come from the app rather than from keys. */
export type TableAction =
  | TableCommand
  | { readonly type: 'finish-step' }
  /** The program is ending: an auto-finish under way is played out at once, so that its win is recorded. */
  | { readonly type: 'finish-all' }
  /** The table comes on screen: a game resumed may be won, finishing or stuck. */
  | { readonly type: 'begin' }
  /** Whether the game, as it was at `moveCount`, is stuck. */
  | { readonly type: 'check-stuck'; readonly moveCount: number; readonly wider?: number }
  /** A hint for the game as it was at `moveCount`. */
  | {
      readonly type: 'hint-ready';
      readonly moveCount: number;
      readonly hint?: Hint;
      /** The hint is a guess (the solver could not tell: out of time, or failed). */
      readonly guess?: boolean;
      /** The position is lost: the hint only plays on. */
      readonly lost?: HintLost;
      readonly text: string;
    }
  /** The solver's answer for a watch, for the game as it was at `moveCount`. */
  | { readonly type: 'line-ready'; readonly run: number; readonly moveCount: number; readonly answer: LineAnswer }
  /** The solver could not tell at once and looks longer for the watch `run`'s line. */
  | { readonly type: 'line-longer'; readonly run: number }
  /** The next move of the watched line. */
  | { readonly type: 'watch-step'; readonly run: number }
  /** The latest position known winnable, as the number of moves of `done` before it (undefined: none found). */
  | { readonly type: 'back-found'; readonly moveCount: number; readonly keep?: number; readonly text?: string }
  /** The search for `b` has at most `searchesLeft` searches to go. */
  | { readonly type: 'back-looking'; readonly moveCount: number; readonly searchesLeft: number }
  | { readonly type: 'shown'; readonly visible: boolean }
  /** The safe moves setting was just turned on for this level: the safe cards go home now, not after the next move. */
  | { readonly type: 'safe-moves-on' }
  /** Something the store has to say (a file kept aside, a directory not writable). */
  | { readonly type: 'notice'; readonly text: string }
  /** A quit key was pressed where quitting would lose what is in no file: `text` asks, on the message line. */
  | { readonly type: 'quit-asked'; readonly text: string }
  /** The live verdict found the deal itself lost. */
  | { readonly type: 'deal-lost' }
  /** The live verdict proved the position lost (`wayBack`: an earlier one is known winnable). */
  | { readonly type: 'position-lost'; readonly position: Position; readonly wayBack: boolean };

export type Effect =
  /** Save the game in progress (see `snapshot`). */
  | { readonly kind: 'save' }
  /** Forget the saved game: it is won, given up or abandoned. */
  | { readonly kind: 'clear-save' }
  | { readonly kind: 'record'; readonly result: GameResult }
  | { readonly kind: 'bell' }
  | { readonly kind: 'save-settings' }
  /** Dispatch `action` after `ms`. */
  | { readonly kind: 'later'; readonly ms: number; readonly action: TableAction }
  /** Find a hint for the game and dispatch 'hint-ready'. */
  | { readonly kind: 'hint' }
  /** Find the latest earlier position known winnable and dispatch 'back-found'. */
  | { readonly kind: 'find-winnable' }
  /** Find a winning line from the position and dispatch 'line-ready' for the watch `run`. */
  | { readonly kind: 'solve-line'; readonly run: number }
  /** Leave the table: a new deal of the same game, or the start screen to choose one; `message` tells what happened to the old one. */
  | { readonly kind: 'new-game'; readonly message?: string }
  /** To the start screen; `keep`: with this game saved, for the player to continue it or leave it there. */
  | { readonly kind: 'choose'; readonly message?: string; readonly keep?: boolean }
  | { readonly kind: 'quit' };

export interface Step {
  readonly state: TableState;
  readonly effects: readonly Effect[];
}

/** Milliseconds between the cards of an auto-finish. */
export const FINISH_STEP_MS = 70;

export interface TableInit {
  readonly id: string;
  readonly game: Game;
  readonly elapsedMs?: number;
  readonly recorded?: boolean;
  readonly settings: Settings;
  readonly message?: Message;
  readonly visible?: boolean;
  readonly daily?: string;
  readonly assisted?: boolean;
  readonly automatic?: AutomaticMoves;
  readonly dealLine?: readonly Move[];
}

export function newTableState(init: TableInit, now: number): TableState {
  const state: TableState = {
    id: init.id,
    game: init.game,
    cursor: clampCursor(current(init.game), cursorAt(0)),
    message: init.message,
    overlay: 'none',
    finishing: [],
    clock: stoppedClock(init.elapsedMs ?? 0),
    recorded: init.recorded ?? false,
    settings: init.settings,
    visible: init.visible ?? true,
    ...marksOf(init),
    ...(init.dealLine ? { dealLine: init.dealLine } : {}),
    auto: init.automatic ?? { done: [], undone: [] },
  };
  return { ...state, clock: syncClock(state, now) };
}

export const positionOf = (state: TableState): Position => current(state.game);

const aligned = (flags: readonly boolean[], length: number): readonly boolean[] =>
  flags.length === length
    ? flags
    : [...flags.slice(0, length), ...Array<boolean>(Math.max(0, length - flags.length)).fill(false)];

/** The automatic moves' marks fitted to the game's lists: a move they do not know of is the player's. */
export function alignAuto(state: TableState): TableState['auto'] {
  const { done, undone } = state.game;
  const { auto } = state;
  if (auto.done.length === done.length && auto.undone.length === undone.length) return auto;
  return { done: aligned(auto.done, done.length), undone: aligned(auto.undone, undone.length) };
}

/** How many moves done are the deal's own: the cards sent home automatically before the player's first move. */
export function dealSafeMoves(state: TableState): number {
  const { done } = alignAuto(state);
  let count = 0;
  while (count < done.length && done[count]) count++;
  return count;
}

/** Whether the position is the deal's: no move done but the cards sent home automatically at the deal. */
export const atTheDeal = (state: TableState): boolean => state.game.done.length === dealSafeMoves(state);

/** The marks once the last `steps` done moves are undone: theirs go onto the redo list's, the last move undone on top. */
export function undoneMarks(auto: AutomaticMoves, steps: number): AutomaticMoves {
  const kept = auto.done.length - steps;
  return { done: auto.done.slice(0, kept), undone: [...auto.undone, ...auto.done.slice(kept).reverse()] };
}

/** No hint shown and none looked for, nor a move for T to play with it: spread into a state to forget them. */
export const NO_HINT = {
  hint: undefined,
  hintGuess: undefined,
  hintLost: undefined,
  hintPending: undefined,
  playHint: undefined,
  playMore: undefined,
} as const;

/** Whether a hint is being looked for, for the position on the table. */
export const awaitingHint = (state: TableState): boolean => state.hintPending === state.game.moveCount;

/** Whether b is looking back for a winnable position from the game as it is. */
export const lookingBack = (state: TableState): boolean => state.backPending === state.game.moveCount;

/** Whether the solver is looking for something the player asked for: a hint, a line to watch, a way back. */
export const solverLooking = (state: TableState): boolean =>
  awaitingHint(state) || lookingBack(state) || (state.watch !== undefined && state.watch.line === undefined);

/** Whether the solver, playing its line (`s`), has played a move of it: stopped, its win is one to play out. */
export const lineHasPlayed = (state: TableState): boolean =>
  state.watch !== undefined && state.game.moveCount > state.watch.from;

/** What the solver is doing that any key stops: playing its line, or looking back for a winnable position. */
export type SolverAtWork = 'watching' | 'looking-back';

/** What gives the table's keys other meanings for a while: the solver at work, or the cards going home by themselves. */
export type TableAtWork = SolverAtWork | 'finishing';

export function tableAtWork(state: TableState): TableAtWork | undefined {
  return state.finishing.length > 0 ? 'finishing' : solverAtWork(state);
}

export function solverAtWork(state: TableState): SolverAtWork | undefined {
  if (state.watch) return 'watching';
  return lookingBack(state) ? 'looking-back' : undefined;
}

/**
 * Whether play time runs: from the first move (a game counts from it, and
 * looking at the deal first costs no time nor score), on screen, not paused
 * or reading help, not won, and not waiting for the solver to find what the
 * player asked for (a look back can take half a minute, which the score
 * should not charge).
 */
export function clockRuns(state: TableState): boolean {
  return (
    inPlay(state) &&
    state.visible &&
    ['none', 'stuck', 'confirm-new', 'confirm-restart'].includes(state.overlay) &&
    !isWon(positionOf(state)) &&
    !solverLooking(state)
  );
}

export function syncClock(state: TableState, now: number): Clock {
  return clockRuns(state) ? startClock(state.clock, now) : stopClock(state.clock, now);
}

/** What answers a search the player asked for: the wait for it is not play time. */
const ANSWERS: ReadonlySet<TableAction['type']> = new Set(['hint-ready', 'line-ready', 'back-found']);

/** Whether `action` answers the search waited for (see chargedClock). */
export const answersTheWait = (action: TableAction): boolean => ANSWERS.has(action.type);

/** Whether `action` is the answer of a search the table was waiting for, not a stale or dropped one. */
function taken(before: TableState, action: TableAction): boolean {
  switch (action.type) {
    case 'hint-ready':
      // While the solver plays or looks back, a hint that comes is dropped.
      return awaitingHint(before) && action.moveCount === before.game.moveCount && !solverAtWork(before);
    case 'line-ready':
      return (
        before.watch?.run === action.run &&
        before.watch.line === undefined &&
        action.moveCount === before.game.moveCount
      );
    case 'back-found':
      return lookingBack(before) && action.moveCount === before.game.moveCount;
    default:
      return false;
  }
}

/**
 * The clock after `action` took the table from `before` to `after`, and
 * since when it waits for the solver. The wait is free when the solver
 * answers; a key that stops the search first charges it, so that the
 * wait is no free time to think with the cards in view.
 */
export function chargedClock(
  before: TableState,
  after: TableState,
  action: TableAction,
  now: number,
): { clock: Clock; waitingSince?: number } {
  const clock = syncClock(after, now);
  // An answer taken while another search runs, or asks again (the next of several T pressed), ends one
  // wait, free, and begins another; one dropped (stale, or come while another search runs) does not.
  if (solverLooking(after)) return { clock, waitingSince: taken(before, action) ? now : (before.waitingSince ?? now) };
  const since = before.waitingSince;
  if (since === undefined || ANSWERS.has(action.type) || !inPlay(before)) return { clock };
  return { clock: withWait(clock, since, now) };
}

/** Whether the game has begun: before its first move the clock does not run, nor is a wait for the solver charged. */
const inPlay = (state: TableState): boolean => state.game.moveCount > 0;

const withWait = (clock: Clock, since: number, now: number): Clock => ({
  ...clock,
  elapsedMs: clock.elapsedMs + Math.max(0, now - since),
});

/** The table as a key that stops the solver's search leaves it (see chargedClock): the wait charged. */
function waitCharged(state: TableState, now: number): TableState {
  const since = state.waitingSince;
  if (since === undefined || !inPlay(state)) return state;
  return { ...state, clock: withWait(state.clock, since, now), waitingSince: undefined };
}

/** The table after the wall clock jumped by `byMs`: the play time and the wait for the solver go on from where they were. */
export function afterClockJump(state: TableState, byMs: number): TableState {
  const waitingSince = state.waitingSince === undefined ? undefined : state.waitingSince + byMs;
  return { ...state, clock: shiftedClock(state.clock, byMs), waitingSince };
}

/**
 * What the store keeps of the table, and what a result is made of. A wait
 * for the solver is charged: a result recorded or a game saved while it
 * looks ends the wait, as a key that stops it does (an answer's own moves
 * come with the wait forgotten: see the table reducer).
 */
export function snapshot(state: TableState, now: number): GameInProgress {
  return {
    id: state.id,
    game: state.game,
    elapsedMs: elapsedAt(waitCharged(state, now).clock, now),
    recorded: state.recorded,
    ...marksOf(state),
    automatic: alignAuto(state),
    ...(state.dealLine ? { dealLine: state.dealLine } : {}),
  };
}

/** A game's marks, kept from the deal to its result: the daily date, and the solver's help. */
export function marksOf(game: { readonly daily?: string; readonly assisted?: boolean }): {
  daily?: string;
  assisted?: boolean;
} {
  return { ...(game.daily === undefined ? {} : { daily: game.daily }), ...(game.assisted ? { assisted: true } : {}) };
}

/** Save, or forget the saved game once it is won. */
export function saveEffect(state: TableState): Effect {
  return isWon(positionOf(state)) ? { kind: 'clear-save' } : { kind: 'save' };
}

export const info = (text: string): Message => ({ text, tone: 'info' });
export const error = (text: string): Message => ({ text, tone: 'error' });
export const success = (text: string): Message => ({ text, tone: 'success' });
export const fleeting = (message: Message): Message => ({ ...message, fleeting: true });
export const searching = (text: string): Message => ({ ...info(text), searching: true });
