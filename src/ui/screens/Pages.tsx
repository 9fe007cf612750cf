// A screen of rows split into pages of the terminal's height: a title with
// the page number, the page's rows, and how to turn the page or go back.
// The help and the message log are drawn this way. Their rows come in
// entries (a key's words, a message), each wrapped over rows: a page
// breaks between entries, so that the last word of one does not sit alone
// on the next page, unless an entry is taller than a page.

import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';

/** Rows of content per page: the terminal less the title, the footer and Ink's last row. */
export const pageRows = (height: number): number => Math.max(1, height - 3);

/** The entries' rows, page by page: at least one page, if empty. */
export function paginate<T>(entries: readonly (readonly T[])[], height: number): T[][] {
  const perPage = pageRows(height);
  const pages: T[][] = [[]];
  for (const entry of entries) {
    const page = pages[pages.length - 1];
    if (page.length > 0 && page.length + entry.length > perPage && entry.length <= perPage) pages.push([]);
    for (const row of entry) {
      if (pages[pages.length - 1].length === perPage) pages.push([]);
      pages[pages.length - 1].push(row);
    }
  }
  return pages;
}

export const pageCount = (entries: readonly (readonly unknown[])[], height: number): number =>
  paginate(entries, height).length;

/**
 * The page a key turns to among `pages`, or undefined when it closes them:
 * down goes on and up goes back, but neither past an end.
 */
export function turnedPage(command: { readonly type: string }, page: number, pages: number): number | undefined {
  // The page shown: after a resize to fewer pages, the last.
  const shown = Math.min(page, pages - 1);
  if (command.type === 'down' && shown + 1 < pages) return shown + 1;
  if (command.type === 'up' && shown > 0) return shown - 1;
  return undefined;
}

/** The footer: how to turn the page, where there is one to turn to, and how to go back. */
function turningWords(page: number, pages: number): string {
  const turns = [...(page + 1 < pages ? ['↓ or Space: next page'] : []), ...(page > 0 ? ['↑: page before'] : [])];
  return turns.length > 0 ? [...turns, 'any other key: back'].join(' · ') : 'Any key: back';
}

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
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        {title}
        {pages > 1 ? ` (page ${shown + 1} of ${pages})` : ''}
      </Text>
      {paged[shown].map((content, i) => (
        <Text key={i} wrap="truncate">
          {row(content)}
        </Text>
      ))}
      <Text wrap="truncate" {...theme.style('muted')}>
        {themed(theme, turningWords(shown, pages))}
      </Text>
    </Box>
  );
}
