// A screen of rows split into pages of the terminal's height: a title with
// the page number, the page's rows, and how to turn the page or go back.
// The help and the message log are drawn this way.

import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';

/** Rows of content per page: the terminal less the title, the footer and Ink's last row. */
export const pageRows = (height: number): number => Math.max(1, height - 3);

export const pageCount = (rows: number, height: number): number => Math.max(1, Math.ceil(rows / pageRows(height)));

export interface PagesProps<T> {
  title: string;
  rows: readonly T[];
  row: (row: T) => ReactNode;
  theme: Theme;
  width: number;
  height: number;
  page: number;
}

export function Pages<T>({ title, rows, row, theme, width, height, page }: PagesProps<T>) {
  const perPage = pageRows(height);
  const pages = pageCount(rows.length, height);
  const shown = Math.min(Math.max(0, page), pages - 1);
  const more = shown < pages - 1;
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        {title}
        {pages > 1 ? ` (page ${shown + 1} of ${pages})` : ''}
      </Text>
      {rows.slice(shown * perPage, (shown + 1) * perPage).map((content, i) => (
        <Text key={i} wrap="truncate">
          {row(content)}
        </Text>
      ))}
      <Text wrap="truncate" {...theme.style('muted')}>
        {themed(theme, more ? '↓ or Space: next page · any other key: back' : 'Any key: back')}
      </Text>
    </Box>
  );
}
