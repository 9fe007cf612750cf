// `forty-thieves stats` and `stats reset`, run through the command runner
// against a temporary configuration directory.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/run.js';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';

let dir = '';
const saved = process.env.FORTY_THIEVES_CONFIG_DIR;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-cli-'));
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

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

let clock = 0;
function result(
  variant: string,
  level: 'easy' | 'hard',
  won: boolean,
  seconds: number,
  moves: number,
  score: number,
): GameResult {
  clock += 1;
  return {
    gameId: newGameId(),
    variant,
    level,
    seed: String(clock),
    won,
    moves,
    seconds,
    score,
    cardsHome: won ? 104 : 30,
    at: new Date(Date.UTC(2025, 0, 1, 0, 0, clock)).toISOString(),
  };
}

function recordSome(): void {
  const store = openStore();
  store.recordResult(result('forty-thieves', 'hard', true, 300, 200, 1500));
  store.recordResult(result('forty-thieves', 'hard', false, 100, 50, 300));
  store.recordResult(result('forty-thieves', 'hard', true, 250, 220, 2100));
  store.recordResult(result('josephine', 'easy', false, 65, 40, 60));
}

describe('stats', () => {
  it('says so when no game has been played', async () => {
    expect(await cli('stats')).toEqual({
      code: 0,
      stdout: 'No games finished yet: a game counts when won or lost.\n',
      stderr: '',
    });
  });

  it('prints a table of every variant and level played, and a picture of the recent games', async () => {
    recordSome();
    const { code, stdout, stderr } = await cli('stats');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      [
        `${' '.repeat(35)}win${' '.repeat(10)}best   best  fewest`,
        'variant        level  played  won    %  streak  time  score   moves',
        'forty-thieves  hard        3    2  67%  1 win   4:10   2100     200',
        'josephine      easy        1    0   0%  1 loss     -     60       -',
        '',
        'Recent games of each, oldest first (■ won, □ lost):',
        'forty-thieves hard  ■□■  67% of the last 3; longest runs 1 win, 1 loss',
        'josephine easy      □    lost the one game; longest runs 0 wins, 1 loss',
        '',
      ].join('\n'),
    );
    // Plain text: nothing that needs colour or a terminal.
    expect(stdout).not.toMatch(/\x1b/);
  });

  it('marks a game the solver finished among the recent games, and says what the mark means', async () => {
    const store = openStore();
    store.recordResult(result('forty-thieves', 'hard', false, 100, 50, 300));
    store.recordResult({ ...result('forty-thieves', 'hard', true, 300, 200, 1500), assisted: true });
    store.recordResult(result('forty-thieves', 'hard', true, 250, 220, 2100));
    const { stdout } = await cli('stats');
    expect(stdout).toContain('Recent games of each, oldest first (■ won, ▣ won with the solver, □ lost):');
    // Counted as won (2 of 3), but marked apart from the player's own win.
    expect(stdout).toContain('forty-thieves hard  □▣■  67% of the last 3');
  });

  it('writes the marks of the games in ASCII where the locale is not UTF-8', async () => {
    const store = openStore();
    store.recordResult(result('forty-thieves', 'hard', false, 100, 50, 300));
    store.recordResult({ ...result('forty-thieves', 'hard', true, 300, 200, 1500), assisted: true });
    store.recordResult(result('forty-thieves', 'hard', true, 250, 220, 2100));
    vi.stubEnv('LC_ALL', 'C');
    const { stdout } = await cli('stats');
    expect(stdout).toContain('Recent games of each, oldest first (# won, @ won with the solver, o lost):');
    expect(stdout).toContain('forty-thieves hard  o@#  67% of the last 3');
    expect(stdout).toMatch(/^[\x00-\x7f]*$/);
  });

  it('marks a game the solver helped with and then lost as lost', async () => {
    const store = openStore();
    store.recordResult({ ...result('forty-thieves', 'hard', false, 100, 50, 300), assisted: true });
    store.recordResult(result('forty-thieves', 'hard', true, 250, 220, 2100));
    const { stdout } = await cli('stats');
    expect(stdout).toContain('Recent games of each, oldest first (■ won, □ lost):');
    expect(stdout).toContain('forty-thieves hard  □■  50% of the last 2');
  });

  it('shows only the variant and level asked for', async () => {
    recordSome();
    const byVariant = await cli('stats', '--variant', 'josephine');
    expect(byVariant.stdout).toMatch(/^josephine {2}easy {8}1/m);
    expect(byVariant.stdout).not.toContain('forty-thieves');
    const byLevel = await cli('stats', '--difficulty', 'hard');
    expect(byLevel.stdout).toContain('forty-thieves  hard');
    expect(byLevel.stdout).not.toContain('josephine');
    expect((await cli('stats', '--variant', 'lucas')).stdout).toBe(
      'No games finished yet for lucas: a game counts when won or lost.\n',
    );
  });

  it("fits the recent games' rows in 80 columns, an Easy daily game won with the solver in over an hour too", async () => {
    openStore().recordResult({
      ...result('napoleons-square', 'easy', true, 3725, 1240, 38540),
      seed: '4931973053',
      assisted: true,
      daily: '2025-01-01',
    });
    let stdout = '';
    await run(['stats', '--variant', 'napoleons-square'], {
      columns: 60,
      stdout: (t) => void (stdout += t),
      stderr: () => {},
    });
    const lines = stdout.slice(stdout.indexOf('Recent games of napoleons')).trimEnd().split('\n');
    // The heading wraps at words to the terminal; the table's rows stay whole, within 80 columns.
    expect(lines.slice(0, 2)).toEqual([
      'Recent games of napoleons-square easy, newest first (--seed',
      'deals one again):',
    ]);
    expect(lines[4]).toBe('2025-01-01 00:00  4931973053 (daily)  won (solver)   1240  1:02:05  38540    104');
    for (const line of lines.slice(2)) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('lists the games of the one variant and level asked for, newest first, with their seeds', async () => {
    clock = 0;
    recordSome();
    const store = openStore();
    store.recordResult({
      ...result('forty-thieves', 'hard', true, 3725, 240, 900),
      assisted: true,
      daily: '2025-01-01',
    });
    const { stdout } = await cli('stats', '--variant', 'forty-thieves', '--difficulty', 'hard');
    // recordSome's games are seeds 1-3 at 00:00:01-03; this one seed 5 (the josephine game took 4).
    expect(stdout).toContain(
      [
        'Recent games of forty-thieves hard, newest first (--seed deals one again):',
        'finished                                                          cards',
        '(UTC)                  seed  result        moves     time  score   home',
        '2025-01-01 00:00  5 (daily)  won (solver)    240  1:02:05    900    104',
        '2025-01-01 00:00          3  won             220     4:10   2100    104',
        '2025-01-01 00:00          2  lost             50     1:40    300     30',
        '2025-01-01 00:00          1  won             200     5:00   1500    104',
      ].join('\n'),
    );
    // --difficulty alone leaves one entry here, so it lists them too; with two entries the pictures say enough.
    expect((await cli('stats', '--difficulty', 'hard')).stdout).toContain('Recent games of forty-thieves hard');
    expect((await cli('stats')).stdout).not.toContain('newest first');
  });

  it('gives JSON for scripts', async () => {
    recordSome();
    const { code, stdout } = await cli('stats', '--json', '--variant', 'forty-thieves');
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout).variants;
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      variant: 'forty-thieves',
      level: 'hard',
      played: 3,
      won: 2,
      lost: 1,
      winPercent: 67,
      currentStreak: 1,
      longestWinStreak: 1,
      longestLossStreak: 1,
      bestSeconds: 250,
      bestScore: 2100,
      fewestMoves: 200,
    });
    expect(parsed[0].recent.map((r: { won: boolean }) => r.won)).toEqual([true, false, true]);
    expect(JSON.parse((await cli('stats', '--json', '--variant', 'maria')).stdout).variants).toEqual([]);
  });

  it('refuses a bad variant or level with exit 2, naming the valid ones', async () => {
    const variant = await cli('stats', '--variant', 'forty-two');
    expect(variant.code).toBe(2);
    expect(variant.stderr).toMatch(/unknown variant "forty-two": choose one of forty-thieves, josephine/);
    const level = await cli('stats', '--difficulty', 'brutal');
    expect(level.code).toBe(2);
    expect(level.stderr).toMatch(/unknown difficulty "brutal": choose one of easy, medium, hard/);
  });

  it("passes the store's notices to stderr, one line each, and still answers", async () => {
    recordSome();
    fs.writeFileSync(path.join(dir, 'stats.json'), '{"schema');
    const { code, stdout, stderr } = await cli('stats');
    expect(code).toBe(0);
    expect(stdout).toContain('forty-thieves  hard        3');
    expect(stderr).toMatch(
      /^forty-thieves: .*stats\.json is not valid JSON.*kept as .*; statistics restored from .*stats\.json\.bak\n$/,
    );
  });

  it('says the statistics start afresh, not that none were played, when stats.json and its backup are both damaged', async () => {
    recordSome();
    fs.writeFileSync(path.join(dir, 'stats.json'), '{"schema');
    fs.writeFileSync(path.join(dir, 'stats.json.bak'), 'garbage');
    const { code, stdout, stderr } = await cli('stats');
    expect(code).toBe(0);
    expect(stdout).toBe('No games finished yet: the statistics were damaged, kept aside, and start afresh.\n');
    expect(stderr).toMatch(/stats\.json is not valid JSON.*kept as .*; starting fresh statistics/);
    // Both damaged files are still there to look into.
    expect(fs.readdirSync(dir).filter((name) => name.includes('.corrupt-'))).toHaveLength(2);
    // The daily record was in them too.
    fs.writeFileSync(path.join(dir, 'stats.json'), '{"schema');
    fs.writeFileSync(path.join(dir, 'stats.json.bak'), 'garbage');
    expect((await cli('stats', '--daily')).stdout).toBe(
      'No daily deal played yet: the statistics were damaged, kept aside, and start afresh.\n',
    );
  });

  it('shows no statistics from a configuration directory it cannot read, exit 1, says why, and prints no stack trace', async () => {
    const file = path.join(dir, 'file');
    fs.writeFileSync(file, '');
    const config = path.join(file, 'config');
    process.env.FORTY_THIEVES_CONFIG_DIR = config;
    for (const args of [[], ['--json'], ['--daily']]) {
      const { code, stdout, stderr } = await cli('stats', ...args);
      expect(code).toBe(1);
      // Not "No games finished yet": the games played are not known.
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `forty-thieves: cannot read ${config}: part of the path is a file, not a directory (ENOTDIR); ` +
          'no statistics or saved game read from it\n' +
          `forty-thieves: no statistics shown: those in ${config} could not be read\n`,
      );
    }
  });

  it('shows the backup of a damaged stats.json it cannot move aside (a read-only disk)', async () => {
    recordSome();
    fs.writeFileSync(path.join(dir, 'stats.json'), '{"damaged');
    const readOnly = Object.assign(new Error('read-only file system'), { code: 'EROFS' });
    const rename = vi.spyOn(fs, 'renameSync').mockImplementation(() => {
      throw readOnly;
    });
    try {
      const { code, stdout, stderr } = await cli('stats');
      expect(code).toBe(0);
      expect(stdout).toContain('forty-thieves  hard        3');
      expect(stderr).toMatch(
        /left in place because it cannot be moved .*; statistics restored from .*stats\.json\.bak\n$/,
      );
    } finally {
      rename.mockRestore();
    }
  });

  it('shows none from a stats.json a newer version wrote, and leaves it as it is', async () => {
    const newer = JSON.stringify({ schemaVersion: 99, stats: 'whatever it holds now' });
    fs.writeFileSync(path.join(dir, 'stats.json'), newer);
    const { code, stdout, stderr } = await cli('stats');
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toMatch(
      /written by a newer forty-thieves: schema 99.*\n.*no statistics shown: those in .* could not be read\n$/,
    );
    expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(newer);
  });

  it('only reads: a missing configuration directory is not created', async () => {
    const missing = path.join(dir, 'not-yet');
    process.env.FORTY_THIEVES_CONFIG_DIR = missing;
    expect(await cli('stats')).toMatchObject({
      code: 0,
      stdout: 'No games finished yet: a game counts when won or lost.\n',
      stderr: '',
    });
    const json = await cli('stats', '--json');
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({ variants: [], daily: { currentStreak: 0, longestStreak: 0 } });
    expect(fs.existsSync(missing)).toBe(false);
  });
});

