// How promising a position looks, for the beam search: cards home and empty
// columns count for it; cards that are soon needed at home but lie under
// other cards (in a column or the waste) count against it, the more the
// sooner they are needed. A guide, never a proof.

import type { SearchState } from './state.js';
import { COLUMN_STRIDE } from './zobrist.js';

const weights = {
  home: 30,
  empty: 60,
  /** Per card above a needed card, times how soon it is needed (0-6). */
  blocked: 4,
  faceDown: 10,
};

/** A state's evaluator, with its cache: one per search. */
export class Evaluator {
  /** urgency[c]: how soon card c is needed at home, 6 blocked-weights when it could go home next, down to 0 six ranks later. */
  private readonly urgency = new Int32Array(52);
  /** The foundations the urgency table was made for: it changes only when a card goes home. */
  private madeFor = -1;

  constructor(private readonly state: SearchState) {}

  evaluate(): number {
    const s = this.state;
    const { urgency } = this;
    const w = weights;
    const f = s.foundations;
    let lows = 0;
    for (let suit = 0; suit < 4; suit++)
      lows = lows * 16 + (f[2 * suit] < f[2 * suit + 1] ? f[2 * suit] : f[2 * suit + 1]);
    if (lows !== this.madeFor) {
      this.madeFor = lows;
      for (let suit = 0; suit < 4; suit++) {
        const low = f[2 * suit] < f[2 * suit + 1] ? f[2 * suit] : f[2 * suit + 1];
        for (let r = 0; r < 13; r++) {
          const gap = r - low;
          urgency[suit * 13 + r] = gap >= 6 ? 0 : (6 - gap) * w.blocked;
        }
      }
    }
    let score = s.home * w.home;
    const { cards, length, faceDown } = s;
    for (let i = 0; i < s.columnCount; i++) {
      const len = length[i];
      if (len === 0) {
        score += w.empty;
        continue;
      }
      const base = i * COLUMN_STRIDE;
      for (let j = 0; j < len - 1; j++) score -= urgency[cards[base + j]] * (len - 1 - j);
      score -= faceDown[i] * w.faceDown;
    }
    const { waste } = s;
    const n = s.wasteLength;
    for (let j = 0; j < n - 1; j++) score -= urgency[waste[j]] * (n - 1 - j);
    return score;
  }
}
