// The keyboard cursor on the table: which pile it is on and how deep into
// that pile's run it reaches. Piles run left to right: the waste, then the
// columns. Pure functions of the position.

import { type Position, runLength } from '../../engine/index.js';
import type { Cursor, PileRef } from './places.js';

/** The piles in cursor order: the waste, then columns 1 onwards. */
export function pilesOf(position: Position): PileRef[] {
  return ['waste', ...position.columns.map((_, i) => i)];
}

/** How many cards the cursor can cover on a pile: the column's run, one card on the waste. */
export function maxDepth(position: Position, pile: PileRef): number {
  return pile === 'waste' ? 1 : Math.max(1, runLength(position, pile));
}

/** The cursor kept inside the table after the position changed under it. */
export function clampCursor(position: Position, cursor: Cursor): Cursor {
  const pile =
    cursor.pile === 'waste' || cursor.pile < position.columns.length ? cursor.pile : position.columns.length - 1;
  const depth = Math.min(Math.max(1, cursor.depth), maxDepth(position, pile));
  return pile === cursor.pile && depth === cursor.depth ? cursor : { pile, depth };
}

export const cursorAt = (pile: PileRef): Cursor => ({ pile, depth: 1 });

/** One pile left or right, wrapping around. */
export function stepCursor(position: Position, cursor: Cursor, step: -1 | 1): Cursor {
  const piles = pilesOf(position);
  const here = piles.indexOf(cursor.pile);
  return cursorAt(piles[(here + step + piles.length) % piles.length]);
}

/** Up (deeper into the run) or down (towards the top card), within the run. */
export function deepenCursor(position: Position, cursor: Cursor, step: -1 | 1): Cursor {
  const depth = Math.min(Math.max(1, cursor.depth + step), maxDepth(position, cursor.pile));
  return depth === cursor.depth ? cursor : { pile: cursor.pile, depth };
}
