// The message log's rows, message by message, and its count of pages. Apart
// from LogScreen.tsx, so that the reducers read them without loading Ink.

import type { Span } from '../board/slot.js';
import { messageLines } from '../text/message-text.js';
import { MEASURING_THEME, type Theme } from '../theme.js';

const MARK = '· ';
/** In ASCII a dash: the '|' that stands for '·' between words would not read as a bullet. */
const ASCII_MARK = '- ';

/**
 * The log as rows of the width, message by message, the newest first, each
 * continued under its first word. Every theme takes as many cells for the
 * same words, so the rows (and the page count) are the same in each.
 */
export function logEntries(log: readonly string[], width: number, theme: Theme = MEASURING_THEME): Span[][][] {
  if (log.length === 0) return [[[{ text: 'No messages yet.' }]]];
  const mark = theme.options.ascii ? ASCII_MARK : MARK;
  return [...log]
    .reverse()
    .map((text) =>
      messageLines(text, theme, 'black', width - MARK.length, Number.POSITIVE_INFINITY).map((row, i) => [
        { text: i === 0 ? mark : '  ' },
        ...row,
      ]),
    );
}
