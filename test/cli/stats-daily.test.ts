// The daily deal's record in `forty-thieves stats`: kept in stats.json
// across runs, its streak and its last 30 days, as text and as JSON; left
// out under the entries --variant or --difficulty picks; erased alone by
// `stats reset --daily`, and with everything by `stats reset`.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { run } from '../../src/cli/run.js';
import { runStats } from '../../src/cli/stats.js';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';

let dir = '';
const saved = process.env.FORTY_THIEVES_CONFIG_DIR;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-daily-'));
  process.env.FORTY_THIEVES_CONFIG_DIR = dir;
  // The marks of games are ASCII under a locale without UTF-8: these tests read them in a UTF-8 one.
  vi.stubEnv('LC_ALL', 'C.UTF-8');
});
afterEach(() => {
  vi.unstubAllEnvs();
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

  it('says when no daily deal was played, and how to play one', () => {
    expect(stats(false, '2026-12-01')).toBe("No daily deal played yet: forty-thieves --daily plays today's.\n");
    // A game that is not a daily one changes nothing.
    openStore().recordResult({ ...daily('2026-12-01', true), daily: undefined });
    expect(stats(false, '2026-12-01')).toContain('No daily deal played yet');
    expect(JSON.parse(stats(true, '2026-12-01'))).toMatchObject({ currentStreak: 0, games: [] });
  });

  it('does not say none was played when the only daily games are older than 30 days', () => {
    openStore().recordResult(daily('2026-10-01', false));
    const text = stats(false, '2026-12-01');
    expect(text).not.toContain('No daily deal played yet');
    expect(text).toContain('Daily deal: none won yet; last 30 days: 0 won of 0 days played');
  });

  it('says it in words, the last 30 days as marks with today last', () => {
    openStore().recordResult(daily('2026-11-30', false));
    openStore().recordResult(daily('2026-12-01', true));
    const text = stats(false, '2026-12-01');
    expect(text).toContain('Daily deal: won 1 day in a row (longest 1 day); last 30 days: 1 won of 2 days played');
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

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

/** Three daily games of Forty Thieves Hard: won, won, lost; a streak of 2 days at most. */
function threeDays(): void {
  openStore().recordResult(daily('2026-11-28', true));
  openStore().recordResult(daily('2026-11-29', true));
  openStore().recordResult(daily('2026-11-30', false));
}

const fortyThieves = () =>
  openStore()
    .allStats()
    .map((s) => [s.variant, s.level, s.played, s.won]);

describe('stats reset --daily', () => {
  it('refuses without --yes, saying what it would erase and what stays', async () => {
    threeDays();
    const before = fs.readFileSync(path.join(dir, 'stats.json'), 'utf8');
    expect(await cli('stats', 'reset', '--daily')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'forty-thieves: stats reset erases only with --yes; it would erase the daily record ' +
        `(3 games, longest streak 2 days) in ${dir}; the variants' statistics stay\n`,
    });
    expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(before);
  });

  it('erases the daily record alone: the games stay counted in their variant', async () => {
    threeDays();
    expect(await cli('stats', 'reset', '--daily', '--yes')).toEqual({
      code: 0,
      stdout: "Erased the daily record (3 games, longest streak 2 days); the variants' statistics stay.\n",
      stderr: '',
    });
    expect(openStore().daily()).toEqual({ won: [], recent: [] });
    expect(fortyThieves()).toEqual([['forty-thieves', 'hard', 3, 2]]);
    expect(await cli('stats', 'reset', '--yes', '--daily')).toEqual({
      code: 0,
      stdout: `Nothing erased: there is no daily record to erase in ${dir}.\n`,
      stderr: '',
    });
  });

  it('does not take --variant or --difficulty, as the record is of every variant and level', async () => {
    threeDays();
    const refused = await cli('stats', 'reset', '--daily', '--variant', 'lucas', '--yes');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'forty-thieves: stats reset --daily erases the daily record of every variant and level: ' +
        '--variant and --difficulty do not apply to it\n',
    );
    expect(openStore().daily().recent).toHaveLength(3);
  });

  it('is part of what stats reset erases without a filter, and says so', async () => {
    threeDays();
    expect((await cli('stats', 'reset')).stderr).toBe(
      'forty-thieves: stats reset erases only with --yes; it would erase the statistics of forty-thieves hard ' +
        `(3 played, 2 won) and the daily record (3 games, longest streak 2 days) in ${dir}\n`,
    );
    expect((await cli('stats', 'reset', '--yes')).stdout).toBe(
      'Erased forty-thieves hard (3 played, 2 won), the daily record (3 games, longest streak 2 days).\n',
    );
    expect(openStore().daily()).toEqual({ won: [], recent: [] });
    expect(fortyThieves()).toEqual([]);
  });
});
