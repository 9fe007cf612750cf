// The build rules, runs and supermoves, and face-down cards, as tables of
// positions in card notation (the format of test/support/position-text.ts).

import { describe, expect, it } from 'vitest';
import {
  apply,
  type BuildRule,
  builds,
  check,
  findVariant,
  formatMove,
  legalMoves,
  maxMoveCount,
  type Position,
  parseCard,
  parseMove,
  runLength,
} from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';

const card = (text: string) => parseCard(text)!;
const moves = (p: Position) => legalMoves(p).map(formatMove);
const legal = (p: Position, notation: string) => check(p, parseMove(notation)) === undefined;

describe('build rules', () => {
  const cases: [BuildRule, string, string, boolean][] = [
    ['same-suit', '6H', '7H', true],
    ['same-suit', 'AH', '2H', true],
    ['same-suit', '6D', '7H', false],
    ['same-suit', '6H', '8H', false],
    ['same-suit', '7H', '7H', false],
    ['same-suit', '8H', '7H', false],
    ['same-suit', 'KH', 'AH', false],
    ['alternate-colour', '6H', '7S', true],
    ['alternate-colour', '6H', '7C', true],
    ['alternate-colour', '6S', '7D', true],
    ['alternate-colour', '6H', '7D', false],
    ['alternate-colour', '6H', '7H', false],
    ['alternate-colour', '6S', '7C', false],
    ['alternate-colour', '7S', '7H', false],
    ['alternate-colour', 'QD', 'KS', true],
    ['other-suit', '6H', '7S', true],
    ['other-suit', '6H', '7D', true],
    ['other-suit', '6H', '7C', true],
    ['other-suit', '6H', '7H', false],
    ['other-suit', '7S', '7H', false],
    ['other-suit', '5S', '7H', false],
  ];
  it.each(cases)('%s: %s on %s is %s', (rule, c, onto, expected) => {
    expect(builds(rule, card(c), card(onto))).toBe(expected);
  });

  it('decide what each variant lets onto a column', () => {
    const onto7H = (variant: string) =>
      moves(positionFromText(`variant: ${variant}\n1: 6H\n2: 6D\n3: 6S\n4: 7H\n5: 7H`)).filter((m) => m.endsWith('>4'));
    expect(onto7H('forty-thieves')).toEqual(['1>4']);
    expect(onto7H('streets')).toEqual(['3>4']);
    expect(onto7H('indian')).toEqual(['2>4', '3>4']);
    expect(onto7H('little-forty')).toEqual(['2>4', '3>4']);
  });
});

describe('legal moves', () => {
  it('name their columns in a layout wider than any variant', () => {
    const wide = { ...findVariant('forty-thieves')!, columns: 15 };
    const p = positionFromText(
      `
      1: 7H
      14: 5H
      15: 6H
    `,
      { variant: wide },
    );
    expect(moves(p)).toEqual(expect.arrayContaining(['14>15', '15>1']));
    expect(moves(apply(p, parseMove('14>15'))).filter((m) => m.startsWith('15>'))).toContain('15>1:2');
  });

  it('come in a stable order: draw, waste, then columns; foundation first, then columns, fewer cards first', () => {
    const p = positionFromText(`
      variant: josephine
      Foundations: AH
      1: 9C 3H 2H
      2: 4H
      3:
      4: 3S
      Stock: KD
      Waste: 5C 2S
    `);
    // Columns 5-10 are empty: josephine moves runs into them whatever their number.
    const empties = (from: string, most: number) =>
      [3, 5, 6, 7, 8, 9, 10].flatMap((t) =>
        Array.from({ length: most }, (_, k) => `${from}>${t}${k ? `:${k + 1}` : ''}`),
      );
    expect(moves(p)).toEqual([
      'd',
      'w>3',
      'w>4',
      'w>5',
      'w>6',
      'w>7',
      'w>8',
      'w>9',
      'w>10',
      '1>f',
      '1>2:2',
      ...empties('1', 2),
      ...empties('2', 1),
      ...empties('4', 1),
    ]);
  });

  it('offer a redeal only when the stock is empty and a redeal is left', () => {
    const text = 'variant: little-forty\n1: KC\nWaste: 5D 6D\n';
    expect(moves(positionFromText(`${text}Redeals left: 1`))).toContain('r');
    expect(moves(positionFromText(`${text}Redeals left: 0`))).not.toContain('r');
    expect(moves(positionFromText(`${text}Stock: 4S\nRedeals left: 1`))).toEqual(expect.arrayContaining(['d']));
    expect(moves(positionFromText(`${text}Stock: 4S\nRedeals left: 1`))).not.toContain('r');
  });

  it('send a card home to the first foundation of its suit that is one below it', () => {
    const p = positionFromText('Foundations: 4S 3S\n1: 4S\n2: 5S\n3: 6S');
    expect(moves(p).filter((m) => m.endsWith('>f'))).toEqual(['1>f', '2>f']);
    expect(apply(p, parseMove('1>f')).foundations).toEqual([0, 0, 4, 4, 0, 0, 0, 0]);
    expect(apply(p, parseMove('2>f')).foundations).toEqual([0, 0, 5, 3, 0, 0, 0, 0]);
  });

  it('send a two home onto an Ace foundation, not a three (foundations as Lucas starts them)', () => {
    const p = positionFromText('variant: lucas\nFoundations: AC AC AS AS AH AH AD AD\n1: 2D\n2: 3C');
    expect(moves(p).filter((m) => m.endsWith('>f'))).toEqual(['1>f']);
  });
});

