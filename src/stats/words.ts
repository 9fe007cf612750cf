// Streaks in words, the same on the game's screens and from `stats`.

import { plural } from '../engine/index.js';

export const winsText = (n: number): string => plural(n, 'win');
export const lossesText = (n: number): string => plural(n, 'loss', 'losses');

/** '2 wins', '3 losses', 'none'. */
export function streakText(streak: number): string {
  if (streak > 0) return winsText(streak);
  if (streak < 0) return lossesText(-streak);
  return 'none';
}
