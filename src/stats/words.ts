// Statistics in words, the same on the game's screens and from `stats`:
// streaks, times, a dash for a figure not set yet, and the daily record.

import { plural } from '../engine/index.js';
import type { DailySummary } from './daily.js';
import { type RecentGame, type VariantStats, winPercent } from './stats.js';

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

/**
 * The marks of games and of the daily record's days: won, won with the
 * solver, not won, not played. A won game is a filled square, a lost one an
 * empty square: readable without colour, in a pipe too. A game won after
 * the solver played a move in it (`s` or `T`) is not the player's alone, so
 * it has a mark of its own.
 */
export interface DayMarks {
  readonly won: string;
  readonly solver: string;
  readonly lost: string;
  readonly none: string;
}

export const DAY_MARKS: DayMarks = { won: '■', solver: '▣', lost: '□', none: '·' };
/**
 * The same in ASCII, for --ascii and a locale that is not UTF-8 (the interface's '·' is a separator there, drawn
 * '|'); not '%' for the solver's, which beside the win rates read as one ('#%  100%').
 */
export const ASCII_DAY_MARKS: DayMarks = { won: '#', solver: '@', lost: 'o', none: '.' };

/** The streak now and the longest, without "won 0 days in a row", which reads as a riddle. */
function streakWords(daily: Pick<DailySummary, 'currentStreak' | 'longestStreak'>): string {
  if (daily.longestStreak === 0) return 'none won yet';
  const longest = `longest ${plural(daily.longestStreak, 'day')}`;
  if (daily.currentStreak === 0) return `no streak now (${longest})`;
  return `won ${plural(daily.currentStreak, 'day')} in a row (${longest})`;
}

/** The daily record for people: the streaks, and the last 30 days as marks, oldest first. */
export function dailyText(daily: DailySummary, marks: DayMarks = DAY_MARKS): string {
  const mark = (d: DailySummary['days'][number]) =>
    d.won ? marks.won : d.wonWithSolver ? marks.solver : d.played > 0 ? marks.lost : marks.none;
  const days = daily.days.map(mark).join('');
  const won = daily.days.filter((d) => d.won).length;
  const played = daily.days.filter((d) => d.played > 0).length;
  const solver = daily.days.some((d) => d.wonWithSolver) ? `${marks.solver} won with the solver, ` : '';
  return [
    `Daily deal: ${streakWords(daily)}; last ${daily.days.length} days: ${won} won of ${plural(played, 'day')} played`,
    `  ${days}  (${marks.won} won, ${solver}${marks.lost} not won, ${marks.none} not played; today last)`,
  ].join('\n');
}

// A game the solver played in and then lost is lost like any other: the mark is for wins with its help.
export const wonWithSolver = (r: RecentGame): boolean => r.won && r.assisted === true;
const recentMark = (r: RecentGame, marks: DayMarks): string =>
  wonWithSolver(r) ? marks.solver : r.won ? marks.won : marks.lost;

/**
 * One line per variant and level (`label`: "forty-thieves hard" on the
 * command line): the recent games oldest to newest, the win rate over them,
 * and the longest runs of wins and losses. The solver's mark is explained
 * only when one is shown. None at all when no entry has its recent games.
 */
export function recentPictures(
  entries: readonly VariantStats[],
  marks: DayMarks = DAY_MARKS,
  label: (s: VariantStats) => string = (s) => `${s.variant} ${s.level}`,
): string[] {
  const played = entries.filter((s) => s.recent.length > 0);
  if (played.length === 0) return [];
  const width = Math.max(...played.map((s) => label(s).length));
  const longest = Math.max(...played.map((s) => s.recent.length));
  const solver = played.some((s) => s.recent.some(wonWithSolver));
  const legend = `${marks.won} won, ${solver ? `${marks.solver} won with the solver, ` : ''}${marks.lost} lost`;
  const lines = played.map((s) => {
    const row = s.recent
      .map((r) => recentMark(r, marks))
      .join('')
      .padEnd(longest);
    const won = s.recent.filter((r) => r.won).length;
    const rate =
      s.recent.length === 1
        ? `${won === 1 ? 'won' : 'lost'} the one game`
        : `${winPercent({ played: s.recent.length, won })}% of the last ${s.recent.length}`;
    const runs = `longest runs ${winsText(s.longestWinStreak)}, ${lossesText(s.longestLossStreak)}`;
    return `${label(s).padEnd(width)}  ${row}  ${rate}; ${runs}`;
  });
  return [`Recent games of each, oldest first (${legend}):`, ...lines];
}
