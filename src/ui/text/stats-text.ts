// Statistics in words for the start, win and statistics screens.

import {
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
    `Streak now: ${streakText(stats.currentStreak)} · longest: ${winsText(stats.longestWinStreak)}, ${lossesText(
      stats.longestLossStreak,
    )}`,
    `Best time ${bestTime(stats)} · best score ${orDash(stats.bestScore)} · fewest moves ${orDash(stats.fewestMoves)}`,
  ];
}
