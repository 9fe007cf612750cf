// The solver's moves, each one integer, so that move lists are typed arrays:
//
//   bits 0-3   the source: a column (0-12), WASTE, or for the stock's moves
//              DRAW or REDEAL (then the rest is 0)
//   bits 4-7   the target: a column (0-12) or FOUNDATION
//   bits 8-    how many cards move
//
// Nothing outside this module reads the bits.

import { DRAW, type Move, moveOf, REDEAL } from '../engine/index.js';

/**
 * A source or a target that is not a column; columns are 0 to 12, below it,
 * so a position of more than WASTE columns is refused (SearchState).
 */
export const WASTE = 13;
export const FOUNDATION = 15;

/** The stock's two moves, whole. */
export const DRAW_MOVE = 14;
export const REDEAL_MOVE = 15;

export const encodeMove = (from: number, to: number, count: number): number => from | (to << 4) | (count << 8);

export const sourceOf = (m: number): number => m & 15;
export const targetOf = (m: number): number => (m >> 4) & 15;
export const countOf = (m: number): number => m >> 8;

/** A draw or a redeal: the stock turns, no card moves from a pile to another. */
export const turnsStock = (m: number): boolean => m === DRAW_MOVE || m === REDEAL_MOVE;

/** A card sent to a foundation. */
export const goesHome = (m: number): boolean => !turnsStock(m) && targetOf(m) === FOUNDATION;

/** The engine's notation for an encoded move. */
export function toMove(m: number): Move {
  if (m === DRAW_MOVE) return DRAW;
  if (m === REDEAL_MOVE) return REDEAL;
  const from = sourceOf(m);
  const to = targetOf(m);
  return moveOf(from === WASTE ? 'waste' : from, to === FOUNDATION ? 'foundation' : to, countOf(m));
}
