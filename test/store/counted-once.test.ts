// Every game counted once: a game's id, made at the deal, goes into
// game.json and into its result, and the statistics keep the ids they have
// counted, so a result reported again (after a kill, by another copy) is
// not counted twice. Files from before games had ids still load.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GameResult, newGameId, openStore } from '../../src/store/index.js';
import { gameResult } from '../../src/ui/table/results.js';
import { fillDisk, playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const statsPath = () => path.join(dir(), 'stats.json');
const gamePath = () => path.join(dir(), 'game.json');

const loss = (gameId: string): GameResult => ({
  gameId,
  variant: 'forty-thieves',
  level: 'hard',
  seed: '1',
  won: false,
  moves: 10,
  seconds: 60,
  score: 5,
  cardsHome: 5,
  at: '2025-04-01T10:00:00.000Z',
});

describe('a game id', () => {
  it('is a fresh one for each deal', () => {
    const ids = new Set(Array.from({ length: 1000 }, newGameId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('goes into game.json and comes back with the game', () => {
    openStore().saveGame({ id: 'dealt-on-monday', game: playedGame(3), elapsedMs: 0, recorded: false });
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe('dealt-on-monday');
    expect(openStore().loadGame()?.id).toBe('dealt-on-monday');
  });

  it('goes into the result and the recent games', () => {
    const store = openStore();
    store.recordResult(loss('lost-on-tuesday'));
    expect(store.stats('forty-thieves', 'hard').recent[0].gameId).toBe('lost-on-tuesday');
    expect(JSON.parse(fs.readFileSync(statsPath(), 'utf8')).countedGames).toEqual(['lost-on-tuesday']);
  });
});

describe('a result reported twice', () => {
  it('by the same copy counts once', () => {
    const store = openStore();
    store.recordResult(loss('game-number-1'));
    store.recordResult(loss('game-number-1'));
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1 });
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1 });
  });

  it('by two copies on the same directory counts once', () => {
    const [a, b] = [openStore(), openStore()];
    a.recordResult(loss('shared-game'));
    b.recordResult(loss('shared-game'));
    b.recordResult(loss('other-game'));
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 2, lost: 2 });
  });

  it('after a kill between recording a win and marking the saved game counts once', () => {
    // Won, then undone: the save holds the game short of its win.
    const saved = { id: 'killed-in-between', game: playedGame(10), elapsedMs: 60_000, recorded: false };
    openStore().saveGame(saved);
    // Another store records it, so the save here is never marked recorded: as after a kill.
    openStore().recordResult({ ...gameResult(saved, Date.UTC(2025, 3, 1)), won: true });
    const next = openStore();
    const loaded = next.loadGame();
    // It comes back marked: leaving it asks nothing of the statistics.
    expect(loaded).toMatchObject({ id: 'killed-in-between', recorded: true });
    // Reported all the same, it is not counted again.
    next.recordResult(gameResult(loaded!, Date.UTC(2025, 3, 2)));
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 1, won: 1 });
  });

  it('after a kill between recording a loss and removing the save counts once, and the game is not offered again', () => {
    const saved = { id: 'given-up', game: playedGame(10), elapsedMs: 60_000, recorded: false };
    openStore().saveGame(saved);
    // A loss is recorded as its game is left; the kill came before the save went.
    openStore().recordResult(gameResult(saved, Date.UTC(2025, 3, 1)));
    expect(openStore().loadGame()).toBeUndefined();
    expect(fs.existsSync(gamePath())).toBe(false);
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1 });
  });

  it('after a kill between recording a loss and removing the save, leaves the save to a copy that has the table', () => {
    const saved = { id: 'given-up', game: playedGame(10), elapsedMs: 60_000, recorded: false };
    openStore().saveGame(saved);
    openStore().recordResult(gameResult(saved, Date.UTC(2025, 3, 1)));
    const mine = openStore();
    mine.claimTable();
    // The lock taken from this copy by a live one (the test runner's parent).
    fs.writeFileSync(path.join(dir(), 'playing.lock'), String(process.ppid));
    expect(mine.loadGame()).toMatchObject({ id: 'given-up', recorded: true });
    expect(fs.existsSync(gamePath())).toBe(true);
  });

  it('recorded as a loss only in memory (a full disk), keeps its save as the only record of it', () => {
    const saved = { id: 'given-up', game: playedGame(10), elapsedMs: 60_000, recorded: false };
    const store = openStore();
    store.saveGame(saved);
    const roomBack = fillDisk();
    try {
      store.recordResult(gameResult(saved, Date.UTC(2025, 3, 1)));
      store.clearGame();
      // game.json touched meanwhile: read again at the next save, as another copy's might be.
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(gamePath(), later, later);
      store.saveGame({ id: 'next-game', game: playedGame(2), elapsedMs: 0, recorded: false });
      expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe('given-up');
    } finally {
      roomBack();
    }
  });

  it('long after, by a copy that has seen many games since, counts once', () => {
    const store = openStore();
    store.recordResult(loss('first-of-many'));
    for (let n = 1; n <= 200; n++) store.recordResult(loss(`later-game-${String(n).padStart(3, '0')}`));
    openStore().recordResult(loss('first-of-many'));
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(201);
  });

  it('after the statistics were reset is still not counted again', () => {
    const store = openStore();
    store.recordResult(loss('before-the-reset'));
    store.resetStats();
    store.recordResult(loss('before-the-reset'));
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(0);
  });
});

