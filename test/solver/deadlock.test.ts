// The deadlock test (deadlock.ts) on positions it once found lost though
// they can be won: in each, a card that can go home must also count as a
// card that could have gone onto a parent instead, and then held a card of
// its own old column.

import { describe, expect, it } from 'vitest';
import { findVariant, type Position } from '../../src/engine/index.js';
import { DeadlockTest } from '../../src/solver/deadlock.js';
import { solve } from '../../src/solver/index.js';
import { SearchState } from '../../src/solver/state.js';
import { cards, exhaustive } from './reference.js';

function position(variant: string, columns: string[], stock: string, waste: string, foundations: number[]): Position {
  return {
    variant: findVariant(variant)!,
    level: 'hard',
    columns: columns.map(cards),
    faceDown: columns.map(() => 0),
    stock: cards(stock),
    waste: cards(waste),
    foundations,
    redealsLeft: 0,
  };
}

describe('the deadlock test', () => {
  it('lets a card that could go home serve as a parent instead', () => {
    // The ten of hearts on top of column 0 could go home, but the win puts it
    // on the Jack drawn from the stock, then the nine from under it on the
    // ten, and column 0 empties.
    const p = position('lucas', ['8H KC 9H TH', 'QH JH QH'], 'JH KH KH TH', '', [12, 13, 13, 13, 7, 9, 13, 13]);
    expect(exhaustive(p)).toBe('winnable');
    expect(new DeadlockTest(new SearchState(p)).isDeadlocked()).toBe(false);
    expect(solve(p, { strict: true, hashMb: 1 }).verdict).toBe('winnable');
  });

  it('finds the win of a position whose search passes through such a position', () => {
    const p = position(
      'forty-thieves',
      ['', '9H QH TH TH', '7H 6H QH 8H 9H KH'],
      '',
      'KH JH JH',
      [13, 13, 13, 13, 8, 5, 13, 13],
    );
    expect(exhaustive(p)).toBe('winnable');
    expect(solve(p, { strict: true, hashMb: 1 }).verdict).toBe('winnable');
    expect(solve(p, { strict: true, hashMb: 1, reductions: 0, bottoms: false }).verdict).toBe('winnable');
  });
});
