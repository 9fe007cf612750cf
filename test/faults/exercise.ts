// What a start of the game does to the store, in one call: open it, load the
// saved game, record a result, save a new game, finish. The fault tests run
// it over damaged, strange or hostile files at the store's paths, in this
// process or in a child (children/open-store.ts) where it could hang.

import { findVariant, newGame } from '../../src/engine/index.js';
import { newGameId, openStore } from '../../src/store/index.js';

export interface Exercised {
  readonly notices: string[];
  readonly loaded: boolean;
  readonly played: number;
}

export function exerciseStore(dir: string): Exercised {
  const store = openStore({ dir });
  const loaded = store.loadGame();
  store.recordResult({
    gameId: newGameId(),
    variant: 'forty-thieves',
    level: 'hard',
    seed: '3',
    won: false,
    moves: 12,
    seconds: 34,
    score: 5,
    cardsHome: 5,
    at: '2025-05-01T00:00:00.000Z',
  });
  const game = newGame(findVariant('forty-thieves')!, 'hard', 4n);
  store.saveGame({ id: newGameId(), game, elapsedMs: 0, recorded: false });
  store.finish();
  return {
    notices: store.takeNotices(),
    loaded: loaded !== undefined,
    played: store.stats('forty-thieves', 'hard').played,
  };
}