describe('runs and supermoves', () => {
  // Column 1 holds a run of eight hearts, 9H down to 2H, on a King; the
  // target column 2 holds the heart one above the moving part's bottom card.
  const filler = ['KS', 'KS', 'KD', 'KD', 'QC', 'QC', 'QD', 'QD'];
  const supermove = (variant: string, empties: number, target: string) =>
    positionFromText(
      [
        `variant: ${variant}`,
        '1: KC 9H 8H 7H 6H 5H 4H 3H 2H',
        `2: ${target}`,
        ...filler.slice(0, 8 - empties).map((c, i) => `${i + 3}: ${c}`),
      ].join('\n'),
    );
  const heartAbove = (k: number) => `${'23456789TJ'[k]}H`;

  const single: [number, number, boolean][] = [
    [0, 1, true],
    [0, 2, false],
    [1, 2, true],
    [1, 3, false],
    [2, 4, true],
    [2, 5, false],
    [3, 8, true],
  ];
  it.each(single)('Forty Thieves with %i empty columns: %i cards onto a column: %s', (e, k, ok) => {
    const p = supermove('forty-thieves', e, heartAbove(k));
    expect(legal(p, `1>2:${k}`)).toBe(ok);
    expect(maxMoveCount(p, false)).toBe(2 ** e);
  });

  const intoEmpty: [number, number, boolean][] = [
    [1, 1, true],
    [1, 2, false],
    [2, 2, true],
    [2, 3, false],
    [3, 4, true],
    [3, 5, false],
  ];
  it.each(intoEmpty)('Forty Thieves with %i empty columns: %i cards into an empty one: %s', (e, k, ok) => {
    const p = supermove('forty-thieves', e, 'KH');
    const empty = 10 - e + 1;
    expect(legal(p, `1>${empty}:${k}`)).toBe(ok);
    expect(maxMoveCount(p, true)).toBe(2 ** (e - 1));
  });

  it('a supermove is one move: the whole run lands at once', () => {
    const p = apply(supermove('forty-thieves', 3, 'TH'), parseMove('1>2:8'));
    expect(p).toEqual(positionFromText(`1: KC\n2: TH 9H 8H 7H 6H 5H 4H 3H 2H\n3: KS\n4: KS\n5: KD\n6: KD\n7: QC`));
  });

  it('runs variants move any run whatever the free space', () => {
    const p = supermove('josephine', 0, 'TH');
    expect(legal(p, '1>2:8')).toBe(true);
    expect(legal(supermove('josephine', 1, 'KH'), '1>10:8')).toBe(true);
    expect(maxMoveCount(p, false)).toBe(Infinity);
  });

  it("a run is built by the variant's own rule, above the face-down cards", () => {
    const streets = positionFromText('variant: streets\n1: 9C 8H 7S 6D 6D 5C');
    expect(runLength(streets, 0)).toBe(2);
    const numberTen = positionFromText('variant: number-ten\n1: [8H] [7S] 6D 5C 4H');
    expect(runLength(numberTen, 0)).toBe(3);
    const littleForty = positionFromText('variant: little-forty\n1: 9C 8H 7S 7S 6H 5C\n2:');
    expect(runLength(littleForty, 0)).toBe(3);
    expect(runLength(littleForty, 1)).toBe(0);
  });
});

describe('face-down cards', () => {
  it('the card under a moved card turns up; the rest stay down', () => {
    const p = positionFromText('variant: number-ten\n1: [KC] [QD] 5S 4H 3S\n2: 6H');
    const after = apply(p, parseMove('1>2:3'));
    expect(after.columns[0]).toEqual([card('KC'), card('QD')]);
    expect(after.faceDown[0]).toBe(1);
    const again = apply(after, parseMove('1>3'));
    expect(again.faceDown[0]).toBe(0);
    expect(again.columns[2]).toEqual([card('QD')]);
  });

  it('a column with every card gone has none face down', () => {
    const p = positionFromText('variant: indian\n1: [KC] 5S\n2: 6H');
    const after = apply(apply(p, parseMove('1>2')), parseMove('1>3'));
    expect(after.columns[0]).toEqual([]);
    expect(after.faceDown[0]).toBe(0);
  });

  it('face-down cards never move', () => {
    const p = positionFromText('variant: rank-and-file\n1: [KC] [QD] [5S] 4H\n2:');
    expect(moves(p).filter((m) => m.startsWith('1>2'))).toEqual(['1>2']);
    expect(check(p, parseMove('1>2:2'))?.code).toBe('face-down');
  });
});
