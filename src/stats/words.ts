// Statistics in words, the same on the game's screens and from `stats`:
// streaks, times, and a dash for a figure not set yet.

import { plural } from '../engine/index.js';

export const winsText = (n: number): string => plural(n, 'win');
export const lossesText = (n: number): string => plural(n, 'loss', 'losses');

/** '2 wins', '3 losses', 'none'. */
export function streakText(streak: number): string {
  if (streak > 0) return winsText(streak);
  if (streak < 0) return lossesText(-streak);
  return 'none';
}

/** 75 seconds reads 1:15; an hour and more, 1:02:03. */
export function durationText(seconds: number): string {
  const total = Math.floor(seconds);
  const ss = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A figure in words, or '-' when there is none yet (no best time before a win). */
export const orDash = (value: number | undefined, show: (n: number) => string = String): string =>
  value === undefined ? '-' : show(value);
