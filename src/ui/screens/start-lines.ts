// Where each line of the start screen is: the menu's rows, the goal and the
// blank line that give way on small terminals, the key line, and the arrows
// of the variant and level lines, and the smallest terminal the screen fits.
// The view draws by these, and a click is read by them, so what is clicked
// is what was drawn there.

import { describeVariant, type Variant, wrapWords } from '../../engine/index.js';
import { choiceItems, MENU_KEYS, type ReminderItem, reminder, START_NEW_KEYS } from '../input/keymap.js';
import { fitItems } from '../text/footer-text.js';
import { tableMinimumSize } from './game-layout.js';
import type { MenuRow, MenuState } from './start-menu.js';

/**
 * What the start screen says when the terminal is too narrow for the game
 * chosen, in the goal's place (or where that gives way, on the blank line
 * above the keys, else on the message line): a player learns it here,
 * before choosing, not from the screen asking for a larger terminal after.
 * (The start screen is never taller than a game needs.)
 */
export function narrowWarning(variant: Variant, width: number): string | undefined {
  const need = tableMinimumSize(variant).width;
  if (width >= need) return undefined;
  // Short enough for the start screen's least width, whatever the variant's name (it is on the line above).
  return `This game needs ${need} columns; the terminal has ${width}.`;
}

/** The smallest terminal the start screen fits. */
export const START_MINIMUM = { width: 60, height: 16 } as const;

/** The menu's first row: under the title and a blank line. */
export const MENU_TOP = 2;
/** The labels' column: after the cursor's mark and a space. */
export const LABEL_LEFT = 2;
export const LABEL_WIDTH = 12;

/** The lines besides the menu and the goal: title, blanks, about, keys, message. */
const FIXED_LINES = 7;

/** Rows left for the message (the frame stays a row shorter than the terminal). */
function spareRows(menu: MenuState, height: number): number {
  return height - 1 - FIXED_LINES - menu.rows.length;
}

export interface StartLines {
  /** The variant's description, wrapped at words where the rows allow (the gap gives way to it), else on one line (cut). */
  readonly about: readonly string[];
  /** The goal of the game shows (it gives way to the message first). */
  readonly goal: boolean;
  /** The blank line above the keys shows (it gives way on the smallest terminal). */
  readonly gap: boolean;
  /** The key line's row. */
  readonly keys: number;
  /** Every row left for a long message (a notice about a damaged file names it in full). */
  readonly messageRows: number;
}

export function startLines(menu: MenuState, height: number, width: number): StartLines {
  const text = describeVariant(menu.variant);
  const wrapped = wrapWords(text, width);
  const rows = spareRows(menu, height);
  // What sets the variant apart comes before the blank line above the keys: that gives way to it.
  const about = rows + 1 >= wrapped.length - 1 ? wrapped : [text];
  const spare = rows - (about.length - 1);
  const goal = spare >= 1;
  const gap = spare >= 0;
  // The menu, a blank line, the variant's description, then the goal and the gap.
  const keys = MENU_TOP + menu.rows.length + 1 + about.length + (goal ? 1 : 0) + (gap ? 1 : 0);
  return { about, goal, gap, keys, messageRows: spare >= 2 ? spare : 1 };
}

/**
 * The rows of the question before a new game costs the saved one: it takes
 * the key line's place and the answers go under it, as on the table.
 */
export function questionRows(lines: StartLines, question: string | undefined, width: number): number {
  if (question === undefined) return 0;
  return Math.min(Math.max(1, lines.messageRows - 1), wrapWords(question, width).length);
}

/** The key line: the menu's keys, or the answers to the question before a new game costs the saved one. */
export function startKeyItems(confirm: boolean, ascii: boolean, width: number): ReminderItem[] {
  const keys = confirm
    ? choiceItems(START_NEW_KEYS, ascii)
    : reminder(
        MENU_KEYS,
        [
          [['up', 'down'], 'choose'],
          [['left', 'right'], 'variant, level'],
          [['select'], 'go'],
          [['help'], 'keys'],
          [['quit'], 'quit'],
        ],
        ascii,
      );
  return fitItems(keys, width);
}

/** A value between the arrows that step through it: '◂ hard ▸'. */
export const arrowed = (value: string): string => `◂ ${value} ▸`;

/** The value the variant or level line steps through, or undefined for other lines. */
function arrowedValue(menu: MenuState, row: MenuRow): string | undefined {
  if (row === 'variant') return menu.variant.name;
  if (row === 'level') return menu.level;
  return undefined;
}

/** Which arrow of the variant or level line is at column `x` (the arrow's cell or the space inside it). */
export function arrowAt(menu: MenuState, row: MenuRow, x: number): 'left' | 'right' | undefined {
  const value = arrowedValue(menu, row);
  if (value === undefined) return undefined;
  const left = LABEL_LEFT + LABEL_WIDTH;
  const right = left + [...arrowed(value)].length - 1;
  if (x === left || x === left + 1) return 'left';
  if (x === right || x === right - 1) return 'right';
  return undefined;
}
