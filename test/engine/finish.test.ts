// Auto-finish (docs/rules.md, Help from the program): the game finishes itself
// when cards going home win it, with draws and redeals to bring up the stock's
// and the waste's cards; positions written by hand, each move worked out by
// hand from the rules.

import { describe, expect, it } from 'vitest';
import { applyLegal, autoFinish, formatMove, isWon, type Position } from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';

// 100 cards home: every suit to the King but diamonds, which stand at the Jack.
const nearlyWon = 'Foundations: KC KC KS KS KH KH JD JD';

/** The auto-finish's moves in notation, after checking that they win. */
function finishing(p: Position): string[] {
  const moves = autoFinish(p);
  expect(moves).toBeDefined();
  expect(isWon(moves!.reduce(applyLegal, p))).toBe(true);
  return moves!.map(formatMove);
}

describe('auto-finish from the columns', () => {
  it('finishes when foundation moves alone win', () => {
    // Each sweep goes on from the column played last.
    expect(finishing(positionFromText(`${nearlyWon}\n1: KD QD\n2: QD\n3: KD`))).toEqual(['1>f', '2>f', '3>f', '1>f']);
  });

  it('does not start while a card is face down', () => {
    const p = positionFromText(`variant: number-ten\n${nearlyWon}\n1: [KD] QD\n2: QD\n3: KD`);
    expect(autoFinish(p)).toBeUndefined();
  });

  it('does not start when a card blocks its own suit', () => {
    expect(autoFinish(positionFromText(`${nearlyWon}\n1: QD KD\n2: QD\n3: KD`))).toBeUndefined();
  });

  it('has nothing to do in a won game', () => {
    expect(autoFinish(positionFromText('Foundations: KC KC KS KS KH KH KD KD'))).toBeUndefined();
  });
});

describe('auto-finish through the stock and the waste', () => {
  it('draws the stock when the cards drawn go home', () => {
    const p = positionFromText(`${nearlyWon}\n1: KD QD\n2: QD\nStock: KD`);
    expect(finishing(p)).toEqual(['1>f', '2>f', '1>f', 'd', 'w>f']);
    expect(finishing(positionFromText(`${nearlyWon}\n1: KD QD\n2: QD\nWaste: KD`))).toEqual([
      '1>f',
      '2>f',
      '1>f',
      'w>f',
    ]);
  });

  // Diamonds stand at the 10s. The K♦ drawn second covers the Q♦ drawn first;
  // it goes home only once the Q♦ of column 1 has, and its own Q♦ is under it:
  // the redeal brings that Q♦ up again.
  const covered = 'Foundations: KC KC KS KS KH KH TD TD\n1: KD QD\nStock: QD KD JD JD';

  it('redeals when a card the draws covered is needed, within the redeals left', () => {
    expect(finishing(positionFromText(`${covered}\nRedeals left: 1`))).toEqual([
      'd',
      'd',
      'd',
      'w>f',
      '1>f',
      '1>f',
      'd',
      'w>f',
      'r',
      'd',
      'w>f',
      'd',
      'w>f',
    ]);
  });

  it('does nothing when it would need a redeal that is not left', () => {
    expect(autoFinish(positionFromText(`${covered}\nRedeals left: 0`))).toBeUndefined();
  });

  it('draws as many cards at a time as the variant does', () => {
    const stock = `${nearlyWon}\n1: QD\nStock: QD KD KD\nRedeals left: 0`;
    // One at a time, each card drawn goes home.
    expect(finishing(positionFromText(stock))).toEqual(['1>f', 'd', 'w>f', 'd', 'w>f', 'd', 'w>f']);
    // Three at a time (Little Forty), a K♦ lands on the Q♦ it needs and stays there.
    expect(autoFinish(positionFromText(`variant: little-forty\n${stock}`))).toBeUndefined();
  });
});
