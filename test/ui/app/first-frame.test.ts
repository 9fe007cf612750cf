// The first frame shows the game as it begins: React draws it before the
// app's start() runs, and on a busy machine that frame stays a visible
// moment. A deal's safe cards are home in it already (docs/rules.md: they go
// home as part of the deal), and what the beginning asked for waits for start().

import { describe, expect, it } from 'vitest';
import { current, findVariant, type Game, restoreGame } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import { AppStore } from '../../../src/ui/app/app-store.js';
import { MemoryStore } from '../support/memory-store.js';
import { gameFrom } from '../support/table.js';

function open(store: MemoryStore, game: Game): AppStore {
  return new AppStore(
    {
      store,
      clock: () => 1_000_000,
      random: () => 0.5,
      hints: () => ({ text: 'no hint here' }),
      easyCheck: () => Promise.reject(new Error('no check here')),
      bell: () => {},
      onExit: () => {},
    },
    { screen: 'table', table: { game, elapsedMs: 0, recorded: false, id: newGameId() } },
    { width: 120, height: 40 },
  );
}

describe('the first frame of a deal', () => {
  it('has its safe cards home before start(), with their words', () => {
    // Sixty Thieves seed 8417567775 at Easy (safe moves on by default there): column 12 is TS 7C 7H AS AH.
    const game = restoreGame(findVariant('sixty-thieves')!, 'easy', 8417567775n, []);
    const app = open(new MemoryStore(), game);
    try {
      const table = app.state.table!;
      expect(current(table.game).foundations.reduce((a, b) => a + b, 0)).toBe(2);
      expect(table.game.moveCount).toBe(0);
      expect(table.message?.text).toBe('Safe moves: AH AS to the foundations');
    } finally {
      app.close();
    }
  });
});

describe("the beginning's effects", () => {
  // A game saved won but not yet counted (the program ended between the two): its beginning records it.
  const won = () => gameFrom('Foundations: KC KC KS KS KH KH KD KD');

  it('wait for start(), then count the win once however often start() runs', () => {
    const store = new MemoryStore();
    const app = open(store, won());
    expect(store.results).toHaveLength(0);
    app.start();
    app.start();
    app.close();
    expect(store.results.map((r) => r.won)).toEqual([true]);
  });

  it('do not run after close()', () => {
    const store = new MemoryStore();
    const app = open(store, won());
    app.start();
    app.close();
    app.start();
    expect(store.results).toHaveLength(1);
  });
});
