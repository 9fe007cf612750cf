// The replace question's paragraphs and answers, and the answers' row for clicks.
// Apart from ReplaceScreen.tsx, so that the click handlers read them without loading Ink.

import type { GameInProgress } from '../../store/index.js';
import { choiceItems, REPLACE_KEYS, type ReminderItem } from '../input/keymap.js';
import { countsAsLoss } from '../table/results.js';
import { fitItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { savedSummary } from '../text/saved-game.js';
import { MEASURING_THEME, type Role } from '../theme.js';

/** The paragraphs under the title: the saved game, and what the new deal costs. */
export function paragraphs(saved: GameInProgress): [string, Role][] {
  return [
    ['Your saved game is not finished:', 'title'],
    [`  ${savedSummary(saved, true)}`, 'title'],
    countsAsLoss(saved)
      ? ['If you start the new deal, the saved game counts as a loss in your statistics.', 'error']
      : ['If you start the new deal, the saved game will be lost; it is counted already.', 'error'],
  ];
}

/** The most lines a paragraph wraps onto. */
export const PARAGRAPH_LINES = 3;

export function replaceKeyItems(ascii: boolean, width: number): ReminderItem[] {
  // Any other key continues the saved game: a click on these words presses one.
  const other = { keys: 'any other key', words: 'continue the saved game', key: 'escape' };
  return fitItems([...choiceItems(REPLACE_KEYS, ascii), other], width);
}

/** The answers' row: the title, a blank line, the paragraphs as they wrap, a blank line. */
export function replaceKeysRow(saved: GameInProgress, width: number): number {
  const wrapped = paragraphs(saved).map(
    ([text, role]) => messageLines(text, MEASURING_THEME, role, width, PARAGRAPH_LINES).length,
  );
  return 2 + wrapped.reduce((a, b) => a + b, 0) + 1;
}
