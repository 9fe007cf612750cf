// The solver in the app, with fakes for the solver: the status line's
// spinner and verdicts, the search stopped when the position changes and
// its late answer never shown, hints from the verdict's winning line, no
// search while paused or after the app closes; and the check of an Easy
// deal before it opens, with its offer when the deal is not proven.

import { afterEach, describe, expect, it } from 'vitest';
import {
  findVariant,
  formatMoves,
  type Move,
  newGame,
  type Position,
  parseMoves,
  restoreGame,
  type Variant,
} from '../../../src/engine/index.js';
import type { EasyCheck, EasyCheckOptions } from '../../../src/solver-runtime/easy-check.js';
import { newGameId } from '../../../src/store/index.js';
import type { GameInProgress } from '../../../src/store/types.js';
import type { VerdictAnswer } from '../../../src/ui/live/verdict-keeper.js';
import { winOf } from '../../support/wins.js';
import { type Driven, drive, until } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';

const forty = findVariant('forty-thieves')!;
/** Seed 5: columns 9 and 10 have the two aces of diamonds on top. */
const seed5 = () => newGame(forty, 'hard', 5n);

let driven: Driven | undefined;
afterEach(() => driven?.unmount());

interface Asked {
  readonly position: Position;
  readonly signal: AbortSignal;
  answer(found: VerdictAnswer): void;
}

function fakeSolver() {
  const asked: Asked[] = [];
  const verdicts = (position: Position, signal: AbortSignal) =>
    new Promise<VerdictAnswer>((resolve) => asked.push({ position, signal, answer: resolve }));
  return { asked, verdicts };
}

/** A hint source of the table's own, counting the times it is asked. */
function ownHints() {
  const own = {
    searches: 0,
    hints: () => {
      own.searches++;
      return { text: 'a hint of its own' };
    },
  };
  return own;
}

/**
 * A game resumed in a run whose catalogue does not hold its deal (24): it is
 * winnable and `t` shows `hint`, from the line kept with it, with no search.
 */
async function resumedHint(table: GameInProgress, hint: string): Promise<void> {
  const solver = fakeSolver();
  const own = ownHints();
  const app = (driven = await drive({
    opening: { screen: 'table', table },
    verdicts: solver.verdicts,
    hints: own.hints,
    easyLines: () => Promise.resolve(undefined),
    width: 100,
  }));
  await app.waitFor('· winnable');
  await app.press('t');
  await app.waitFor(hint);
  expect(solver.asked).toHaveLength(0);
  expect(own.searches).toBe(0);
}

/** The frame's lines as one, for text that wraps. */
const flat = (app: Driven) =>
  app
    .lines()
    .map((line) => line.trim())
    .join(' ');
/** The status line: the row with the cards home (above the message, however many lines it takes). */
const statusOf = (app: Driven) => app.lines().find((line) => /\d+\/104/.test(line)) ?? '';

