// stats.json: results kept across runs, merged with what is on disk, and
// never lost to a damaged or deleted file.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';
import { salvageStats } from '../../src/store/stats-record.js';
import { makeReadOnly, playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const statsPath = () => path.join(dir(), 'stats.json');
const backupPath = () => path.join(dir(), 'stats.json.bak');
const aside = (name: string) => fs.readdirSync(dir()).filter((f) => f.startsWith(`${name}.corrupt-`));

function result(n: number, won: boolean, variant = 'forty-thieves'): GameResult {
  return {
    gameId: newGameId(),
    variant,
    level: 'hard',
    seed: String(n),
    won,
    moves: 100 + n,
    seconds: 200 + n,
    score: 10 * n,
    cardsHome: won ? 104 : 50,
    at: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
  };
}

/** A variant's entry at Hard, every game of it lost, as stats.json writes it. */
const lostEntry = (variant: string, played: number) => ({
  variant,
  level: 'hard',
  played,
  won: 0,
  lost: played,
  currentStreak: -played,
  longestWinStreak: 0,
  longestLossStreak: played,
  recent: [],
});

function recordThree(): void {
  const store = openStore();
  store.recordResult(result(1, true));
  store.recordResult(result(2, false));
  store.recordResult(result(3, true, 'josephine'));
}

describe('the statistics file', () => {
  it('keeps results across runs, every variant and level in one file with a schemaVersion', () => {
    recordThree();
    const store = openStore();
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 2, won: 1, lost: 1, currentStreak: -1 });
    expect(store.stats('josephine', 'hard')).toMatchObject({ played: 1, won: 1 });
    expect(store.allStats().map((s) => `${s.variant}/${s.level}`)).toEqual(['forty-thieves/hard', 'josephine/hard']);
    const file = JSON.parse(fs.readFileSync(statsPath(), 'utf8'));
    expect(file.schemaVersion).toBe(1);
    expect(file.stats).toHaveLength(2);
    expect(fs.readFileSync(backupPath(), 'utf8')).toBe(fs.readFileSync(statsPath(), 'utf8'));
  });

  it('gives empty statistics for a variant and level never played', () => {
    expect(openStore().stats('lucas', 'easy')).toEqual({
      variant: 'lucas',
      level: 'easy',
      played: 0,
      won: 0,
      lost: 0,
      currentStreak: 0,
      longestWinStreak: 0,
      longestLossStreak: 0,
      recent: [],
    });
    expect(openStore().allStats()).toEqual([]);
  });

  it('merges results another copy wrote after this one opened', () => {
    const first = openStore();
    const second = openStore();
    first.recordResult(result(1, true));
    second.recordResult(result(2, true));
    first.recordResult(result(3, true));
    expect(first.stats('forty-thieves', 'hard')).toMatchObject({ played: 3, won: 3, currentStreak: 3 });
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(3);
  });

  it('takes over a lock left by a process that is gone', () => {
    fs.writeFileSync(`${statsPath()}.lock`, '999999999');
    const store = openStore();
    store.recordResult(result(1, true));
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(1);
    expect(fs.existsSync(`${statsPath()}.lock`)).toBe(false);
  });
});

