// Random keys through the real Ink app, shorter than the reducer's fuzz:
// after every key the frame fits 80 x 24, the app has not crashed, and the
// game it saved replays to the same position with its 104 cards.

import { afterEach, describe, expect, it } from 'vitest';
import { current, findVariant, legalMoves, newGame, restoreGame } from '../../../src/engine/index.js';
import { fuzzRuns } from '../../support/runs.js';
import { expectSound, keysForMove, randomKey, seeded } from '../support/fuzz.js';
import { type Driven, drive } from '../support/ink.js';

const KEYS = fuzzRuns(25);
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

describe('random keys through the Ink app', () => {
  it.each([['forty-thieves'], ['lucas'], ['rank-and-file'], ['little-forty']])('%s', async (id) => {
    const random = seeded(id.length * 7919);
    const game = newGame(findVariant(id)!, 'hard', BigInt(1 + Math.floor(random() * 1e9)));
    driven = await drive({ game, random });
    const app = driven;
    for (let k = 0; k < KEYS; k++) {
      const saved = app.store.saved;
      const position = saved ? current(saved.game) : current(game);
      const planned = random() < 0.5 ? legalMoves(position) : [];
      const keys = (planned.length > 0 && keysForMove(planned[Math.floor(random() * planned.length)])) || [
        randomKey(random),
      ];
      await app.press(...keys);
      const context = `${id}, key ${k} (${keys.join(' ')})`;
      const lines = app.lines();
      expect(lines.length, context).toBeLessThanOrEqual(23);
      for (const line of lines) expect([...line].length, context).toBeLessThanOrEqual(80);
      if (app.store.saved) {
        const { game: played } = app.store.saved;
        expectSound(
          restoreGame(played.variant, played.level, played.seed, played.done, played.undone, played.moveCount),
          context,
        );
      }
    }
    expect(app.store.saves).toBeGreaterThan(KEYS / 5);
  });
});
