// The last winnable position of a game, for `b`. Along a game the winnable
// positions come first and the lost ones after: a position before a
// winnable one is winnable (play on to it), foundation cards never come
// back. So the verdicts known give a stretch to look in, between the
// latest position known winnable and the earliest known lost, and a
// search halves it each time: a few searches find the last winnable
// position even after many quick moves that no live verdict looked at.
// A search that cannot tell counts as not winnable: `b` only ever goes
// back to a position proven winnable.

import type { Position } from '../../engine/index.js';
import { NOTHING_WINNABLE } from '../text/describe.js';
import type { VerdictAnswer, VerdictSource } from './verdict-keeper.js';

export interface LastWinnable {
  /** How many moves of the game the position comes after; undefined when none is known winnable. */
  readonly index?: number;
  /** Why none, when none. */
  readonly text?: string;
}

/**
 * The index in `positions` of the last one winnable: from `known` (the
 * verdicts already found) and, where they leave a gap, from `search` (each
 * answer passed to `learn`). Without `search`, the latest known winnable.
 */
export async function lastWinnable(
  positions: readonly Position[],
  known: (position: Position) => VerdictAnswer['verdict'] | undefined,
  search: VerdictSource | undefined,
  signal: AbortSignal,
  learn: (position: Position, answer: VerdictAnswer) => void = () => {},
  /** Before each search: how many are left at most, this one included. */
  looking: (searchesLeft: number) => void = () => {},
): Promise<LastWinnable> {
  const found = new Map<number, VerdictAnswer['verdict']>();
  const verdictOf = (i: number) => found.get(i) ?? known(positions[i]);
  let low = positions.findLastIndex((_, i) => verdictOf(i) === 'winnable');
  const lost = positions.findIndex((_, i) => i > low && verdictOf(i) === 'unwinnable');
  let high = lost < 0 ? positions.length : lost;
  if (search) {
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      looking(Math.ceil(Math.log2(high - low)));
      const answer = await search(positions[middle], signal);
      signal.throwIfAborted();
      found.set(middle, answer.verdict);
      if (answer.verdict !== 'unknown') learn(positions[middle], answer);
      if (answer.verdict === 'winnable') low = middle;
      else high = middle;
    }
  }
  if (low >= 0) return { index: low };
  return {
    text: verdictOf(0) === 'unwinnable' ? NOTHING_WINNABLE : 'No earlier position is known winnable',
  };
}
