// What the solver answers, wherever it runs.

import type { Move } from '../engine/index.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface Budget {
  /** Positions to reach at most (see SolveResult's nodes). */
  readonly nodes?: number;
  /** Milliseconds at most. */
  readonly ms?: number;
  /**
   * Megabytes (MiB) for the transposition table (96 when absent). The
   * search's other memory follows from it: its beams take up to half as
   * much again, its stacks a few megabytes.
   */
  readonly hashMb?: number;
}

export interface SolveResult {
  readonly verdict: Verdict;
  /** For `winnable`, the moves from the position solved to the win, checked through the engine. */
  readonly moves: readonly Move[];
  /**
   * Positions reached: the start and every position a move led to, whether
   * it was new, already known, or found lost at once (as game-tree searches
   * count nodes).
   */
  readonly nodes: number;
  /** Positions whose moves were generated: the new positions searched from. */
  readonly expanded: number;
  readonly ms: number;
  /**
   * What decided: the beam search (a win), the depth-first search (a win,
   * or the proof of a loss), or the deadlock test or the column-bottoms test
   * on the position itself (a loss at once). Absent for "unknown".
   */
  readonly decidedBy?: 'beam' | 'depth-first' | 'deadlock' | 'bottoms';
  /** Positions the deadlock test found lost during the search: each cut its whole subtree. */
  readonly deadlocks: number;
  /** Positions the column-bottoms test found lost during the search. */
  readonly bottoms: number;
  /** Moves the stay-built rule left out (a card taken off its parent into an empty column, stay-built.ts). */
  readonly stayedBuilt: number;
  /**
   * A solver bug met without `strict` (SolveOptions): the winning line
   * found, or its shortened form, failed its replay. With the first, the
   * verdict is "unknown"; with the second, the line is the one found.
   */
  readonly solverBug?: string;
}
