// Help from the program (docs/rules.md, Help from the program): safe foundation moves for each
// build rule, and the stuck test. Auto-finish is in finish.test.ts.

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  DRAW,
  formatMove,
  isSafeHome,
  legalMoves,
  type Position,
  parseCard,
  playSafeMoves,
  STUCK_WIDER_LIMITS,
  safeMove,
  stuckAnswer,
} from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';
import { NUMBER_TEN_LAST_DRAW } from '../support/stuck-runs.js';

const card = (text: string) => parseCard(text)!;
/** Stuck, as far as `limit` positions tell. */
const isStuck = (position: Position, limit?: number) => stuckAnswer(position, limit) === 'stuck';

describe('safe foundation moves', () => {
  const table: [string, string, string, boolean][] = [
    // variant, foundations, card, safe
    ['forty-thieves', '', 'AH', true],
    ['forty-thieves', '4H 4H', '5H', true],
    ['forty-thieves', '3H 2H', '4H', false],
    ['forty-thieves', '4H 3H', '4H', true],
    ['forty-thieves', '4H 3H', '5H', false],
    ['forty-thieves', '9H 4H', '5H', true],
    // Alternate colours: the four black foundations must reach r-1 too.
    ['streets', '4H 4H 4C 4C 4S 4S', '5H', true],
    ['streets', '4H 4H 4C 4C 4S 3S', '5H', false],
    ['streets', '4H 4H 4C 4C 4S 4S', '5D', false],
    ['streets', '4D 4D 4C 4C 4S 4S', '5D', true],
    ['maria', '4S 4S 4H 4H 4D 4D', '5S', true],
    ['maria', '4S 4S 4H 4H 4D 3D', '5S', false],
    ['number-ten', '', 'AS', true],
    // Any suit but its own: all six other-suit foundations.
    ['indian', '4H 4H 4C 4C 4S 4S 4D 4D', '5H', true],
    ['indian', '4H 4H 4C 4C 4S 4S 4D 3D', '5H', false],
    ['little-forty', '4H 4H 4C 4C 4S 4S', '5H', false],
    ['little-forty', 'TH TH 4C 4C 4S 4S 4D 4D', '5H', true],
  ];
  it.each(table)('%s with %s home: %s is safe: %s', (variant, home, c, safe) => {
    const p = positionFromText(`variant: ${variant}\nFoundations: ${home}`);
    expect(isSafeHome(p, card(c))).toBe(safe);
  });

  it('safeMove looks at the waste first, then the columns left to right', () => {
    const p = positionFromText('Foundations: AH AH\n1: 5C\n2: 2H\n3: AS\nWaste: 3D AD');
    expect(formatMove(safeMove(p)!)).toBe('w>f');
    const q = positionFromText('Foundations: AH AH\n1: 5C\n2: 2H\n3: AS\nWaste: AD 3D');
    expect(formatMove(safeMove(q)!)).toBe('2>f');
  });

  it('sends no waste card home while a redeal is left in a game that draws three', () => {
    // Little Forty draws three and redeals: the Ace on the waste is safe in itself.
    const text = 'variant: little-forty\nFoundations: AH AH\n1: 5C\nWaste: 3D AD';
    expect(safeMove(positionFromText(`${text}\nRedeals left: 1`))).toBeUndefined();
    expect(formatMove(safeMove(positionFromText(`${text}\nRedeals left: 0`))!)).toBe('w>f');
  });

  it('no safe move is offered when none is safe, even if a card could go home', () => {
    const p = positionFromText('Foundations: 2H AH\n1: 3H');
    expect(safeMove(p)).toBeUndefined();
  });

  it('playSafeMoves plays every safe move until none is left', () => {
    const p = positionFromText('Foundations: AH AH\n1: 3H 2H\n2: 2H\n3: 5C 3H\nWaste: AC');
    const { moves, position } = playSafeMoves(p);
    expect(moves.map(formatMove)).toEqual(['w>f', '1>f', '2>f', '1>f', '3>f']);
    expect(position).toEqual(positionFromText('Foundations: AC 3H 3H\n3: 5C'));
  });
});