describe('a damaged statistics file', () => {
  function expectRestored(damaged: string, reason: RegExp): void {
    recordThree();
    fs.writeFileSync(statsPath(), damaged);
    const store = openStore();
    const notices = store.takeNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(reason);
    expect(notices[0]).toMatch(/kept as .*stats\.json\.corrupt-.*; statistics restored from .*stats\.json\.bak$/);
    expect(aside('stats.json')).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir(), aside('stats.json')[0]), 'utf8')).toBe(damaged);
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 2, won: 1 });
    // The file is whole again.
    expect(JSON.parse(fs.readFileSync(statsPath(), 'utf8')).stats).toHaveLength(2);
    expect(openStore().takeNotices()).toEqual([]);
  }

  it('is kept aside and restored from the backup when it is not JSON', () => {
    expectRestored('{"schemaVersion":1,"stats":[{"vari', /stats\.json is not valid JSON/);
  });

  it('is kept aside and restored when it is truncated to nothing', () => {
    expectRestored('', /stats\.json is empty/);
  });

  it('is kept aside and restored when its counts do not add up', () => {
    const bad = JSON.stringify({
      schemaVersion: 1,
      stats: [
        {
          gameId: newGameId(),
          variant: 'maria',
          level: 'hard',
          played: 3,
          won: 1,
          lost: 1,
          currentStreak: 0,
          longestWinStreak: 1,
          longestLossStreak: 1,
          recent: [],
        },
      ],
    });
    expectRestored(bad, /entry 1: won 1 and lost 1 do not add up to played 3/);
  });

  it('is kept aside and restored when it counts one variant and level twice', () => {
    // Which count is right cannot be told: reading one would lose the other at the next write.
    const twice = JSON.stringify({ schemaVersion: 1, stats: [lostEntry('lucas', 50), lostEntry('lucas', 2)] });
    expectRestored(twice, /entry 2: "lucas" at "hard" is counted twice/);
  });

  it('is kept aside and restored when it is not the expected shape', () => {
    expectRestored('[1, 2, 3]', /the file is not an object/);
  });

  it('starts fresh, saying so, when the backup is damaged too', () => {
    recordThree();
    fs.writeFileSync(statsPath(), 'xx');
    fs.writeFileSync(backupPath(), 'yy');
    const store = openStore();
    const notices = store.takeNotices();
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/stats\.json\.bak is not valid JSON.*kept as/);
    expect(notices[1]).toMatch(/stats\.json is not valid JSON.*kept as.*starting fresh statistics$/);
    expect(store.allStats()).toEqual([]);
    expect(aside('stats.json')).toHaveLength(1);
    expect(aside('stats.json.bak')).toHaveLength(1);
    store.recordResult(result(9, true));
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(1);
  });

  it('keeps its sound parts, with the backup damaged the same, where one bad number would cost every variant', () => {
    recordThree();
    const daily = { ...result(4, true), daily: '2025-01-01' };
    openStore().recordResult(daily);
    const file = JSON.parse(fs.readFileSync(statsPath(), 'utf8'));
    const fortyThieves = file.stats.find((entry: { variant: string }) => entry.variant === 'forty-thieves');
    fortyThieves.recent[0].seconds = -1;
    for (const at of [statsPath(), backupPath()]) fs.writeFileSync(at, JSON.stringify(file));
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(
        /stats\.json\.bak is not usable \("stats" entry \d: recent game 1: "seconds" .*\); kept as/,
      ),
      expect.stringMatching(
        /stats\.json is not usable \("stats" entry \d: recent game 1: .*\); kept as .*; its other parts are kept, 1 damaged part left out$/,
      ),
    ]);
    // Forty Thieves keeps its counts and its other recent games; Josephine is whole, and so are the daily record
    // and the ids of the games counted.
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 3, won: 2 });
    expect(store.stats('forty-thieves', 'hard').recent).toHaveLength(2);
    expect(store.stats('josephine', 'hard').played).toBe(1);
    expect(store.daily().won).toEqual([{ from: '2025-01-01', to: '2025-01-01' }]);
    store.recordResult(daily);
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(3);
    expect(aside('stats.json')).toHaveLength(1);
  });

  /** stats.json and its backup damaged the same: a daily streak and a game counted, but no variant's entry sound. */
  function noEntrySound() {
    const id = newGameId();
    const won = [{ from: '2026-11-01', to: '2026-11-09' }];
    const file = {
      schemaVersion: 1,
      stats: [{ ...lostEntry('maria', 3), won: 9 }],
      countedGames: [id],
      daily: { won, recent: [] },
    };
    for (const at of [statsPath(), backupPath()]) fs.writeFileSync(at, JSON.stringify(file));
    return { id, won };
  }

  it('keeps a daily streak and the games counted where no variant’s entry is sound', () => {
    const { won } = noEntrySound();
    const store = openStore();
    expect(store.takeNotices().at(-1)).toMatch(/its other parts are kept, 1 damaged part left out$/);
    expect(store.daily().won).toEqual(won);
    expect(store.allStats()).toEqual([]);
  });

  it('keeps the salvaged daily streak and games counted when a result waiting merges at once, said once', () => {
    const { id, won } = noEntrySound();
    // A result a killed copy left waiting: merged at the start, so stats.json is read again just after it was moved.
    fs.writeFileSync(
      path.join(dir(), 'stats-waiting-0123456789ab.json'),
      JSON.stringify({ schemaVersion: 1, results: [{ ...result(5, false, 'lucas'), at: '2026-11-10T00:00:00.000Z' }] }),
    );
    const store = openStore();
    const notices = store.takeNotices();
    expect(notices.at(-1)).toMatch(/its other parts are kept, 1 damaged part left out$/);
    expect(notices.join('\n')).not.toContain('was missing');
    const onDisk = JSON.parse(fs.readFileSync(statsPath(), 'utf8'));
    expect(onDisk.daily.won).toEqual(won);
    expect(onDisk.countedGames).toContain(id);
    expect(onDisk.stats.map((entry: { variant: string }) => entry.variant)).toEqual(['lucas']);
  });

  it('salvaged, leaves out each bad part alone and counts it: an entry, a game id, a second count, the daily record', () => {
    const id = newGameId();
    const file = {
      schemaVersion: 1,
      stats: [
        lostEntry('lucas', 2),
        { ...lostEntry('maria', 3), won: 9 },
        lostEntry('lucas', 5),
        lostEntry('indian', 1),
      ],
      countedGames: [id, 'not an id'],
      daily: 'none',
    };
    const salvaged = salvageStats(file);
    expect(salvaged?.left).toBe(4);
    expect([...(salvaged?.ledger.table.values() ?? [])].map((s) => [s.variant, s.played])).toEqual([
      ['lucas', 2],
      ['indian', 1],
    ]);
    expect([...(salvaged?.ledger.counted ?? [])]).toEqual([id]);
    expect(salvaged?.ledger.daily).toEqual({ won: [], recent: [] });
    // A file of no schema this program reads has nothing to give.
    expect(salvageStats({ schemaVersion: 0, stats: [] })).toBeUndefined();
    expect(salvageStats([1, 2])).toBeUndefined();
  });

  it('is brought back from the backup when deleted', () => {
    recordThree();
    fs.rmSync(statsPath());
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/stats\.json was missing; statistics restored from .*stats\.json\.bak/),
    ]);
    expect(store.stats('forty-thieves', 'hard').played).toBe(2);
  });

  it('brings back a daily streak and the games counted from the backup when no variant has statistics left', () => {
    const store = openStore();
    const daily = { ...result(1, true, 'maria'), daily: '2026-11-01' };
    store.recordResult(daily);
    store.recordResult({ ...result(2, true, 'maria'), daily: '2026-11-02' });
    // As `stats reset --variant maria` leaves them where Maria was the only variant played.
    expect(openStore({ command: true }).resetStats({ variant: 'maria' })).toBeDefined();
    fs.rmSync(statsPath());
    const next = openStore();
    expect(next.takeNotices()).toEqual([
      expect.stringMatching(/stats\.json was missing; statistics restored from .*stats\.json\.bak$/),
    ]);
    expect(next.daily().won).toEqual([{ from: '2026-11-01', to: '2026-11-02' }]);
    // A game counted before the reset is still known counted.
    next.recordResult(daily);
    expect(openStore().stats('maria', 'hard').played).toBe(0);
  });

  it('is said restored once when moved aside with results waiting, not missing as well', () => {
    recordThree();
    fs.writeFileSync(statsPath(), '{bad');
    // A result another copy left waiting: merged, so stats.json is read a second time, just after it was moved.
    const waiting = { ...result(4, false), at: '2025-04-01T10:00:00.000Z' };
    fs.writeFileSync(
      path.join(dir(), 'stats-waiting-0123456789ab.json'),
      JSON.stringify({ schemaVersion: 1, results: [waiting] }),
    );
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/stats\.json is not valid JSON.*kept as.*; statistics restored from .*stats\.json\.bak$/),
    ]);
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 3, lost: 2 });
  });

  it('restored with results waiting that it counts already, is written again all the same', () => {
    const counted = result(2, false);
    openStore().recordResult(counted);
    fs.writeFileSync(statsPath(), '{bad');
    // A copy killed after stats.json took its result, before it removed the result's own file.
    fs.writeFileSync(
      path.join(dir(), 'stats-waiting-0123456789ab.json'),
      JSON.stringify({ schemaVersion: 1, results: [counted] }),
    );
    openStore().takeNotices();
    expect(fs.existsSync(statsPath())).toBe(true);
    const next = openStore();
    expect(next.takeNotices()).toEqual([]);
    expect(next.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1 });
  });

  it('deleted where nothing can be written, is said restored once, not at every save', () => {
    recordThree();
    const store = openStore();
    fs.rmSync(statsPath());
    const restore = makeReadOnly(dir());
    store.recordResult(result(4, false));
    for (let move = 1; move <= 3; move++)
      store.saveGame({ id: 'a-game', game: playedGame(move), elapsedMs: 0, recorded: false });
    const restored = store.takeNotices().filter((notice) => notice.includes('restored'));
    restore();
    expect(restored).toEqual([
      expect.stringMatching(/stats\.json was missing; statistics restored from .*stats\.json\.bak$/),
    ]);
  });

  it('is rewritten from memory when both files vanish under a running game', () => {
    recordThree();
    const store = openStore();
    fs.rmSync(statsPath());
    fs.rmSync(backupPath());
    store.recordResult(result(4, false));
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/was missing; statistics restored from this session's copy/),
    ]);
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 3, lost: 2 });
  });

  it('damaged under a running game, is kept aside and merged from the backup', () => {
    recordThree();
    const store = openStore();
    fs.writeFileSync(statsPath(), '{"schemaVersion": 1, "stats": [');
    store.recordResult(result(4, false));
    expect(store.takeNotices()[0]).toMatch(/not valid JSON.*restored from .*stats\.json\.bak/);
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 3, lost: 2 });
  });
});

