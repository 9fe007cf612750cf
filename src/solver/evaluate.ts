// How promising a position looks, for the beam search: cards home and empty
// columns count for it; cards buried under cards they do not build on, and
// cards stuck in the waste, count against it. A guide, never a proof.

import { COLUMN_STRIDE } from './zobrist.js';
import type { SearchState } from './state.js';

export const weights = {
  home: 100,
  empty: 120,
  buried: 12,
  buriedLow: 3,
  waste: 6,
  faceDown: 20,
};

export function evaluate(s: SearchState): number {
  const w = weights;
  let score = s.home * w.home;
  const { cards, length, faceDown, builds } = s;
  for (let i = 0; i < s.columnCount; i++) {
    const len = length[i];
    if (len === 0) {
      score += w.empty;
      continue;
    }
    const base = i * COLUMN_STRIDE;
    // Below the top run, every card waits for the cards above it to move.
    let k = len - 1;
    while (k > 0 && builds[cards[base + k] * 52 + cards[base + k - 1]] === 1) k--;
    for (let j = 0; j < k; j++) score -= w.buried + w.buriedLow * (13 - (cards[base + j] % 13));
    score -= faceDown[i] * w.faceDown;
  }
  score -= s.wasteLength * w.waste;
  return score;
}
