// What the player asks for, whatever key asked: the keymap turns keys into
// these commands, and the table's reducer and the screens act on them.

import type { PileRef } from '../table/places.js';

/** Commands of the table and its notices. */
export type TableCommand =
  | { readonly type: 'left' | 'right' | 'up' | 'down' }
  /** Jump to a column by its 0-based index. */
  | { readonly type: 'column'; readonly index: number }
  | { readonly type: 'waste' }
  /** Put the cursor on a pile, `depth` cards deep (a click; the run's length at most). */
  | { readonly type: 'point'; readonly pile: PileRef; readonly depth: number }
  /**
   * Pick up, drop, or (a second press on the same pile) the smart move.
   * `clicked`: the cards pointed at are picked up, whatever count a hint moves.
   */
  | { readonly type: 'select'; readonly clicked?: boolean }
  | { readonly type: 'foundation' }
  | { readonly type: 'draw' }
  | { readonly type: 'redeal' }
  | { readonly type: 'safe' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'hint' }
  /** Undo back to the latest earlier position known winnable. */
  | { readonly type: 'back' }
  /** Play the hinted move (asking for it first). */
  | { readonly type: 'play-hint' }
  /** Watch the solver win from here; faster and slower change its pace. */
  | { readonly type: 'watch' | 'faster' | 'slower' }
  | { readonly type: 'pause' }
  | { readonly type: 'new' }
  | { readonly type: 'restart' }
  | { readonly type: 'bell' }
  | { readonly type: 'quit' }
  | { readonly type: 'cancel' }
  /** A drag let go where its cards cannot go: they go back, and the refusal stays on screen. */
  | { readonly type: 'put-back' }
  | { readonly type: 'help' }
  /** The message log: the messages of this run, the newest first. */
  | { readonly type: 'log' }
  /** The settings screen. */
  | { readonly type: 'settings' }
  /** Answers in a notice: yes, choose another game, give up. */
  | { readonly type: 'yes' }
  | { readonly type: 'choose' }
  | { readonly type: 'give-up' }
  /** Any other key: closes what any key closes; on the table, it is named in a notice. */
  | { readonly type: 'other'; readonly key?: string };

/** Commands of the start screen (and the settings screen). */
export type MenuCommand =
  | { readonly type: 'up' | 'down' | 'left' | 'right' }
  /** The line numbered `index` (0-based) chosen: a click on it. */
  | { readonly type: 'point'; readonly index: number }
  | { readonly type: 'select' }
  | { readonly type: 'continue' }
  | { readonly type: 'new' }
  /** Today's daily deal, of the variant and level chosen. */
  | { readonly type: 'daily' }
  | { readonly type: 'stats' }
  | { readonly type: 'help' }
  /** The message log: a notice longer than its lines is read there whole. */
  | { readonly type: 'log' }
  | { readonly type: 'settings' }
  | { readonly type: 'quit' }
  | { readonly type: 'cancel' }
  | { readonly type: 'other' };
