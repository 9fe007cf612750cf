// Where the settings screen's lines are, and its keys, for the view and for clicks.
// Apart from SettingsScreen.tsx, so that the click handlers read them without loading Ink.

import { wrapWords } from '../../engine/index.js';
import { type ReminderItem, reminder, SETTINGS_KEYS } from '../input/keymap.js';
import { capitalise } from '../text/describe.js';
import { fitItems } from '../text/footer-text.js';
import { SETTINGS_ROWS } from './settings-menu.js';

/** The first setting's row: under the title and a blank line. */
export const SETTINGS_TOP = 2;
/** The note's first row: after the settings, a blank line and the cards. */
const NOTE_ROW = SETTINGS_TOP + SETTINGS_ROWS.length + 2;
/** The key line's row: after the note's lines and a blank line. */
export const settingsKeysRow = (noteLines: number): number => NOTE_ROW + noteLines + 1;

/** What is kept: a change made here; a command-line flag's setting holds for its run alone (within 60 columns). */
export const SETTINGS_SAVED = 'Changes here are saved; flags such as --ascii last one run.';

/**
 * The note under the cards: what a change made here comes to. What is in no
 * file, and why (the store's words), or why a change would be, is said
 * whole where the rows allow, the frame staying a row shorter than the
 * terminal; else it is cut (the notice at the start, or the quit key,
 * says it whole).
 */
export function settingsNote(
  notSaved: string | undefined,
  width: number,
  height: number,
  leftAlone?: string,
): string[] {
  const said = notSaved ?? (leftAlone === undefined ? undefined : `changes here last this run: ${leftAlone}`);
  if (said === undefined) return [SETTINGS_SAVED];
  // The frame ends on the key line: at most height - 1 rows.
  const room = Math.max(1, height - 1 - (settingsKeysRow(0) + 1));
  const lines = wrapWords(`${capitalise(said)}.`, width);
  if (lines.length <= room) return lines;
  const kept = lines.slice(0, room);
  kept[room - 1] = `${[...kept[room - 1]].slice(0, width - 1).join('')}…`;
  return kept;
}

export function settingsKeyItems(ascii: boolean, width: number): ReminderItem[] {
  const keys = reminder(
    SETTINGS_KEYS,
    [
      [['up', 'down'], 'choose'],
      [['left', 'right'], 'change'],
      [['cancel'], 'done'],
    ],
    ascii,
  );
  return fitItems(keys, width);
}
