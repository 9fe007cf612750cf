// apply(position, move) -> the next position. Pure: the piles a move does
// not touch are shared with the old position, never copied or changed.

import type { Card } from './cards.js';
import type { Move } from './moves.js';
import { type Position, foundationFor } from './position.js';
import { check } from './rules.js';

export class IllegalMoveError extends Error {
  constructor(
    readonly move: Move,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Applies a move after checking it; throws IllegalMoveError with the reason. */
export function apply(position: Position, move: Move): Position {
  const refusal = check(position, move);
  if (refusal) throw new IllegalMoveError(move, refusal.reason);
  return applyLegal(position, move);
}

/** Applies a move known to be legal (from legalMoves, or checked). */
export function applyLegal(position: Position, move: Move): Position {
  if (move.kind === 'draw') {
    const stock = position.stock.slice();
    const waste = position.waste.slice();
    for (let i = 0; i < position.variant.drawCount && stock.length > 0; i++) waste.push(stock.pop()!);
    return { ...position, stock, waste };
  }
  if (move.kind === 'redeal') {
    // The waste turns over as a whole: its first-drawn card is drawn first again.
    return { ...position, stock: position.waste.slice().reverse(), waste: [], redealsLeft: position.redealsLeft - 1 };
  }

  const columns = position.columns.slice();
  let faceDown = position.faceDown;
  let waste = position.waste;
  let moving: readonly Card[];
  if (move.from === 'waste') {
    moving = waste.slice(-1);
    waste = waste.slice(0, -1);
  } else {
    const i = move.from;
    const column = columns[i];
    const left = column.length - move.count;
    moving = column.slice(left);
    columns[i] = column.slice(0, left);
    // A face-down card turns up as soon as it is the top of its column.
    if (faceDown[i] > 0 && faceDown[i] >= left) {
      const turned = faceDown.slice();
      turned[i] = Math.max(0, left - 1);
      faceDown = turned;
    }
  }

  if (move.to === 'foundation') {
    const f = foundationFor(position, moving[0]);
    const foundations = position.foundations.slice();
    foundations[f]++;
    return { ...position, columns, faceDown, waste, foundations };
  }
  columns[move.to] = [...columns[move.to], ...moving];
  return { ...position, columns, faceDown, waste };
}
