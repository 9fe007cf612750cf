// A winning line carried over safe moves: the line the check of an Easy deal
// found wins from the deal, but the setting may send cards home at the deal
// before the first move (Aces on top). The same line, less what those cards
// did, wins from the position after them, so the game needs no new search.

import { applyLegal } from './apply.js';
import { type Move, moveOf } from './moves.js';
import { isWon, type Position } from './position.js';
import { check } from './rules.js';

/**
 * The rest of `line` (a win from `start`) once the column-to-foundation
 * moves `home` have been played from `start`; undefined if it cannot be
 * carried over, so the caller searches as it would have.
 *
 * Why it carries over: a card sent home by a safe move has nothing built on
 * it (every card that could go on it was home, or went home before it), so
 * in the line it stays on top of a pile, with only other such cards above it,
 * until the line moves it. Playing the line without those cards, a move of
 * them alone is left out, and a run with some of them on top moves without
 * them: the cards under them meet the same card below, and an empty column
 * more only helps a supermove. The result is checked move by move anyway.
 */
export function lineAfterSafeMoves(start: Position, line: readonly Move[], home: readonly Move[]): Move[] | undefined {
  // How many cards on top of each column the line still has that are home already.
  const gone = start.columns.map(() => 0);
  let after = start;
  for (const move of home) {
    if (move.kind !== 'move' || move.from === 'waste' || move.to !== 'foundation' || check(after, move)) return;
    gone[move.from]++;
    after = applyLegal(after, move);
  }
  const rest: Move[] = [];
  let position = after;
  let inLine = start;
  for (const move of line) {
    if (check(inLine, move)) return;
    inLine = applyLegal(inLine, move);
    const carried = carriedMove(move, gone);
    if (!carried) continue;
    if (check(position, carried)) return;
    position = applyLegal(position, carried);
    rest.push(carried);
  }
  return isWon(position) ? rest : undefined;
}

/** The move without the cards already home, if any card is left to move; `gone` follows them. */
function carriedMove(move: Move, gone: number[]): Move | undefined {
  if (move.kind !== 'move' || move.from === 'waste') return move;
  const moved = Math.min(move.count, gone[move.from]);
  gone[move.from] -= moved;
  if (move.to !== 'foundation') gone[move.to] += moved;
  if (moved === move.count) return undefined;
  return moved === 0 ? move : moveOf(move.from, move.to, move.count - moved);
}
