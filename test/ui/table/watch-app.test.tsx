// Watching the solver win (s) and playing the hint (T) in the app, with a
// fake solver: the line is played on the board a move at a time, the win is
// recorded as assisted, a lost or unknown position is said so, any key stops.

import { afterEach, describe, expect, it } from 'vitest';
import { current, formatMoves, type Game, type Position, parseMoves, play } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import type { AppLive } from '../../../src/ui/app/App.js';
import type { VerdictAnswer } from '../../../src/ui/live/verdict-keeper.js';
import { type Driven, drive, until } from '../support/ink.js';
import { gameFrom } from '../support/table.js';

let driven: Driven | undefined;
afterEach(() => driven?.unmount());

/**
 * Five moves from a win, not one the auto-finish can play: the Q♦ on the
 * waste and the K♦ of column 1 go home, then the K♦ of column 2 moves off
 * the other Q♦.
 */
const NEAR_WIN = `
Foundations: KC KC KS KS KH KH JD JD
1: KD
2: QD KD
Waste: QD
`;
const WIN_LINE = 'w>f 1>f 2>1 2>f 1>f';

const answering = (answer: VerdictAnswer) => (_position: Position, _signal: AbortSignal) => Promise.resolve(answer);
const flat = (app: Driven) =>
  app
    .lines()
    .map((l) => l.trim())
    .join(' ');

/** The near win played out by the solver with `s`, the win screen showing. */
async function wonBySolver(height?: number): Promise<Driven> {
  const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
  const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts, ...(height ? { height } : {}) }));
  await app.press('s', 's');
  await app.waitFor('You won');
  return app;
}