describe('a result the file could not hold', () => {
  it.each([
    ['a time that is not a number', { seconds: Number.NaN }, '"seconds" is not a whole number of at least 0'],
    ['a daily date that is no date', { daily: 'yesterday' }, '"daily" is not a date'],
  ])('(%s) is left out, with a notice, and the games before it stay readable', (_, bad, why) => {
    const store = openStore();
    store.recordResult(result(1, true));
    const before = fs.readFileSync(statsPath(), 'utf8');
    store.recordResult({ ...result(2, true), ...bad });
    const [notice, ...more] = store.takeNotices();
    expect(more).toEqual([]);
    expect(notice).toMatch(
      /^the win of forty-thieves hard seed 2 was not counted: it would not read back from the file/,
    );
    expect(notice).toContain(why);
    expect(notice).toMatch(/stats\.json stays as it was$/);
    expect(fs.readFileSync(statsPath(), 'utf8')).toBe(before);
    // A later game counts as usual, and the next run reads them all, nothing set aside.
    store.recordResult(result(3, false));
    const next = openStore();
    expect(next.takeNotices()).toEqual([]);
    expect(next.stats('forty-thieves', 'hard')).toMatchObject({ played: 2, won: 1, lost: 1 });
    expect(aside('stats.json')).toEqual([]);
    // The program ends saying it lost a result: its exit code too.
    store.finish();
    expect(store.lostAtFinish()).toBe(true);
    next.finish();
    expect(next.lostAtFinish()).toBe(false);
  });
});

