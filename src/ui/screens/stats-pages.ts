// The statistics screen's pages: as many entries (a game and level each) as
// the terminal's height holds, the rest on the pages after, and the recent
// games' and the daily record's lines after the entries. Apart from
// StatsScreen.tsx, so that the reducer counts the pages without loading Ink.

import { findVariant, wrapWords } from '../../engine/index.js';
import {
  ASCII_DAY_MARKS,
  DAY_MARKS,
  type DailySummary,
  dailyPlayed,
  dailyText,
  recentPictures,
  type VariantStats,
} from '../../stats/index.js';
import { pageRows } from './paging.js';

/** "Forty Thieves, hard", as the entries name a game. */
const gameName = (s: VariantStats): string => `${findVariant(s.variant)?.name ?? s.variant}, ${s.level}`;

/**
 * What `stats` shows under its table: each entry's recent games as marks,
 * oldest first, with the win rate over them and the longest runs (a line's
 * rest wrapped two columns in), then the daily record; each after a blank line.
 */
export function linesUnder(all: readonly VariantStats[], daily: DailySummary, width: number, ascii: boolean): string[] {
  const pictures = recentPictures(all, ascii ? ASCII_DAY_MARKS : DAY_MARKS, gameName);
  const recent = pictures.flatMap((line) =>
    wrapWords(line, width, width - 2).map((part, i) => (i ? `  ${part}` : part)),
  );
  return [...(recent.length > 0 ? ['', ...recent] : []), ...dailyLines(daily, width, ascii)];
}

/**
 * The daily record, as `stats` shows it: a blank line, then its lines
 * wrapped at words; none before a daily deal is played.
 */
function dailyLines(daily: DailySummary, width: number, ascii: boolean): string[] {
  if (!dailyPlayed(daily)) return [];
  const text = ascii ? dailyText(daily, ASCII_DAY_MARKS) : dailyText(daily);
  // Each line wrapped within its own indent, as `stats` writes it.
  const wrapped = text.split('\n').flatMap((line) => {
    const indent = line.length - line.trimStart().length;
    return wrapWords(line.trimStart(), width - indent).map((part) => `${' '.repeat(indent)}${part}`);
  });
  return ['', ...wrapped];
}

/** The height a page of the help would need for the entries of a page of the statistics: less a blank line and the headings. */
export const statsHeight = (height: number): number => height - 2;

/** Entries a page: the rows of a page of the help, less a blank line and the headings. */
export const statsPerPage = (height: number): number => pageRows(statsHeight(height));

/** The pages `rows` rows (an entry each, then the lines under them) take: at least one, for "No games finished yet". */
export const statsPageCount = (rows: number, height: number): number =>
  Math.max(1, Math.ceil(rows / statsPerPage(height)));
