// Wilson's score interval against published and hand-worked values, and the
// winnable share's two ends.

import { describe, expect, it } from 'vitest';
import { percentRange, wilsonInterval, winnableShare } from '../../src/winnability/index.js';

const close = (actual: { low: number; high: number }, low: number, high: number, places = 4) => {
  expect(actual.low).toBeCloseTo(low, places);
  expect(actual.high).toBeCloseTo(high, places);
};

describe('wilsonInterval', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion",
  // Statistics in Medicine 17 (1998), Table I, method 3 (score, no continuity
  // correction), given to four places.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i is %f to %f, as Newcombe (1998) tabulates', (k, n, low, high) => {
    close(wilsonInterval(k, n), low, high, 4);
  });

  it('8 of 20, worked by hand', () => {
    // z = 1.959964, z² = 3.841459; p̂ = 0.4; 1 + z²/n = 1.192073
    // centre = (0.4 + 3.841459/40) / 1.192073 = 0.496036 / 1.192073 = 0.416113
    // half = 1.959964 / 1.192073 · √(0.4·0.6/20 + 3.841459/1600)
    //      = 1.644164 · √(0.012 + 0.002401) = 1.644164 · 0.120004 = 0.197307
    // ends: 0.416113 ∓ 0.197307 = 0.218806, 0.613420
    // The same ends solve (0.4 - p)² = z² p (1 - p) / 20 (checked by bisection).
    close(wilsonInterval(8, 20), 0.218805, 0.613421, 5);
  });

  it('is exactly 0 or 1 at no success or all, and all of [0, 1] with no trials', () => {
    // 0 of 10: the upper end solves p² = z² p (1 - p) / 10, p = z² / (10 + z²) = 3.841459 / 13.841459.
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.277533, 6) });
    expect(wilsonInterval(10, 10)).toEqual({ low: expect.closeTo(0.722467, 6), high: 1 });
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('narrows as the sample grows, around the same share', () => {
    const small = wilsonInterval(4, 10);
    const large = wilsonInterval(40, 100);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });
});

describe('winnableShare', () => {
  it('runs from the wins to the wins and unknowns, each with its own interval', () => {
    const share = winnableShare({ won: 8, lost: 3, unknown: 9 });
    expect(share.from).toBe(0.4);
    expect(share.to).toBe(0.85);
    close(share.from95, 0.218805, 0.613421, 5);
    // 17 of 20 (bisection on (0.85 - p)² = z² p (1 - p) / 20).
    close(share.to95, 0.639581, 0.947631, 5);
  });

  it('is one point with nothing unknown, and all of [0, 1] before any deal', () => {
    const decided = winnableShare({ won: 3, lost: 7, unknown: 0 });
    expect([decided.from, decided.to]).toEqual([0.3, 0.3]);
    expect(decided.from95).toEqual(decided.to95);
    const none = winnableShare({ won: 0, lost: 0, unknown: 0 });
    expect([none.from, none.to, none.from95.low, none.to95.high]).toEqual([0, 1, 0, 1]);
  });
});

describe('percentRange', () => {
  it('gives whole percentages, one when both ends round alike', () => {
    expect(percentRange(0.4, 0.85)).toBe('40-85%');
    expect(percentRange(0.218805, 0.947631)).toBe('22-95%');
    expect(percentRange(0.8, 0.8)).toBe('80%');
    expect(percentRange(0, 1)).toBe('0-100%');
  });

  it('never rounds some to 0% or not all to 100%: 199 won of 200 and 1 lost, 1 won of 300', () => {
    expect(percentRange(199 / 200, 199 / 200)).toBe('>99%');
    expect(percentRange(199 / 200, 1)).toBe('>99-100%');
    expect(percentRange(1 / 300, 1 / 300)).toBe('<1%');
    expect(percentRange(0, 1 / 300)).toBe('0-<1%');
  });
});
