// What the solver answers, wherever it runs.

import type { Move } from '../engine/index.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface Budget {
  /** Positions to expand at most. */
  readonly nodes?: number;
  /** Milliseconds at most. */
  readonly ms?: number;
}

export interface SolveResult {
  readonly verdict: Verdict;
  /** For `winnable`, the moves from the position solved to the win, checked through the engine. */
  readonly moves: readonly Move[];
  readonly nodes: number;
  readonly ms: number;
}
