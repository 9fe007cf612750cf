// Streaks in words, the same on the game's screens and from `stats`.

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const winsText = (n: number): string => count(n, 'win', 'wins');
export const lossesText = (n: number): string => count(n, 'loss', 'losses');

/** '2 wins', '3 losses', 'none'. */
export function streakText(streak: number): string {
  if (streak > 0) return winsText(streak);
  if (streak < 0) return lossesText(-streak);
  return 'none';
}
