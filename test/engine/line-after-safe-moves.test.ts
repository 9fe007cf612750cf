// A winning line carried over the safe moves played before it: what is left
// of it wins from the position after them, and a line that does not win is
// not carried.

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  deal,
  findVariant,
  formatMoves,
  isWon,
  lineAfterSafeMoves,
  parseMoves,
} from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';
import { winOf } from '../support/wins.js';

describe('a winning line after the safe moves of the deal', () => {
  // Forty Thieves 24 at easy: the A♠ on top of column 5 is safe at the deal; the line sends it home third.
  const start = deal(findVariant('forty-thieves')!, 24n, 'easy');
  const line = parseMoves(winOf('forty-thieves', '24', 'easy'));

  it('leaves out the move of a card already home, and still wins', () => {
    expect(formatMoves(line.slice(0, 3))).toBe('7>3 7>f 5>f');
    const home = parseMoves('5>f');
    const rest = lineAfterSafeMoves(start, line, home)!;
    expect(formatMoves(rest)).toBe(formatMoves([...line.slice(0, 2), ...line.slice(3)]));
    expect(isWon(rest.reduce(applyLegal, home.reduce(applyLegal, start)))).toBe(true);
  });

  it('is the line itself when nothing went home', () => {
    expect(lineAfterSafeMoves(start, line, [])).toEqual(line);
  });

  it('is not carried when the line does not win, or the moves home are not foundation moves', () => {
    expect(lineAfterSafeMoves(start, line.slice(0, -1), parseMoves('5>f'))).toBeUndefined();
    expect(lineAfterSafeMoves(start, line, parseMoves('7>3'))).toBeUndefined();
    // Not a legal move home: column 1's top is the 2♣.
    expect(lineAfterSafeMoves(start, line, parseMoves('1>f'))).toBeUndefined();
  });

  it('moves a run without the cards on top of it that are home already', () => {
    // Josephine: runs move together. The line moves the 2♥ with the A♥ on it twice before the A♥ goes home.
    const p = positionFromText(`variant: josephine
      Foundations: KC KC KS KS KH -- KD KD
      1: 3H 2H AH
      2: KH QH JH TH 9H 8H 7H 6H 5H 4H`);
    const winning = parseMoves(`1>3:2 1>2 3>2:2 ${Array(13).fill('2>f').join(' ')}`);
    expect(isWon(winning.reduce(applyLegal, p))).toBe(true);
    const rest = lineAfterSafeMoves(p, winning, parseMoves('1>f'))!;
    expect(formatMoves(rest)).toBe(`1>3 1>2 3>2 ${Array(12).fill('2>f').join(' ')}`);
  });
});
