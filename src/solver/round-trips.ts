// Takes a card's round trips out of a winning line. Shortening (shorten.ts)
// finds shortcuts between the positions a line passes through, but a card
// sent from column a to column b and, some moves later, from b back to a (or
// on to c) passes through no position twice when other cards move meanwhile:
// the line keeps both moves, and a player following hints sees the card go
// there and back. The card may as well have stayed: the two moves go, or
// become one from a to c, wherever the moves between stay legal without
// them.
//
// Why the result still wins: an edit is kept only when, played from the
// position before the first move, the moves between are legal and the
// position after the second move is the very position the line had there;
// from that position on, the line is unchanged.

import { applyLegal, check, type Move, type Position } from '../engine/index.js';

type CardMove = Extract<Move, { kind: 'move' }>;

/** The line with its round trips taken out (the line itself when it has none). */
export function withoutRoundTrips(start: Position, line: readonly Move[]): Move[] {
  const moves = line.slice();
  let positions = along(start, moves);
  for (let i = 0; i < moves.length; i++) {
    const first = moves[i];
    if (first.kind !== 'move' || first.from === 'waste' || first.to === 'foundation') continue;
    const j = nextMoveOf(positions, moves, i);
    if (j === undefined) continue;
    const second = moves[j] as CardMove;
    const direct: Move[] = second.to === first.from ? [] : [{ ...second, from: first.from }];
    const between = moves.slice(i + 1, j);
    if (!reaches(positions[i], [...between, ...direct], positions[j + 1])) continue;
    moves.splice(i, j - i + 1, ...between, ...direct);
    positions = along(start, moves);
    // The move now at i may start a round trip of its own.
    i--;
  }
  return moves;
}

/** The positions along the line: the start, then after each move. */
function along(start: Position, moves: readonly Move[]): Position[] {
  const positions = [start];
  for (const move of moves) positions.push(applyLegal(positions[positions.length - 1], move));
  return positions;
}

/**
 * The next move after move i that takes away the cards it placed, exactly
 * those (the run it moved, from its first card up, with no card put on it
 * since); undefined when another move takes some of them first.
 */
function nextMoveOf(positions: readonly Position[], moves: readonly Move[], i: number): number | undefined {
  const placed = moves[i] as CardMove;
  const column = placed.to as number;
  const base = positions[i + 1].columns[column].length - placed.count;
  for (let j = i + 1; j < moves.length; j++) {
    const move = moves[j];
    const height = positions[j].columns[column].length;
    if (move.kind === 'move' && move.from === column) {
      if (height - move.count < base) return undefined;
      if (height - move.count === base) return height === base + placed.count ? j : undefined;
    }
    if (move.kind === 'move' && move.to === column) return undefined;
  }
  return undefined;
}

/** Whether the moves are legal one after another from `from` and end at `to`, pile for pile. */
function reaches(from: Position, moves: readonly Move[], to: Position): boolean {
  let position = from;
  for (const move of moves) {
    if (check(position, move)) return false;
    position = applyLegal(position, move);
  }
  return samePosition(position, to);
}

function samePosition(a: Position, b: Position): boolean {
  const samePile = (x: readonly number[], y: readonly number[]) =>
    x === y || (x.length === y.length && x.every((c, k) => c === y[k]));
  return (
    a.redealsLeft === b.redealsLeft &&
    samePile(a.foundations, b.foundations) &&
    samePile(a.faceDown, b.faceDown) &&
    samePile(a.stock, b.stock) &&
    samePile(a.waste, b.waste) &&
    a.columns.every((column, k) => samePile(column, b.columns[k]))
  );
}
