// Every variant and level played so far, one line each: played, won, win
// percentage, the current streak, the best time, best score, fewest moves;
// then the recent games and the daily deal's record, as `stats` shows them; page by page when they
// are more than the terminal's height holds.

import { Box, Text } from 'ink';
import { findVariant } from '../../engine/index.js';
import { type DailySummary, orDash, streakText, type VariantStats, winPercent } from '../../stats/index.js';
import { themed } from '../text/plain-text.js';
import { bestTime } from '../text/stats-text.js';
import type { Theme } from '../theme.js';
import { turningWords } from './paging.js';
import { entriesUnder, statsPages } from './stats-pages.js';

export interface StatsScreenProps {
  all: readonly VariantStats[];
  daily: DailySummary;
  theme: Theme;
  width: number;
  height: number;
  /** The page shown, from 0. */
  page?: number;
}

/** The columns' headings and widths, the game's first; below 76 columns (down to 60), shorter headings and the game's name cut. */
const WIDE = {
  head: ['Game', 'Played', 'Won', '%', 'Streak', 'Best time', 'Score', 'Moves'],
  widths: [26, 7, 5, 5, 10, 10, 7, 6],
};
const NARROW = {
  head: ['Game', 'Play', 'Won', '%', 'Streak', 'Time', 'Score', 'Moves'],
  widths: [0, 5, 4, 5, 10, 8, 6, 6],
};
const WIDE_WIDTH = WIDE.widths.reduce((a, b) => a + b);

function columnsFor(width: number): { head: readonly string[]; widths: readonly number[] } {
  if (width >= WIDE_WIDTH) return WIDE;
  const rest = NARROW.widths.reduce((a, b) => a + b);
  return { ...NARROW, widths: [width - rest, ...NARROW.widths.slice(1)] };
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]) : c.padStart(widths[i]))).join('');
}

/**
 * An entry's row. A figure as wide as its column or wider ("104 losses",
 * 12345 played) keeps a space before it, taken from the game's name: the
 * figures are never cut.
 */
function entryRow(s: VariantStats, widths: readonly number[]): string {
  const figures = [
    String(s.played),
    String(s.won),
    `${winPercent(s)}%`,
    streakText(s.currentStreak),
    bestTime(s),
    orDash(s.bestScore),
    orDash(s.fewestMoves),
  ];
  const room = figures.map((figure, i) => Math.max(widths[i + 1], figure.length + 1));
  const overflow = room.reduce((sum, w, i) => sum + w - widths[i + 1], 0);
  const nameWidth = Math.max(1, widths[0] - overflow);
  const game = gameCell(findVariant(s.variant)?.name ?? s.variant, s.level, nameWidth);
  return row([game, ...figures], [nameWidth, ...room]);
}

/** "Little Forty, hard", its name cut to leave room for the level and a space: "Napoleon's Sq…, medium". */
function gameCell(name: string, level: string, width: number): string {
  const whole = `${name}, ${level}`;
  if (whole.length < width) return whole;
  return `${name.slice(0, Math.max(1, width - level.length - 4))}…, ${level}`;
}

export function StatsScreen({ all, daily, theme, width, height, page = 0 }: StatsScreenProps) {
  const { head, widths } = columnsFor(width);
  const paged = statsPages(all, entriesUnder(all, daily, width, theme.options.ascii), height);
  const pages = paged.length;
  const current = Math.min(Math.max(0, page), pages - 1);
  const shown = paged[current].filter((item) => typeof item !== 'string');
  const under = paged[current].filter((item) => typeof item === 'string');
  // The blank line that parts the recent games or the daily record from the rows above: none at a page's top.
  const underShown = shown.length === 0 && under[0] === '' ? under.slice(1) : under;
  // The footer on the frame's last row, as the help's (Pages.tsx).
  return (
    <Box flexDirection="column" width={width} height={height - 1}>
      <Text wrap="truncate" {...theme.style('title')}>
        Statistics{pages > 1 ? ` (page ${current + 1} of ${pages})` : ''}
      </Text>
      <Text> </Text>
      {all.length === 0 ? (
        <Text wrap="truncate">No games finished yet: a game counts when won or lost.</Text>
      ) : (
        shown.length > 0 && (
          <>
            <Text wrap="truncate" {...theme.style('muted')}>
              {themed(theme, row(head, widths))}
            </Text>
            {shown.map((s) => (
              <Text key={`${s.variant}/${s.level}`} wrap="truncate">
                {themed(theme, entryRow(s, widths))}
              </Text>
            ))}
          </>
        )
      )}
      {underShown.map((line, i) => (
        <Text key={`under-${i}`} wrap="truncate">
          {themed(theme, line) || ' '}
        </Text>
      ))}
      <Box flexGrow={1} />
      <Text wrap="truncate" {...theme.style('muted')}>
        {themed(theme, turningWords(current, pages, theme.options.ascii, width))}
      </Text>
    </Box>
  );
}
