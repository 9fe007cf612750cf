// Statistics per variant and level (SPEC section 7), as pure data.

import type { Level } from './variants.js';

export interface RecentGame {
  readonly at: string;
  readonly seed: string;
  readonly won: boolean;
  readonly moves: number;
  readonly seconds: number;
  readonly score: number;
}

export interface VariantStats {
  readonly variant: string;
  readonly level: Level;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** Positive: wins in a row; negative: losses in a row. */
  readonly currentStreak: number;
  readonly longestWinStreak: number;
  readonly longestLossStreak: number;
  readonly bestSeconds?: number;
  readonly bestScore?: number;
  readonly fewestMoves?: number;
  /** Newest last. */
  readonly recent: readonly RecentGame[];
}
