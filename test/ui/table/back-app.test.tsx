// b: back to the last position known winnable, with a fake solver that
// calls a position lost once the stock is drawn out (the known bad move is
// the last draw): one undo back, the draw kept for redo.

import { afterEach, describe, expect, it } from 'vitest';
import { formatMoves, type Position } from '../../../src/engine/index.js';
import type { VerdictAnswer } from '../../../src/ui/live/verdict-keeper.js';
import { type Driven, drive, until } from '../support/ink.js';
import { gameFrom } from '../support/table.js';

let driven: Driven | undefined;
afterEach(() => driven?.unmount());

const GAME = 'Foundations: AC\n1: 5H 2C\n2: 9C\nStock: 9D 8D';

/** Lost once the stock is empty; winnable before. Counts the searches. */
function judge() {
  const asked: Position[] = [];
  const verdicts = (position: Position): Promise<VerdictAnswer> => {
    asked.push(position);
    return Promise.resolve(
      position.stock.length === 0 ? { verdict: 'unwinnable', moves: [] } : { verdict: 'winnable', moves: [] },
    );
  };
  return { asked, verdicts };
}

describe('b: back to the last winnable position', () => {
  it('undoes the move that lost the game, and keeps it for redo', async () => {
    const solver = judge();
    const app = (driven = await drive({ game: gameFrom(GAME), verdicts: solver.verdicts, width: 120 }));
    await app.press('d', 'd');
    await app.waitFor('no longer winnable');
    await app.press('b');
    await app.waitFor('Back 1 move to the last position known winnable');
    const saved = app.store.saved!.game;
    expect(formatMoves(saved.done)).toBe('d');
    expect(formatMoves(saved.undone)).toBe('d');
  });

  it('searches backwards when no earlier verdict is known', async () => {
    const solver = judge();
    // No live verdict: b asks the solver itself, newest position first.
    const app = (driven = await drive({ game: gameFrom(GAME), width: 120 }));
    await app.press('d', 'd');
    app.unmount();
    const resumed = (driven = await drive({
      game: app.store.saved!.game,
      verdicts: solver.verdicts,
      verdictDelayMs: 60_000,
      width: 120,
    }));
    await resumed.press('b');
    await until(() => resumed.store.saved?.game.done.length === 1, 'one move undone');
    // The position after two draws (lost), then after one (winnable): two searches.
    expect(solver.asked.map((p) => p.stock.length)).toEqual([0, 1]);
  });

  it('says so at the deal', async () => {
    const app = (driven = await drive({ game: gameFrom(GAME), verdicts: judge().verdicts, width: 120 }));
    await app.press('b');
    await app.waitFor('This is the deal');
  });
});