describe('stuck', () => {
  // Ten columns, all full, nothing builds, nothing goes home, no stock.
  const dead = '1: 2H\n2: 2S\n3: 2D\n4: 2C\n5: 2H\n6: 2S\n7: 2D\n8: 2C\n9: 4H\n10: 4S';

  it('when no draw, redeal or useful move is left', () => {
    expect(isStuck(positionFromText(dead))).toBe(true);
  });

  it('not while the stock holds a card or a redeal is left', () => {
    expect(isStuck(positionFromText(`${dead}\nStock: 9C`))).toBe(false);
    expect(isStuck(positionFromText(`level: medium\n${dead}\nWaste: 9C`))).toBe(false);
  });

  it('not when the waste card can be played', () => {
    expect(isStuck(positionFromText(`${dead}\nWaste: 3S`))).toBe(false);
    expect(isStuck(positionFromText(`${dead}\nWaste: 9C`))).toBe(true);
  });

  it('not when some moves later a card goes home', () => {
    // 5H moves onto 6H; that frees AC beneath it.
    const p = positionFromText('1: 9C AC 5H\n2: 6H\n3: 2S\n4: 2D\n5: 2C\n6: 2H\n7: 2S\n8: 2D\n9: 4H\n10: 4S');
    expect(isStuck(p)).toBe(false);
  });

  it('when moves only shuffle cards between columns', () => {
    // 5H can go back and forth between the two 6H, uncovering nothing useful.
    const p = positionFromText('1: 9C 5H\n2: 6H\n3: 9S 6H\n4: 2D\n5: 2C\n6: 2H\n7: 2S\n8: 2D\n9: 4H\n10: 4S');
    expect(isStuck(p)).toBe(true);
  });

  it('never says stuck when the search runs out of room', () => {
    const p = positionFromText('1: 9C 5H\n2: 6H\n3: 9S 6H\n4: 2D\n5: 2C\n6: 2H\n7: 2S\n8: 2D\n9: 4H\n10: 4S');
    expect(isStuck(p, 1)).toBe(false);
    expect(stuckAnswer(p, 1)).toBe('unknown');
    expect(stuckAnswer(p)).toBe('stuck');
  });

  it('where runs move, tells a game stuck only wider than the first limit, and never wrongly', () => {
    const drawn = applyLegal(positionFromText(NUMBER_TEN_LAST_DRAW), DRAW);
    // Only moves between columns are left: no draw, no redeal, nothing home, nothing off the waste.
    expect(legalMoves(drawn).every((m) => m.kind === 'move' && m.from !== 'waste' && m.to !== 'foundation')).toBe(true);
    expect(stuckAnswer(drawn)).toBe('unknown');
    expect(stuckAnswer(drawn, STUCK_WIDER_LIMITS[0])).toBe('stuck');
    // Before the draw, the draw is progress.
    expect(stuckAnswer(positionFromText(NUMBER_TEN_LAST_DRAW))).toBe('not-stuck');
  });

  it('not when a face-down card can be turned up', () => {
    const p = positionFromText(
      'variant: number-ten\n1: [KD] 5H\n2: 6S\n3: 2S\n4: 2D\n5: 2C\n6: 2H\n7: 2S\n8: 2D\n9: 4H\n10: 4S',
    );
    expect(isStuck(p)).toBe(false);
  });

  it('with empty columns: a lone card shuffling between them gets nowhere', () => {
    expect(isStuck(positionFromText('variant: little-forty\n1: 9C\nRedeals left: 0'))).toBe(true);
    expect(isStuck(positionFromText('variant: little-forty\n1: 9C 8H 7S\n2: 5D\nRedeals left: 0'))).toBe(true);
  });

  it('with empty columns: moving a card aside to free an Ace is progress', () => {
    expect(isStuck(positionFromText('variant: little-forty\n1: AC 9C\n2: 5D\nRedeals left: 0'))).toBe(false);
    expect(isStuck(positionFromText('variant: little-forty\n1: AC 9C 8H 7S\n2: 5D\nRedeals left: 0'))).toBe(false);
  });

  it('a won game is not stuck', () => {
    expect(isStuck(positionFromText('Foundations: KC KC KS KS KH KH KD KD'))).toBe(false);
  });
});
