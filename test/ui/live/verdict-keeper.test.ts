// The live verdict's keeper with a fake solver: a search per position once
// it has stayed a moment, the search for a position left behind stopped and
// its late answer never shown, answers found again on undo, verdicts that
// follow from a winning line or a lost position without a search, and
// hints waiting on the search under way.

import { afterEach, describe, expect, it } from 'vitest';
import {
  current,
  DRAW,
  findVariant,
  formatMoves,
  type Game,
  isWon,
  type Move,
  moveOf,
  newGame,
  type Position,
  parseMoves,
  play,
  restoreGame,
  undo,
} from '../../../src/engine/index.js';
import { knownEasyLine } from '../../../src/solver-runtime/index.js';
import { positionKey, type VerdictAnswer, VerdictKeeper } from '../../../src/ui/live/verdict-keeper.js';
import { gameFrom } from '../support/table.js';

const forty = findVariant('forty-thieves')!;
/** Seed 5: the draw turns the 4♦; columns 9 and 10 have the two aces of diamonds on top. */
const deal5 = () => newGame(forty, 'hard', 5n);

interface Asked {
  readonly position: Position;
  readonly signal: AbortSignal;
  answer(found: VerdictAnswer): void;
  fail(error: Error): void;
}

/** A solver that answers only when told to. */
function fakeSolver() {
  const asked: Asked[] = [];
  const source = (position: Position, signal: AbortSignal) =>
    new Promise<VerdictAnswer>((resolve, reject) => asked.push({ position, signal, answer: resolve, fail: reject }));
  return { asked, source };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const moved = (game: Game, notation: string): Game => {
  const result = play(game, parseMoves(notation)[0]);
  if ('refusal' in result) throw new Error(result.refusal.reason);
  return result.game;
};
const lost: VerdictAnswer = { verdict: 'unwinnable', moves: [] };
const unknown: VerdictAnswer = { verdict: 'unknown', moves: [] };

let keeper: VerdictKeeper | undefined;
afterEach(() => keeper?.stop());

/** A keeper on a fake solver; `answer` shows it a game and answers the search that starts. */
function keep(delayMs = 0) {
  const solver = fakeSolver();
  const answers = { count: 0 };
  const k = (keeper = new VerdictKeeper(solver.source, { delayMs, onAnswer: () => answers.count++ }));
  return {
    keeper: k,
    solver,
    answers,
    async answer(game: Game, found: VerdictAnswer) {
      k.follow(game);
      await tick();
      solver.asked.at(-1)!.answer(found);
      await tick();
    },
  };
}

describe('the live verdict', () => {
  it('searches the position on the table, thinking until the answer comes', async () => {
    const { keeper, solver, answers } = keep();
    const game = deal5();
    keeper.follow(game);
    expect(keeper.slot(game, true)).toBe('thinking');
    await tick();
    expect(solver.asked).toHaveLength(1);
    expect(solver.asked[0].position).toBe(game.positions[0]);
    solver.asked[0].answer({ verdict: 'winnable', moves: [DRAW] });
    await tick();
    expect(keeper.slot(game, true)).toBe('winnable');
    expect(answers.count).toBe(1);
  });

  it.each<[VerdictAnswer, string]>([
    [{ verdict: 'winnable', moves: [DRAW] }, 'winnable'],
    [lost, 'lost-deal'],
    [unknown, 'unknown'],
  ])('gives each verdict its slot: %j', async (found, slot) => {
    const { keeper, answer } = keep();
    const game = deal5();
    await answer(game, found);
    expect(keeper.slot(game, true)).toBe(slot);
  });

  it('says a lost position is no longer winnable and searches its deal: cannot be won when the deal is lost', async () => {
    const { keeper, solver, answer } = keep();
    const drawn = (play(deal5(), DRAW) as { game: Game }).game;
    await answer(drawn, lost);
    // No earlier position known winnable: b is not pointed to.
    expect(keeper.slot(drawn, true)).toBe('unwinnable-no-back');
    expect(keeper.dealLost(drawn)).toBe(false);
    await tick();
    expect(solver.asked).toHaveLength(2);
    expect(solver.asked[1].position).toBe(drawn.positions[0]);
    solver.asked[1].answer(lost);
    await tick();
    expect(keeper.dealLost(drawn)).toBe(true);
    expect(keeper.slot(drawn, true)).toBe('lost-deal');
  });

  it('points to b from a lost position once its deal is found winnable, and searches the deal once', async () => {
    const { keeper, solver, answer } = keep();
    const drawn = (play(deal5(), DRAW) as { game: Game }).game;
    await answer(drawn, lost);
    await tick();
    solver.asked[1].answer({ verdict: 'winnable', moves: [DRAW] });
    await tick();
    expect(keeper.slot(drawn, true)).toBe('unwinnable');
    keeper.follow(drawn);
    await tick();
    expect(solver.asked).toHaveLength(2);
  });

  it('does not point to b for a lost position when the deal could not be told and nothing later is known winnable', async () => {
    const { keeper, answer } = keep();
    const drawn = (play(deal5(), DRAW) as { game: Game }).game;
    const twice = (play(drawn, DRAW) as { game: Game }).game;
    await answer(deal5(), unknown);
    await answer(twice, lost);
    expect(keeper.slot(twice, true)).toBe('unwinnable-no-back');
    // Nor when the one it could not tell came after the deal (the safe moves played at it), the deal never searched.
    const fresh = keep();
    await fresh.answer(drawn, unknown);
    await fresh.answer(twice, lost);
    expect(fresh.keeper.slot(twice, true)).toBe('unwinnable-no-back');
    // A position known winnable on the way gives b somewhere to go.
    await answer(drawn, { verdict: 'winnable', moves: [DRAW] });
    expect(keeper.slot(twice, true)).toBe('unwinnable');
  });

  it("says can't tell when the search fails, and does not search again", async () => {
    const { keeper, solver } = keep();
    const game = deal5();
    keeper.follow(game);
    await tick();
    solver.asked[0].fail(new Error('the worker stopped'));
    await tick();
    expect(keeper.slot(game, true)).toBe('unknown');
    keeper.follow(game);
    await tick();
    expect(solver.asked).toHaveLength(1);
  });

  it('stops the search when the position changes, and never shows its late answer', async () => {
    const { keeper, solver, answers } = keep();
    const before = deal5();
    keeper.follow(before);
    await tick();
    const after = moved(before, 'd');
    keeper.follow(after);
    expect(solver.asked[0].signal.aborted).toBe(true);
    // The old search answers anyway (a solver that ignores its signal): nothing changes.
    solver.asked[0].answer({ verdict: 'winnable', moves: [DRAW] });
    await tick();
    expect(keeper.slot(after, true)).toBe('thinking');
    expect(answers.count).toBe(0);
    expect(solver.asked).toHaveLength(2);
    expect(solver.asked[1].position).toBe(after.positions[1]);
    solver.asked[1].answer(lost);
    await tick();
    expect(keeper.slot(after, true)).toBe('unwinnable-no-back');
  });

  it('starts no search while positions follow each other faster than the delay', async () => {
    const { keeper, solver } = keep(50);
    let game = deal5();
    for (let i = 0; i < 5; i++) {
      keeper.follow(game);
      await tick(5);
      game = moved(game, 'd');
    }
    expect(solver.asked).toHaveLength(0);
    keeper.follow(game);
    await tick(80);
    expect(solver.asked).toHaveLength(1);
    expect(solver.asked[0].position).toBe(game.positions[5]);
  });

  it('finds an answer again after undo, and after a redo makes the same position anew', async () => {
    const { keeper, solver, answer } = keep();
    const first = deal5();
    await answer(first, { verdict: 'winnable', moves: parseMoves('9>f') });
    const drawn = moved(first, 'd');
    await answer(drawn, unknown);
    const undone = undo(drawn);
    keeper.follow(undone);
    expect(keeper.slot(undone, true)).toBe('winnable');
    // The same position reached again by other means: a new object, the same contents.
    const again = restoreGame(forty, 'hard', 5n, [DRAW]);
    keeper.follow(again);
    expect(keeper.slot(again, true)).toBe('unknown');
    await tick();
    expect(solver.asked).toHaveLength(2);
  });

  it('knows a position reached along a winning line is winnable, without a search', async () => {
    const { keeper, solver, answer } = keep();
    const game = deal5();
    const line: Move[] = parseMoves('d 9>f 10>f d d');
    await answer(game, { verdict: 'winnable', moves: line });
    const along = moved(moved(game, 'd'), '9>f');
    keeper.follow(along);
    expect(keeper.slot(along, true)).toBe('winnable');
    expect(keeper.known(along)?.moves).toEqual(line.slice(2));
    // The two aces in the other order reach the line's position after its third move.
    const swapped = moved(moved(moved(game, 'd'), '10>f'), '9>f');
    expect(keeper.known(swapped)?.moves).toEqual(line.slice(3));
    // Off the line: searched.
    const off = moved(game, '9>f');
    expect(keeper.known(off)).toBeUndefined();
    keeper.follow(off);
    await tick();
    expect(solver.asked.map((a) => a.position)).toEqual([game.positions[0], off.positions[1]]);
  });

  it('knows a position winnable many moves along a winning line, as after a move and the safe moves it set off', () => {
    const { keeper } = keep();
    let game = deal5();
    const line = parseMoves(Array(24).fill('d').join(' '));
    keeper.learn(game.positions[0], { verdict: 'winnable', moves: line });
    // Sixteen moves at once, none of their positions asked about: a move and fifteen safe moves after it.
    for (let i = 0; i < 16; i++) game = moved(game, 'd');
    expect(keeper.known(game)?.moves).toEqual(line.slice(16));
  });

  it('knows a position winnable when the redo stack leads to a winnable one, though its own search could not tell', async () => {
    const { keeper, solver, answer } = keep();
    const game = deal5();
    await answer(game, unknown);
    const played = moved(moved(game, 'd'), '9>f');
    const line = parseMoves('10>f d');
    await answer(played, { verdict: 'winnable', moves: line });
    const back = undo(undo(played));
    keeper.follow(back);
    expect(keeper.slot(back, true)).toBe('winnable');
    // Redo the two moves, then the line: the hint's line from the deal.
    expect(formatMoves(keeper.known(back)!.moves)).toBe('d 9>f 10>f d');
    await tick();
    expect(solver.asked).toHaveLength(2);
  });

  it('answers from the game where the search could not tell: a winning line through the position, a lost one before it', () => {
    const { keeper } = keep();
    const game = deal5();
    const drawn = moved(game, 'd');
    keeper.learn(drawn.positions[1], unknown);
    keeper.learn(game.positions[0], { verdict: 'winnable', moves: parseMoves('d 9>f') });
    expect(keeper.known(drawn)).toEqual({ verdict: 'winnable', moves: parseMoves('9>f') });
    const other = keep().keeper;
    other.learn(drawn.positions[1], unknown);
    other.learn(game.positions[0], lost);
    expect(other.known(drawn)?.verdict).toBe('unwinnable');
  });

  it('reads the redo stack again when the same position has other moves to redo', () => {
    const { keeper } = keep();
    const game = deal5();
    const aceHome = moved(game, '9>f');
    keeper.learn(aceHome.positions[1], { verdict: 'winnable', moves: [] });
    const drawnBack = undo(moved(game, 'd'));
    expect(keeper.known(drawnBack)).toBeUndefined();
    // The same position object, now with the ace's move to redo.
    const aceBack = undo(moved(drawnBack, '9>f'));
    expect(aceBack.positions[0]).toBe(drawnBack.positions[0]);
    expect(keeper.known(aceBack)?.verdict).toBe('winnable');
  });

  it('does not call a position lost because the redo stack leads to a lost one', async () => {
    const { keeper, answer } = keep();
    const game = deal5();
    await answer(game, unknown);
    const drawn = moved(game, 'd');
    await answer(drawn, lost);
    const back = undo(drawn);
    keeper.follow(back);
    expect(keeper.slot(back, true)).toBe('unknown');
  });

  it('knows every position after a lost one is lost, without a search; undo goes back to searching', async () => {
    const { keeper, solver, answer } = keep();
    const game = moved(deal5(), 'd');
    await answer(game, lost);
    const later = moved(moved(game, '9>f'), 'd');
    keeper.follow(later);
    expect(keeper.slot(later, true)).toBe('unwinnable-no-back');
    const earlier = undo(game);
    keeper.follow(earlier);
    expect(keeper.slot(earlier, true)).toBe('thinking');
    await tick();
    expect(solver.asked).toHaveLength(2);
  });

  it('calls a won position won without a search', async () => {
    const { keeper, solver } = keep();
    const done: Position = {
      ...deal5().positions[0],
      columns: Array(10).fill([]),
      faceDown: Array(10).fill(0),
      stock: [],
      waste: [],
      foundations: Array(8).fill(13),
    };
    const game: Game = { ...deal5(), positions: [done] };
    keeper.follow(game);
    expect(keeper.slot(game, true)).toBe('won');
    await tick();
    expect(solver.asked).toEqual([]);
  });

  it('stops searching when the verdict is not wanted (paused), and shows nothing new then', async () => {
    const { keeper, solver } = keep();
    const game = deal5();
    keeper.follow(game);
    await tick();
    keeper.follow(undefined);
    expect(solver.asked[0].signal.aborted).toBe(true);
    expect(keeper.slot(game, false)).toBeUndefined();
    keeper.follow(game);
    await tick();
    expect(solver.asked).toHaveLength(2);
  });

  it('stops for good when the game closes', async () => {
    const { keeper, solver } = keep();
    keeper.follow(deal5());
    await tick();
    keeper.stop();
    expect(solver.asked[0].signal.aborted).toBe(true);
    keeper.follow(moved(deal5(), 'd'));
    await tick();
    expect(solver.asked).toHaveLength(1);
  });

  it('gives hints that never go round: a line that comes back to a position it passed is kept without the loop', async () => {
    const { keeper, answer } = keep();
    const game = gameFrom('1: KC QC\n2: KC\n3: 5H\nStock: 4D 3D');
    // The Queen of clubs onto the other King and back: the deal again, then a draw.
    await answer(game, { verdict: 'winnable', moves: parseMoves('1>2 2>1 d') });
    expect(formatMoves(keeper.known(game)?.moves ?? [])).toBe('d');
    const learned = gameFrom('1: KC QC\n2: KC\n3: 5H\nStock: 4D 3D 2D');
    keeper.learn(learned.positions[0], { verdict: 'winnable', moves: parseMoves('d 1>2 2>1 d') });
    // Within the line too: after the first draw, the second.
    expect(formatMoves(keeper.known(moved(learned, 'd'))?.moves ?? [])).toBe('d');
  });

  it('follows the Easy line of Forty Thieves 21566808, which passes a position twice, hint by hint to the win', async () => {
    const { keeper } = keep();
    let game = newGame(forty, 'easy', 21566808n);
    const line = await knownEasyLine(forty, 21566808n);
    keeper.learn(current(game), { verdict: 'winnable', moves: line! });
    for (let i = 0; i < line!.length && !isWon(current(game)); i++) {
      const result = play(game, keeper.known(game)!.moves[0]);
      if ('refusal' in result) throw new Error(result.refusal.reason);
      game = result.game;
    }
    expect(isWon(current(game))).toBe(true);
  });

  it('keeps what it learns elsewhere (the check of an Easy deal)', async () => {
    const { keeper, solver } = keep();
    const game = deal5();
    keeper.learn(game.positions[0], { verdict: 'winnable', moves: [DRAW] });
    keeper.follow(game);
    expect(keeper.slot(game, true)).toBe('winnable');
    await tick();
    expect(solver.asked).toEqual([]);
  });
});

describe('hints from the live verdict', () => {
  it('wait for the search under way, starting it without its delay', async () => {
    const { keeper, solver } = keep(10_000);
    const game = deal5();
    keeper.follow(game);
    const waiting = keeper.waitFor(game.positions[0], new AbortController().signal);
    expect(waiting).toBeDefined();
    await tick();
    expect(solver.asked).toHaveLength(1);
    solver.asked[0].answer({ verdict: 'winnable', moves: [moveOf(8, 'foundation')] });
    await expect(waiting).resolves.toEqual({ verdict: 'winnable', moves: [moveOf(8, 'foundation')] });
  });

  it('come at once when the verdict is known, and not at all for a position not searched', async () => {
    const { keeper } = keep();
    const game = deal5();
    keeper.learn(game.positions[0], lost);
    await expect(keeper.waitFor(game.positions[0], new AbortController().signal)).resolves.toBe(lost);
    expect(keeper.waitFor(moved(game, 'd').positions[1], new AbortController().signal)).toBeUndefined();
  });

  it('stop waiting when their own signal aborts', async () => {
    const { keeper } = keep();
    const game = deal5();
    keeper.follow(game);
    const controller = new AbortController();
    const waiting = keeper.waitFor(game.positions[0], controller.signal)!;
    controller.abort(new Error('the position changed'));
    await expect(waiting).rejects.toThrow('the position changed');
  });
});

describe('position keys', () => {
  it('are equal for equal positions and differ when a card moves', () => {
    const a = restoreGame(forty, 'hard', 5n, parseMoves('d 9>f'));
    const b = restoreGame(forty, 'hard', 5n, parseMoves('d 9>f'));
    expect(positionKey(a.positions[2])).toBe(positionKey(b.positions[2]));
    expect(positionKey(a.positions[2])).not.toBe(positionKey(a.positions[1]));
    expect(positionKey(newGame(forty, 'medium', 5n).positions[0])).not.toBe(positionKey(a.positions[0]));
  });
});
