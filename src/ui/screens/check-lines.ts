// The check screen's paragraphs and answers, and the answers' row for clicks.
// Apart from CheckScreen.tsx, so that the click handlers read them without loading Ink.

import { CHECKING_KEYS, choiceItems, NOT_PROVEN_KEYS, type ReminderItem } from '../input/keymap.js';
import { checkingText, type DealCheck } from '../live/deal-check.js';
import { fitItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { MEASURING_THEME, type Role } from '../theme.js';

/** A paragraph under the title: its text, its colour and the most lines it wraps onto. */
export type CheckParagraph = readonly [text: string, role: Role, lines: number];

/** What the screen says under the title, while checking and after; the progress line is not among them. */
export function checkParagraphs(check: DealCheck, spinner: string): CheckParagraph[] {
  const paragraphs: CheckParagraph[] =
    check.phase === 'checking'
      ? [[`${spinner} ${checkingText(check)}`, 'title', 3]]
      : [
          [check.reason ?? '', 'error', 3],
          ['Medium deals any seed, with the redeals of easy; easy deals only seeds proven winnable.', 'muted', 2],
        ];
  if (check.notice) paragraphs.push([check.notice, 'error', 2]);
  return paragraphs;
}

/**
 * The answers that fit the width, every one of them in the longest words
 * that let all fit: the seed named (it has up to 20 digits), then not, then
 * the two choices of a deal in short. Where none lets all fit, the seed is
 * named and the last answers go.
 */
export function checkKeyItems(check: DealCheck, ascii: boolean, width: number): ReminderItem[] {
  if (check.phase === 'checking') return fitItems(choiceItems(CHECKING_KEYS, ascii), width);
  const items = choiceItems(NOT_PROVEN_KEYS, ascii);
  const worded = (medium: string, another: string) =>
    items.map((item) => {
      if (item.words === 'play it at medium') return { ...item, words: medium };
      return item.words === 'an easy deal proven winnable' ? { ...item, words: another } : item;
    });
  const named = worded(`play deal ${check.seed} at medium`, 'an easy deal proven winnable');
  const wordings = [named, items, worded('medium', 'another easy deal')];
  return wordings.find((wording) => fitItems(wording, width).length === items.length) ?? fitItems(named, width);
}

/** The answers' row: the title, a blank line, the paragraphs as they wrap (and the progress line), a blank line. */
export function checkKeysRow(check: DealCheck, width: number): number {
  const wrapped = checkParagraphs(check, '-').map(
    ([text, role, lines]) => messageLines(text, MEASURING_THEME, role, width, lines).length,
  );
  const progress = check.phase === 'checking' ? 1 : 0;
  return 2 + wrapped.reduce((a, b) => a + b, 0) + progress + 1;
}
