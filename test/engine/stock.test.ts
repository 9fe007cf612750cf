// The stock and the waste: drawing one or three, redealing, and the
// redeals each level gives each variant (docs/rules.md, The variants and Levels).

import { describe, expect, it } from 'vitest';
import { apply, deal, findVariant, type Level, parseMove, redealsFor, VARIANTS } from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';

const play = (text: string, ...notation: string[]) =>
  notation.reduce((p, m) => apply(p, parseMove(m)), positionFromText(text));

describe('drawing', () => {
  it('one card at a time: the stock top goes onto the waste and plays', () => {
    expect(play('1: KC\nStock: 3S 9C 7D', 'd')).toEqual(positionFromText('1: KC\nStock: 9C 7D\nWaste: 3S'));
    expect(play('1: KC\nStock: 3S 9C 7D', 'd', 'd', 'd')).toEqual(positionFromText('1: KC\nWaste: 3S 9C 7D'));
  });

  it('three at a time in Little Forty, the third one drawn on top', () => {
    const text = 'variant: little-forty\nStock: 3S 9C 7D 4S';
    expect(play(text, 'd')).toEqual(positionFromText('variant: little-forty\nStock: 4S\nWaste: 3S 9C 7D'));
  });

  it('fewer than three when the stock has fewer', () => {
    const text = 'variant: little-forty\nStock: 3S 9C 7D 4S';
    expect(play(text, 'd', 'd')).toEqual(positionFromText('variant: little-forty\nWaste: 3S 9C 7D 4S'));
  });
});

describe('redealing', () => {
  it('turns the whole waste back, in order, and uses up a redeal', () => {
    const text = 'variant: little-forty\nStock: 3S 9C 7D 4S';
    expect(play(text, 'd', 'd', 'r')).toEqual(
      positionFromText('variant: little-forty\nStock: 3S 9C 7D 4S\nRedeals left: 2'),
    );
    expect(play(text, 'd', 'd', 'r', 'd')).toEqual(
      positionFromText('variant: little-forty\nStock: 4S\nWaste: 3S 9C 7D\nRedeals left: 2'),
    );
  });

  it('keeps cards played off the waste out of the next pass', () => {
    const text = 'variant: little-forty\n1: 4H\nStock: 3S 9C 7D 4S';
    // The first draw turns up 3S 9C 7D; 7D goes to an empty column, then 4S is drawn.
    const p = play(text, 'd', 'w>2', 'd', 'r');
    expect(p.stock.length + p.waste.length).toBe(3);
    expect(p).toEqual(positionFromText('variant: little-forty\n1: 4H\n2: 7D\nStock: 3S 9C 4S\nRedeals left: 2'));
  });

  it('runs out: Little Forty has three, then the stock stays empty', () => {
    const p = play('variant: little-forty\nStock: 3S', 'd', 'r', 'd', 'r', 'd', 'r', 'd');
    expect(p.redealsLeft).toBe(0);
    expect(() => apply(p, parseMove('r'))).toThrow('no redeals left');
  });
});

describe('redeals per level', () => {
  const table: [string, Level, number][] = [
    ['forty-thieves', 'hard', 0],
    ['forty-thieves', 'medium', 1],
    ['forty-thieves', 'easy', 1],
    ['lucas', 'hard', 0],
    ['lucas', 'medium', 1],
    ['little-forty', 'hard', 3],
    ['little-forty', 'medium', 3],
    ['little-forty', 'easy', 3],
  ];
  it.each(table)('%s at %s: %i', (id, level, redeals) => {
    const variant = findVariant(id)!;
    expect(redealsFor(variant, level)).toBe(redeals);
    expect(deal(variant, 99n, level).redealsLeft).toBe(redeals);
    expect(deal(variant, 99n, level).level).toBe(level);
  });

  it('every variant has at least one redeal below hard, and the same deal at every level', () => {
    for (const variant of VARIANTS) {
      expect(redealsFor(variant, 'medium')).toBeGreaterThanOrEqual(1);
      expect(redealsFor(variant, 'easy')).toBeGreaterThanOrEqual(1);
      expect(deal(variant, 40000n, 'easy').columns).toEqual(deal(variant, 40000n, 'hard').columns);
      expect(deal(variant, 40000n, 'easy').stock).toEqual(deal(variant, 40000n, 'hard').stock);
    }
  });

  it('a medium Forty Thieves goes through its stock twice', () => {
    const p = play('level: medium\nStock: 3S 9C', 'd', 'd', 'r', 'd');
    expect(p).toEqual(positionFromText('level: medium\nStock: 9C\nWaste: 3S\nRedeals left: 0'));
    expect(() => apply(play('level: medium\nStock: 3S', 'd', 'r', 'd'), parseMove('r'))).toThrow('no redeals left');
  });
});
