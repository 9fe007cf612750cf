// The statistics screen's pages: as many entries (a game and level each) as
// the terminal's height holds, the rest on the pages after. Apart from
// StatsScreen.tsx, so that the reducer counts the pages without loading Ink.

import { pageRows } from './paging.js';

/** Entries a page: the rows of a page of the help, less a blank line and the headings. */
export const statsPerPage = (height: number): number => pageRows(height - 2);

/** The pages `entries` entries take: at least one, for "No games played yet". */
export const statsPageCount = (entries: number, height: number): number =>
  Math.max(1, Math.ceil(entries / statsPerPage(height)));
