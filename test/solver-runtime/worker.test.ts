// Solving in a worker thread: the same verdict as in-process, and an abort
// that ends the wait at once.

import { describe, expect, it } from 'vitest';
import { applyLegal, check, deal, findVariant, isWon } from '../../src/engine/index.js';
import { solveInWorker } from '../../src/solver-runtime/client.js';

const fortyThieves = findVariant('forty-thieves')!;

describe('solveInWorker', () => {
  it('solves a deal in a worker thread', async () => {
    const position = deal(fortyThieves, 2n);
    const result = await solveInWorker(position, { budget: { nodes: 100_000 } });
    expect(result.verdict).toBe('winnable');
    let p = position;
    for (const m of result.moves) {
      expect(check(p, m)).toBeUndefined();
      p = applyLegal(p, m);
    }
    expect(isWon(p)).toBe(true);
  });

  it('rejects with the reason when aborted, without waiting for the budget', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const pending = solveInWorker(deal(fortyThieves, 1n), { budget: { ms: 60_000 }, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('the position changed')), 200);
    await expect(pending).rejects.toThrow('the position changed');
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(
      solveInWorker(deal(fortyThieves, 1n), { budget: { nodes: 10 }, signal: controller.signal }),
    ).rejects.toThrow('too late');
  });
});
