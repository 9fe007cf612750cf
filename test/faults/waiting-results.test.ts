// A result that stats.json cannot take at once (another copy holds its
// lock, the disk is full, a newer version wrote the file) is never only in
// memory while its saved game is gone: it waits in a file of its own, or
// the saved game stays. A copy "killed" here is a store never finished.

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFaultHook } from '../../src/store/fault-points.js';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';
import { makeUnreadable, playedGame, useConfigDir } from '../store/support.js';
import { Tally } from './support.js';

const tally = new Tally('results that stats.json cannot take at once');
afterAll(() => tally.print());

const dir = useConfigDir({ beforeEach, afterEach });
const file = (name: string) => path.join(dir(), name);
const waitingFiles = () => fs.readdirSync(dir()).filter((name) => name.startsWith('stats-waiting-'));
const playedOnDisk = (): number => {
  if (!fs.existsSync(file('stats.json'))) return 0;
  const stats: { played: number }[] = JSON.parse(fs.readFileSync(file('stats.json'), 'utf8')).stats;
  return stats.reduce((n, s) => n + s.played, 0);
};
const savedRecorded = (): boolean => JSON.parse(fs.readFileSync(file('game.json'), 'utf8')).recorded;
/** A live process that never lets go of the lock (the test runner's parent). */
const holdLock = () => fs.writeFileSync(file('stats.json.lock'), String(process.ppid));
const resultOf = (gameId: string, won = true): GameResult => ({
  gameId,
  variant: 'forty-thieves',
  level: 'hard',
  seed: '1',
  won,
  moves: 12,
  seconds: 30,
  score: 40,
  cardsHome: won ? 104 : 8,
  at: '2026-06-01T00:00:00.000Z',
});

describe('a waiting file with a result the statistics could not hold', () => {
  it('is set aside as it is read, and stats.json and its backup stay readable with every game', () => {
    const first = openStore();
    first.recordResult(resultOf(newGameId()));
    const bad = { ...resultOf(newGameId()), daily: 'yesterday' };
    fs.writeFileSync(file('stats-waiting-0123456789ab.json'), JSON.stringify({ schemaVersion: 1, results: [bad] }));
    const next = openStore();
    const [notice, ...more] = next.takeNotices();
    expect(more).toEqual([]);
    expect(notice).toMatch(/stats-waiting-0123456789ab\.json is not usable \(.*"daily" is not a date\); kept as /);
    next.recordResult(resultOf(newGameId(), false));
    expect(next.takeNotices()).toEqual([]);
    const third = openStore();
    expect(third.takeNotices()).toEqual([]);
    expect(third.stats('forty-thieves', 'hard')).toMatchObject({ played: 2, won: 1, lost: 1 });
    expect(fs.readFileSync(file('stats.json.bak'), 'utf8')).toBe(fs.readFileSync(file('stats.json'), 'utf8'));
  });
});

