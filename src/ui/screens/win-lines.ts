// The win screen's note on a win the solver finished, and where its choices' line is.
// Apart from WinScreen.tsx, so that the click handlers read them without loading Ink.

import { choiceItems, type ReminderItem, WON_KEYS } from '../input/keymap.js';
import { fitItems } from '../text/footer-text.js';

/** The facts of the game: moves, time, score. */
const FACTS = 3;
/** The statistics' lines: a heading, three lines and a blank line. */
const STATS_LINES = 5;

/** What a win the solver finished does not count for (docs/rules.md, Statistics). */
export function solverNote(game: { readonly assisted?: boolean; readonly daily?: string }): string[] {
  if (!game.assisted) return [];
  const note = 'Won with the solver: it sets no best time, score or moves';
  return game.daily === undefined ? [note] : [`${note},`, 'nor a day of the daily streak'];
}

/** The choices' row: the title, a blank line, the facts (and the solver's note), a blank line, the statistics. */
export function winKeysRow(game: { readonly assisted?: boolean; readonly daily?: string }, withStats: boolean): number {
  return 2 + FACTS + solverNote(game).length + 1 + (withStats ? STATS_LINES : 0);
}

export const winKeyItems = (ascii: boolean, width: number): ReminderItem[] =>
  fitItems(choiceItems(WON_KEYS, ascii), width);
