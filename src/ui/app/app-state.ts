// The whole application's state, one value: which screen shows and its
// state (the start menu, the help page, the check of an Easy deal), the
// table when a game is on it, the settings and the terminal's size. The
// actions that move it and the effects it asks the outside world for are
// data too; app-reducer.ts moves it, app-store.ts carries the effects out.

import type { Move, Position } from '../../engine/index.js';
import type { EasyCheck, EasyCheckProgress } from '../../solver-runtime/index.js';
import type { GameInProgress, Settings } from '../../store/index.js';
import type { LastPress } from '../input/clicks.js';
import type { MouseEvent } from '../input/mouse.js';
import type { Size } from '../screens/size.js';
import type { Effect, TableAction, TableState } from '../table/table-state.js';
import type { Shell } from './shell.js';

export interface AppState extends Shell {
  /** The game on the table, when the table is the screen. */
  readonly table?: TableState;
  /** Tables opened so far: timers and hints of a table left behind are known by their number. */
  readonly tables: number;
  /** Checks of Easy deals started so far: each runs a search of its own. */
  readonly checks: number;
  readonly settings: Settings;
  readonly size: Size;
  /** The last press of the left button on the table, to tell a double click. */
  readonly lastPress?: LastPress;
  /**
   * The entry a resize found at the top of the page showing (help, log,
   * statistics), kept while that page is not turned: resized back, the
   * reader is where they were, not a page earlier.
   */
  readonly pageAnchor?: { readonly view: string; readonly page: number; readonly entry: number };
  /** The messages of this run, the oldest first, at most LOG_SIZE: a notice gone at the next key can be read again. */
  readonly log: readonly string[];
  /** Safe moves at the table's level as the settings opened from it: turned on there, they are played at the close. */
  readonly safeMovesBefore?: boolean;
  /** What quitting now would lose, and why (the store's words): the first quit key asks. */
  readonly notSaved?: string;
  /** Why a change of the settings would go in no file before any is made (the store's words; see Store). */
  readonly settingsLeftAlone?: string;
  /** The last key was a quit key that asked, for what is not saved (its words): the next quits. */
  readonly quitAsked?: string;
}

export const LOG_SIZE = 50;

export type AppAction =
  /** A key, by its name (see input/keymap.ts). */
  | { readonly type: 'key'; readonly name: string }
  /** A report of the mouse (see input/mouse.ts). */
  | { readonly type: 'mouse'; readonly event: MouseEvent }
  /** An action for the table numbered `table` (a timer's, a hint's); dropped when another table is open. */
  | { readonly type: 'table'; readonly table: number; readonly action: TableAction }
  | { readonly type: 'resize'; readonly size: Size }
  /** What the store has to say (a damaged file kept aside, a directory not writable). */
  | { readonly type: 'notices'; readonly texts: readonly string[] }
  /** What the store could not write, as it says it; undefined once everything is in its file. */
  | { readonly type: 'not-saved'; readonly text?: string }
  /** Why a change of the settings would go in no file, as the store now says it; undefined once it would be saved. */
  | { readonly type: 'settings-left-alone'; readonly text?: string }
  /** The app is on screen: a resumed game may be won, finishing or stuck already. */
  | { readonly type: 'begin' }
  /** The wall clock jumped by `byMs` more than the time that passed: the times kept move with it. */
  | { readonly type: 'clock-jumped'; readonly byMs: number }
  | { readonly type: 'check-progress'; readonly attempt: number; readonly progress: EasyCheckProgress }
  | { readonly type: 'check-answer'; readonly attempt: number; readonly answer: EasyCheck }
  | { readonly type: 'check-failed'; readonly attempt: number; readonly error: unknown };

export type AppEffect =
  /** The table's own effects, but leaving it, which the reducer turns into screens. */
  | Exclude<Effect, { kind: 'later' | 'hint' | 'solve-line' | 'find-winnable' | 'new-game' | 'choose' | 'quit' }>
  /** Find the latest earlier winnable position of the table numbered `table`, and dispatch its 'back-found'. */
  | { readonly kind: 'find-winnable'; readonly table: number }
  /** Find a winning line for the table numbered `table`, and dispatch its 'line-ready' for the watch `run`. */
  | { readonly kind: 'solve-line'; readonly table: number; readonly run: number }
  /** Dispatch `action` after `ms`. */
  | { readonly kind: 'later'; readonly ms: number; readonly action: AppAction }
  /** Find a hint for the table numbered `table`, and dispatch its 'hint-ready'. */
  | { readonly kind: 'hint'; readonly table: number }
  /** A winning line from a position, found by an Easy deal's check: the live verdict's answer, and the first hint. */
  | { readonly kind: 'learn'; readonly position: Position; readonly moves: readonly Move[] }
  /** The app is done; `refused` says why a deal asked for on the command line was not played. */
  | { readonly kind: 'exit'; readonly refused?: string }
  /** Write the game the start screen offers to continue, as it stands when the table closed. */
  | { readonly kind: 'keep'; readonly saved: GameInProgress };

export interface AppStep {
  readonly state: AppState;
  readonly effects: readonly AppEffect[];
}

/** What the reducer reads from outside: the time, random numbers for new seeds, and how many rows the statistics screen holds (for its pages). */
export interface AppEnv {
  readonly now: number;
  readonly random: () => number;
  /** The rows of each entry the statistics screen pages through at a width (the lines under the table wrap). */
  readonly statsEntries?: (width: number) => readonly number[];
}
