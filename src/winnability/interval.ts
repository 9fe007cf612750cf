// How sure a sample of deals makes us of a variant's winnable share.
//
// Of N random deals the solver proves `won` winnable, `lost` unwinnable and
// leaves `unknown` undecided within its budget. The share of winnable deals
// in the sample is then somewhere from won/N (no unknown deal winnable) to
// (won + unknown)/N (every one winnable). Each end is a proportion estimated
// from N deals, and gets a 95% confidence interval of its own.
//
// The intervals are Clopper and Pearson's (1934), the "exact" ones: the
// lower end is the share p at which as many wins as seen or more would come
// with probability 2.5%, the upper end the share at which as few or fewer
// would. Whatever the true share, each end then misses on its own side with
// probability at most 2.5%, so the lower end of the first interval and the
// upper end of the second bound the true winnable share with at least 95%
// confidence, provided every verdict is sound (a win replayed through the
// engine, a loss a full search). Wilson's score interval, narrower, does
// not keep that promise: at 100 deals its upper end misses up to 16% of the
// time for a share near 1, where most of these games' shares lie.
//
// Each end is found by bisection on the binomial distribution's tail, whose
// terms are summed from their logarithms so that no factor underflows.

/** The probability of missing on each side. */
const TAIL = 0.025;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** P(X <= k) for X of the binomial distribution of n trials with success probability p (0 < p < 1). */
function atMost(k: number, n: number, p: number): number {
  const ratio = Math.log(p) - Math.log1p(-p);
  let logTerm = n * Math.log1p(-p);
  let sum = Math.exp(logTerm);
  for (let i = 0; i < k; i++) {
    logTerm += Math.log((n - i) / (i + 1)) + ratio;
    sum += Math.exp(logTerm);
  }
  return Math.min(1, sum);
}

/** The p in (0, 1) where P(X <= k), falling as p rises, comes down to `level`. */
function crossing(k: number, n: number, level: number): number {
  let below = 0;
  let above = 1;
  for (let i = 0; i < 60; i++) {
    const middle = (below + above) / 2;
    if (atMost(k, n, middle) > level) below = middle;
    else above = middle;
  }
  return (below + above) / 2;
}

/** Clopper-Pearson's 95% interval for `successes` out of `trials`; all of [0, 1] when there are no trials. */
export function exactInterval(successes: number, trials: number): Interval {
  return {
    // As many successes or more with probability TAIL: P(X >= k) = 1 - P(X <= k - 1).
    low: successes === 0 ? 0 : crossing(successes - 1, trials, 1 - TAIL),
    high: successes === trials ? 1 : crossing(successes, trials, TAIL),
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
    from95: exactInterval(won, tried),
    to95: exactInterval(won + unknown, tried),
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
