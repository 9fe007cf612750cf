// Clopper-Pearson's interval against published and hand-worked values and
// its promise of at most 2.5% missed on each side, and the winnable share's
// two ends.

import { describe, expect, it } from 'vitest';
import { exactInterval, percentRange, winnableShare } from '../../src/winnability/index.js';

const close = (actual: { low: number; high: number }, low: number, high: number, places = 4) => {
  expect(actual.low).toBeCloseTo(low, places);
  expect(actual.high).toBeCloseTo(high, places);
};

/** The binomial probabilities of 0..n successes in n trials at share p (above 1/2 mirrored: (1 - p)^n would underflow). */
function binomial(n: number, p: number): number[] {
  if (p > 0.5) return binomial(n, 1 - p).reverse();
  const terms = [(1 - p) ** n];
  for (let k = 1; k <= n; k++) terms.push((terms[k - 1] * (n - k + 1) * p) / (k * (1 - p)));
  return terms;
}

describe('exactInterval', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion",
  // Statistics in Medicine 17 (1998), Table I, method 5 ("exact", Clopper-Pearson),
  // given to four places.
  it.each([
    [81, 263, 0.2527, 0.3676],
    [15, 148, 0.0578, 0.1617],
    [0, 20, 0, 0.1684],
    [1, 29, 0.0009, 0.1776],
  ])('%i of %i is %f to %f, as Newcombe (1998) tabulates', (k, n, low, high) => {
    close(exactInterval(k, n), low, high, 4);
  });

  it('is exactly 0 or 1 at no success or all, and all of [0, 1] with no trials', () => {
    // 0 of n: the upper end solves (1 - p)^n = 0.025, p = 1 - 0.025^(1/n); n of n mirrors it.
    // 0.025^(1/20) = exp(ln 0.025 / 20) = exp(-3.688879 / 20) = exp(-0.184444) = 0.831567.
    expect(exactInterval(0, 20)).toEqual({ low: 0, high: expect.closeTo(0.168433, 6) });
    expect(exactInterval(20, 20)).toEqual({ low: expect.closeTo(0.831567, 6), high: 1 });
    expect(exactInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('mirrors failures and successes', () => {
    for (const k of [1, 7, 60, 99]) {
      const wins = exactInterval(k, 100);
      const losses = exactInterval(100 - k, 100);
      expect(wins.low).toBeCloseTo(1 - losses.high, 9);
      expect(wins.high).toBeCloseTo(1 - losses.low, 9);
    }
  });

  it('misses on each side at most 2.5% of the time, whatever the true share, at 100 deals', () => {
    const n = 100;
    const intervals = Array.from({ length: n + 1 }, (_, k) => exactInterval(k, n));
    // Every 1/4000th share. Near 1, where these games lie, Wilson's upper end missed 16% of the time (at 0.99825).
    for (let i = 1; i < 4000; i++) {
      const p = i / 4000;
      const chances = binomial(n, p);
      const missedBelow = chances.reduce((sum, chance, k) => (intervals[k].high < p ? sum + chance : sum), 0);
      const missedAbove = chances.reduce((sum, chance, k) => (intervals[k].low > p ? sum + chance : sum), 0);
      expect(missedBelow).toBeLessThanOrEqual(0.025);
      expect(missedAbove).toBeLessThanOrEqual(0.025);
    }
  });

  it('narrows as the sample grows, around the same share', () => {
    const small = exactInterval(4, 10);
    const large = exactInterval(40, 100);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });
});

describe('winnableShare', () => {
  it('runs from the wins to the wins and unknowns, each with its own interval', () => {
    const share = winnableShare({ won: 8, lost: 3, unknown: 9 });
    expect(share.from).toBe(0.4);
    expect(share.to).toBe(0.85);
    // 8 of 20 and 17 of 20 as quantiles of the beta distribution (scipy's beta.ppf):
    // low = ppf(0.025, k, n - k + 1), high = ppf(0.975, k + 1, n - k).
    close(share.from95, 0.19119, 0.639457, 5);
    close(share.to95, 0.621073, 0.967929, 5);
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
    expect(percentRange(0.19119, 0.967929)).toBe('19-97%');
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
