// The daily record: the streak of days won and the last 30 days, from games
// written out by hand.

import { describe, expect, it } from 'vitest';
import { addDaily, type DailyGame, dailySummary, emptyDaily, withDay } from '../../src/stats/daily.js';

const game = (date: string, won: boolean, extra: Partial<DailyGame> = {}): DailyGame => ({
  date,
  variant: 'forty-thieves',
  level: 'hard',
  won,
  moves: 100,
  seconds: 300,
  score: 500,
  at: `${date}T12:00:00.000Z`,
  ...extra,
});

const played = (...games: DailyGame[]) => games.reduce(addDaily, emptyDaily());

describe('days won as runs', () => {
  it('joins a day to the runs beside it, across a month end', () => {
    const runs = withDay(withDay([], '2026-11-29'), '2026-12-01');
    expect(runs).toEqual([
      { from: '2026-11-29', to: '2026-11-29' },
      { from: '2026-12-01', to: '2026-12-01' },
    ]);
    expect(withDay(runs, '2026-11-30')).toEqual([{ from: '2026-11-29', to: '2026-12-01' }]);
    expect(withDay(runs, '2026-12-01')).toEqual(runs);
  });
});

describe('the daily streak', () => {
  it('counts days in a row won up to today', () => {
    const record = played(game('2026-11-28', true), game('2026-11-29', true), game('2026-11-30', true));
    expect(dailySummary(record, '2026-11-30').currentStreak).toBe(3);
    // Today's deal not played yet: the streak still stands.
    expect(dailySummary(record, '2026-12-01').currentStreak).toBe(3);
    // A day missed ends it.
    expect(dailySummary(record, '2026-12-02').currentStreak).toBe(0);
    expect(dailySummary(record, '2026-12-02').longestStreak).toBe(3);
  });

  it('is broken by a day lost, and mended by winning that day late', () => {
    const lost = played(game('2026-11-28', true), game('2026-11-29', false), game('2026-11-30', true));
    expect(dailySummary(lost, '2026-11-30').currentStreak).toBe(1);
    const mended = addDaily(lost, game('2026-11-29', true, { at: '2026-11-30T20:00:00.000Z' }));
    expect(dailySummary(mended, '2026-11-30').currentStreak).toBe(3);
  });

  it('leaves out a win the solver finished', () => {
    const record = played(game('2026-11-29', true), game('2026-11-30', true, { assisted: true }));
    expect(dailySummary(record, '2026-11-30')).toMatchObject({ currentStreak: 1, longestStreak: 1 });
  });

  it('counts a game reported twice once', () => {
    const once = played(game('2026-11-30', false));
    expect(addDaily(once, game('2026-11-30', false))).toBe(once);
  });
});

describe('the last 30 days', () => {
  it('lists the 30 days ending today, with the games of each', () => {
    const record = played(game('2026-11-01', true), game('2026-11-02', false), game('2026-11-30', true));
    const { days, games } = dailySummary(record, '2026-11-30');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-01', played: 1, won: true, wonWithSolver: false });
    expect(days[1]).toEqual({ date: '2026-11-02', played: 1, won: false, wonWithSolver: false });
    expect(days[2]).toEqual({ date: '2026-11-03', played: 0, won: false, wonWithSolver: false });
    expect(days[29]).toEqual({ date: '2026-11-30', played: 1, won: true, wonWithSolver: false });
    expect(games.map((g) => g.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-30']);
    // The next day 11-01 falls out of the window.
    expect(dailySummary(record, '2026-12-01').days[0].date).toBe('2026-11-02');
  });

  it('keeps the games of the 30 days up to the newest, and older ones only among the 100 newest', () => {
    // 120 games on 2026-10-01 (older than the window), then 5 a day from 2026-11-20 to 11-30.
    const october = Array.from({ length: 120 }, (_, i) =>
      game('2026-10-01', i === 0, { at: new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString() }),
    );
    const november = Array.from({ length: 55 }, (_, i) => {
      const date = `2026-11-${20 + Math.floor(i / 5)}`;
      return game(date, false, { at: `${date}T12:00:0${i % 5}.000Z` });
    });
    const record = played(...october, ...november);
    expect(record.recent.filter((g) => g.date === '2026-11-30')).toHaveLength(5);
    expect(record.recent.filter((g) => g.date.startsWith('2026-11'))).toHaveLength(55);
    expect(record.recent.filter((g) => g.date === '2026-10-01')).toHaveLength(45);
    // The day won stays in the runs.
    expect(record.won).toEqual([{ from: '2026-10-01', to: '2026-10-01' }]);
  });

  it('keeps the last 30 days after a game played while the clock ran months ahead', () => {
    const record = played(game('2026-11-29', true), game('2026-11-30', false), game('2027-06-21', false));
    const { games } = dailySummary(record, '2026-11-30');
    expect(games.map((g) => g.date)).toEqual(['2026-11-29', '2026-11-30']);
  });
});
