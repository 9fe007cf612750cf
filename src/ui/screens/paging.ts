// Paging of the help and the log: the rows of a page, where pages break, the page a key turns to.
// Apart from Pages.tsx, so that the reducers read them without loading Ink.

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
