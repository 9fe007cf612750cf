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
const LONG = 'Foundations: AC\n1: 5H 2C\n2: 9C\nStock: 9D 8D 7D 6D 5D 4D';

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

  it('searches when no earlier verdict is known', async () => {
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
    // Nothing known: the middle of the game first (after one draw: winnable), then after two (lost).
    expect(solver.asked.map((p) => p.stock.length)).toEqual([1, 0]);
  });

  it('finds the last winnable position among quick moves no live verdict looked at', async () => {
    // The live verdict answers for the deal only: searches of the positions
    // after it never end (each is stopped by the next draw), until b.
    let live = true;
    const solver = judge();
    const verdicts = (position: Position): Promise<VerdictAnswer> =>
      live && position.stock.length < 6 ? new Promise(() => {}) : solver.verdicts(position);
    const app = (driven = await drive({ game: gameFrom(LONG), verdicts, width: 120 }));
    await app.waitFor('winnable');
    await app.press('d', 'd', 'd', 'd', 'd', 'd');
    live = false;
    await app.press('b');
    // Lost once the stock is out: the last winnable position is after five
    // draws, not the deal, the last one the live verdict knew.
    await app.waitFor('Back 1 move to the last position known winnable');
    expect(formatMoves(app.store.saved!.game.done)).toBe('d d d d d');
    // Between the deal and the end, halved: after three draws, five, then six.
    expect(solver.asked.slice(1).map((p) => p.stock.length)).toEqual([3, 1, 0]);
  });

  it('says so at the deal', async () => {
    const app = (driven = await drive({ game: gameFrom(GAME), verdicts: judge().verdicts, width: 120 }));
    await app.press('b');
    await app.waitFor('This is the deal');
  });
});