describe('the live verdict on the status line', () => {
  it('says solving once the solver has thought for 300 ms, with no spinner turning at rest, then its verdict', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width: 120 }));
    // A verdict that comes quickly never shows "solving": not in the first frame either, drawn before the search.
    expect(
      app
        .frames()[0]
        .split('\n')
        .find((line) => line.includes('/104')),
    ).toMatch(/0\/104 home$/);
    expect(statusOf(app)).toMatch(/0\/104 home$/);
    app.time.now += 299;
    await app.press('x');
    expect(statusOf(app)).toMatch(/0\/104 home$/);
    app.time.now += 1;
    await app.press('x');
    expect(statusOf(app)).toMatch(/0\/104 home · solving$/);
    // The live verdict works in the background: "solving" stands still, where a spinner would redraw the screen.
    app.time.now += 450;
    await app.press('x');
    expect(statusOf(app)).toMatch(/0\/104 home · solving$/);
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict: 'winnable', moves: parseMoves('d') });
    await app.waitFor('· winnable');
    expect(statusOf(app)).toBe('Forty Thieves · hard · seed 5 · 0 moves · 0:00 · score 0 · 0/104 home · winnable');
  });

  it.each<[VerdictAnswer['verdict'], string]>([
    // At move 0 a lost deal never was winnable.
    ['unwinnable', 'cannot be won'],
    ['unknown', "can't tell"],
  ])('says %s at the deal as "%s"', async (verdict, words) => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width: 120 }));
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict, moves: [] });
    await app.waitFor(words);
    expect(statusOf(app)).toMatch(new RegExp(`· ${words}$`));
  });

  it('says a position lost after a move is not winnable, then no longer winnable and that b goes back once the deal is found winnable; at 80 columns, lost', async () => {
    for (const [width, before, words] of [
      [120, '· not winnable', '· no longer winnable (b: back)'],
      [80, '· lost', '· lost (b: back)'],
    ] as const) {
      const solver = fakeSolver();
      const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width }));
      await app.press('d');
      await until(() => solver.asked.length > 0, 'the search');
      solver.asked.at(-1)!.answer({ verdict: 'unwinnable', moves: [] });
      // Nothing earlier known winnable yet: the deal is asked about, and b is not promised meanwhile.
      await until(() => solver.asked.length > 1, 'the search of the deal');
      await app.waitFor(before);
      expect(statusOf(app)).not.toContain('(b: back)');
      solver.asked.at(-1)!.answer({ verdict: 'winnable', moves: parseMoves('d') });
      await app.waitFor(words);
      expect(statusOf(app)).toMatch(/1 move .*home · (no longer winnable|lost) \(b: back\)$/);
      expect([...statusOf(app)].length).toBeLessThanOrEqual(width);
      app.unmount();
    }
  });

  it('says a deal lost at move 0 cannot be won at 80 columns too, never "no longer" or "unwinnable"', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts }));
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict: 'unwinnable', moves: [] });
    await app.waitFor('cannot be won');
    expect(statusOf(app)).toBe('Forty Thieves hard #5 · 0 moves · 0:00 · 0 pts · 0/104 home · cannot be won');
    expect(app.frame()).not.toMatch(/no longer|unwinnable/);
  });

  it('keeps saying a lost deal cannot be won after moves, after undoing to the deal, in hints, for s and b', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width: 120 }));
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict: 'unwinnable', moves: [] });
    await app.waitFor('cannot be won');
    // A position after a lost one is lost without a search; the deal was never winnable.
    await app.press('d');
    expect(statusOf(app)).toMatch(/1 move .*· cannot be won$/);
    await app.press('t');
    await until(() => flat(app).includes('This deal cannot be won; to play on anyway'), 'the hint');
    // s says so at once: no question first about what watching would cost, and no search.
    await app.press('s');
    expect(flat(app)).toContain('This deal cannot be won: the solver proves it lost');
    expect(flat(app)).not.toContain('s again');
    await app.press('b');
    expect(flat(app)).toContain('No earlier position is winnable: the deal itself is lost');
    await app.press('u');
    expect(statusOf(app)).toMatch(/2 moves .*· cannot be won$/);
    expect(app.frame()).not.toMatch(/no longer|b: back|b looks/);
  });

  it('stops the search when a move changes the position, and never shows its late answer', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width: 120 }));
    await until(() => solver.asked.length === 1, 'the first search');
    await app.press('d');
    await until(() => solver.asked[0].signal.aborted, 'the first search to stop');
    solver.asked[0].answer({ verdict: 'unwinnable', moves: [] });
    await until(() => solver.asked.length === 2, 'the search after the draw');
    app.time.now += 300;
    await app.press('x');
    expect(statusOf(app)).toMatch(/1 move .*solving$/);
    expect(app.frame()).not.toContain('no longer winnable');
    solver.asked[1].answer({ verdict: 'winnable', moves: [] });
    await app.waitFor('· winnable');
    // Undo: the deal's late answer was not kept; the draw on the redo stack is winnable, so the deal is
    // too, with no search; the draw's answer is kept.
    await app.press('u');
    app.time.now += 300;
    await app.press('x');
    expect(statusOf(app)).toMatch(/· winnable$/);
    await app.press('U');
    expect(statusOf(app)).toMatch(/· winnable$/);
    expect(solver.asked).toHaveLength(2);
  });

  it("says why once when its search fails, beside can't tell", async () => {
    let searches = 0;
    const verdicts = () => {
      searches++;
      return Promise.reject(new Error('the worker file is missing'));
    };
    const app = (driven = await drive({ game: seed5(), verdicts, width: 120 }));
    await app.waitFor("can't tell");
    expect(flat(app)).toContain(
      "The solver could not search (the verdict says can't tell): the worker file is missing.",
    );
    // The next position fails alike: said once, not again over every move.
    await app.press('d');
    await until(() => searches === 2, 'the second search');
    await app.waitFor('1 move');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flat(app)).not.toContain('the worker file is missing');
    expect(statusOf(app)).toMatch(/can't tell$/);
  });

  it('gives the hint from the winning line at once, without a search of its own', async () => {
    const solver = fakeSolver();
    const own = ownHints();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, hints: own.hints }));
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict: 'winnable', moves: parseMoves('9>f 10>f d') });
    await app.waitFor('· winnable');
    await app.press('t');
    await app.waitFor('Hint: A♦ from column 9 to a foundation (9>f)');
    // Played as hinted: still winnable, with no new search, and the next hint is the line's next move.
    await app.press('9', 'f');
    expect(statusOf(app)).toMatch(/1 move .*· winnable$/);
    await app.press('t');
    await app.waitFor('Hint: A♦ from column 10 to a foundation (10>f)');
    expect(solver.asked).toHaveLength(1);
    expect(own.searches).toBe(0);
  });

  it('a hint asked while the verdict is searched waits for that search', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts }));
    await until(() => solver.asked.length === 1, 'the search');
    await app.press('t');
    expect(app.frame()).toContain('Looking for a hint');
    solver.asked[0].answer({ verdict: 'unwinnable', moves: [] });
    // Asked at the deal: the deal itself cannot be won.
    // Lost, a move still sends a card home: an Ace of diamonds tops column 9 of seed 5.
    await until(() => flat(app).includes('(9>f)'), 'the hint');
    expect(flat(app)).toContain('This deal cannot be won; to play on anyway: A♦ from column 9 to a foundation (9>f)');
    expect(solver.asked).toHaveLength(1);
  });

  /** Seed 5 with the deal's answer given, then a draw found lost: the status line says what `status` names. */
  async function lostAfterDraw(deal: VerdictAnswer, status: string): Promise<Driven> {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, width: 120 }));
    await until(() => solver.asked.length === 1, 'the search of the deal');
    solver.asked[0].answer(deal);
    await app.waitFor(deal.verdict === 'winnable' ? '· winnable' : "can't tell");
    await app.press('d');
    await until(() => solver.asked.length === 2, 'the search after the draw');
    solver.asked[1].answer({ verdict: 'unwinnable', moves: [] });
    await app.waitFor(status);
    return app;
  }
  const dealWon: VerdictAnswer = { verdict: 'winnable', moves: parseMoves('9>f 10>f') };

  it('puts the verdict before the move to play on when the game is no longer winnable', async () => {
    const app = await lostAfterDraw(dealWon, 'no longer winnable');
    await app.press('t');
    await until(() => flat(app).includes('(9>f)'), 'the hint');
    expect(flat(app)).toContain(
      'No longer winnable (b looks back); to play on anyway: A♦ from column 9 to a foundation (9>f)',
    );
  });

  it('answers s at once on a position it proved lost, without offering the solver a win to play', async () => {
    const app = await lostAfterDraw(dealWon, 'no longer winnable');
    await app.press('s');
    expect(flat(app)).toContain(
      'No longer winnable: the solver proves this position lost (b looks for the last winnable one)',
    );
    expect(flat(app)).not.toContain('s again');
    // Undone, the position is the deal's, winnable: s asks first again.
    await app.press('u', 's');
    expect(flat(app)).toContain('s again: the solver looks for a win and plays it');
    // Redone, the lost position is another object of the same contents: lost again, said at once.
    await app.press('escape', 'U');
    await app.waitFor('no longer winnable');
    await app.press('s');
    expect(flat(app)).toContain(
      'No longer winnable: the solver proves this position lost (b looks for the last winnable one)',
    );
  });

  it('says not winnable, as the status line does, where nothing before the lost position is known winnable', async () => {
    const app = await lostAfterDraw({ verdict: 'unknown', moves: [] }, 'not winnable');
    await app.press('t');
    await until(() => flat(app).includes('(9>f)'), 'the hint');
    // Not "no longer": the deal may never have been winnable.
    expect(flat(app)).toContain(
      'Not winnable (b looks back); to play on anyway: A♦ from column 9 to a foundation (9>f)',
    );
  });

  it('a hint waiting on a search that the pause stops looks for itself', async () => {
    const solver = fakeSolver();
    const own = ownHints();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts, hints: own.hints }));
    await until(() => solver.asked.length === 1, 'the search');
    await app.press('t', 'p');
    await until(() => own.searches === 1, 'the hint’s own search');
  });

  it('searches nothing while paused, and searches again when play resumes', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({ game: seed5(), verdicts: solver.verdicts }));
    await until(() => solver.asked.length === 1, 'the search');
    await app.press('p');
    await until(() => solver.asked[0].signal.aborted, 'the search to stop');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(solver.asked).toHaveLength(1);
    await app.press('x');
    await until(() => solver.asked.length === 2, 'the search after the pause');
  });

  it('stops the search when the app closes', async () => {
    const solver = fakeSolver();
    const app = await drive({ game: seed5(), verdicts: solver.verdicts });
    await until(() => solver.asked.length === 1, 'the search');
    app.unmount();
    expect(solver.asked[0].signal.aborted).toBe(true);
  });
});

