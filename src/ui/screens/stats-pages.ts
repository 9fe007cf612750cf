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
import { paginate } from './paging.js';

/** "Forty Thieves, hard", as the entries name a game. */
const gameName = (s: VariantStats): string => `${findVariant(s.variant)?.name ?? s.variant}, ${s.level}`;

/**
 * What `stats` shows under its table, as entries a page never splits: each
 * entry's recent games as marks, oldest first, with the win rate over them
 * and the longest runs (a line's rest wrapped two columns in), the first
 * with the blank line and the heading before them; then the daily record,
 * after a blank line.
 */
export function entriesUnder(
  all: readonly VariantStats[],
  daily: DailySummary,
  width: number,
  ascii: boolean,
): string[][] {
  const pictures = recentPictures(all, ascii ? ASCII_DAY_MARKS : DAY_MARKS, gameName).map((line) =>
    wrapWords(line, width, width - 2).map((part, i) => (i ? `  ${part}` : part)),
  );
  // The heading goes with the first game's lines: a page does not end on it.
  const [heading, first, ...rest] = pictures;
  const recent = heading ? [['', ...heading, ...(first ?? [])], ...rest] : [];
  const record = dailyLines(daily, width, ascii);
  return record.length > 0 ? [...recent, record] : recent;
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

/** What the pages hold: a row for each game and level, then the entries under them, each entry kept on one page. */
export const statsEntries = (
  all: readonly VariantStats[],
  under: readonly (readonly string[])[],
): (readonly (VariantStats | string)[])[] => [...all.map((s) => [s]), ...under];

/** The pages: a row for each game and level, then the entries under them; at least one, for "No games finished yet". */
export function statsPages(
  all: readonly VariantStats[],
  under: readonly (readonly string[])[],
  height: number,
): (VariantStats | string)[][] {
  return paginate<VariantStats | string>(statsEntries(all, under), statsHeight(height));
}
