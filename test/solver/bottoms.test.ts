// The column-bottoms test (bottoms.ts): on hand-made positions whose
// verdict is plain, and against an exhaustive search on positions at the
// end of the stock, where it cuts most.

import { describe, expect, it } from 'vitest';
import { type Card, findVariant, type Position, VARIANTS } from '../../src/engine/index.js';
import { BottomsTest } from '../../src/solver/bottoms.js';
import { SearchState } from '../../src/solver/state.js';
import { agreeWithExhaustiveSearch, cards, digPosition, exhaustive } from './reference.js';

const fortyThieves = findVariant('forty-thieves')!;
// Suits in the engine's order: clubs 0, spades 1, hearts 2, diamonds 3.
const card = (suit: number, rank: number): Card => suit * 13 + rank - 1;
const KING_OF_HEARTS = card(2, 13);
const QUEEN_OF_HEARTS = card(2, 12);
const KING_OF_SPADES = card(1, 13);
const QUEEN_OF_SPADES = card(1, 12);

/** Two columns of one King of hearts each; the waste as given; everything else home but what the waste holds. */
function kingsPosition(waste: Card[]): Position {
  return {
    variant: fortyThieves,
    level: 'hard',
    columns: [[KING_OF_HEARTS], [KING_OF_HEARTS]],
    faceDown: [0, 0],
    stock: [],
    waste,
    // Hearts at Jack and Jack (both Queens and Kings out); spades at King and Jack (one Queen, one King out).
    foundations: [13, 13, 13, 11, 11, 11, 13, 13],
    redealsLeft: 0,
  };
}

const isLost = (position: Position) => new BottomsTest(new SearchState(position)).isLost();

describe('the column-bottoms test', () => {
  it('finds a position lost when the cards dug out need more bottoms than there are columns', () => {
    // When the Queen of spades is first on top, the King of spades has been dug
    // out with nowhere to go but a column of its own, and the two Kings of
    // hearts still hold both columns (their Queens are buried).
    expect(isLost(kingsPosition([QUEEN_OF_HEARTS, QUEEN_OF_HEARTS, QUEEN_OF_SPADES, KING_OF_SPADES]))).toBe(true);
  });

  it('leaves alone the same cards in an order that wins', () => {
    const position = kingsPosition([QUEEN_OF_HEARTS, QUEEN_OF_HEARTS, KING_OF_SPADES, QUEEN_OF_SPADES]);
    expect(isLost(position)).toBe(false);
    expect(exhaustive(position)).toBe('winnable');
  });

  it('gives the same answers from a table of one plan, the least memory it takes', () => {
    const lost = kingsPosition([QUEEN_OF_HEARTS, QUEEN_OF_HEARTS, QUEEN_OF_SPADES, KING_OF_SPADES]);
    const won = kingsPosition([QUEEN_OF_HEARTS, QUEEN_OF_HEARTS, KING_OF_SPADES, QUEEN_OF_SPADES]);
    const test = (position: Position) => new BottomsTest(new SearchState(position), 0).isLost();
    expect(test(lost)).toBe(true);
    expect(test(won)).toBe(false);
  });

  it('says nothing while a redeal is left: the waste comes round again', () => {
    const position = {
      ...kingsPosition([QUEEN_OF_HEARTS, QUEEN_OF_HEARTS, QUEEN_OF_SPADES, KING_OF_SPADES]),
      redealsLeft: 1,
    };
    expect(isLost(position)).toBe(false);
  });

  it('keeps enough moments of a plan to see a loss deep in the waste', () => {
    // A position of Forty Thieves deal 20's search: no group of moments
    // among the first 26 needs too many bottoms, a later one does. A plan
    // cut at 24 moments found nothing here.
    const position: Position = {
      variant: fortyThieves,
      level: 'hard',
      columns: [
        'KD JS 3C JS TS 9S',
        '8S 7C AC 7H 6H 5H',
        '7S JH JC QH JH TH',
        '5C 5S 6D JD',
        'KH',
        '7D JC 6C',
        'JD TD',
        'TC 8C 6S 5S 4S',
        '8S',
        'AS 7S 8D 6S',
      ].map(cards),
      faceDown: new Array(10).fill(0),
      stock: cards('AD 8H 8H KS 2D KS 4D 7C TD 2C 3D 7D'),
      waste: cards(
        'KC 9H 6D 3H TC 9D QC TH 9D QD 4S 2H 9C 8D KC QH 5H 9S 5D 7H 3S 2S 6H 9C QS 4H KH QD 3S TS 9H 4H 4C 5D KD QS QC 8C',
      ),
      foundations: [6, 0, 2, 0, 3, 1, 4, 0],
      redealsLeft: 0,
    };
    expect(isLost(position)).toBe(true);
    expect(exhaustive(position)).toBe('unwinnable');
  });

  for (const [v, variant] of VARIANTS.entries()) {
    it(`agrees with an exhaustive search at the end of the stock in ${variant.id}`, () => {
      // The test alone, then with everything else, then in a table that replaces entries.
      const settings = [{ reductions: 0, deadlocks: false }, {}, { hashMb: 1 / 64, firstPass: 50 }];
      agreeWithExhaustiveSearch(
        (seed) => digPosition(variant, seed),
        7000 + 100 * v,
        60,
        settings,
        (r) => r.bottoms,
      );
    });
  }
});
