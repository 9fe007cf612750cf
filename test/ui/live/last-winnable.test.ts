// The last winnable position of a game (b): from the verdicts known, and by
// halving the stretch they leave open with searches, an unknown answer
// counting as not winnable.

import { describe, expect, it } from 'vitest';
import { findVariant, type Position, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { lastWinnable } from '../../../src/ui/live/last-winnable.js';
import type { VerdictAnswer } from '../../../src/ui/live/verdict-keeper.js';

// Deal 1 of Forty Thieves and eight draws: positions 0 (the deal) to 8.
const { positions } = restoreGame(findVariant('forty-thieves')!, 'hard', 1n, parseMoves('d d d d d d d d'));

type Verdict = VerdictAnswer['verdict'];

/** A solver that calls positions before `firstLost` winnable and the rest lost (or what `overrides` says); it records what it is asked. */
function judge(firstLost: number, overrides: Record<number, Verdict> = {}) {
  const asked: number[] = [];
  const search = (position: Position): Promise<VerdictAnswer> => {
    const i = positions.indexOf(position);
    asked.push(i);
    const verdict = overrides[i] ?? (i < firstLost ? 'winnable' : 'unwinnable');
    return Promise.resolve({ verdict, moves: [] });
  };
  return { asked, search };
}

const knowing =
  (verdicts: Record<number, Verdict>) =>
  (position: Position): Verdict | undefined =>
    verdicts[positions.indexOf(position)];

const signal = new AbortController().signal;

describe('the last winnable position', () => {
  it('is the latest known winnable when the next one is known lost, with no search', async () => {
    const { asked, search } = judge(6);
    const found = await lastWinnable(
      positions,
      knowing({ 0: 'winnable', 5: 'winnable', 6: 'unwinnable' }),
      search,
      signal,
    );
    expect(found).toEqual({ index: 5 });
    expect(asked).toEqual([]);
  });

  it('is found in the gap between the deal known winnable and the last move, halving it', async () => {
    const { asked, search } = judge(6);
    const learnt: number[] = [];
    const looks: number[] = [];
    const found = await lastWinnable(
      positions,
      knowing({ 0: 'winnable' }),
      search,
      signal,
      (p) => learnt.push(positions.indexOf(p)),
      (left) => looks.push(left),
    );
    // Between 0 (winnable) and 9 (past the end): 4 is winnable, 6 lost, 5 winnable.
    expect(found).toEqual({ index: 5 });
    expect(asked).toEqual([4, 6, 5]);
    expect(learnt).toEqual([4, 6, 5]);
    // Before each search, the searches left at most: a gap of 9 takes 4 halvings, of 5 three, of 2 one.
    expect(looks).toEqual([4, 3, 1]);
  });

  it('searches only below the earliest position known lost', async () => {
    const { asked, search } = judge(3);
    const found = await lastWinnable(positions, knowing({ 0: 'winnable', 4: 'unwinnable' }), search, signal);
    // Between 0 and 4: 2 is winnable, 3 lost.
    expect(found).toEqual({ index: 2 });
    expect(asked).toEqual([2, 3]);
  });

  it('counts a search that cannot tell as not winnable, and does not learn it', async () => {
    const { asked, search } = judge(6, { 4: 'unknown' });
    const learnt: number[] = [];
    const found = await lastWinnable(positions, knowing({ 0: 'winnable' }), search, signal, (p) =>
      learnt.push(positions.indexOf(p)),
    );
    // 4 cannot tell: the search goes below it, 2 and 3 are winnable.
    expect(asked).toEqual([4, 2, 3]);
    expect(found).toEqual({ index: 3 });
    expect(learnt).toEqual([2, 3]);
  });

  it('says when the deal itself is lost, and when nothing is known without a solver', async () => {
    const { search } = judge(0);
    expect(await lastWinnable(positions, () => undefined, search, signal)).toEqual({
      text: 'No earlier position is winnable: the deal itself is lost',
    });
    expect(await lastWinnable(positions, () => undefined, undefined, signal)).toEqual({
      text: 'No earlier position is known winnable',
    });
    expect(await lastWinnable(positions, knowing({ 3: 'winnable' }), undefined, signal)).toEqual({ index: 3 });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const search = (): Promise<VerdictAnswer> => {
      controller.abort(new Error('the game moved'));
      return Promise.resolve({ verdict: 'winnable', moves: [] });
    };
    await expect(lastWinnable(positions, () => undefined, search, controller.signal)).rejects.toThrow('the game moved');
  });
});
