// Takes a card's round trips out of a winning line. Shortening (shorten.ts)
// finds shortcuts between the positions a line passes through, but a card
// sent from column a to column b and, some moves later, from b back to a (or
// on to c) passes through no position twice when other cards move meanwhile:
// the line keeps both moves, and a player following hints sees the card go
// there and back. The card may as well have stayed: the two moves go, or
// become one from a to c, wherever the moves between stay legal without
// them. Trips inside trips go too: the line is gone over again until no
// trip can go.
//
// Why the result still wins: an edit is kept only when, played from the
// position before the first move, the moves between are legal and the
// position after the second move is the very position the line had there;
// from that position on, the line is unchanged.

import { applyLegal, check, type Move, type Position } from '../engine/index.js';
import { sameCards } from './line-positions.js';

type CardMove = Extract<Move, { kind: 'move' }>;

/**
 * Lines longer than this are left as they are: a shortened line runs to a
 * few hundred moves, and looking for each move's return is quadratic (a
 * line of 6,853 moves, which only a shortening that failed hands on, took
 * 1.7 s).
 */
const LONGEST = 2000;

/** The line with its round trips taken out (the line itself when it has none). */
export function withoutRoundTrips(start: Position, line: readonly Move[]): Move[] {
  const moves = line.slice();
  if (moves.length > LONGEST) return moves;
  const positions = [start];
  for (const move of moves) positions.push(applyLegal(positions[positions.length - 1], move));
  for (let edited = true; edited; ) {
    edited = false;
    for (let i = 0; i < moves.length; i++) {
      const first = moves[i];
      if (first.kind !== 'move' || first.from === 'waste' || first.to === 'foundation') continue;
      const j = nextMoveOf(positions, moves, i);
      if (j === undefined) continue;
      const second = moves[j] as CardMove;
      const instead = [
        ...moves.slice(i + 1, j),
        ...(second.to === first.from ? [] : [{ ...second, from: first.from }]),
      ];
      const passed = playedTo(positions[i], instead, positions[j + 1]);
      if (!passed) continue;
      moves.splice(i, j - i + 1, ...instead);
      positions.splice(i + 1, j - i + 1, ...passed);
      edited = true;
      // The move now at i may start a trip of its own.
      i--;
    }
  }
  return moves;
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
    if (move.kind !== 'move') continue;
    if (move.to === column) return undefined;
    if (move.from !== column) continue;
    const height = positions[j].columns[column].length;
    if (height - move.count < base) return undefined;
    if (height - move.count === base) return height === base + placed.count ? j : undefined;
  }
  return undefined;
}

/**
 * The positions after each of the moves, played from `from`, when they are
 * legal one after another and end at `to`, pile for pile; else undefined.
 * The last one is `to` itself.
 */
function playedTo(from: Position, moves: readonly Move[], to: Position): Position[] | undefined {
  const passed: Position[] = [];
  let position = from;
  for (const move of moves) {
    if (check(position, move)) return undefined;
    position = applyLegal(position, move);
    passed.push(position);
  }
  if (!samePosition(position, to)) return undefined;
  if (passed.length > 0) passed[passed.length - 1] = to;
  return passed;
}

function samePosition(a: Position, b: Position): boolean {
  return (
    a.redealsLeft === b.redealsLeft &&
    sameCards(a.foundations, b.foundations) &&
    sameCards(a.faceDown, b.faceDown) &&
    sameCards(a.stock, b.stock) &&
    sameCards(a.waste, b.waste) &&
    a.columns.every((column, k) => sameCards(column, b.columns[k]))
  );
}