describe('files from before games had ids', () => {
  const oldGame = () => {
    openStore().saveGame({ id: 'will-be-removed', game: playedGame(4), elapsedMs: 0, recorded: false });
    const data = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    delete data.id;
    fs.writeFileSync(gamePath(), JSON.stringify(data));
  };

  it('an old saved game gets the same id in every copy that loads it, and keeps it once saved', () => {
    oldGame();
    const first = openStore().loadGame();
    const second = openStore().loadGame();
    expect(first?.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(second?.id).toBe(first?.id);
    const store = openStore();
    store.saveGame(store.loadGame()!);
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe(first?.id);
  });

  it("two copies recording an old saved game's loss count it once", () => {
    oldGame();
    // Both loaded it before either recorded: the first to record its loss takes the save away.
    const copies = [openStore(), openStore()].map((store) => ({ store, game: store.loadGame()! }));
    for (const { store, game } of copies) store.recordResult(gameResult(game, Date.UTC(2025, 3, 1)));
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(1);
  });

  it('old statistics keep their results, and ids start with the next game', () => {
    const old = {
      schemaVersion: 1,
      stats: [
        {
          variant: 'forty-thieves',
          level: 'hard',
          played: 2,
          won: 1,
          lost: 1,
          currentStreak: -1,
          longestWinStreak: 1,
          longestLossStreak: 1,
          recent: [
            { at: '2025-01-01T00:00:00.000Z', seed: '3', won: true, moves: 200, seconds: 500, score: 900 },
            { at: '2025-01-02T00:00:00.000Z', seed: '4', won: false, moves: 20, seconds: 50, score: 30 },
          ],
        },
      ],
    };
    fs.writeFileSync(statsPath(), JSON.stringify(old));
    const store = openStore();
    expect(store.takeNotices()).toEqual([]);
    store.recordResult(loss('first-with-id'));
    const stats = openStore().stats('forty-thieves', 'hard');
    expect(stats).toMatchObject({ played: 3, won: 1, lost: 2, currentStreak: -2 });
    expect(stats.recent.map((r) => r.gameId)).toEqual([undefined, undefined, 'first-with-id']);
  });
});

describe('results left waiting by several runs', () => {
  it('count in the order the games ended, whatever order their files are read in', () => {
    // Written by hand: a win at ten, then a loss at eleven, listed the other way round.
    const win = { ...loss('won-at-ten'), won: true, at: '2025-04-01T10:00:00.000Z' };
    const later = { ...loss('lost-at-eleven'), at: '2025-04-01T11:00:00.000Z' };
    fs.writeFileSync(
      path.join(dir(), 'stats-waiting-0123456789ab.json'),
      JSON.stringify({ schemaVersion: 1, results: [later, win] }),
    );
    const stats = openStore().stats('forty-thieves', 'hard');
    expect(stats.recent.map((game) => game.gameId)).toEqual(['won-at-ten', 'lost-at-eleven']);
    // The loss came last: a losing streak of one, the win's streak over.
    expect(stats.currentStreak).toBe(-1);
  });
});
