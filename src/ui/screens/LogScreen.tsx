// The message log: the messages of this run, the newest first, each wrapped
// to the width; split into pages like the help when it is long. Cards are
// drawn as the message line and the board draw them ("10♣", in colour).

import { Spans } from '../board/Spans.js';
import type { Theme } from '../theme.js';
import { logEntries } from './log-pages.js';
import { Pages } from './Pages.js';

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
