// Move notation (docs/rules.md, Move notation): d, r, <from>><to>[:<n>], and the cards'.

import { describe, expect, it } from 'vitest';
import {
  formatCard,
  formatMove,
  moveOf,
  NotationError,
  parseCard,
  parseMove,
  parseMoves,
  sameMove,
} from '../../src/engine/index.js';

describe('move notation', () => {
  const table: [string, ReturnType<typeof parseMove>, string][] = [
    ['d', { kind: 'draw' }, 'd'],
    ['r', { kind: 'redeal' }, 'r'],
    ['w>3', moveOf('waste', 2), 'w>3'],
    ['w>f', moveOf('waste', 'foundation'), 'w>f'],
    ['7>f', moveOf(6, 'foundation'), '7>f'],
    ['2>5:3', moveOf(1, 4, 3), '2>5:3'],
    ['10>13', moveOf(9, 12), '10>13'],
    ['2>5:1', moveOf(1, 4), '2>5'],
    ['W>F', moveOf('waste', 'foundation'), 'w>f'],
    [' D ', { kind: 'draw' }, 'd'],
  ];
  it.each(table)('%s', (text, move, formatted) => {
    expect(parseMove(text)).toEqual(move);
    expect(formatMove(parseMove(text))).toBe(formatted);
  });

  const bad: [string, string][] = [
    ['x', 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3'],
    ['3-5', 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3'],
    ['f>3', 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3'],
    ['3>w', 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3'],
    ['2>5:', 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3'],
    ['0>5', 'columns are numbered from 1, the tenth as 10 (0 is only its key in the game)'],
    ['5>0', 'columns are numbered from 1, the tenth as 10 (0 is only its key in the game)'],
    ['2>5:0', 'a move takes at least one card'],
  ];
  it.each(bad)('refuses %s: %s', (token, why) => {
    expect(() => parseMove(token, 4)).toThrow(new NotationError(token, 4, why));
    expect(() => parseMove(token, 4)).toThrow(`move 5 "${token}": ${why}`);
  });

  it('parses a list, naming the bad token and its place', () => {
    expect(parseMoves('  d  w>3\t7>f 2>5:3 ').map(formatMove)).toEqual(['d', 'w>3', '7>f', '2>5:3']);
    expect(parseMoves('')).toEqual([]);
    try {
      parseMoves('d w>3 7>x 2>5:3');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NotationError);
      expect((error as NotationError).token).toBe('7>x');
      expect((error as NotationError).index).toBe(2);
    }
  });
});

describe('card notation', () => {
  it.each([
    ['TD', 'TD'],
    ['10D', 'TD'],
    ['td', 'TD'],
    ['AS', 'AS'],
    ['kh', 'KH'],
    ['2c', '2C'],
  ])('%s is %s', (text, formatted) => {
    expect(formatCard(parseCard(text)!)).toBe(formatted);
  });

  it.each(['', 'T', 'D', '11D', '0S', 'TX', 'AS AS', 'ZZ'])('%j is not a card', (text) => {
    expect(parseCard(text)).toBeUndefined();
  });

  it('cards are suit * 13 + rank - 1, suits clubs, spades, hearts, diamonds', () => {
    expect(parseCard('AC')).toBe(0);
    expect(parseCard('KC')).toBe(12);
    expect(parseCard('AS')).toBe(13);
    expect(parseCard('AH')).toBe(26);
    expect(parseCard('KD')).toBe(51);
  });
});

describe('sameMove', () => {
  it.each([
    ['d', 'd', true],
    ['r', 'r', true],
    ['d', 'r', false],
    ['d', 'w>3', false],
    ['w>3', 'w>3', true],
    ['w>3', 'w>4', false],
    ['w>3', '1>3', false],
    ['2>5:3', '2>5:3', true],
    ['2>5:3', '2>5:2', false],
    ['2>5', '2>5:1', true],
    ['7>f', '7>f', true],
    ['7>f', '7>1', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameMove(parseMove(a), parseMove(b))).toBe(same);
  });
});