describe('resetting statistics', () => {
  it('erases the matching entries only, in both files', () => {
    recordThree();
    const store = openStore();
    const erased = store.resetStats({ variant: 'josephine' });
    expect(erased?.map((s) => s.variant)).toEqual(['josephine']);
    expect(
      openStore()
        .allStats()
        .map((s) => s.variant),
    ).toEqual(['forty-thieves']);
    fs.rmSync(statsPath());
    // The backup does not bring the erased entry back.
    expect(
      openStore()
        .allStats()
        .map((s) => s.variant),
    ).toEqual(['forty-thieves']);
  });

  it('refused by the directory, erases nothing: a result still waiting to be written is kept', () => {
    recordThree();
    const store = openStore();
    const restore = makeReadOnly(dir());
    try {
      store.recordResult(result(4, false, 'josephine'));
      expect(store.resetStats({ variant: 'josephine' })).toBeUndefined();
      expect(store.stats('josephine', 'hard').played).toBe(2);
    } finally {
      restore();
    }
  });

  it('erases everything without a filter', () => {
    recordThree();
    expect(openStore().resetStats()).toHaveLength(2);
    expect(openStore().allStats()).toEqual([]);
  });
});

describe('marks on a result', () => {
  it('keeps "assisted" and the daily date across runs', () => {
    openStore().recordResult({ ...result(1, true), assisted: true, daily: '2026-12-01' });
    openStore().recordResult(result(2, true));
    const [first, second] = openStore().stats('forty-thieves', 'hard').recent;
    expect(first).toMatchObject({ assisted: true, daily: '2026-12-01' });
    expect(second.assisted).toBeUndefined();
    expect(second.daily).toBeUndefined();
  });
});
