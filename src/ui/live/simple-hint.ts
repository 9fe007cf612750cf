// A hint found without search: the first move, in an order a careful player
// would look in, that makes progress. The solver's hints fall back on it when
// the search runs out of time (solver-hints.ts), and the app uses it alone
// when given no solver. It never claims a position is winnable or lost.

import { builds, faceUpCount, legalMoves, type Move, type Position, safeMove } from '../../engine/index.js';

/**
 * Foundation moves, then moves that turn up or free a card, then the waste,
 * then the stock; last, an empty column spent on the waste's card (progress
 * for the stuck notice too) or on freeing a card.
 */
export function simpleHint(position: Position): Move | undefined {
  const safe = safeMove(position);
  if (safe) return safe;
  const moves = legalMoves(position);
  const home = moves.find((m) => m.kind === 'move' && m.to === 'foundation');
  if (home) return home;
  const columnMoves = moves.filter(
    (m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && m.to !== 'foundation',
  );
  const uncovers = columnMoves.find((m) => m.from !== 'waste' && frees(position, m.from, m.count, m.to as number));
  if (uncovers) return uncovers;
  const fromWaste = columnMoves.find((m) => m.from === 'waste' && position.columns[m.to as number].length > 0);
  if (fromWaste) return fromWaste;
  const stock = moves.find((m) => m.kind !== 'move');
  if (stock) return stock;
  return columnMoves.find(
    (m) =>
      position.columns[m.to as number].length === 0 &&
      (m.from === 'waste' || frees(position, m.from, m.count, m.to as number, true)),
  );
}

/**
 * Whether moving the top `count` cards of column `from` to column `to` shows
 * a card that was not in play: a face-down card, a card that the moved ones
 * did not already build on (into an empty column only when `spendEmpty`),
 * or (onto a column with cards) an empty column.
 */
function frees(position: Position, from: number, count: number, to: number, spendEmpty = false): boolean {
  const column = position.columns[from];
  const targetEmpty = position.columns[to].length === 0;
  if (count === column.length) return !targetEmpty;
  if (count >= faceUpCount(position, from)) return true;
  const below = column[column.length - count - 1];
  const base = column[column.length - count];
  return !builds(position.variant.build, base, below) && (spendEmpty || !targetEmpty);
}

/** What a hint source answers: the move to suggest (with a word about it), or words saying why there is none. */
export interface HintAnswer {
  readonly move?: Move;
  readonly text?: string;
  /** The move is a guess: the solver could not tell (out of time, or failed). */
  readonly guess?: boolean;
  /** The solver proves the position lost (the words depend on whether the deal itself is: see app/solver-errands.ts). */
  readonly lost?: boolean;
}

/** Where hints come from: the solver in a worker, or this search-free one. `signal` aborts when the position changes. */
export type HintSource = (position: Position, signal: AbortSignal) => HintAnswer | Promise<HintAnswer>;

export const simpleHints: HintSource = (position) => {
  const move = simpleHint(position);
  return move ? { move } : { text: 'No move makes progress here: undo (u) may help' };
};
