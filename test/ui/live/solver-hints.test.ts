// Hints from the solver in a worker: the first move of a winning line, a
// lost position said to be lost, a move found without search marked as a
// guess only when it is not safe, and the search stopped when asked.

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  check,
  deal,
  findVariant,
  formatMove,
  newGame,
  parseMove,
  parseMoves,
} from '../../../src/engine/index.js';
import { hintsFromVerdicts, solverHints } from '../../../src/ui/live/solver-hints.js';
import {
  positionKey,
  type VerdictAnswer,
  VerdictKeeper,
  type VerdictSource,
} from '../../../src/ui/live/verdict-keeper.js';
import { positionFromText } from '../../support/position-text.js';

/** How a fake search of the live verdict ends. */
interface Search {
  answer(found: VerdictAnswer): void;
  fail(error: Error): void;
}

describe('solver hints', () => {
  it('give a legal first move of a win', async () => {
    // Forty Thieves seed 2 is winnable; the solver finds it in well under a second.
    const position = deal(findVariant('forty-thieves')!, 2n);
    const answer = await solverHints()(position, new AbortController().signal);
    expect(answer.move).toBeDefined();
    expect(check(position, answer.move!)).toBeUndefined();
  });

  it('say when the position is lost', async () => {
    // Nothing moves and the stock is empty: lost, and the solver proves it at once.
    const position = positionFromText(`1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S`);
    const answer = await solverHints()(position, new AbortController().signal);
    expect(answer.move).toBeUndefined();
    // The words are the app's: they depend on whether the deal itself is lost.
    expect(answer.lost).toBe(true);
  });

  it('mark a move found without search as a guess when the solver runs out of time, unless it is a safe move', async () => {
    const unknown = async (text: string) => {
      const position = positionFromText(text);
      const keeper = new VerdictKeeper(() => new Promise<never>(() => {}));
      keeper.learn(position, { verdict: 'unknown', moves: [] });
      const otherwise = () => ({ text: 'not asked' });
      const answer = await hintsFromVerdicts(keeper, otherwise)(position, new AbortController().signal);
      return { move: answer.move && formatMove(answer.move), text: answer.text, guess: answer.guess };
    };
    // An Ace goes home: safe, whatever the search would have found.
    expect(await unknown('1: 5H 9S\n7: KC AS\nStock: 4C 2D')).toEqual({
      move: '7>f',
      text: undefined,
      guess: undefined,
    });
    // The two of spades with one Ace of spades home: its twin may be left without a place, so only a guess.
    expect(await unknown('Foundations: AS\n1: 5H 2S\nStock: 4C 2D')).toEqual({
      move: '1>f',
      text: '(a guess: the solver could not finish in time)',
      guess: true,
    });
  });

  /** A hint asked for while the live verdict's search of `text` is under way, and how that search ends. */
  async function hintDuringSearch(text: string, ends: (search: Search) => void) {
    const position = positionFromText(text);
    const search: Search = { answer: () => {}, fail: () => {} };
    const source: VerdictSource = () =>
      new Promise((resolve, reject) => Object.assign(search, { answer: resolve, fail: reject }));
    const keeper = new VerdictKeeper(source, { delayMs: 0 });
    keeper.follow({ ...newGame(findVariant('forty-thieves')!, 'hard', 1n), positions: [position] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const hint = hintsFromVerdicts(keeper, () => ({ text: 'not asked' }))(position, new AbortController().signal);
    ends(search);
    const answer = await hint;
    keeper.stop();
    return answer;
  }

  it('say the solver failed, not that it ran out of time, when the search of the live verdict fails', async () => {
    const answer = await hintDuringSearch('Foundations: AS\n1: 5H 2S\nStock: 4C 2D', (search) =>
      search.fail(new Error('the worker ran out of memory')),
    );
    expect(answer).toMatchObject({ text: '(a guess: the solver failed: the worker ran out of memory)', guess: true });
  });

  it("take the live verdict's line without its loops: no hint sends a card there and back", async () => {
    const answer = await hintDuringSearch('1: KC QC\n2: KC\n3: 5H\nStock: 4D 3D', (search) =>
      search.answer({ verdict: 'winnable', moves: parseMoves('1>2 2>1 d') }),
    );
    expect(formatMove(answer.move!)).toBe('d');
  });

  it('keep to the line of the hint before: after its move, the next move of that line, not a new search', async () => {
    // 6♠ can go onto either 7♠, and back: a new search from each side could begin by moving it across.
    const start = positionFromText('1: 7S\n2: 7S 6S\n3: 9D\nStock: 5C 4C');
    const searched: string[] = [];
    const across: VerdictSource = async (position) => {
      searched.push(positionKey(position));
      const from = position.columns[0].length === 2 ? '1>2' : '2>1';
      return { verdict: 'winnable', moves: parseMoves(`${from} d d`) };
    };
    const hints = solverHints(across);
    const signal = new AbortController().signal;
    const first = await hints(start, signal);
    expect(formatMove(first.move!)).toBe('2>1');
    const moved = applyLegal(start, first.move!);
    expect(formatMove((await hints(moved, signal)).move!)).toBe('d');
    expect(searched).toEqual([positionKey(start)]);
    // The card moved back by the player: the line's start again, no search.
    const back = applyLegal(moved, parseMove('1>2')!);
    expect(formatMove((await hints(back, signal)).move!)).toBe('2>1');
    expect(searched).toHaveLength(1);
    // Off the line (a draw first), a new search.
    const drawn = applyLegal(back, parseMove('d')!);
    expect(formatMove((await hints(drawn, signal)).move!)).toBe('2>1');
    expect(searched).toEqual([positionKey(start), positionKey(drawn)]);
  });

  it('stop when the position changes', async () => {
    const controller = new AbortController();
    const pending = solverHints()(deal(findVariant('forty-thieves')!, 1n), controller.signal);
    controller.abort(new Error('the position changed'));
    await expect(pending).rejects.toThrow('the position changed');
  });
});
