// The statistics screen's pages: as many entries (a game and level each) as
// the terminal's height holds, the rest on the pages after. Apart from
// StatsScreen.tsx, so that the reducer counts the pages without loading Ink.

/** Entries a page: the terminal less the title, a blank line, the headings, the footer and Ink's last row. */
export const statsPerPage = (height: number): number => Math.max(1, height - 5);

/** The pages `entries` entries take: at least one, for "No games played yet". */
export const statsPageCount = (entries: number, height: number): number =>
  Math.max(1, Math.ceil(entries / statsPerPage(height)));
