// Hints from the solver in a worker: the first move of a winning line, a
// lost position said to be lost, and the search stopped when asked.

import { describe, expect, it } from 'vitest';
import { check, deal, findVariant } from '../../../src/engine/index.js';
import { solverHints } from '../../../src/ui/live/solver-hints.js';
import { positionFromText } from '../../support/position-text.js';

describe('solver hints', () => {
  it('give a legal first move of a win', async () => {
    // Forty Thieves seed 2 is winnable; the solver finds it in well under a second.
    const position = deal(findVariant('forty-thieves')!, 2n);
    const answer = await solverHints(position, new AbortController().signal);
    expect(answer.move).toBeDefined();
    expect(check(position, answer.move!)).toBeUndefined();
  });

  it('say when the position is lost', async () => {
    // Nothing moves and the stock is empty: lost, and the solver proves it at once.
    const position = positionFromText(`1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S`);
    const answer = await solverHints(position, new AbortController().signal);
    expect(answer.move).toBeUndefined();
    // The words are the app's: they depend on whether the deal itself is lost.
    expect(answer.lost).toBe(true);
  });

  it('stop when the position changes', async () => {
    const controller = new AbortController();
    const pending = solverHints(deal(findVariant('forty-thieves')!, 1n), controller.signal);
    controller.abort(new Error('the position changed'));
    await expect(pending).rejects.toThrow('the position changed');
  });
});