describe('s: the solver plays its line', () => {
  it('to the win, recorded as won and assisted', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s', 's');
    await until(() => app.store.results.length === 1, 'the win recorded', 5000);
    expect(app.store.results[0]).toMatchObject({ won: true, assisted: true });
    await app.waitFor('You won');
    expect(app.frame()).toContain('seed 1, with the solver.');
    expect(app.frame()).toContain('Won with the solver: it sets no best time, score or moves');
  });

  it('of a daily deal, says the win sets no day of the daily streak', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    const table = { game: gameFrom(NEAR_WIN), elapsedMs: 0, recorded: false, id: newGameId(), daily: '2026-12-03' };
    const app = (driven = await drive({ opening: { screen: 'table', table }, verdicts }));
    await app.press('s', 's');
    await app.waitFor('You won');
    // Named by its date, not its seed.
    expect(flat(app)).toContain('You won Forty Thieves (hard), the daily deal of 2026-12-03, with the solver.');
    expect(flat(app)).toContain(
      'Won with the solver: it sets no best time, score or moves, nor a day of the daily streak',
    );
    expect(app.store.results[0]).toMatchObject({ won: true, assisted: true, daily: '2026-12-03' });
  });

  it("keeps one line of the solver's count in the message log, not one a move", async () => {
    const app = await wonBySolver(40);
    await app.press('escape', 'L');
    await app.waitFor('Messages, the newest first');
    // The line of 5 moves is announced before its first move: 5 to go, then 4, 3, 2 and 1.
    expect(app.lines().filter((line) => line.startsWith('· Solver playing'))).toEqual([
      '· Solver playing: 5 moves to go, 5/s · + - pace · any key stops',
    ]);
    // The search before it was shown while it ran; its answer is what the log keeps.
    expect(app.frame()).not.toContain('looks for a winning line');
  });

  it('offers a new game, not moves, on the board looked at after the win', async () => {
    const app = await wonBySolver();
    await app.press('escape');
    expect(app.lines().at(-1)).toMatch(/^n new +u undo +\? keys +q quit$/);
  });

  it("a win of the player's own says nothing of the solver", async () => {
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN) }));
    // The K♦ of column 2 onto the empty column 1; the auto-finish plays the rest.
    await app.press('w', 'f', '1', 'f', '2', 'enter', '1', 'enter');
    await app.waitFor('You won');
    expect(app.frame()).not.toContain('solver');
  });

  it('stops at any other key, leaving the game where it stands', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s', 's');
    await app.waitFor('moves to go');
    await app.press('x');
    await app.waitFor('Stopped');
    const atStop = app.store.saved?.game.done.length ?? 0;
    expect(atStop).toBeLessThan(5);
    // Longer than a step at the pace: no move comes after the stop.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(app.store.saved?.game.done.length ?? 0).toBe(atStop);
    expect(app.store.results).toHaveLength(0);
  });

  it('stops at q too, as its words say; the next q quits, the game saved', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s', 's');
    await app.waitFor('moves to go');
    await app.press('q');
    await app.waitFor('Stopped');
    expect(app.exits.count).toBe(0);
    await app.press('q');
    expect(app.exits.count).toBe(1);
    expect(app.store.saved).toBeDefined();
  });

  it('stops b looking back at q too, as its words say; the next q quits', async () => {
    // A solver that never answers: b keeps looking until a key stops it.
    const silent = (_position: Position, signal: AbortSignal) =>
      new Promise<VerdictAnswer>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts: silent }));
    await app.press('w', 'f', 'b');
    await app.waitFor('Looking back');
    expect(flat(app)).toContain('any key stops  Ctrl+C quit');
    await app.press('q');
    await app.waitFor('Stopped looking back');
    expect(app.exits.count).toBe(0);
    await app.press('q');
    expect(app.exits.count).toBe(1);
  });

  it('quits at once at Ctrl+C', async () => {
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    const app = (driven = await drive({ game: gameFrom(NEAR_WIN), verdicts }));
    await app.press('s', 's');
    await app.waitFor('moves to go');
    await app.press('ctrl+c');
    expect(app.exits.count).toBe(1);
  });

  it('says when the position is lost, or when the solver found nothing in time', async () => {
    let app = (driven = await drive({
      game: gameFrom(NEAR_WIN),
      verdicts: answering({ verdict: 'unwinnable', moves: [] }),
    }));
    await app.press('s', 's');
    await app.waitFor('This deal cannot be won: the solver proves it lost');
    app.unmount();
    // One move played (the Queen from the waste onto the King of column 2), the deal's own
    // verdict not known: the position is what is lost, and nothing before it is known winnable,
    // so it is "not winnable", as the status line says. The deal (its waste one card longer) is
    // "unknown" however soon the verdict asks about it.
    const moved = play(gameFrom(NEAR_WIN), parseMoves('w>2')[0]) as { game: Game };
    const dealWaste = current(gameFrom(NEAR_WIN)).waste.length;
    const positionLost =
      (deal: VerdictAnswer) =>
      (position: Position): Promise<VerdictAnswer> =>
        Promise.resolve(position.waste.length === dealWaste ? deal : { verdict: 'unwinnable', moves: [] });
    app = driven = await drive({
      game: moved.game,
      verdicts: positionLost({ verdict: 'unknown', moves: [] }),
      width: 120,
    });
    await app.waitFor('not winnable');
    await app.press('s', 's');
    await app.waitFor('Not winnable: the solver proves this position lost (b looks back)');
    app.unmount();
    // The deal known winnable: the position is no longer winnable, and b goes back.
    const dealWon = { verdict: 'winnable', moves: parseMoves('w>2') } as const;
    app = driven = await drive({ game: moved.game, verdicts: positionLost(dealWon), width: 120 });
    await app.waitFor('no longer winnable');
    await app.press('s', 's');
    await app.waitFor('No longer winnable: the solver proves this position lost (b looks for the last winnable one)');
    app.unmount();
    app = driven = await drive({ game: gameFrom(NEAR_WIN), verdicts: answering({ verdict: 'unknown', moves: [] }) });
    await app.press('s', 's');
    await app.waitFor('The solver found no win in its time');
  });

  it('searches longer where the verdict could not tell, and plays what that finds', async () => {
    const longer: Position[] = [];
    let found: ((answer: VerdictAnswer) => void) | undefined;
    const app = (driven = await drive({
      game: gameFrom(NEAR_WIN),
      width: 80,
      verdicts: answering({ verdict: 'unknown', moves: [] }),
      longerVerdicts: (position) => {
        longer.push(position);
        return new Promise((resolve) => (found = resolve));
      },
    }));
    // The live verdict's own search first: no longer one for the status line.
    // At 80 columns the status line has its short words.
    await app.waitFor('unknown');
    expect(longer).toHaveLength(0);
    await app.press('s', 's');
    await app.waitFor('The solver could not tell at once: up to 20 s more… (any key stops)');
    // Said on one line at 80 columns, with the spinner turning before the words.
    expect(
      app.lines().some((line) => /^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] The solver could not tell at once.*\(any key stops\)$/.test(line)),
    ).toBe(true);
    expect(longer).toHaveLength(1);
    found!({ verdict: 'winnable', moves: parseMoves(WIN_LINE) });
    await app.waitFor('moves to go');
    await app.waitFor('You won');
  });
});

