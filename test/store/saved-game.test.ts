// The game in progress on disk: a round trip keeps the whole undo and redo
// history, and a save that is damaged or does not replay is kept aside with
// a notice, never shown as a wrong board, never costing the statistics.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { current, findVariant, formatMoves, newGame, parseMoves, redo, undo } from '../../src/engine/index.js';
import { finishedGame } from '../../src/stats/index.js';
import { newGameId, openStore } from '../../src/store/index.js';
import { winOf } from '../support/wins.js';
import { makeUnreadable, playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const gamePath = () => path.join(dir(), 'game.json');
const asideFiles = (name: string) => fs.readdirSync(dir()).filter((f) => f.startsWith(`${name}.corrupt-`));

const RESULT = {
  gameId: newGameId(),
  variant: 'forty-thieves',
  level: 'hard' as const,
  seed: '7',
  won: true,
  moves: 300,
  seconds: 600,
  score: 2000,
  cardsHome: 104,
  at: '2025-03-01T10:00:00.000Z',
};

/** A 40-move game with five moves undone: 35 done, 5 to redo. */
function gameWithHistory() {
  let game = playedGame(40);
  for (let i = 0; i < 5; i++) game = undo(game);
  return game;
}

describe('saving and loading a game', () => {
  it('round-trips the moves done, the redo list, the move count, the clock and the recorded flag', () => {
    const game = gameWithHistory();
    openStore().saveGame({ game, elapsedMs: 754_321, recorded: true, id: newGameId() });
    const loaded = openStore().loadGame();
    expect(loaded).toBeDefined();
    expect(formatMoves(loaded!.game.done)).toBe(formatMoves(game.done));
    expect(formatMoves(loaded!.game.undone)).toBe(formatMoves(game.undone));
    expect(loaded!.game.done).toHaveLength(35);
    expect(loaded!.game.undone).toHaveLength(5);
    expect(loaded!.game.moveCount).toBe(45);
    expect(loaded!.elapsedMs).toBe(754_321);
    expect(loaded!.recorded).toBe(true);
    expect(current(loaded!.game)).toEqual(current(game));
    // The redo list is live: redoing all five gives the 40-move game back.
    let again = loaded!.game;
    for (let i = 0; i < 5; i++) again = redo(again);
    expect(current(again)).toEqual(current(playedGame(40)));
  });

  it.each([
    ['no number', Number.NaN, 0],
    ['past a hundred years', 1e15, 100 * 365 * 24 * 3600 * 1000],
    ['below zero', -5, 0],
  ])('keeps the game when its clock reads %s, with the time it can hold', (_, elapsedMs, kept) => {
    openStore().saveGame({ game: playedGame(12), elapsedMs, recorded: false, id: newGameId() });
    const store = openStore();
    const loaded = store.loadGame();
    expect(store.takeNotices()).toEqual([]);
    expect(loaded?.game.done).toHaveLength(12);
    expect(loaded?.elapsedMs).toBe(kept);
  });

  it('writes the deal and the moves in notation, with a schemaVersion and the seed as a string', () => {
    const game = undo(playedGame(3));
    openStore({ dir: dir() }).saveGame({ game, elapsedMs: 1500, recorded: false, id: 'dealt-at-one' });
    const saved = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    expect(saved).toMatchObject({
      schemaVersion: 1,
      variant: 'forty-thieves',
      level: 'hard',
      seed: '1',
      done: formatMoves(game.done),
      undone: formatMoves(game.undone),
      moveCount: 4,
      elapsedMs: 1500,
      recorded: false,
      id: 'dealt-at-one',
    });
    expect(saved.done.split(' ')).toHaveLength(2);
    expect(saved.undone.split(' ')).toHaveLength(1);
    expect(saved.settings).toMatchObject({ bell: false });
  });

  it('has no game before the first save and none after clearGame', () => {
    const store = openStore();
    expect(store.loadGame()).toBeUndefined();
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    store.clearGame();
    expect(fs.existsSync(gamePath())).toBe(false);
    expect(openStore().loadGame()).toBeUndefined();
    expect(store.takeNotices()).toEqual([]);
  });

  it('uses FORTY_THIEVES_CONFIG_DIR unless a directory is given', () => {
    expect(openStore().dir).toBe(dir());
    const other = path.join(dir(), 'elsewhere');
    const store = openStore({ dir: other });
    store.saveGame({ game: playedGame(1), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(fs.existsSync(path.join(other, 'game.json'))).toBe(true);
    expect(fs.existsSync(gamePath())).toBe(false);
  });
});

describe('a result and its saved game', () => {
  it('is made by finishedGame from the game as it stands', () => {
    const store = openStore();
    const game = playedGame(10);
    store.recordResult({ ...finishedGame(game, 90_000, '2025-06-01T00:00:00.000Z'), gameId: newGameId() });
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1, currentStreak: -1 });
    expect(store.stats('forty-thieves', 'hard').recent[0]).toMatchObject({ seed: '1', moves: 10, seconds: 90 });
  });

  it('marks the saved game recorded when its result is recorded, so a win counts once', () => {
    const store = openStore();
    const game = playedGame(10);
    store.saveGame({ game, elapsedMs: 5000, recorded: false, id: 'the-saved-one' });
    store.recordResult({ ...RESULT, gameId: 'another-game' });
    expect(openStore().loadGame()?.recorded).toBe(false);
    store.recordResult({ ...RESULT, gameId: 'the-saved-one' });
    const loaded = openStore().loadGame();
    expect(loaded?.recorded).toBe(true);
    expect(loaded?.game.done).toHaveLength(10);
  });
});

describe('a saved game changed under a running game', () => {
  it('damaged, is kept aside with a notice and the game saved whole again', () => {
    const store = openStore();
    store.saveGame({ game: playedGame(5), elapsedMs: 0, recorded: false, id: newGameId() });
    fs.writeFileSync(gamePath(), '{"schemaVersion": 1, "variant": "forty-th');
    store.saveGame({ game: playedGame(6), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/game\.json is not valid JSON .*; kept as .*game\.json\.corrupt-/),
    ]);
    expect(fs.readFileSync(path.join(dir(), asideFiles('game.json')[0]), 'utf8')).toBe(
      '{"schemaVersion": 1, "variant": "forty-th',
    );
    expect(openStore().loadGame()?.game.done).toHaveLength(6);
  });

  it('deleted, is simply saved again', () => {
    const store = openStore();
    store.saveGame({ game: playedGame(5), elapsedMs: 0, recorded: false, id: newGameId() });
    fs.rmSync(gamePath());
    store.saveGame({ game: playedGame(6), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(store.takeNotices()).toEqual([]);
    expect(openStore().loadGame()?.game.done).toHaveLength(6);
  });

  it('saved by another copy, is reported once, and the last save wins', () => {
    const mine = openStore();
    const theirs = openStore();
    mine.saveGame({ game: playedGame(5), elapsedMs: 0, recorded: false, id: newGameId() });
    theirs.saveGame({ game: playedGame(3, 2n), elapsedMs: 0, recorded: false, id: newGameId() });
    mine.saveGame({ game: playedGame(6), elapsedMs: 0, recorded: false, id: newGameId() });
    theirs.saveGame({ game: playedGame(4, 2n), elapsedMs: 0, recorded: false, id: newGameId() });
    mine.saveGame({ game: playedGame(7), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(mine.takeNotices()).toEqual([
      `another copy of forty-thieves is saving a game in ${gamePath()} (forty-thieves hard, seed 2, 3 moves); the game saved last is the one offered next time`,
    ]);
    expect(openStore().loadGame()?.game.done).toHaveLength(7);
  });
});

describe('a saved game that cannot be used', () => {
  function saveThenDamage(damage: (text: string) => string): string {
    const store = openStore();
    store.recordResult(RESULT);
    store.saveGame({ game: playedGame(30), elapsedMs: 1000, recorded: false, id: newGameId() });
    const damaged = damage(fs.readFileSync(gamePath(), 'utf8'));
    fs.writeFileSync(gamePath(), damaged);
    return damaged;
  }

  function expectKeptAside(damaged: string, reason: RegExp): void {
    const store = openStore();
    expect(store.loadGame()).toBeUndefined();
    const notices = store.takeNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(reason);
    expect(notices[0]).toContain('game.json.corrupt-');
    expect(notices[0]).not.toContain('\n');
    const aside = asideFiles('game.json');
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir(), aside[0]), 'utf8')).toBe(damaged);
    expect(fs.existsSync(gamePath())).toBe(false);
    // The statistics are untouched, and play goes on with a fresh save.
    expect(store.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, won: 1 });
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(openStore().loadGame()?.game.done).toHaveLength(2);
  }

  it('is kept aside when it is not JSON', () => {
    expectKeptAside(
      saveThenDamage(() => '{"schemaVersion": 1, "vari%%'),
      /not valid JSON/,
    );
  });

  it('is kept aside when it is truncated', () => {
    expectKeptAside(
      saveThenDamage((t) => t.slice(0, Math.floor(t.length / 2))),
      /not valid JSON/,
    );
  });

  it('is kept aside when it is empty', () => {
    expectKeptAside(
      saveThenDamage(() => ''),
      /is empty/,
    );
  });

  it('is kept aside when a field has the wrong type', () => {
    expectKeptAside(
      saveThenDamage((t) => t.replace('"seed": "1"', '"seed": 1')),
      /"seed" is not a string/,
    );
  });

  it('is kept aside when its move count is past what the statistics can add up exactly', () => {
    // A count this large, once a lost game's result, made stats.json unreadable for every later copy.
    expectKeptAside(
      saveThenDamage((t) => t.replace(/"moveCount": \d+/, '"moveCount": 9007199254740991')),
      /"moveCount" is not a whole number from 0 to 100000000/,
    );
  });

  it('is kept aside, without replaying them, when its move lists are longer than a save may hold', () => {
    // Replaying keeps a position a move: millions of moves, under the size limit, took gigabytes.
    const damaged = saveThenDamage((t) => {
      const record = JSON.parse(t);
      record.done = `${record.done}${' 9>1 1>9'.repeat(60_000)}`;
      return JSON.stringify(record);
    });
    expectKeptAside(damaged, /"done" and "undone" list 120030 moves, more than the 100000 a save may hold/);
  });

  it('is kept aside when it names an unknown variant', () => {
    expectKeptAside(
      saveThenDamage((t) => t.replace('"forty-thieves"', '"forty-two"')),
      /unknown variant "forty-two"/,
    );
  });

  it('is kept aside with a one-line notice when a name in it holds a line break', () => {
    expectKeptAside(
      saveThenDamage((t) => t.replace('"forty-thieves"', '"no\\nsuch"')),
      /unknown variant "no such"/,
    );
  });

  it('is left in place for the newer version that wrote it, and never written over', () => {
    const newer = saveThenDamage((t) => t.replace('"schemaVersion": 1', '"schemaVersion": 7'));
    const store = openStore();
    expect(store.loadGame()).toBeUndefined();
    expect(store.takeNotices()).toEqual([
      `the saved game ${gamePath()} was written by a newer forty-thieves: schema 7, this one reads 1; ` +
        'left as it is for that version, and this one will not write game.json; your statistics are not affected',
    ]);
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    store.finish();
    expect(store.takeNotices()).toEqual([`the game in progress was not saved: ${gamePath()} is left as it was found`]);
    store.clearGame();
    expect(asideFiles('game.json')).toEqual([]);
    expect(fs.readFileSync(gamePath(), 'utf8')).toBe(newer);
  });

  it('is left in place when the system will not let the program read it, and never written over', () => {
    const saved = saveThenDamage((t) => t);
    const readable = makeUnreadable(gamePath());
    const store = openStore();
    expect(store.loadGame()).toBeUndefined();
    expect(store.takeNotices()).toEqual([
      `the saved game ${gamePath()} cannot be read: permission denied (EACCES); ` +
        'left as it is, and game.json will not be written this session; your statistics are not affected',
    ]);
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    store.finish();
    readable();
    expect(asideFiles('game.json')).toEqual([]);
    expect(fs.readFileSync(gamePath(), 'utf8')).toBe(saved);
    // Readable again, it is the game to resume.
    expect(openStore().loadGame()?.game.done).toHaveLength(30);
  });

  it('is kept aside when a move cannot be played, naming the move', () => {
    // Seed 1 deals 7D on top of column 1: it cannot go to a foundation.
    const damaged = saveThenDamage((t) => t.replace(/"done": "[^"]*"/, '"done": "d d 1>f"'));
    expectKeptAside(damaged, /move 3 \(1>f\) cannot be played/);
  });

  it('is kept aside when its redo list cannot be played', () => {
    const damaged = saveThenDamage((t) =>
      t.replace(/"done": "[^"]*"/, '"done": "d"').replace(/"undone": "[^"]*"/, '"undone": "1>f d"'),
    );
    // The redo list's last move is redone first: d, then 1>f.
    expectKeptAside(damaged, /redo move 2 \(1>f\) cannot be played/);
  });

  it('is kept aside, not written over, when the first save comes before any load', () => {
    const damaged = saveThenDamage(() => 'garbage');
    const store = openStore();
    store.saveGame({ game: playedGame(3), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(store.takeNotices()[0]).toMatch(/not valid JSON.*kept as/);
    expect(fs.readFileSync(path.join(dir(), asideFiles('game.json')[0]), 'utf8')).toBe(damaged);
    expect(openStore().loadGame()?.game.done).toHaveLength(3);
  });

  it('keeps each damaged save under its own name', () => {
    saveThenDamage(() => 'first');
    openStore().loadGame();
    fs.writeFileSync(gamePath(), 'second');
    openStore().loadGame();
    const kept = asideFiles('game.json')
      .map((f) => fs.readFileSync(path.join(dir(), f), 'utf8'))
      .sort();
    expect(kept).toEqual(['first', 'second']);
  });
});

describe("a saved game's marks", () => {
  it('keeps the daily date and the mark of the solver having played', () => {
    openStore().saveGame({
      game: playedGame(3),
      elapsedMs: 0,
      recorded: false,
      id: newGameId(),
      daily: '2026-11-30',
      assisted: true,
    });
    expect(openStore().loadGame()).toMatchObject({ daily: '2026-11-30', assisted: true });
    openStore().saveGame({ game: playedGame(3), elapsedMs: 0, recorded: false, id: newGameId() });
    const plain = openStore().loadGame();
    expect(plain?.daily).toBeUndefined();
    expect(plain?.assisted).toBeUndefined();
  });
});

describe("an Easy deal's winning line", () => {
  const forty = findVariant('forty-thieves')!;
  const line = parseMoves(winOf('forty-thieves', '24', 'easy'));

  it('is kept with the game, and one that does not win from the deal is dropped, the game loaded all the same', () => {
    openStore().saveGame({
      game: newGame(forty, 'easy', 24n),
      elapsedMs: 0,
      recorded: false,
      id: newGameId(),
      dealLine: line,
    });
    expect(formatMoves(openStore().loadGame()?.dealLine ?? [])).toBe(formatMoves(line));
    const saved = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    // Edited by hand or damaged: a line stopping short, a move from a column the game lacks, no moves.
    for (const bad of [formatMoves(line.slice(0, -1)), `11>1 ${formatMoves(line)}`, 'hello', 42]) {
      fs.writeFileSync(gamePath(), JSON.stringify({ ...saved, dealLine: bad }));
      const loaded = openStore().loadGame();
      expect(loaded?.game.seed).toBe(24n);
      expect(loaded?.dealLine).toBeUndefined();
    }
  });

  it('is not kept with a game of another level, which no check opened', () => {
    const medium = newGame(forty, 'medium', 24n);
    openStore().saveGame({ game: medium, elapsedMs: 0, recorded: false, id: newGameId(), dealLine: line });
    const saved = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    // The Easy deal's line, written in by hand: it wins from this deal too (medium has the redeal it plays),
    // but no check made it, and the game has no use for it.
    fs.writeFileSync(gamePath(), JSON.stringify({ ...saved, dealLine: formatMoves(line) }));
    expect(openStore().loadGame()?.dealLine).toBeUndefined();
  });
});

describe('the automatic moves of a saved game', () => {
  /** Game 1 of 40 moves with five undone: moves 3 and 4 and the last done move automatic, and the second move to redo. */
  const marked = () => {
    const game = gameWithHistory();
    const done = game.done.map((_, i) => i === 2 || i === 3 || i === game.done.length - 1);
    const undone = game.undone.map((_, i) => i === 1);
    return { game, automatic: { done, undone } };
  };

  it('writes where they stand in each move list, and reads them back the same', () => {
    const { game, automatic } = marked();
    openStore().saveGame({ game, elapsedMs: 0, recorded: false, id: newGameId(), automatic });
    const saved = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    expect(saved.automatic).toEqual({ done: [2, 3, 34], undone: [1] });
    const loaded = openStore().loadGame()!;
    expect(loaded.automatic).toEqual(automatic);
    // The moves do not count twice: the count is the one saved.
    expect(loaded.game.moveCount).toBe(game.moveCount);
  });

  it('writes nothing for a game with no automatic move', () => {
    const game = gameWithHistory();
    const none = { done: game.done.map(() => false), undone: game.undone.map(() => false) };
    openStore().saveGame({ game, elapsedMs: 0, recorded: false, id: newGameId(), automatic: none });
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8'))).not.toHaveProperty('automatic');
    expect(openStore().loadGame()!.automatic).toBeUndefined();
  });

  it('loads a save from before the marks as a game with no automatic move', () => {
    const game = gameWithHistory();
    openStore().saveGame({ game, elapsedMs: 0, recorded: false, id: newGameId() });
    // An older game.json: the same fields, none of them "automatic".
    const old = JSON.parse(fs.readFileSync(gamePath(), 'utf8'));
    expect(old).not.toHaveProperty('automatic');
    fs.writeFileSync(gamePath(), JSON.stringify(old));
    const loaded = openStore().loadGame()!;
    expect(loaded.automatic).toBeUndefined();
    expect(formatMoves(loaded.game.done)).toBe(formatMoves(game.done));
    expect(loaded.game.moveCount).toBe(45);
  });

  it.each([
    ['a place past its list', { done: [35], undone: [] }, /"automatic.done" has 35: not one of its 35 moves/],
    ['a place that is not a number', { done: [], undone: ['1'] }, /"automatic.undone" has "1"/],
    ['a list that is not one', { done: 2, undone: [] }, /"automatic.done" is not a list/],
  ])('keeps a save aside when its marks name %s', (_, automatic, reason) => {
    openStore().saveGame({ game: gameWithHistory(), elapsedMs: 0, recorded: false, id: newGameId() });
    const damaged = { ...JSON.parse(fs.readFileSync(gamePath(), 'utf8')), automatic };
    fs.writeFileSync(gamePath(), JSON.stringify(damaged));
    const store = openStore();
    expect(store.loadGame()).toBeUndefined();
    expect(store.takeNotices()[0]).toMatch(reason);
    expect(asideFiles('game.json')).toHaveLength(1);
  });
});