/** A checker that answers only when told to; a test reports its progress through the options it was given. */
function fakeChecker() {
  const calls: { seed: bigint; options: EasyCheckOptions; answer: (check: EasyCheck) => void }[] = [];
  const easyCheck = (_: unknown, seed: bigint, options: EasyCheckOptions) =>
    new Promise<EasyCheck>((resolve) => calls.push({ seed, options, answer: resolve }));
  return { calls, easyCheck };
}

describe('the check of an Easy deal', () => {
  const saved: GameInProgress = {
    game: restoreGame(forty, 'hard', 5n, parseMoves('d d')),
    elapsedMs: 0,
    recorded: false,
    id: newGameId(),
  };
  const opening = { screen: 'check', check: { variant: forty, seed: 12n, asked: true }, saved } as const;
  const notProven: EasyCheck = {
    verdict: 'not proven',
    solver: 'unknown',
    reason: 'Forty Thieves deal 12 is not known to be winnable: the solver found no win in 10 s.',
  };

  it("keeps the store's notices in sight through the check, and on the table it opens", async () => {
    const checker = fakeChecker();
    const notice = 'cannot write to /tmp/x (read-only file system); going on without saving';
    const store = new MemoryStore({ saved, notices: [notice] });
    const app = (driven = await drive({ store, opening, easyCheck: checker.easyCheck, width: 100 }));
    await app.waitFor('Cannot write to /tmp/x');
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer({ verdict: 'winnable', source: 'solver', moves: parseMoves('d') });
    await app.waitFor('Forty Thieves · easy · seed 12');
    expect(flat(app)).toContain('Cannot write to /tmp/x (read-only file system); going on without saving.');
  });

  it('shows a spinner and the time spent, then opens the game proven winnable, its verdict known', async () => {
    const checker = fakeChecker();
    const solver = fakeSolver();
    // Safe moves off: the check's line is for the deal itself, before any card goes home.
    const store = new MemoryStore({ saved, settings: { autoSafe: { easy: false, medium: false, hard: false } } });
    const app = (driven = await drive({
      store,
      opening,
      easyCheck: checker.easyCheck,
      verdicts: solver.verdicts,
      width: 100,
    }));
    expect(app.frame()).toContain(
      '⠋ Checking that deal 12 of Forty Thieves is winnable under Easy rules… (Esc to stop)',
    );
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].options.onProgress?.({ elapsedMs: 3200, budgetMs: 10_000 });
    await app.waitFor('3 s of at most 10 s');
    checker.calls[0].answer({ verdict: 'winnable', source: 'solver', moves: parseMoves('d') });
    await app.waitFor('Forty Thieves · easy · seed 12 · 0 moves');
    expect(statusOf(app)).toMatch(/· winnable$/);
    expect(flat(app)).toContain(
      'Your saved game (Forty Thieves, hard, 2 moves) counted as a loss. New deal: Forty Thieves, easy, seed 12',
    );
    expect(store.results).toMatchObject([{ won: false, moves: 2 }]);
    // The check's line is the verdict: no search of the deal.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(solver.asked).toHaveLength(0);
  });

  it('with safe moves on, takes the verdict and the hint after the Aces at the deal from the check’s line', async () => {
    const checker = fakeChecker();
    const solver = fakeSolver();
    const own = ownHints();
    // Deal 24: the A♠ on top of column 5 goes home at the deal; the check's line sends it home third.
    const line = parseMoves(winOf('forty-thieves', '24', 'easy'));
    expect(formatMoves(line.slice(0, 3))).toBe('7>3 7>f 5>f');
    const looked: bigint[] = [];
    const app = (driven = await drive({
      opening: { screen: 'check', check: { variant: forty, seed: 24n, asked: true } },
      easyCheck: checker.easyCheck,
      verdicts: solver.verdicts,
      hints: own.hints,
      // The check's line is known: the catalogue's file is not read for it.
      easyLines: (_variant, seed) => {
        looked.push(seed);
        return Promise.resolve(undefined);
      },
      width: 100,
    }));
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer({ verdict: 'winnable', source: 'solver', moves: line });
    await app.waitFor('Forty Thieves · easy · seed 24 · 0 moves');
    expect(statusOf(app)).toMatch(/1\/104 home · winnable$/);
    await app.press('t');
    // The line's next move from here: its first, the A♠ being home already.
    await app.waitFor('Hint: 4♠ from column 7 to column 3 (7>3)');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(solver.asked).toHaveLength(0);
    expect(own.searches).toBe(0);
    expect(looked).toEqual([]);
  });

  it('of the catalogue takes the verdict and the hint from its kept line, ending the search under way', async () => {
    const solver = fakeSolver();
    const own = ownHints();
    const line = parseMoves(winOf('forty-thieves', '24', 'easy'));
    const looked: string[] = [];
    let give: ((moves: readonly Move[] | undefined) => void) | undefined;
    const easyLines = (variant: Variant, seed: bigint) => {
      looked.push(`${variant.id} ${seed}`);
      return new Promise<readonly Move[] | undefined>((resolve) => (give = resolve));
    };
    const app = (driven = await drive({
      game: newGame(forty, 'easy', 24n),
      verdicts: solver.verdicts,
      hints: own.hints,
      easyLines,
      width: 100,
    }));
    await until(() => solver.asked.length === 1 && give !== undefined, 'the search and the lookup');
    // A hint asked before the line comes waits for the search under way, which the line ends.
    await app.press('t');
    give!(line);
    await app.waitFor('· winnable');
    expect(solver.asked[0].signal.aborted).toBe(true);
    // As from the check's line: its first move, the A♠ being home already.
    await app.waitFor('Hint: 4♠ from column 7 to column 3 (7>3)');
    expect(looked).toEqual(['forty-thieves 24']);
    expect(solver.asked).toHaveLength(1);
    expect(own.searches).toBe(0);
  });

  it("keeps the check's line with the game, so a game resumed knows its verdict and hints without a search", async () => {
    const checker = fakeChecker();
    const line = parseMoves(winOf('forty-thieves', '24', 'easy'));
    const first = (driven = await drive({
      opening: { screen: 'check', check: { variant: forty, seed: 24n, asked: true } },
      easyCheck: checker.easyCheck,
      verdicts: fakeSolver().verdicts,
      width: 100,
    }));
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer({ verdict: 'winnable', source: 'solver', moves: line });
    await first.waitFor('Forty Thieves · easy · seed 24 · 0 moves');
    await first.press('q');
    const saved = first.store.saved;
    expect(formatMoves(saved?.dealLine ?? [])).toBe(formatMoves(line));
    first.unmount();
    await resumedHint(saved!, 'Hint: 4♠ from column 7 to column 3 (7>3)');
  });

  it("follows the check's line kept with a game resumed far along it, past where the verdict looks back", async () => {
    const line = parseMoves(winOf('forty-thieves', '24', 'easy'));
    const game = restoreGame(forty, 'easy', 24n, line.slice(0, 100));
    const table = { id: newGameId(), game, elapsedMs: 0, recorded: false, dealLine: line };
    await resumedHint(table, `(${formatMoves(line.slice(100, 101))})`);
  });

  it('of the catalogue gives the hints of its kept line with the live verdict off too, move after move', async () => {
    const solver = fakeSolver();
    const own = ownHints();
    const line = parseMoves(winOf('forty-thieves', '24', 'easy'));
    const app = (driven = await drive({
      game: newGame(forty, 'easy', 24n),
      verdicts: solver.verdicts,
      hints: own.hints,
      easyLines: () => Promise.resolve(line),
      overrides: { verdict: false },
      width: 100,
    }));
    await app.press('t');
    await app.waitFor('Hint: 4♠ from column 7 to column 3 (7>3)');
    // Played as hinted, then the next hint.
    await app.press('7', 'enter', '3', 'enter');
    await app.waitFor('1 move');
    await app.press('t');
    // The line's move after the ones played (7>3, and 7>f as a safe move): not a hint of the table's own.
    await app.waitFor('Hint: ');
    expect(flat(app)).toContain(`(${formatMoves(line.slice(3, 4))})`);
    expect(own.searches).toBe(0);
    expect(solver.asked).toHaveLength(0);
  });

  it('of the catalogue without a kept line is searched as any deal', async () => {
    const solver = fakeSolver();
    const app = (driven = await drive({
      game: newGame(forty, 'easy', 24n),
      verdicts: solver.verdicts,
      easyLines: () => Promise.resolve(undefined),
      width: 100,
    }));
    await until(() => solver.asked.length === 1, 'the search');
    solver.asked[0].answer({ verdict: 'unknown', moves: [] });
    await app.waitFor("can't tell");
  });

  it('offers medium for a deal not proven, and plays it at medium', async () => {
    const checker = fakeChecker();
    const app = (driven = await drive({ opening, easyCheck: checker.easyCheck }));
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer(notProven);
    await app.waitFor('not known to be winnable');
    expect(app.frame()).toContain('Enter/y play deal 12 at medium');
    await app.press('enter');
    expect(app.frame()).toMatch(/Forty Thieves medium #12 (· 0 moves|0 mv)/);
  });

  it('Esc stops the check; the offer then takes a deal proven winnable at easy', async () => {
    const checker = fakeChecker();
    const app = (driven = await drive({ opening, easyCheck: checker.easyCheck }));
    await until(() => checker.calls.length === 1, 'the check');
    await app.press('escape');
    await until(() => checker.calls[0].options.signal?.aborted === true, 'the check to stop');
    expect(flat(app)).toContain('Check stopped: Forty Thieves deal 12 is not known to be winnable under Easy rules.');
    await app.press('n');
    expect(app.frame()).toMatch(/Forty Thieves easy #\d+ +(· )?0 m/);
    expect(checker.calls).toHaveLength(1);
  });

  it('Esc on the offer goes to the start screen, the saved game still offered', async () => {
    const checker = fakeChecker();
    const store = new MemoryStore({ saved });
    const app = (driven = await drive({ store, opening, easyCheck: checker.easyCheck }));
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer(notProven);
    await app.waitFor('not known to be winnable');
    await app.press('escape');
    expect(app.frame()).toMatch(/Continue +Forty Thieves, hard · 2 moves/);
    expect(store.results).toEqual([]);
  });

  it('Esc on the offer keeps the variant and the level chosen, with New game under the cursor', async () => {
    const checker = fakeChecker();
    const store = new MemoryStore({ saved });
    const indian = findVariant('indian')!;
    const app = (driven = await drive({
      store,
      opening: { ...opening, check: { variant: indian, seed: 12n, asked: true } },
      easyCheck: checker.easyCheck,
    }));
    await until(() => checker.calls.length === 1, 'the check');
    checker.calls[0].answer({ ...notProven, reason: 'Indian deal 12 is not known to be winnable.' });
    await app.waitFor('not known to be winnable');
    await app.press('escape');
    // Before, the menu took the saved game's: Forty Thieves at hard, the cursor on Continue.
    expect(app.frame()).toMatch(/Continue +Forty Thieves, hard · 2 moves/);
    expect(app.frame()).toMatch(/▸ New game +Indian, easy/);
    expect(app.frame()).toMatch(/Variant +◂ Indian ▸/);
    expect(app.frame()).toMatch(/Level +◂ easy ▸/);
  });

  it('q quits, saying the deal asked for was not played', async () => {
    const checker = fakeChecker();
    const app = (driven = await drive({ opening, easyCheck: checker.easyCheck }));
    await until(() => checker.calls.length === 1, 'the check');
    await app.press('q');
    expect(app.exits).toEqual({
      count: 1,
      refused:
        'Forty Thieves deal 12 was not dealt: it is not proven winnable under Easy rules (play it with --difficulty medium)',
    });
  });
});
