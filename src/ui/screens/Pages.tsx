// A screen of rows split into pages of the terminal's height: a title with
// the page number, the page's rows, and how to turn the page or go back.
// The help and the message log are drawn this way. Their rows come in
// entries (a key's words, a message), each wrapped over rows: a page
// breaks between entries, so that the last word of one does not sit alone
// on the next page, unless an entry is taller than a page. The footer is
// always the frame's last row.

import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';
import { paginate, turningWords } from './paging.js';

export interface PagesProps<T> {
  title: string;
  entries: readonly (readonly T[])[];
  row: (row: T) => ReactNode;
  theme: Theme;
  width: number;
  height: number;
  page: number;
}

export function Pages<T>({ title, entries, row, theme, width, height, page }: PagesProps<T>) {
  const paged = paginate(entries, height);
  const pages = paged.length;
  const shown = Math.min(Math.max(0, page), pages - 1);
  // The footer on the frame's last row, where a click finds it (screen-clicks.ts).
  return (
    <Box flexDirection="column" width={width} height={height - 1}>
      <Text wrap="truncate" {...theme.style('title')}>
        {title}
        {pages > 1 ? ` (page ${shown + 1} of ${pages})` : ''}
      </Text>
      {paged[shown].map((content, i) => (
        <Text key={i} wrap="truncate">
          {row(content)}
        </Text>
      ))}
      <Box flexGrow={1} />
      <Text wrap="truncate" {...theme.style('muted')}>
        {themed(theme, turningWords(shown, pages, theme.options.ascii, width))}
      </Text>
    </Box>
  );
}
