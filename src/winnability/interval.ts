// How sure a sample of deals makes us of a variant's winnable share.
//
// Of N random deals the solver proves `won` winnable, `lost` unwinnable and
// leaves `unknown` undecided within its budget. The share of winnable deals
// in the sample is then somewhere from won/N (no unknown deal winnable) to
// (won + unknown)/N (every one winnable). Each end is a proportion estimated
// from N deals, and gets a 95% confidence interval of its own.
//
// The intervals are Wilson's score intervals (Wilson 1927): the proportions p
// for which the observed share p̂ lies within z standard errors of p, the
// error taken at p itself, i.e. the roots of (p̂ - p)² = z² p (1 - p) / N:
//
//   centre = (p̂ + z²/2N) / (1 + z²/N)
//   half   = z / (1 + z²/N) · √(p̂(1 - p̂)/N + z²/4N²)
//
// Chosen over the plain p̂ ± z·√(p̂(1-p̂)/N) because samples here are small
// and shares near 0 or 1 are common (that interval collapses to a point at
// 0 or N wins), and over Clopper-Pearson because it needs no inverse beta
// function and is less needlessly wide; Newcombe (1998) recommends it for
// the single proportion. His worked examples are among the tests.
//
// Taken together, the lower end of the first interval and the upper end of
// the second bound the true winnable share with at least 95% confidence
// (each misses on its own side with at most 2.5%), provided every verdict
// is sound: a win replayed through the engine, a loss a full search.

/** z for a two-sided 95% interval: the 97.5th percentile of the standard normal distribution. */
const Z95 = 1.959963984540054;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** Wilson's 95% score interval for `successes` out of `trials`; all of [0, 1] when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const scale = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or N successes one root is exactly 0 or 1; rounding must not move it.
  return {
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

export interface Verdicts {
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
}

export interface WinnableShare {
  /** Proven winnable over deals tried: the share if no undecided deal is winnable. */
  readonly from: number;
  /** Proven winnable or undecided, over deals tried: the share if every undecided deal is winnable. */
  readonly to: number;
  /** 95% confidence intervals on each end. */
  readonly from95: Interval;
  readonly to95: Interval;
}

export function winnableShare({ won, lost, unknown }: Verdicts): WinnableShare {
  const tried = won + lost + unknown;
  return {
    from: tried === 0 ? 0 : won / tried,
    to: tried === 0 ? 1 : (won + unknown) / tried,
    from95: wilsonInterval(won, tried),
    to95: wilsonInterval(won + unknown, tried),
  };
}

/** A share in whole percent, but never "0" for some or "100" for not all: one deal in 200 is no rounding error here. */
function percent(x: number): string {
  const whole = Math.round(100 * x);
  if (whole === 0 && x > 0) return '<1';
  if (whole === 100 && x < 1) return '>99';
  return String(whole);
}

/** A range of shares for people: "40-85%", or "40%" when both ends round alike. */
export function percentRange(low: number, high: number): string {
  return percent(low) === percent(high) ? `${percent(low)}%` : `${percent(low)}-${percent(high)}%`;
}
