// The daily deal's record in `forty-thieves stats`: kept in stats.json
// across runs, its streak and its last 30 days, as text and as JSON; left
// out under the entries --variant or --difficulty picks.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { runStats } from '../../src/cli/stats.js';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';

let dir = '';
const saved = process.env.FORTY_THIEVES_CONFIG_DIR;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-daily-'));
  process.env.FORTY_THIEVES_CONFIG_DIR = dir;
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.FORTY_THIEVES_CONFIG_DIR;
  else process.env.FORTY_THIEVES_CONFIG_DIR = saved;
});

const daily = (date: string, won: boolean, extra: Partial<GameResult> = {}): GameResult => ({
  gameId: newGameId(),
  variant: 'forty-thieves',
  level: 'hard',
  seed: date.replaceAll('-', ''),
  won,
  moves: 120,
  seconds: 400,
  score: 900,
  cardsHome: won ? 104 : 60,
  at: `${date}T20:00:00.000Z`,
  daily: date,
  ...extra,
});

function stats(json: boolean, today: string) {
  let stdout = '';
  runStats({ daily: true, json }, { stdout: (t) => void (stdout += t), stderr: () => {} }, today);
  return stdout;
}

describe('stats --daily', () => {
  it('keeps the daily games across runs: the streak and the last 30 days', () => {
    openStore().recordResult(daily('2026-11-28', true));
    openStore().recordResult(daily('2026-11-29', true));
    openStore().recordResult(daily('2026-11-30', true));
    // Not a daily game: no part of the record.
    openStore().recordResult({ ...daily('2026-11-30', false), daily: undefined });
    const record = JSON.parse(stats(true, '2026-12-01'));
    expect(record).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    expect(record.days).toHaveLength(30);
    expect(record.days[29]).toEqual({ date: '2026-12-01', played: 0, won: false, wonWithSolver: false });
    expect(record.days[28]).toEqual({ date: '2026-11-30', played: 1, won: true, wonWithSolver: false });
    expect(record.games).toHaveLength(3);
  });

  it('leaves a win the solver finished out of the streak', () => {
    openStore().recordResult(daily('2026-11-30', true));
    openStore().recordResult(daily('2026-12-01', true, { assisted: true }));
    expect(JSON.parse(stats(true, '2026-12-01'))).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    // Its day has a mark of its own, explained where it shows: won, but not by the player.
    expect(JSON.parse(stats(true, '2026-12-01')).days[29]).toMatchObject({ won: false, wonWithSolver: true });
    const text = stats(false, '2026-12-01');
    expect(text).toContain(`${'·'.repeat(28)}■▣  (■ won, ▣ won with the solver, □ not won, · not played; today last)`);
  });

  it('says it in words, the last 30 days as marks with today last', () => {
    openStore().recordResult(daily('2026-11-30', false));
    openStore().recordResult(daily('2026-12-01', true));
    const text = stats(false, '2026-12-01');
    expect(text).toContain('Daily deal: won 1 day in a row (longest 1 day); last 30 days: 1 won of 2 played');
    expect(text).toContain(`${'·'.repeat(28)}□■`);
  });
});

describe('stats with --variant or --difficulty', () => {
  it('leaves out the daily record, which counts the daily games of every variant and level', () => {
    openStore().recordResult(daily('2026-11-30', true));
    openStore().recordResult(daily('2026-12-01', true, { variant: 'lucas', level: 'easy' }));
    const text = (options: { variant?: string; difficulty?: string }) => {
      let stdout = '';
      runStats(options, { stdout: (t) => void (stdout += t), stderr: () => {} }, '2026-12-01');
      return stdout;
    };
    expect(text({})).toContain('Daily deal: won 2 days in a row');
    for (const options of [{ variant: 'lucas' }, { difficulty: 'hard' }, { variant: 'lucas', difficulty: 'easy' }]) {
      const shown = text(options);
      expect(shown).toContain('Recent games');
      expect(shown).not.toContain('Daily deal');
    }
    expect(stats(false, '2026-12-01')).toContain('Daily deal: won 2 days in a row');
  });

  it('is refused with --daily, which shows the record of every variant and level', () => {
    const out = { stdout: () => {}, stderr: () => {} };
    expect(() => runStats({ daily: true, variant: 'lucas' }, out, '2026-12-01')).toThrow(
      'stats --daily shows the daily record of every variant and level: --variant and --difficulty do not apply to it',
    );
    expect(() => runStats({ daily: true, difficulty: 'easy' }, out, '2026-12-01')).toThrow(UsageError);
  });
});

describe('stats --json', () => {
  it('has the daily record beside the variants, their entries as they were', () => {
    openStore().recordResult(daily('2026-11-30', true));
    openStore().recordResult(daily('2026-12-01', true));
    let stdout = '';
    runStats({ json: true }, { stdout: (t) => void (stdout += t), stderr: () => {} }, '2026-12-01');
    const { variants, daily: record } = JSON.parse(stdout);
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatchObject({ variant: 'forty-thieves', level: 'hard', played: 2, won: 2, currentStreak: 2 });
    expect(variants[0].recent.map((r: { daily: string }) => r.daily)).toEqual(['2026-11-30', '2026-12-01']);
    expect(record).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    expect(record.days).toHaveLength(30);
    expect(record.days.slice(28)).toEqual([
      { date: '2026-11-30', played: 1, won: true, wonWithSolver: false },
      { date: '2026-12-01', played: 1, won: true, wonWithSolver: false },
    ]);
  });
});
