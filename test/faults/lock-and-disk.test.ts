// The statistics' lock and a directory that takes no writes. A lock left by
// anything but a live copy (empty, a directory, a link, a dead holder, too
// old) is taken over at once; a live copy's lock makes the keys wait for
// nothing, the result is written a moment later. A full disk costs one
// failed write and one notice, and the player is reminded at the end that
// the game was not saved.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFaultHook } from '../../src/store/fault-points.js';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';
import { ran, tryLock } from '../../src/store/lock.js';
import { makeReadOnly, playedGame, useConfigDir } from '../store/support.js';
import { runChild, Tally } from './support.js';

const tally = new Tally('the lock and a directory that takes no writes');
afterAll(() => tally.print());

const dir = useConfigDir({ beforeEach, afterEach });
const lockPath = () => path.join(dir(), 'stats.json.lock');
const onDisk = (): number => {
  const file = path.join(dir(), 'stats.json');
  if (!fs.existsSync(file)) return 0;
  return JSON.parse(fs.readFileSync(file, 'utf8')).stats.reduce((n: number, s: { played: number }) => n + s.played, 0);
};
const result = (): GameResult => ({
  gameId: newGameId(),
  variant: 'forty-thieves',
  level: 'hard',
  seed: '11',
  won: false,
  moves: 40,
  seconds: 100,
  score: 20,
  cardsHome: 20,
  at: '2025-06-01T00:00:00.000Z',
});
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

const LEFTOVERS: Record<string, () => void> = {
  'an empty lock file': () => fs.writeFileSync(lockPath(), ''),
  'a lock file holding no pid': () => fs.writeFileSync(lockPath(), 'x'.repeat(100)),
  'a directory': () => fs.mkdirSync(lockPath()),
  'a link': () => fs.symlinkSync('/dev/zero', lockPath()),
  'a dead holder': () => fs.writeFileSync(lockPath(), String(deadPid())),
  'a live holder older than its limit': () => {
    fs.writeFileSync(lockPath(), String(process.ppid));
    const old = new Date(Date.now() - 6 * 60_000);
    fs.utimesSync(lockPath(), old, old);
  },
  "another machine's holder older than its limit": () => {
    fs.writeFileSync(lockPath(), '1 @another-machine');
    const old = new Date(Date.now() - 6 * 60_000);
    fs.utimesSync(lockPath(), old, old);
  },
};