describe('a result recorded while another copy holds the lock', () => {
  it('waits in a file, and a copy killed before writing it loses nothing: the next copy counts it once', () => {
    const killed = openStore();
    const id = newGameId();
    killed.saveGame({ id, game: playedGame(12), elapsedMs: 30_000, recorded: false });
    holdLock();
    killed.recordResult(resultOf(id));
    killed.clearGame();
    expect(playedOnDisk()).toBe(0);
    expect(waitingFiles()).toHaveLength(1);
    // Its record is safe in the file, so the saved game may say so.
    expect(fs.existsSync(file('game.json'))).toBe(false);

    fs.rmSync(file('stats.json.lock'));
    const next = openStore();
    tally.add('lock busy, then a kill', playedOnDisk() === 1);
    expect(playedOnDisk()).toBe(1);
    expect(next.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, won: 1 });
    expect(waitingFiles()).toEqual([]);
    // The same game reported again, by a third copy, is not counted again.
    openStore().recordResult(resultOf(id));
    expect(playedOnDisk()).toBe(1);
  });

  it('marks the saved game recorded once its win waits in its file; a loss, its game left, takes the save away', () => {
    const store = openStore();
    const id = newGameId();
    store.saveGame({ id, game: playedGame(12), elapsedMs: 0, recorded: false });
    holdLock();
    store.recordResult(resultOf(id, true));
    expect(savedRecorded()).toBe(true);
    const lost = newGameId();
    store.saveGame({ id: lost, game: playedGame(12), elapsedMs: 0, recorded: false });
    store.recordResult(resultOf(lost, false));
    expect(fs.existsSync(file('game.json'))).toBe(false);
    // Both results wait, to be counted once the lock is free.
    const waiting = waitingFiles().map((name) => fs.readFileSync(file(name), 'utf8'));
    expect(waiting.join()).toContain(id);
    expect(waiting.join()).toContain(lost);
  });

  it('removes its file once the lock is free and the result is written', async () => {
    const store = openStore();
    holdLock();
    store.recordResult(resultOf(newGameId()));
    expect(waitingFiles()).toHaveLength(1);
    fs.rmSync(file('stats.json.lock'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(playedOnDisk()).toBe(1);
    expect(waitingFiles()).toEqual([]);
  });
});

describe('a file of waiting results', () => {
  it('is never written again: more results make a new file, so a copy that counted the old one loses nothing', () => {
    const writer = openStore();
    holdLock();
    const [first, second] = [newGameId(), newGameId()];
    writer.recordResult(resultOf(first));
    const read = waitingFiles();
    expect(read).toHaveLength(1);
    writer.recordResult(resultOf(second));
    expect(waitingFiles()).toHaveLength(1);
    expect(waitingFiles()).not.toEqual(read);
    // Another copy that had read the first file counted `first`, and removes that file only.
    for (const name of read) fs.rmSync(file(name), { force: true });
    fs.rmSync(file('stats.json.lock'));
    openStore();
    expect(playedOnDisk()).toBe(2);
  });

  it("holds only its own copy's results: sessions kept from stats.json do not copy each other's", () => {
    fs.writeFileSync(file('stats.json'), JSON.stringify({ schemaVersion: 2 }));
    for (let session = 0; session < 5; session++) {
      const store = openStore();
      store.recordResult(resultOf(newGameId()));
      store.finish();
    }
    const held = waitingFiles().map((name) => JSON.parse(fs.readFileSync(file(name), 'utf8')).results.length as number);
    expect(held).toEqual([1, 1, 1, 1, 1]);
    // All five count in what the next copy shows, once each.
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(5);
  });

  it('is counted by the stats command, which leaves it and stats.json as they are', () => {
    const writer = openStore();
    holdLock();
    writer.recordResult(resultOf(newGameId()));
    fs.rmSync(file('stats.json.lock'));
    const reader = openStore({ readOnly: true });
    expect(reader.stats('forty-thieves', 'hard').played).toBe(1);
    expect(waitingFiles()).toHaveLength(1);
    expect(playedOnDisk()).toBe(0);
  });
});

describe('a game won on a full disk', () => {
  afterEach(() => setFaultHook(undefined));

  it('keeps its saved game, not marked recorded, until its result can be written', () => {
    const store = openStore();
    const id = newGameId();
    store.saveGame({ id, game: playedGame(12), elapsedMs: 30_000, recorded: false });
    setFaultHook((point) => {
      if (point.endsWith('temporary file created')) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    });
    store.recordResult(resultOf(id));
    store.saveGame({ id, game: playedGame(13), elapsedMs: 31_000, recorded: true });
    store.clearGame();
    const kept = fs.existsSync(file('game.json'));
    tally.add('a full disk at a win', kept);
    expect(kept).toBe(true);
    expect(savedRecorded()).toBe(false);
    expect(waitingFiles()).toEqual([]);

    // Killed; room again: the game comes back, to be counted when it ends.
    setFaultHook(undefined);
    const next = openStore();
    expect(next.loadGame()).toMatchObject({ id, recorded: false });
    expect(next.stats('forty-thieves', 'hard').played).toBe(0);
  });

  // A disk that takes no writes at all: removing the save would lose the only record of the game.
  const refuseAll = () =>
    setFaultHook((point) => {
      if (point.endsWith('temporary file created')) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    });
  /** stats.json and the results' own files refused, game.json taken (a quota on new files, a race for the last block). */
  const refuseResults = () =>
    setFaultHook((point) => {
      if (/\/stats[^/]*: temporary file created$/.test(point)) {
        throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      }
    });
  const savedId = (): string => JSON.parse(fs.readFileSync(file('game.json'), 'utf8')).id;
  /** A game saved, then won while the directory takes no result (`refuse`), and cleared as a win clears it. */
  function wonOnAFullDisk(refuse = refuseAll) {
    const store = openStore();
    const id = newGameId();
    store.saveGame({ id, game: playedGame(12), elapsedMs: 30_000, recorded: false });
    refuse();
    store.recordResult(resultOf(id));
    store.clearGame();
    return { store, id };
  }

  it('keeps its saved game through a second clear, as quitting from the won game makes', () => {
    const { store, id } = wonOnAFullDisk();
    store.clearGame();
    expect(fs.existsSync(file('game.json'))).toBe(true);
    expect(savedId()).toBe(id);
  });

  it('keeps a save loaded from the disk and abandoned, with its loss', () => {
    const id = newGameId();
    openStore().saveGame({ id, game: playedGame(12), elapsedMs: 30_000, recorded: false });
    const next = openStore();
    const saved = next.loadGame()!;
    refuseAll();
    next.recordResult(resultOf(saved.id, false));
    next.clearGame();
    expect(savedId()).toBe(id);
    expect(savedRecorded()).toBe(false);
  });

  it('is not written over by the next game while its result is only in memory', () => {
    const { store, id } = wonOnAFullDisk(refuseResults);
    store.saveGame({ id: newGameId(), game: playedGame(1), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(id);
  });

  it('gives way at the end to the game played since, once the directory takes the result after all', () => {
    const { store, id } = wonOnAFullDisk();
    const next = newGameId();
    store.saveGame({ id: next, game: playedGame(3), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(id);
    setFaultHook(undefined);
    store.finish();
    expect(playedOnDisk()).toBe(1);
    expect(savedId()).toBe(next);
  });

  it('goes at the end once the directory takes the result after all', () => {
    const { store } = wonOnAFullDisk();
    setFaultHook(undefined);
    store.finish();
    expect(playedOnDisk()).toBe(1);
    expect(fs.existsSync(file('game.json'))).toBe(false);
  });
});

describe('a result that neither stats.json nor a file of its own takes', () => {
  afterEach(() => setFaultHook(undefined));
  const refuse = (paths: RegExp) =>
    setFaultHook((point) => {
      if (point.endsWith('temporary file created') && paths.test(point)) {
        throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      }
    });

  it('gets a file of its own at the end, when the directory takes that write by then', () => {
    const store = openStore();
    refuse(/./);
    store.recordResult(resultOf(newGameId()));
    expect(waitingFiles()).toEqual([]);
    refuse(/stats\.json: /);
    store.finish();
    expect(waitingFiles()).toHaveLength(1);
    expect(store.takeNotices().some((notice) => notice.includes('not recorded'))).toBe(false);
  });
});

describe('stats.json written by a newer version', () => {
  it('is left byte for byte as it is, and the results wait beside it', () => {
    const newer = JSON.stringify({ schemaVersion: 2, stats: 'whatever it holds now' });
    fs.writeFileSync(file('stats.json'), newer);
    fs.writeFileSync(file('stats.json.bak'), newer);
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      `${file('stats.json')} was written by a newer forty-thieves: schema 2, this one reads 1; ` +
        'left as it is for that version, and this one will not write stats.json: results wait beside it',
    ]);
    store.recordResult(resultOf(newGameId()));
    store.finish();
    expect(store.takeNotices()).toEqual([]);
    const untouched = ['stats.json', 'stats.json.bak'].every((name) => fs.readFileSync(file(name), 'utf8') === newer);
    tally.add('a newer stats.json', untouched);
    expect(untouched).toBe(true);
    expect(fs.readdirSync(dir()).filter((name) => name.includes('corrupt'))).toEqual([]);
    expect(waitingFiles()).toHaveLength(1);
  });
});

describe('a stats.json the system will not let the program read', () => {
  it('is left as it is, not started afresh, and the results wait beside it until it can be read', () => {
    const before = openStore();
    before.recordResult(resultOf(newGameId()));
    before.finish();
    const held = fs.readFileSync(file('stats.json'), 'utf8');
    const readable = makeUnreadable(file('stats.json'));
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      `${file('stats.json')} cannot be read: permission denied (EACCES); ` +
        'left as it is, and stats.json will not be written this session: results wait beside it',
    ]);
    expect(store.statsUnread()).toBe(true);
    store.recordResult(resultOf(newGameId(), false));
    store.finish();
    readable();
    const untouched = fs.readFileSync(file('stats.json'), 'utf8') === held;
    tally.add('an unreadable stats.json', untouched);
    expect(untouched).toBe(true);
    expect(fs.readdirSync(dir()).filter((name) => name.includes('corrupt'))).toEqual([]);
    expect(waitingFiles()).toHaveLength(1);
    // Readable again: the game before and the one that waited, each once.
    const after = openStore();
    expect(after.stats('forty-thieves', 'hard')).toMatchObject({ played: 2, won: 1, lost: 1 });
    after.finish();
    expect(playedOnDisk()).toBe(2);
  });
});

describe('a damaged stats.json whose backup the program may not read', () => {
  it('starts no statistics afresh, whose write would go over the backup once it can be read', () => {
    const before = openStore();
    before.recordResult(resultOf(newGameId()));
    before.recordResult(resultOf(newGameId()));
    before.finish();
    fs.writeFileSync(file('stats.json'), '{ damaged');
    const readable = makeUnreadable(file('stats.json.bak'));
    const store = openStore();
    expect(store.takeNotices().at(-1)).toMatch(
      /stats\.json is not valid JSON .*; kept as .*; the statistics are in .*stats\.json\.bak, which cannot be read: results wait beside it$/,
    );
    expect(store.statsUnread()).toBe(true);
    store.recordResult(resultOf(newGameId(), false));
    store.finish();
    readable();
    expect(fs.existsSync(file('stats.json'))).toBe(false);
    expect(waitingFiles()).toHaveLength(1);
    // Readable again: the two games of the backup and the one that waited, each once; the backup kept whole.
    const after = openStore();
    expect(after.stats('forty-thieves', 'hard')).toMatchObject({ played: 3, won: 2, lost: 1 });
    after.finish();
    expect(playedOnDisk()).toBe(3);
  });
});

describe('the stats command over a damaged stats.json', () => {
  it('still repairs it from the backup, though it leaves waiting results where they are', () => {
    const writer = openStore();
    writer.recordResult(resultOf(newGameId()));
    holdLock();
    writer.recordResult(resultOf(newGameId()));
    fs.rmSync(file('stats.json.lock'));
    fs.writeFileSync(file('stats.json'), '{ damaged');
    const reader = openStore({ readOnly: true });
    expect(reader.stats('forty-thieves', 'hard').played).toBe(2);
    expect(playedOnDisk()).toBe(1);
    expect(waitingFiles()).toHaveLength(1);
  });
});
