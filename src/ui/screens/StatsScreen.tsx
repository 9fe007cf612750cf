// Every variant and level played so far, one line each: played, won, win
// percentage, the current streak, the best time, best score, fewest moves.

import { Box, Text } from 'ink';
import { findVariant } from '../../engine/index.js';
import { type VariantStats, winPercent } from '../../stats/index.js';
import { themed } from '../text/plain-text.js';
import { bestTime, orDash, streakText } from '../text/stats-text.js';
import type { Theme } from '../theme.js';

export interface StatsScreenProps {
  all: readonly VariantStats[];
  theme: Theme;
  width: number;
  height: number;
}

const HEAD = ['Game', 'Played', 'Won', '%', 'Streak', 'Best time', 'Score', 'Moves'];
const WIDTHS = [26, 7, 5, 5, 10, 10, 7, 6];

function row(cells: readonly string[]): string {
  return cells.map((c, i) => (i === 0 ? c.slice(0, WIDTHS[0] - 1).padEnd(WIDTHS[0]) : c.padStart(WIDTHS[i]))).join('');
}

export function StatsScreen({ all, theme, width, height }: StatsScreenProps) {
  // Title, blank, heading, footer and Ink's last row.
  const room = Math.max(1, height - 5);
  const shown = all.length > room ? all.slice(0, room - 1) : all;
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        Statistics
      </Text>
      <Text> </Text>
      {all.length === 0 ? (
        <Text wrap="truncate">No games played yet: a game counts from its first move.</Text>
      ) : (
        <>
          <Text wrap="truncate" {...theme.style('muted')}>
            {row(HEAD)}
          </Text>
          {shown.map((s) => (
            <Text key={`${s.variant}/${s.level}`} wrap="truncate">
              {row([
                `${findVariant(s.variant)?.name ?? s.variant}, ${s.level}`,
                String(s.played),
                String(s.won),
                `${winPercent(s)}%`,
                streakText(s.currentStreak),
                bestTime(s),
                orDash(s.bestScore),
                orDash(s.fewestMoves),
              ])}
            </Text>
          ))}
          {shown.length < all.length && (
            <Text wrap="truncate" {...theme.style('muted')}>
              {themed(theme, `… and ${all.length - shown.length} more: forty-thieves stats lists them all`)}
            </Text>
          )}
        </>
      )}
      <Text wrap="truncate" {...theme.style('muted')}>
        Any key: back
      </Text>
    </Box>
  );
}
