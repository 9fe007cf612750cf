// apply(position, move) -> the next position. Pure: the piles a move does
// not touch are shared with the old position, never copied or changed.

import type { Card } from './cards.js';
import type { Move } from './moves.js';
import { foundationFor, type Position } from './position.js';
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
  const { stock, waste } = position;
  if (move.kind === 'draw') {
    const n = Math.min(position.variant.drawCount, stock.length);
    const drawn = waste.slice();
    for (let i = 1; i <= n; i++) drawn.push(stock[stock.length - i]);
    return made(
      position,
      position.columns,
      position.faceDown,
      stock.slice(0, stock.length - n),
      drawn,
      position.foundations,
      position.redealsLeft,
    );
  }
  if (move.kind === 'redeal') {
    // The waste turns over as a whole: its first-drawn card is drawn first again.
    return made(
      position,
      position.columns,
      position.faceDown,
      waste.slice().reverse(),
      [],
      position.foundations,
      position.redealsLeft - 1,
    );
  }

  const columns = position.columns.slice();
  let faceDown = position.faceDown;
  let rest = waste;
  let moving: Card;
  if (move.from === 'waste') {
    moving = waste[waste.length - 1];
    rest = waste.slice(0, -1);
  } else {
    const i = move.from;
    const column = columns[i];
    const left = column.length - move.count;
    moving = column[left];
    if (move.to !== 'foundation') columns[move.to] = joined(columns[move.to], column, left);
    columns[i] = column.slice(0, left);
    // A face-down card turns up as soon as it is the top of its column.
    if (faceDown[i] > 0 && faceDown[i] >= left) {
      const turned = faceDown.slice();
      turned[i] = left > 0 ? left - 1 : 0;
      faceDown = turned;
    }
  }

  if (move.to === 'foundation') {
    const foundations = position.foundations.slice();
    foundations[foundationFor(position, moving)]++;
    return made(position, columns, faceDown, stock, rest, foundations, position.redealsLeft);
  }
  if (move.from === 'waste') columns[move.to] = [...columns[move.to], moving];
  return made(position, columns, faceDown, stock, rest, position.foundations, position.redealsLeft);
}

/** The target column with the cards of `source` from index `from` on laid on top. */
function joined(target: readonly Card[], source: readonly Card[], from: number): Card[] {
  const out = target.slice();
  for (let k = from; k < source.length; k++) out.push(source[k]);
  return out;
}

/** A new position, always with the same fields in the same order (one object shape is faster). */
function made(
  p: Position,
  columns: readonly (readonly Card[])[],
  faceDown: readonly number[],
  stock: readonly Card[],
  waste: readonly Card[],
  foundations: readonly number[],
  redealsLeft: number,
): Position {
  return { variant: p.variant, level: p.level, columns, faceDown, stock, waste, foundations, redealsLeft };
}
