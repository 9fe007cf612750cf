// Where the settings screen's lines are, and its keys, for the view and for clicks.
// Apart from SettingsScreen.tsx, so that the click handlers read them without loading Ink.

import { type ReminderItem, reminder, SETTINGS_KEYS } from '../input/keymap.js';
import { fitItems } from '../text/footer-text.js';
import { SETTINGS_ROWS } from './settings-menu.js';

/** The first setting's row: under the title and a blank line. */
export const SETTINGS_TOP = 2;
/** The key line's row: after the settings, a blank line, the cards, the note and a blank line. */
export const settingsKeysRow = (): number => SETTINGS_TOP + SETTINGS_ROWS.length + 4;

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
