// The stay-built rule (stay-built.ts): which moves it leaves out on
// hand-made positions, and its verdicts against an exhaustive search at the
// end of the stock, where it leaves out the most.

import { describe, expect, it } from 'vitest';
import { findVariant, type Position, VARIANTS } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { encodeMove } from '../../src/solver/move-code.js';
import { ALL_REDUCTIONS, MoveGenerator, STAY_BUILT } from '../../src/solver/moves.js';
import { SearchState } from '../../src/solver/state.js';
import { agreeWithExhaustiveSearch, cards, digPosition, exhaustive } from './reference.js';

/**
 * Forty Thieves: the five of clubs built on the six in column 0, column 1
 * empty, the four of clubs under the King in column 2; the other clubs in
 * the waste, everything else home. Nothing calls for taking the five off:
 * the six cannot go home (clubs are at the Ace), no four can go on the
 * five, and no other five can go on the six. (A position need not hold all
 * 104 cards: the move generator reads only what is there.)
 */
function position(changes: Partial<Position> = {}, variant = 'forty-thieves'): Position {
  return {
    variant: findVariant(variant)!,
    level: 'hard',
    columns: [cards('6C 5C'), [], cards('4C KC')],
    faceDown: [0, 0, 0],
    stock: [],
    waste: cards('2C 3C 7C 8C 9C TC JC QC'),
    foundations: [1, 13, 13, 13, 13, 13, 13, 13],
    redealsLeft: 0,
    ...changes,
  };
}

const FIVE_OFF_THE_SIX = encodeMove(0, 1, 1);

/** Whether the search would try taking the five of clubs off the six into the empty column. */
function triesUnbuilding(p: Position, reductions = ALL_REDUCTIONS): boolean {
  const moves = new MoveGenerator(new SearchState(p));
  const out = new Int32Array(64);
  const end = moves.movesToTry(out, 0, undefined, reductions);
  return Array.from(out.subarray(0, end)).includes(FIVE_OFF_THE_SIX);
}

describe('the stay-built rule', () => {
  it('leaves out taking a card off its parent into an empty column when nothing calls for it', () => {
    expect(triesUnbuilding(position())).toBe(false);
    // The move is there without the rule.
    expect(triesUnbuilding(position(), ALL_REDUCTIONS & ~STAY_BUILT)).toBe(true);
  });

  it('keeps it when the parent could go home', () => {
    expect(triesUnbuilding(position({ foundations: [5, 1, 13, 13, 13, 13, 13, 13] }))).toBe(true);
  });

  it('finds the win that needs a parent freed to go home', () => {
    // The Queen of clubs must come off the King into the empty column for the
    // King to go home; a rule that ignored (a) answered "unwinnable" here.
    const p: Position = {
      variant: findVariant('forty-thieves')!,
      level: 'hard',
      columns: [cards('JS KD'), cards('QD KC QC'), []],
      faceDown: [0, 0, 0],
      stock: [],
      waste: cards('JC QS KD QD KC KH TS KS 9D JD JD KS QH TD 9S'),
      foundations: [12, 10, 12, 8, 13, 11, 10, 8],
      redealsLeft: 0,
    };
    expect(exhaustive(p)).toBe('winnable');
    expect(solve(p, { strict: true, hashMb: 1 }).verdict).toBe('winnable');
    expect(
      solve(p, { strict: true, hashMb: 1, reductions: STAY_BUILT, deadlocks: false, bottoms: false }).verdict,
    ).toBe('winnable');
  });

  it('keeps it when a child of the card could be put on it', () => {
    // On top of a column, or at the bottom of its top run.
    expect(triesUnbuilding(position({ columns: [cards('6C 5C'), [], cards('KC 4C')] }))).toBe(true);
    expect(
      triesUnbuilding(position({ columns: [cards('6C 5C'), [], cards('KC 4C 3C')], waste: cards('2C 7C QC') })),
    ).toBe(true);
    // On the waste's top.
    expect(triesUnbuilding(position({ columns: [cards('6C 5C'), [], cards('KC')], waste: cards('2C QC 4C') }))).toBe(
      true,
    );
    // Anywhere in the waste while the stock still turns, not once it is out.
    const inTheWaste = { columns: [cards('6C 5C'), [], cards('KC')], waste: cards('2C 4C QC') };
    expect(triesUnbuilding(position({ ...inTheWaste, stock: cards('JC') }))).toBe(true);
    expect(triesUnbuilding(position(inTheWaste))).toBe(false);
  });

  it('keeps it when another copy of the card could go on the parent', () => {
    expect(
      triesUnbuilding(position({ columns: [cards('6C 5C'), [], cards('4C KC'), cards('5C')], faceDown: [0, 0, 0, 0] })),
    ).toBe(true);
    // Under a card that is not built on it, that copy cannot move.
    expect(
      triesUnbuilding(
        position({ columns: [cards('6C 5C'), [], cards('4C KC'), cards('5C 9D')], faceDown: [0, 0, 0, 0] }),
      ),
    ).toBe(false);
  });

  it('applies to same-suit building only', () => {
    // In Streets the two of hearts builds on the three of clubs: the argument's one child per card fails.
    expect(triesUnbuilding(position({ columns: [cards('3C 2H'), [], cards('4C KC')] }, 'streets'))).toBe(true);
  });

  for (const [v, variant] of VARIANTS.entries()) {
    if (variant.build !== 'same-suit') continue;
    it(`agrees with an exhaustive search at the end of the stock in ${variant.id}`, () => {
      // The rule alone, then with everything else.
      const settings = [{ reductions: STAY_BUILT, deadlocks: false, bottoms: false }, {}];
      agreeWithExhaustiveSearch(
        (seed) => digPosition(variant, seed),
        9000 + 100 * v,
        80,
        settings,
        (r) => r.stayedBuilt,
      );
    });
  }
});
