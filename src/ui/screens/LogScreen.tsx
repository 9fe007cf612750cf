// The message log: the messages of this run, the newest first, each wrapped
// to the width; split into pages like the help when it is long. Cards are
// drawn as the message line and the board draw them ("10♣", in colour).

import { Spans } from '../board/Spans.js';
import type { Span } from '../board/slot.js';
import { messageLines } from '../text/message-text.js';
import { MEASURING_THEME, type Theme } from '../theme.js';
import { Pages, pageCount } from './Pages.js';

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

export function logPageCount(log: readonly string[], width: number, height: number): number {
  return pageCount(logEntries(log, width), height);
}

export interface LogScreenProps {
  log: readonly string[];
  theme: Theme;
  width: number;
  height: number;
  page: number;
}

export function LogScreen({ log, theme, width, height, page }: LogScreenProps) {
  return (
    <Pages
      title="Messages, the newest first"
      entries={logEntries(log, width, theme)}
      row={(row) => <Spans spans={row} />}
      theme={theme}
      width={width}
      height={height}
      page={page}
    />
  );
}