describe('stats reset', () => {
  it('refuses without --yes, exit 2, saying exactly what it would erase, and erases nothing', async () => {
    recordSome();
    const before = fs.readFileSync(path.join(dir, 'stats.json'), 'utf8');
    const { code, stdout, stderr } = await cli('stats', 'reset');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'forty-thieves: stats reset erases only with --yes; it would erase the statistics of ' +
        `forty-thieves hard (3 played, 2 won), josephine easy (1 played, 0 won) in ${dir}\n`,
    );
    expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(before);
  });

  it('erases only the variant and level named', async () => {
    recordSome();
    const refused = await cli('stats', 'reset', '--variant', 'josephine');
    expect(refused.stderr).toContain('would erase the statistics of josephine easy (1 played, 0 won) in');
    const done = await cli('stats', 'reset', '--variant', 'josephine', '--yes');
    expect(done).toEqual({ code: 0, stdout: 'Erased josephine easy (1 played, 0 won).\n', stderr: '' });
    expect(
      openStore()
        .allStats()
        .map((s) => s.variant),
    ).toEqual(['forty-thieves']);
  });

  it('erases everything with --yes', async () => {
    recordSome();
    expect((await cli('stats', 'reset', '--yes')).code).toBe(0);
    expect((await cli('stats')).stdout).toBe('No games finished yet: a game counts when won or lost.\n');
  });

  it.each([[[]], [['--daily']]])(
    'erases nothing, exit 1, where the statistics could not be read, rather than find none to erase (%j)',
    async (args) => {
      const newer = JSON.stringify({ schemaVersion: 99, stats: 'whatever it holds now' });
      fs.writeFileSync(path.join(dir, 'stats.json'), newer);
      for (const yes of [[], ['--yes']]) {
        const { code, stdout, stderr } = await cli('stats', 'reset', ...args, ...yes);
        expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
        expect(stderr).toContain(`forty-thieves: nothing erased: the statistics in ${dir} could not be read\n`);
        expect(stderr).not.toContain('no statistics to erase');
      }
      expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(newer);
      const file = path.join(dir, 'file');
      fs.writeFileSync(file, '');
      process.env.FORTY_THIEVES_CONFIG_DIR = file;
      const underFile = await cli('stats', 'reset', ...args, '--yes');
      expect(underFile.code).toBe(1);
      expect(underFile.stderr).toContain(`nothing erased: the statistics in ${file} could not be read`);
    },
  );

  it('says when there is nothing to erase, with --yes or without: it would change nothing', async () => {
    for (const yes of [[], ['--yes']]) {
      expect(await cli('stats', 'reset', ...yes, '--difficulty', 'easy')).toEqual({
        code: 0,
        stdout: `Nothing erased: there are no statistics for level easy to erase in ${dir}.\n`,
        stderr: '',
      });
    }
    expect(await cli('stats', 'reset', '--daily')).toEqual({
      code: 0,
      stdout: `Nothing erased: there is no daily record to erase in ${dir}.\n`,
      stderr: '',
    });
  });

  it('leaves a configuration directory not made yet as it was when there is nothing to erase', async () => {
    const missing = path.join(dir, 'not-yet');
    process.env.FORTY_THIEVES_CONFIG_DIR = missing;
    for (const args of [['--yes'], ['--daily', '--yes']]) {
      const { code, stderr } = await cli('stats', 'reset', ...args);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    }
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('says why an erase failed, exit 1, without the words of a game that goes on without saving', async () => {
    recordSome();
    const before = fs.readFileSync(path.join(dir, 'stats.json'), 'utf8');
    const readOnly = Object.assign(new Error('read-only file system'), { code: 'EROFS' });
    const access = vi.spyOn(fs, 'accessSync').mockImplementation(() => {
      throw readOnly;
    });
    try {
      const { code, stdout, stderr } = await cli('stats', 'reset', '--variant', 'josephine', '--yes');
      expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
      expect(stderr).toMatch(
        new RegExp(
          `^forty-thieves: could not erase the statistics of josephine easy \\(.*\\) in ${dir}: cannot write to ${dir}: [^;]*\\n$`,
        ),
      );
    } finally {
      access.mockRestore();
    }
    expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(before);
  });

  it("says a damaged file's notice once when the erase fails in a directory that takes no writes", async () => {
    recordSome();
    fs.writeFileSync(path.join(dir, 'stats.json'), '{"damaged');
    const readOnly = Object.assign(new Error('read-only file system'), { code: 'EROFS' });
    const rename = vi.spyOn(fs, 'renameSync').mockImplementation(() => {
      throw readOnly;
    });
    const access = vi.spyOn(fs, 'accessSync').mockImplementation(() => {
      throw readOnly;
    });
    try {
      const { code, stdout, stderr } = await cli('stats', 'reset', '--variant', 'josephine', '--yes');
      expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
      // The look before the erase and the erase read the same damaged file.
      expect(stderr.match(/left in place because it cannot be moved/g)).toHaveLength(1);
      expect(stderr).toMatch(/could not erase the statistics of josephine easy \(.*\) in .*: cannot write to [^;]*\n$/);
    } finally {
      rename.mockRestore();
      access.mockRestore();
    }
  });

  it('refuses --json, before or after its name, exit 2, and erases nothing', async () => {
    recordSome();
    const before = fs.readFileSync(path.join(dir, 'stats.json'), 'utf8');
    for (const args of [
      ['stats', 'reset', '--yes', '--json'],
      ['stats', '--json', 'reset', '--yes'],
    ]) {
      expect(await cli(...args)).toEqual({
        code: 2,
        stdout: '',
        stderr: 'forty-thieves: stats reset has no --json: it says in a sentence what it erased\n',
      });
    }
    expect(fs.readFileSync(path.join(dir, 'stats.json'), 'utf8')).toBe(before);
  });

  it('checks the variant it is given', async () => {
    const { code, stderr } = await cli('stats', 'reset', '--variant', 'nope', '--yes');
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown variant "nope"/);
  });
});
