// The live check of an Easy deal when the catalogue cannot be read: the
// solver still checks the deal (the catalogue's lookups are made to fail
// here, as they do when data/easy-seeds.json is missing or damaged).

import { describe, expect, it, vi } from 'vitest';
import { current, findVariant, isWon, restoreGame } from '../../src/engine/index.js';
import { checkEasySeed } from '../../src/solver-runtime/easy-check.js';

vi.mock('../../src/solver-runtime/easy.js', async (original) => {
  const real = await original<typeof import('../../src/solver-runtime/easy.js')>();
  const unreadable = () => {
    throw new real.EasyCatalogueError('the Easy deal catalogue cannot be read: ENOENT');
  };
  return { ...real, isProvenEasy: unreadable, randomEasySeed: unreadable, easySeeds: unreadable };
});

const josephine = findVariant('josephine')!;

describe('the live check without the catalogue', () => {
  it('proves a quick deal winnable, with a winning line', async () => {
    // Josephine 2 under Easy rules: the solver wins it in a few hundred positions.
    const check = await checkEasySeed(josephine, 2n, { budget: { nodes: 100_000 } });
    expect(check).toMatchObject({ verdict: 'winnable', source: 'solver' });
    if (check.verdict !== 'winnable') return;
    expect(isWon(current(restoreGame(josephine, 'easy', 2n, check.moves)))).toBe(true);
  });

  it('says why a deal is not proven when the budget runs out', async () => {
    const check = await checkEasySeed(josephine, 2n, { budget: { nodes: 10 } });
    expect(check).toMatchObject({ verdict: 'not proven', solver: 'unknown' });
    if (check.verdict !== 'not proven') return;
    // The same words as with the catalogue read (easy-check.test.ts): the budget spent, in positions.
    expect(check.reason).toMatch(
      /^Josephine deal 2 is not known to be winnable: the solver found no win in 1\d positions\.$/,
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const checking = checkEasySeed(findVariant('little-forty')!, 1n, {
      budget: { ms: 60_000 },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('stopped by the player')), 100);
    await expect(checking).rejects.toThrow('stopped by the player');
  });
});