describe('T: the hint played', () => {
  it('asks for the hint and plays it', async () => {
    const hints = () => ({ move: parseMoves('1>f')[0] });
    const app = (driven = await drive({ game: gameFrom('Foundations: AC\n1: 5H 2C\nStock: 9D'), hints }));
    await app.press('T');
    expect(flat(app)).toContain(
      'T again plays the hint for you, t only shows it (a win still counts, but sets no best time, score or moves)',
    );
    await app.press('T');
    await until(() => app.store.saved?.game.done.length === 1, 'the hint played');
    expect(formatMoves(app.store.saved!.game.done)).toBe('1>f');
    expect(flat(app)).toContain('Played the hint: 2♣ from column 1 to a foundation');
    // The solver played a move: the game is assisted, as if watched.
    expect(app.store.saved?.assisted).toBe(true);
  });

  it('says so when the hint it plays is a guess', async () => {
    const hints = () => ({
      move: parseMoves('1>f')[0],
      text: '(a guess: the solver could not finish in time)',
      guess: true,
    });
    const app = (driven = await drive({ game: gameFrom('Foundations: AC\n1: 5H 2C\nStock: 9D'), hints }));
    await app.press('T', 'T');
    await until(() => app.store.saved?.game.done.length === 1, 'the hint played');
    expect(flat(app)).toContain('Played the hint, a guess: 2♣ from column 1 to a foundation');
  });

  it('says so when the position is lost and the hint only plays on', async () => {
    const hints = () => ({ move: parseMoves('1>f')[0], lost: true });
    const app = (driven = await drive({ game: gameFrom('Foundations: AC\n1: 5H 2C\nStock: 9D'), hints }));
    await app.press('T', 'T');
    await until(() => app.store.saved?.game.done.length === 1, 'the hint played');
    // At the deal, nothing before it: the deal itself is what is lost.
    expect(flat(app)).toContain('Played the hint (this deal cannot be won): 2♣ from column 1 to a foundation');
  });

  it('says not winnable when the hint it plays only plays on and nothing before is known winnable', async () => {
    // The deal (its stock of one card) cannot be told; after the draw, the position is lost.
    const verdicts = (position: Position): Promise<VerdictAnswer> =>
      Promise.resolve({ verdict: position.stock.length === 1 ? 'unknown' : 'unwinnable', moves: [] });
    const app = (driven = await drive({
      game: gameFrom('Foundations: AC\n1: 5H 2C\nStock: 9D'),
      verdicts,
      width: 120,
    }));
    await app.waitFor("can't tell");
    await app.press('d');
    await app.waitFor('not winnable');
    await app.press('T', 'T');
    await until(() => app.store.saved?.game.done.length === 2, 'the hint played');
    expect(flat(app)).toContain('Played the hint (not winnable): 2♣ from column 1 to a foundation');
  });

  it('that lets the game be won records the win as won with the solver', async () => {
    // Each Jack of clubs lies under a King: both Kings go to empty columns, then every card goes home.
    const board = 'Foundations: TC TC KS KS KH KH KD KD\n1: JC KC\n2: JC KC\n3: QC\n4: QC';
    const line = parseMoves('1>5 2>6');
    const hints = () => ({ move: line.shift() });
    const app = (driven = await drive({ game: gameFrom(board), hints }));
    await app.press('T', 'T');
    await until(() => app.store.saved?.game.done.length === 1, 'the first hint played');
    await app.press('T');
    await until(() => app.store.results.length === 1, 'the win recorded');
    expect(app.store.results[0]).toMatchObject({ won: true, assisted: true });
    await app.waitFor('Won with the solver');
  });
});

describe('s: a longer line', () => {
  it('plays every move of it, at the pace asked for', async () => {
    // The line as found, never the auto-finish's order (see watch.test.ts).
    const game = gameFrom('Foundations: AC AC\n1: 3C 2C\n2: 2C\nStock: 3C');
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves('1>f 2>f 1>f d') });
    const app = (driven = await drive({ game, verdicts }));
    await app.press('s', 's', '+', '+');
    await until(() => (app.store.saved?.game.done.length ?? 0) >= 3, 'three moves of the line', 5000);
    expect(formatMoves(app.store.saved!.game.done.slice(0, 3))).toBe('1>f 2>f 1>f');
  });
});

describe('the end of the program while the solver plays its line', () => {
  // No card goes home by itself until the line's fifth move frees the second J♦ (as watch.test.ts's BLOCKED).
  const BLOCKED = 'Foundations: KC KC KS KS KH KH JD TD\n1: QD KD\n2: JD QD KD';
  const BLOCKED_LINE = '1>3 1>f 3>f 2>1 2>3 2>f 3>f 1>f';

  it.each(['a signal', 'Ctrl+C'])('by %s, where its moves left every card going home, records the win', async (how) => {
    const live: AppLive = {};
    const verdicts = answering({ verdict: 'winnable', moves: parseMoves(BLOCKED_LINE) });
    const app = (driven = await drive({ game: gameFrom(BLOCKED), verdicts, live }));
    await app.press('s', 's');
    await app.waitFor('3 moves to go');
    if (how === 'a signal') live.save?.();
    else await app.press('ctrl+c');
    expect(app.store.results).toMatchObject([{ won: true, assisted: true }]);
  });
});
