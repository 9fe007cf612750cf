// The interface's words for places on the table and what the cursor holds.

import type { Move } from '../../engine/index.js';

/** The waste, or a column by its 0-based index. */
export type PileRef = 'waste' | number;

export interface Cursor {
  readonly pile: PileRef;
  /** How many cards from the top the cursor covers: 1 is the top card. */
  readonly depth: number;
}

/** Cards picked up, waiting for a target. */
export interface Selection {
  readonly from: PileRef;
  readonly count: number;
}

/** The solver's suggested move, highlighted on the board. */
export type Hint = Move;
