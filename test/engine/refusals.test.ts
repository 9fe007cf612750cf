// Every refusal `check` can give, with the reason a player reads. Each
// reason here was read and judged as a sentence, not copied from output.

import { describe, expect, it } from 'vitest';
import { apply, check, IllegalMoveError, type Move, moveOf, parseMove, type Refusal } from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';

type Case = [Refusal['code'], string, string | Move, string];

const cases: Case[] = [
  ['no-such-column', '1: 5H', '11>1', 'there is no column 11: columns are 1 to 10'],
  ['no-such-column', 'variant: maria\n1: 5H', '1>10', 'there is no column 10: columns are 1 to 9'],
  ['no-such-column', '1: 5H', moveOf(-1, 0), 'there is no column 0: columns are 1 to 10'],
  ['bad-count', '1: 5H', moveOf(0, 1, 0), 'a move takes a whole number of cards, at least one'],
  ['empty-stock', '1: 5H', 'd', 'the stock is empty'],
  ['empty-stock', 'variant: little-forty\nWaste: 5H', 'd', 'the stock is empty: redeal (r) to turn the waste over'],
  ['no-redeal', 'variant: little-forty\nStock: 5H\nWaste: 6H', 'r', 'the stock is not empty yet: draw (d) first'],
  ['no-redeal', 'variant: little-forty\n1: 5H', 'r', 'there is no waste to redeal'],
  ['no-redeal', 'Waste: 6H', 'r', 'no redeals in this game at the hard level'],
  ['no-redeal', 'Stock: 5H\nWaste: 6H', 'r', 'no redeals in this game at the hard level'],
  ['no-redeal', 'level: medium\nWaste: 6H\nRedeals left: 0', 'r', 'no redeals left'],
  ['empty-source', '1: 5H', 'w>1', 'the waste is empty'],
  ['empty-source', '1: 5H', '2>1', 'column 2 is empty'],
  ['same-column', '1: 5H', '1>1', 'a card cannot move onto its own column'],
  ['one-card-from-waste', 'Waste: 5H 4H\n1: 6H', 'w>1:2', 'only the top card of the waste plays'],
  ['one-card-home', 'Foundations: 2H\n1: 4H 3H', '1>f:2', 'cards go to the foundations one at a time'],
  ['no-foundation', '1: 5H', '1>f', 'no foundation takes 5H: the hearts foundations are both empty'],
  [
    'no-foundation',
    'Foundations: 3H AH\n1: 5H',
    '1>f',
    'no foundation takes 5H: the hearts foundations are up to the three and up to the Ace',
  ],
  [
    'no-foundation',
    'Foundations: 2C\n1: 4C',
    '1>f',
    'no foundation takes 4C: the clubs foundations are up to the two and empty',
  ],
  ['face-down', 'variant: number-ten\n1: [KC] [QD] 5S\n2:', '1>2:2', 'column 1 has only 1 face-up card'],
  ['not-a-run', '1: 7H 5H\n2:', '1>2:2', 'the top 2 cards of column 1 are not a run built down in the same suit'],
  [
    'not-a-run',
    'variant: streets\n1: 6H 5D\n2:',
    '1>2:2',
    'the top 2 cards of column 1 are not a run built down in alternate colours',
  ],
  [
    'not-a-run',
    'variant: indian\n1: 6H 5H\n2:',
    '1>2:2',
    'the top 2 cards of column 1 are not a run built down in any suit but its own',
  ],
  [
    'too-many',
    full('1: 7H 6H\n2: 8H'),
    '1>2:2',
    'Forty Thieves moves one card at a time: with no empty columns, at most 1 card can move together',
  ],
  [
    'too-many',
    full('1: 7H 6H 5H\n2: 8H', 1),
    '1>2:3',
    'Forty Thieves moves one card at a time: with 1 empty column, at most 2 cards can move together',
  ],
  [
    'too-many',
    full('1: 7H 6H\n2: 8H', 1),
    '1>10:2',
    'Forty Thieves moves one card at a time: with 1 empty column, at most 1 card can move into an empty column',
  ],
  ['does-not-build', '1: 5H\n2: 7H', '1>2', '5H cannot go on 7H: it needs a six of hearts'],
  ['does-not-build', '1: 7D\n2: 7D', '1>2', '7D cannot go on 7D: it needs an eight of diamonds'],
  ['does-not-build', 'variant: streets\n1: 5H\n2: 6D', '1>2', '5H cannot go on 6D: it needs a black six'],
  ['does-not-build', 'variant: streets\nWaste: 5S\n2: 6C', 'w>2', '5S cannot go on 6C: it needs a red six'],
  [
    'does-not-build',
    'variant: indian\n1: 5H\n2: 6H',
    '1>2',
    '5H cannot go on 6H: it needs a six of a suit other than hearts',
  ],
  ['does-not-build', '1: KH\n2: AH', '1>2', 'KH cannot go on AH: a King goes only into an empty column'],
];

/** Columns 3 to 10 filled with cards that play no part, but for the last `empties`. */
function full(text: string, empties = 0): string {
  const filler = ['KS', 'KS', 'KD', 'KD', 'KC', 'KC', 'QC', 'QC'];
  return [text, ...filler.slice(0, 8 - empties).map((c, i) => `${i + 3}: ${c}`)].join('\n');
}

describe('check refuses with a reason', () => {
  it.each(cases)('%s: %s / %s', (code, text, move, reason) => {
    const p = positionFromText(text);
    const m = typeof move === 'string' ? parseMove(move) : move;
    expect(check(p, m)).toEqual({ code, reason });
  });

  it('covers every refusal code', () => {
    const codes: Record<Refusal['code'], true> = {
      'no-such-column': true,
      'empty-stock': true,
      'no-redeal': true,
      'empty-source': true,
      'same-column': true,
      'one-card-home': true,
      'one-card-from-waste': true,
      'no-foundation': true,
      'face-down': true,
      'not-a-run': true,
      'too-many': true,
      'does-not-build': true,
      'bad-count': true,
    };
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(Object.keys(codes)));
  });

  it('apply throws the same reason, and leaves the position alone', () => {
    const p = positionFromText('1: 5H\n2: 7H');
    const before = structuredClone(p);
    expect(() => apply(p, parseMove('1>2'))).toThrow(IllegalMoveError);
    expect(() => apply(p, parseMove('1>2'))).toThrow('5H cannot go on 7H: it needs a six of hearts');
    expect(p).toEqual(before);
  });
});
