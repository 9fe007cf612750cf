// The live check of an Easy seed outside the catalogue: the solver in a
// worker thread, within a budget, cancellable.

import { describe, expect, it } from 'vitest';
import { current, findVariant, isWon, restoreGame } from '../../src/engine/index.js';
import { easySeeds, isProvenEasy } from '../../src/solver-runtime/easy.js';
import { checkEasySeed, type EasyCheckProgress } from '../../src/solver-runtime/easy-check.js';

const josephine = findVariant('josephine')!;
const littleForty = findVariant('little-forty')!;

describe('checkEasySeed', () => {
  it('proves a quick seed outside the catalogue, with a winning line', async () => {
    // Josephine 2 under Easy rules: the solver wins it in a few hundred positions.
    expect(isProvenEasy('josephine', 2n)).toBe(false);
    const check = await checkEasySeed(josephine, 2n, { budget: { nodes: 100_000 } });
    expect(check).toMatchObject({ verdict: 'winnable', source: 'solver' });
    if (check.verdict !== 'winnable') return;
    expect(isWon(current(restoreGame(josephine, 'easy', 2n, check.moves)))).toBe(true);
  });

  it('answers "not proven", saying why, when the budget runs out first', async () => {
    const check = await checkEasySeed(josephine, 2n, { budget: { nodes: 10 } });
    expect(check).toMatchObject({ verdict: 'not proven', solver: 'unknown' });
    if (check.verdict !== 'not proven') return;
    expect(check.reason).toMatch(/Josephine deal 2 is not known to be winnable/);
  });

  it('answers at once for a seed of the catalogue', async () => {
    const seed = BigInt(easySeeds('josephine')[0]);
    const check = await checkEasySeed(josephine, seed, { budget: { nodes: 1 } });
    expect(check).toEqual({ verdict: 'winnable', source: 'catalogue', moves: [] });
  });

  it('reports progress while the solver works', async () => {
    const seen: EasyCheckProgress[] = [];
    // Little Forty 1 is not won within 300 ms.
    const check = await checkEasySeed(littleForty, 1n, { budget: { ms: 300 }, onProgress: (p) => seen.push(p) });
    expect(check.verdict).toBe('not proven');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((p) => p.budgetMs === 300)).toBe(true);
    expect(seen[seen.length - 1].elapsedMs).toBeGreaterThan(seen[0].elapsedMs);
  });

  it('stops when aborted, rejecting with the signal’s reason, and reports no more progress', async () => {
    const controller = new AbortController();
    let calls = 0;
    const checking = checkEasySeed(littleForty, 1n, {
      budget: { ms: 60_000 },
      signal: controller.signal,
      onProgress: () => calls++,
    });
    setTimeout(() => controller.abort(new Error('the player moved on')), 250);
    const started = performance.now();
    await expect(checking).rejects.toThrow('the player moved on');
    expect(performance.now() - started).toBeLessThan(5000);
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(after);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checkEasySeed(josephine, 2n, { signal: controller.signal })).rejects.toThrow();
  });
});
