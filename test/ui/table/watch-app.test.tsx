// Watching the solver win (s) and playing the hint (T) in the app, with a
// fake solver: the line is played on the board a move at a time, the win is
// recorded as assisted, a lost or unknown position is said so, any key stops.

import { afterEach, describe, expect, it } from 'vitest';
import { formatMoves, type Position, parseMoves } from '../../../src/engine/index.js';
import type { VerdictAnswer } from '../../../src/ui/live/verdict-keeper.js';
import { type Driven, drive, until } from '../support/ink.js';
import { gameFrom } from '../support/table.js';

let driven: Driven | undefined;
afterEach(() => driven?.unmount());

/** Three moves from a win: the Q♦ on the waste, then the two K♦ on columns 1 and 2. */
const NEAR_WIN = `
Foundations: KC KC KS KS KH KH QD JD
1: KD
2: KD
Waste: QD
`;

const answering = (answer: VerdictAnswer) => (_position: Position, _signal: AbortSignal) => Promise.resolve(answer);
const flat = (app: Driven) =>
  app
    .lines()
    .map((l) => l.trim())
    .join(' ');

describe('s: the solver plays its line', () => {
  it('to the win, recorded as won and assisted', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves('w>f 1>f 2>f') });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s');
    await until(() => app.store.results.length === 1, 'the win recorded', 5000);
    expect(app.store.results[0]).toMatchObject({ won: true, assisted: true });
    await app.waitFor('You won');
    expect(app.frame()).toContain('seed 1, with the solver.');
    expect(app.frame()).toContain('Won with the solver: it sets no best time, score or moves');
  });

  it("a win of the player's own says nothing of the solver", async () => {
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN) }));
    await app.press('w', 'f', '1', 'f', '2', 'f');
    await app.waitFor('You won');
    expect(app.frame()).not.toContain('solver');
  });

  it('stops at any other key, leaving the game where it stands', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves('w>f 1>f 2>f') });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s');
    await app.waitFor('moves to go');
    await app.press('x');
    await app.waitFor('Stopped: the game is yours again');
    const atStop = app.store.saved?.game.done.length ?? 0;
    expect(atStop).toBeLessThan(3);
    // Longer than a step at the pace: no move comes after the stop.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(app.store.saved?.game.done.length ?? 0).toBe(atStop);
    expect(app.store.results).toHaveLength(0);
  });

  it('says when the position is lost, or when the solver found nothing in time', async () => {
    let app = (driven = await drive({
      game: gameFrom(NEAR_WIN),
      verdicts: answering({ verdict: 'unwinnable', moves: [] }),
    }));
    await app.press('s');
    await app.waitFor('No longer winnable: the solver proves this position lost');
    app.unmount();
    app = driven = await drive({ game: gameFrom(NEAR_WIN), verdicts: answering({ verdict: 'unknown', moves: [] }) });
    await app.press('s');
    await app.waitFor('The solver found no win in its time');
  });
});

describe('T: the hint played', () => {
  it('asks for the hint and plays it', async () => {
    const hints = () => ({ move: parseMoves('1>f')[0] });
    const app = (driven = await drive({ game: gameFrom('Foundations: AC\n1: 5H 2C\nStock: 9D'), hints }));
    await app.press('T');
    await until(() => app.store.saved?.game.done.length === 1, 'the hint played');
    expect(formatMoves(app.store.saved!.game.done)).toBe('1>f');
    expect(flat(app)).toContain('Played the hint');
  });
});

describe('s: a longer line', () => {
  it('plays every move of it, at the pace asked for', async () => {
    // No auto-finish: a card stays in the stock until the line draws it.
    const game = gameFrom('Foundations: AC AC\n1: 3C 2C\n2: 2C\nStock: 3C');
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves('1>f 2>f 1>f d') });
    const app = (driven = await drive({ game, verdicts }));
    await app.press('s', '+', '+');
    await until(() => (app.store.saved?.game.done.length ?? 0) >= 3, 'three moves of the line', 5000);
    expect(formatMoves(app.store.saved!.game.done.slice(0, 3))).toBe('1>f 2>f 1>f');
  });
});
