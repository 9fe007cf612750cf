// Golden deals: the layouts in test/fixtures/deals.txt were computed by
// scripts/expected-deals.py (CPython's own Mersenne Twister and an
// independent LCG), so a difference here is a difference from docs/rules.md, Deal numbers.

import { describe, expect, it } from 'vitest';
import { deal, findVariant, randomForSeed, shuffle, twoDecks, VARIANTS } from '../../src/engine/index.js';
import { dealFixtures } from '../support/deal-fixtures.js';
import { cardCounts, positionFromText } from '../support/position-text.js';

const fixtures = dealFixtures();

describe('golden deals', () => {
  it('cover every variant, both generators and seeds past 2^53 and 2^64', () => {
    expect(new Set(fixtures.map((f) => f.variant))).toEqual(new Set(VARIANTS.map((v) => v.id)));
    expect(fixtures.some((f) => f.seed < 32000n)).toBe(true);
    expect(fixtures.some((f) => f.seed > 2n ** 53n)).toBe(true);
    expect(fixtures.some((f) => f.seed > 2n ** 64n)).toBe(true);
  });

  it.each(fixtures.map((f) => [`${f.variant} ${f.seed} ${f.level}`, f] as const))('%s', (_, f) => {
    const variant = findVariant(f.variant)!;
    expect(deal(variant, f.seed, f.level)).toEqual(positionFromText(f.text, { variant, level: f.level }));
  });

  it('match the two layouts PySolFC itself deals', () => {
    // From PySolFC's generator: bottom row, then the first card a draw turns up.
    const forty = findVariant('forty-thieves')!;
    const one = deal(forty, 1n);
    expect(one.columns.map((c) => c[0])).toEqual(cards('3D 5H JC KH 5S 5H KC KC 8D JD'));
    expect(one.stock.at(-1)).toEqual(cards('3S')[0]);
    const big = deal(forty, 12345678901234567890n);
    expect(big.columns.map((c) => c[0])).toEqual(cards('2C 5D AS 9H TH TS 8D KC 4S 6C'));
    expect(big.stock.at(-1)).toEqual(cards('QH')[0]);
  });
});

describe('every deal', () => {
  it.each(VARIANTS.map((v) => [v.id, v] as const))('%s holds two of each card and the shape of its variant', (_, v) => {
    for (const seed of [1n, 31999n, 32000n, 99999999999999999999n]) {
      const p = deal(v, seed);
      expect(cardCounts(p)).toEqual(new Array(52).fill(2));
      expect(p.columns).toHaveLength(v.columns);
      expect(p.columns.every((c) => c.length === v.cardsPerColumn)).toBe(true);
      expect(p.faceDown).toEqual(new Array(v.columns).fill(v.faceDown));
      expect(p.stock).toHaveLength(104 - v.columns * v.cardsPerColumn - (v.acesOnFoundations ? 8 : 0));
      expect(p.waste).toEqual([]);
    }
  });

  it('Lucas keeps the order of the other cards when it takes the Aces out', () => {
    const forty = deal(findVariant('forty-thieves')!, 777n);
    const lucas = deal(findVariant('lucas')!, 777n);
    const isAce = (c: number) => c % 13 === 0;
    // The stock's bottom is the start of the shuffled list in both games.
    const withoutAces = forty.stock.filter((c) => !isAce(c));
    const n = Math.min(withoutAces.length, lucas.stock.length);
    expect(n).toBeGreaterThan(40);
    expect(lucas.stock.slice(0, n)).toEqual(withoutAces.slice(0, n));
    expect([...lucas.stock, ...lucas.columns.flat()].some(isAce)).toBe(false);
    expect(lucas.foundations).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('differs from seed to seed', () => {
    const forty = findVariant('forty-thieves')!;
    expect(deal(forty, 31999n)).not.toEqual(deal(forty, 32000n));
    expect(deal(forty, 2n ** 53n)).not.toEqual(deal(forty, 2n ** 53n + 1n));
  });
});

describe('the generators', () => {
  it('the LCG gives the Microsoft C library sequence for seed 1', () => {
    const random = randomForSeed(1n);
    const got = Array.from({ length: 10 }, () => random.randint(0, 32767));
    expect(got).toEqual([41, 18467, 6334, 26500, 19169, 15724, 11478, 29358, 26962, 24464]);
  });

  it.each([
    // int(random.Random(seed).random() * 1000000), five times, from CPython.
    [32000n, [372172, 841331, 475447, 957456, 933013]],
    [4294967296n, [112994, 417828, 16676, 611721, 805647]],
    [12345678901234567890n, [512018, 931880, 642312, 852243, 354029]],
    [99999999999999999999n, [489998, 210740, 963928, 87848, 310386]],
  ])('the Mersenne Twister matches CPython for seed %s', (seed, expected) => {
    const random = randomForSeed(seed);
    expect(Array.from({ length: 5 }, () => random.randint(0, 999999))).toEqual(expected);
  });

  it('the shuffle swaps from the end with randint(0, n)', () => {
    const calls: [number, number][] = [];
    const fake = {
      randint: (a: number, b: number) => {
        calls.push([a, b]);
        return 0;
      },
    };
    expect(shuffle(['a', 'b', 'c', 'd'], fake)).toEqual(['b', 'c', 'd', 'a']);
    expect(calls).toEqual([
      [0, 3],
      [0, 2],
      [0, 1],
    ]);
    expect(twoDecks().slice(0, 3)).toEqual([0, 1, 2]);
    expect(twoDecks()[52]).toBe(0);
  });
});

function cards(text: string): number[] {
  return positionFromText(`Stock: ${text}`).stock.slice().reverse();
}