describe('a lock left behind', () => {
  it.each(Object.keys(LEFTOVERS))('as %s is taken over at once', (kind) => {
    LEFTOVERS[kind]();
    const got = tryLock(lockPath(), () => 'ran');
    tally.add(`lock: ${kind}`, ran(got) && got.value === 'ran');
    expect(got).toEqual({ value: 'ran' });
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('held by a live copy is not taken: the caller hears it is busy', () => {
    fs.writeFileSync(lockPath(), String(process.ppid));
    expect(tryLock(lockPath(), () => 'ran')).toBe('busy');
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(String(process.ppid));
  });

  it.each([
    ['a live copy', () => String(process.ppid)],
    ["another machine's copy", () => '1 @another-machine'],
  ])('held by %s for a minute is not taken: it may be stopped inside its write, or its clock behind', (_, text) => {
    // A holder that went on would rename its older file over the writes of the copy that took its lock.
    fs.writeFileSync(lockPath(), text());
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(), minuteAgo, minuteAgo);
    expect(tryLock(lockPath(), () => 'ran')).toBe('busy');
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(text());
  });

  it("held by another machine's copy sharing the directory is not taken while young, whatever its pid is here", () => {
    // A pid of another machine that names no process here: a copy there may be writing, slowed by its disk.
    fs.writeFileSync(lockPath(), `${deadPid()} @another-machine`);
    expect(tryLock(lockPath(), () => 'ran')).toBe('busy');
  });
});

describe('a result recorded while another copy holds the lock', () => {
  it('does not wait: it counts at once here, and is written once the lock is free', async () => {
    const store = openStore();
    fs.writeFileSync(lockPath(), String(process.ppid));
    store.recordResult(result());
    expect(store.stats('forty-thieves', 'hard').played).toBe(1);
    expect(onDisk()).toBe(0);
    fs.rmSync(lockPath());
    await new Promise((resolve) => setTimeout(resolve, 200));
    tally.add('lock: busy while a result is recorded', onDisk() === 1);
    expect(onDisk()).toBe(1);
  });

  it('at the end waits for the lock and writes it', async () => {
    const store = openStore();
    // Another copy holds the lock for half a second.
    const holder = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs'); fs.writeFileSync(process.argv[1], String(process.pid));
       setTimeout(() => fs.rmSync(process.argv[1]), 500);`,
      lockPath(),
    ]);
    while (!fs.existsSync(lockPath())) await new Promise((resolve) => setTimeout(resolve, 10));
    store.recordResult(result());
    expect(onDisk()).toBe(0);
    expect(store.finish()).toEqual([]);
    expect(onDisk()).toBe(1);
    await new Promise((resolve) => holder.on('exit', resolve));
  });

  it('at the end leaves it waiting beside stats.json when a live copy keeps the lock, never taking it', () => {
    const store = openStore();
    fs.writeFileSync(lockPath(), String(process.ppid));
    store.recordResult(result());
    // The holder may only be slow (a stalled disk): taking its lock would let it rename its older file over ours.
    expect(store.finish()).toEqual([]);
    // Waiting in a file of its own, the result is not lost.
    expect(store.lostAtFinish()).toBe(false);
    expect(onDisk()).toBe(0);
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(String(process.ppid));
    fs.rmSync(lockPath());
    const next = openStore();
    expect(next.stats('forty-thieves', 'hard').played).toBe(1);
    expect(onDisk()).toBe(1);
  });
});

/** The disk has no room for a lock file: every other write goes on. */
const noRoomForLocks = () =>
  setFaultHook((point) => {
    if (point.endsWith('lock file created'))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });

describe('a result recorded where no lock can be made', () => {
  afterEach(() => setFaultHook(undefined));

  it('is never merged without the lock: another copy writing meanwhile keeps its result', () => {
    const here = openStore();
    const there = openStore();
    const theirs = { ...result(), won: true };
    let noRoom = true;
    const thereRecords = () => {
      noRoom = false;
      there.recordResult(theirs);
    };
    setFaultHook((point) => {
      // The disk has no room for this copy's lock file this moment; the other copy writes as soon as it can,
      // which would be between this copy's read of stats.json and its rename, were it merging without a lock.
      if (noRoom && point.endsWith('stats.json.lock: lock file created'))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      if (noRoom && point.endsWith('stats.json: temporary file created')) thereRecords();
    });
    here.recordResult(result());
    if (noRoom) thereRecords();
    setFaultHook(undefined);
    expect(here.takeNotices()).toEqual([
      `cannot write to ${dir()}: the disk is full (ENOSPC); going on without saving`,
    ]);
    // Written by the other copy alone; this one's waits for the lock (in memory: the disk is full).
    expect(onDisk()).toBe(1);
    here.finish();
    there.finish();
    const counted = openStore().stats('forty-thieves', 'hard');
    tally.add('no lock to be made: no merge', counted.played === 2 && counted.won === 1);
    expect({ played: counted.played, won: counted.won }).toEqual({ played: 2, won: 1 });
  });

  it('is merged at the end, once a lock can be made again', () => {
    const store = openStore();
    noRoomForLocks();
    store.recordResult(result());
    expect(onDisk()).toBe(0);
    setFaultHook(undefined);
    store.finish();
    expect(onDisk()).toBe(1);
  });
});

describe('a stale lock that cannot be removed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setFaultHook(undefined);
  });
  /** A dead copy's lock the directory will not let go of (its permissions, say), though other files can be written. */
  const stuckLock = () => {
    fs.writeFileSync(lockPath(), String(deadPid()));
    const remove = fs.rmSync;
    vi.spyOn(fs, 'rmSync').mockImplementation((target, options) => {
      if (String(target) === lockPath())
        throw Object.assign(new Error('EPERM: operation not permitted'), { code: 'EPERM' });
      remove(target, options);
    });
  };

  it('keeps the results waiting in their file, names the lock once, and holds up no other write', () => {
    const store = openStore();
    stuckLock();
    const id = newGameId();
    store.recordResult(result());
    store.saveGame({ id, game: playedGame(3), elapsedMs: 0, recorded: false });
    store.recordResult(result());
    const notice =
      `cannot remove ${lockPath()}, left by a copy no longer running: operation not permitted (EPERM); ` +
      'the statistics are not written until it is removed';
    expect(store.takeNotices()).toEqual([notice]);
    expect(onDisk()).toBe(0);
    expect(fs.readdirSync(dir()).filter((name) => name.startsWith('stats-waiting-'))).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir(), 'game.json'), 'utf8')).id).toBe(id);
    // Quitting loses nothing, and says nothing more (the run's notices are all said again at the end): the
    // next copy, where the lock can go, counts both.
    expect(store.finish()).toEqual([notice]);
    expect(store.lostAtFinish()).toBe(false);
    vi.restoreAllMocks();
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(2);
    expect(onDisk()).toBe(2);
  });

  it('on a full disk, is neither taken nor written beside: the results wait', () => {
    fs.writeFileSync(lockPath(), String(deadPid()));
    const store = openStore();
    noRoomForLocks();
    store.recordResult(result());
    expect(onDisk()).toBe(0);
    expect(store.stats('forty-thieves', 'hard').played).toBe(1);
    setFaultHook(undefined);
    store.finish();
    expect(onDisk()).toBe(1);
  });
});

describe('erasing the statistics while another copy keeps the lock', () => {
  it('erases nothing and says which lock stood in the way', () => {
    const first = openStore();
    first.recordResult(result());
    first.finish();
    fs.writeFileSync(lockPath(), String(process.ppid));
    const store = openStore();
    expect(store.resetStats()).toBeUndefined();
    expect(store.takeNotices()).toEqual([
      `another copy of forty-thieves held ${lockPath()} throughout the wait: try again (if none is running, remove it)`,
    ]);
    expect(onDisk()).toBe(1);
  });
});

describe('the wait for a lock', () => {
  it('ends after its few seconds when the clock is set back meanwhile', async () => {
    const run = await runChild('reset-with-clock-stopped.ts', [dir()], { limitMs: 20_000 });
    expect(run.hung).toBe(false);
    expect(JSON.parse(run.stdout)).toEqual({
      erased: null,
      notices: [
        `another copy of forty-thieves held ${lockPath()} throughout the wait: try again (if none is running, remove it)`,
      ],
    });
  }, 30_000);
});

describe('a full disk', () => {
  let writes = 0;
  beforeEach(() => {
    writes = 0;
    setFaultHook((point) => {
      if (!point.endsWith('temporary file created')) return;
      writes += 1;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
  });
  afterEach(() => setFaultHook(undefined));

  it('costs one failed write and one notice a file, not one a move; the end says what was not saved', () => {
    const store = openStore();
    const id = newGameId();
    for (let n = 1; n <= 20; n++) store.saveGame({ id, game: playedGame(n), elapsedMs: 0, recorded: false });
    store.recordResult(result());
    store.saveGame({ id, game: playedGame(21), elapsedMs: 0, recorded: false });
    store.recordResult(result());
    // game.json once; stats.json and the file of results waiting once, when the first result came.
    expect(writes).toBe(3);
    const notice = (file: string) =>
      `cannot write to ${path.join(dir(), file)}: the disk is full (ENOSPC); going on without writing it`;
    expect(store.takeNotices()).toEqual([notice('game.json'), notice('stats.json'), notice('stats-waiting-….json')]);
    store.finish();
    tally.add('a full disk', writes <= 7);
    expect(store.takeNotices()).toEqual([
      `the game in progress was not saved and 2 results were not recorded: ${dir()} did not take the writes`,
    ]);
    // The program's exit code says so too.
    expect(store.lostAtFinish()).toBe(true);
  });

  it('says while the game goes on what quitting would lose, and nothing once it is written', () => {
    const store = openStore();
    const id = newGameId();
    store.saveGame({ id, game: playedGame(2), elapsedMs: 0, recorded: false });
    expect(store.notSaved()).toBe(`this game is not saved: ${dir()} did not take the writes`);
    store.recordResult(result());
    expect(store.notSaved()).toBe(
      `this game is not saved and the loss of Forty Thieves deal 11 was not recorded yet: ${dir()} did not take the writes`,
    );
    setFaultHook(undefined);
    store.finish();
    expect(store.notSaved()).toBeUndefined();
  });

  it('tries settings it refused again with every save and at the end, and says at the end if they are lost', () => {
    const store = openStore();
    const changed = { ...store.settings(), fourColor: !store.settings().fourColor };
    store.saveSettings(changed);
    expect(store.notSaved()).toBe(`the settings changed are not saved: ${dir()} did not take the writes`);
    store.finish();
    expect(store.takeNotices().at(-1)).toBe(`the settings changed were not saved: ${dir()} did not take the writes`);
    // The exit code speaks for the game and its results.
    expect(store.lostAtFinish()).toBe(false);
  });

  it('names the settings with the game, the directory refusing both, its reason said once', () => {
    const store = openStore();
    store.saveGame({ id: newGameId(), game: playedGame(1), elapsedMs: 0, recorded: false });
    store.saveSettings({ ...store.settings(), bell: !store.settings().bell });
    expect(store.notSaved()).toBe(
      `this game is not saved and the settings changed are not saved: ${dir()} did not take the writes`,
    );
  });

  it('counts nothing lost for settings changed and changed back to what the file holds', () => {
    const store = openStore();
    const before = store.settings();
    store.saveSettings({ ...before, bell: !before.bell });
    expect(store.notSaved()).toBeDefined();
    store.saveSettings(before);
    expect(store.notSaved()).toBeUndefined();
  });

  it('writes the settings it refused at the next save that can', () => {
    const store = openStore();
    const changed = { ...store.settings(), fourColor: !store.settings().fourColor };
    store.saveSettings(changed);
    setFaultHook(undefined);
    // A write refused is tried again once the directory has had a few seconds.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      store.saveGame({ id: newGameId(), game: playedGame(1), elapsedMs: 0, recorded: false });
    } finally {
      vi.useRealTimers();
    }
    expect(store.notSaved()).toBeUndefined();
    expect(openStore().settings().fourColor).toBe(changed.fourColor);
  });

  it('once it has room again, saves as before and says so', () => {
    const store = openStore();
    store.saveGame({ id: 'full-then-not', game: playedGame(3), elapsedMs: 0, recorded: false });
    setFaultHook(undefined);
    store.finish();
    expect(store.takeNotices()).toEqual([
      `cannot write to ${path.join(dir(), 'game.json')}: the disk is full (ENOSPC); going on without writing it`,
      `writing ${path.join(dir(), 'game.json')} again`,
    ]);
    expect(openStore().loadGame()?.game.done).toHaveLength(3);
  });
});

describe('stats.json and its backup gone while a copy runs, where nothing can be written', () => {
  afterEach(() => setFaultHook(undefined));

  it('keeps the results another copy left waiting in their file until stats.json is written again', () => {
    const counted = result();
    openStore().recordResult(counted);
    // Left by a copy killed after stats.json took its result; read by this copy while another held the lock.
    const waiting = path.join(dir(), 'stats-waiting-0123456789ab.json');
    fs.writeFileSync(waiting, JSON.stringify({ schemaVersion: 1, results: [counted] }));
    fs.writeFileSync(lockPath(), String(process.ppid));
    const store = openStore();
    store.allStats();
    fs.rmSync(lockPath());
    fs.rmSync(path.join(dir(), 'stats.json'));
    fs.rmSync(path.join(dir(), 'stats.json.bak'));
    setFaultHook((point) => {
      if (point.endsWith('temporary file created'))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    store.finish();
    expect(fs.existsSync(waiting)).toBe(true);
  });
});

/** Writes to the files whose path holds `name` fail, as on a disk with no room for them. */
function fullFor(name: string): void {
  beforeEach(() =>
    setFaultHook((point) => {
      if (point.includes(name) && point.endsWith('temporary file created'))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }),
  );
  afterEach(() => setFaultHook(undefined));
}

describe('a stats.json the disk refuses, where small files still fit', () => {
  fullFor('stats.json');

  it('keeps the result in a file of its own, and the game saved after every move', () => {
    const store = openStore();
    const id = newGameId();
    store.saveGame({ id, game: playedGame(1), elapsedMs: 0, recorded: false });
    store.recordResult(result());
    for (let n = 2; n <= 4; n++) store.saveGame({ id, game: playedGame(n), elapsedMs: 0, recorded: false });
    const waiting = fs.readdirSync(dir()).filter((name) => name.startsWith('stats-waiting-'));
    // Waiting in a file of its own, the result is safe: quitting loses nothing.
    expect(store.notSaved()).toBeUndefined();
    tally.add('stats.json refused, small files not', waiting.length === 1);
    expect(waiting).toHaveLength(1);
    expect(openStore().loadGame()?.game.done).toHaveLength(4);
    setFaultHook(undefined);
    // The next copy counts the result waiting, once.
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(1);
    expect(onDisk()).toBe(1);
  });
});

describe('a disk that takes the saved game but no statistics', () => {
  fullFor('stats');

  it('never saves the game marked recorded while its result is only in memory', () => {
    const store = openStore();
    const saved = { id: newGameId(), game: playedGame(5), elapsedMs: 0, recorded: false };
    store.saveGame(saved);
    store.recordResult({ ...result(), gameId: saved.id });
    store.saveGame({ ...saved, recorded: true });
    // Killed now: the next start finds the game unrecorded, and counts it then.
    const game = JSON.parse(fs.readFileSync(path.join(dir(), 'game.json'), 'utf8'));
    expect(game.recorded).toBe(false);
    expect(game.id).toBe(saved.id);
    setFaultHook(undefined);
    const next = openStore();
    expect(next.loadGame()).toMatchObject({ id: saved.id, recorded: false });
  });
});

describe('a read-only directory', () => {
  it('is reported once and never waited on', () => {
    const store = openStore();
    const makeWritable = makeReadOnly(dir());
    const id = newGameId();
    for (let n = 1; n <= 5; n++) store.saveGame({ id, game: playedGame(n), elapsedMs: 0, recorded: false });
    store.recordResult(result());
    const notices = store.takeNotices();
    makeWritable();
    tally.add('a read-only directory', notices.length === 1);
    expect(notices).toEqual([
      expect.stringMatching(/^cannot write to .*permission denied \(EACCES\); going on without saving$/),
    ]);
  });

  it('keeps a result in no file, as the win screen says, until the directory takes it', () => {
    const store = openStore();
    const makeWritable = makeReadOnly(dir());
    const id = newGameId();
    store.saveGame({ id, game: playedGame(5), elapsedMs: 0, recorded: false });
    store.recordResult({ ...result(), won: true, gameId: id });
    expect(store.resultInNoFile(id)).toBe(true);
    expect(store.resultInNoFile(newGameId())).toBe(false);
    makeWritable();
    // The next save tries the statistics first (no retry sooner than the directory's wait: see directory.ts).
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    store.saveGame({ id, game: playedGame(5), elapsedMs: 0, recorded: true });
    expect(onDisk()).toBe(1);
    expect(store.resultInNoFile(id)).toBe(false);
  });
});
