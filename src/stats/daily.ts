// The daily deal's own statistics (docs/rules.md, The daily deal): the
// daily streak, days in a row whose deal was won, and the daily games of
// the last 30 days. The days won are kept as runs of consecutive dates, so
// the record stays a few lines however long someone plays, and a deal won
// late (yesterday's, today) still fills its own day. A win after the
// solver played a move in it is no record: it counts as played, not in the streak.

import { dateOfDay, dayNumber, type Level } from '../engine/index.js';

/** A finished daily game, as the daily record keeps it. */
export interface DailyGame {
  /** The deal's date, YYYY-MM-DD. */
  readonly date: string;
  readonly variant: string;
  readonly level: Level;
  readonly won: boolean;
  readonly assisted?: boolean;
  readonly moves: number;
  readonly seconds: number;
  readonly score: number;
  /** When it ended, as an ISO 8601 string. */
  readonly at: string;
}

/** Consecutive dates, both ends included. */
export interface DayRun {
  readonly from: string;
  readonly to: string;
}

export interface DailyRecord {
  /** The dates whose daily deal was won, as runs, ascending and apart. */
  readonly won: readonly DayRun[];
  /** Daily games whose deal is within DAILY_DAYS of the newest one, or among the KEPT_GAMES newest, oldest first. */
  readonly recent: readonly DailyGame[];
}

const DAILY_DAYS = 30;
/**
 * Daily games kept whatever their dates: a deal played while the clock ran
 * months ahead is the newest, and would otherwise push every game of the
 * real last 30 days out of the record.
 */
const KEPT_GAMES = 100;

export const emptyDaily = (): DailyRecord => ({ won: [], recent: [] });

/** The same game reported twice (a retried write) ends at the same instant on the same deal. */
const sameGame = (a: DailyGame, b: DailyGame) =>
  a.at === b.at && a.date === b.date && a.variant === b.variant && a.level === b.level;

/** Runs with one more day in them, merged with their neighbours. */
export function withDay(runs: readonly DayRun[], date: string): DayRun[] {
  const day = dayNumber(date);
  const spans = runs.map((r) => [dayNumber(r.from), dayNumber(r.to)]);
  spans.push([day, day]);
  spans.sort((a, b) => a[0] - b[0]);
  const merged: number[][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged.map(([from, to]) => ({ from: dateOfDay(from), to: dateOfDay(to) }));
}

export function addDaily(record: DailyRecord, game: DailyGame): DailyRecord {
  if (record.recent.some((g) => sameGame(g, game))) return record;
  const recent = [...record.recent, game].sort((a, b) =>
    a.date === b.date ? a.at.localeCompare(b.at) : a.date < b.date ? -1 : 1,
  );
  const newest = dayNumber(recent[recent.length - 1].date);
  return {
    won: game.won && !game.assisted ? withDay(record.won, game.date) : record.won,
    recent: recent.filter((g, i) => dayNumber(g.date) > newest - DAILY_DAYS || i >= recent.length - KEPT_GAMES),
  };
}

/** One day of the last 30, as the statistics show it. */
export interface DailyDay {
  readonly date: string;
  readonly played: number;
  readonly won: boolean;
  /** Not won by the player, but a daily game of the day was won with the solver (no day of the streak). */
  readonly wonWithSolver: boolean;
}

export interface DailySummary {
  /** Days in a row won, up to today (or to yesterday, while today's deal is still to play). */
  readonly currentStreak: number;
  readonly longestStreak: number;
  /** The last DAILY_DAYS days, oldest first, ending today. */
  readonly days: readonly DailyDay[];
  /** The daily games of those days, oldest first. */
  readonly games: readonly DailyGame[];
}

const daysIn = (run: DayRun) => dayNumber(run.to) - dayNumber(run.from) + 1;

/** The most days in a row whose deal was won, whatever the date today. */
export const longestStreak = (record: DailyRecord): number => Math.max(0, ...record.won.map(daysIn));

/** Whether a daily deal was ever played: a streak kept, or games of the last 30 days. */
export const dailyPlayed = (summary: DailySummary): boolean => summary.games.length > 0 || summary.longestStreak > 0;

export function dailySummary(record: DailyRecord, today: string): DailySummary {
  const now = dayNumber(today);
  const current = record.won.find((r) => dayNumber(r.from) <= now && dayNumber(r.to) >= now - 1);
  const wonOn = (day: number) => record.won.some((r) => dayNumber(r.from) <= day && dayNumber(r.to) >= day);
  const currentEnd = current ? Math.min(dayNumber(current.to), now) : 0;
  const first = now - DAILY_DAYS + 1;
  const games = record.recent.filter((g) => dayNumber(g.date) >= first && dayNumber(g.date) <= now);
  return {
    currentStreak: current ? currentEnd - dayNumber(current.from) + 1 : 0,
    longestStreak: longestStreak(record),
    days: Array.from({ length: DAILY_DAYS }, (_, i) => {
      const date = dateOfDay(first + i);
      const played = games.filter((g) => g.date === date);
      const won = wonOn(first + i);
      return { date, played: played.length, won, wonWithSolver: !won && played.some((g) => g.won && g.assisted) };
    }),
    games,
  };
}
