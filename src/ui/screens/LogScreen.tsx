// The message log: the messages of this run, the newest first, each wrapped
// to the width; split into pages like the help when it is long.

import { themed } from '../text/plain-text.js';
import { wrapWords } from '../text/wrap.js';
import type { Theme } from '../theme.js';
import { Pages, pageCount } from './Pages.js';

const MARK = '· ';

/** The log as rows of the width, the newest message first, each continued under its first word. */
export function logRows(log: readonly string[], width: number): string[] {
  if (log.length === 0) return ['No messages yet.'];
  return [...log]
    .reverse()
    .flatMap((text) => wrapWords(text, width - MARK.length).map((row, i) => (i === 0 ? MARK : '  ') + row));
}

export function logPageCount(log: readonly string[], width: number, height: number): number {
  return pageCount(logRows(log, width).length, height);
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
      rows={logRows(log, width)}
      row={(row) => themed(theme, row)}
      theme={theme}
      width={width}
      height={height}
      page={page}
    />
  );
}
