// Statistics in words for the start, win and statistics screens.

import type { Level } from '../../engine/index.js';
import {
  type DailySummary,
  durationText,
  lossesText,
  orDash,
  streakText,
  type VariantStats,
  winPercent,
  winsText,
} from '../../stats/index.js';

/** 'won 3 of 10 (30%)', or 'none finished yet' (a game saved with moves is recorded when it ends). */
export function winRecord(stats: VariantStats): string {
  if (stats.played === 0) return 'none finished yet';
  return `won ${stats.won} of ${stats.played} (${winPercent(stats)}%)`;
}

export const bestTime = (stats: VariantStats): string => orDash(stats.bestSeconds, durationText);

/** The lines the win screen shows for a variant and level. */
export function statsLines(stats: VariantStats): string[] {
  return [
    `Played ${stats.played} · won ${stats.won} (${winPercent(stats)}%) · lost ${stats.lost}`,
    `Streak now: ${streakText(stats.currentStreak)} · longest runs: ${winsText(stats.longestWinStreak)}, ${lossesText(
      stats.longestLossStreak,
    )}`,
    `Best time ${bestTime(stats)} · best score ${orDash(stats.bestScore)} · fewest moves ${orDash(stats.fewestMoves)}`,
  ];
}

/**
 * Today's deal of the variant and level, played and not won unaided: what
 * came of it, since `d` deals it again, which would otherwise look like a
 * first try.
 */
function playedToday(games: readonly { readonly won: boolean }[]): string | undefined {
  if (games.length === 0) return undefined;
  return games.some((g) => g.won) ? 'won today with the solver' : 'not won yet today';
}

/**
 * The start screen's words for the daily deal: its day, and where the player
 * stands with it: won today at the variant and level chosen, or a daily
 * streak to keep, said where `room` allows (no record: no daily game played).
 */
export function dailyWords(
  today: string,
  daily: DailySummary | undefined,
  variant: string,
  level: Level,
  room: number,
): string {
  const streak = daily?.currentStreak ?? 0;
  const here = daily?.games.filter((g) => g.date === today && g.variant === variant && g.level === level) ?? [];
  if (here.some((g) => g.won && !g.assisted))
    return `${today} UTC, won today${streak > 1 ? ` · ${streak} days in a row` : ''}`;
  // The lines above it choose the daily deal's variant and level too; the line fits 60 columns.
  // The day is the same for everyone, UTC's: said, since it is not the player's day everywhere.
  const words = `${today} UTC, ${playedToday(here) ?? 'variant and level above'}`;
  const kept = `${words} · streak ${streak} ${streak === 1 ? 'day' : 'days'}`;
  return streak > 0 && kept.length <= room ? kept : words;
}
