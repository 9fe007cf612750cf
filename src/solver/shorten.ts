// Shortens a winning line. The search wanders: its lines run to thousands of
// moves, most of them cards shuffled between columns and back. The positions
// the line passes through are taken as a graph, with an edge wherever one
// legal move leads from one to another, and a short way through it from the
// start to the win is found breadth first, move by move, keeping at each
// move the places furthest along the line.
//
// Positions are the same up to the order of the columns (as the solver
// takes them): the way found is renumbered to the columns' places as it is
// played. Then the cards' round trips go (round-trips.ts), and the result is
// replayed through the engine.

import { applyLegal, legalMoves, type Move, type Position } from '../engine/index.js';
import { LinePositions, matchPosition } from './line-positions.js';
import { withoutRoundTrips } from './round-trips.js';
import { replayProblem } from './verify.js';

/**
 * Places kept at each move of the breadth-first search. Taking only the move
 * that lands furthest along (a width of 1) cut the 12,051 moves of a line for
 * Forty Thieves seed 13 to 533; a width of 16 finds 263, as short as keeping
 * every place (which looks at every move from every position on the line,
 * three times the cost).
 */
const WIDTH = 16;

const UNSEEN = -2;

/**
 * A winning line shortened and replayed through the engine: the shorter
 * line, or `line` itself with what is wrong with the shorter one when it does
 * not replay to a win (a bug).
 */
export function shortenWin(start: Position, line: readonly Move[]): { moves: readonly Move[]; problem?: string } {
  const shorter = withoutRoundTrips(start, shortenLine(start, line));
  const problem = replayProblem(start, shorter);
  return problem ? { moves: line, problem } : { moves: shorter };
}

export function shortenLine(start: Position, line: readonly Move[]): Move[] {
  const along = new LinePositions(start, line);
  const last = line.length;
  const first = along.lastPlace(0);
  // The place each place was reached from, and the move.
  const before = new Int32Array(last + 1).fill(UNSEEN);
  const via: Move[] = new Array(last + 1);
  const unseen = (j: number): boolean => before[j] === UNSEEN;
  before[first] = -1;
  let layer = [first];
  while (layer.length > 0 && before[last] === UNSEEN) {
    const next: number[] = [];
    for (const i of layer) {
      for (const move of legalMoves(along.positions[i])) {
        const j = along.landing(i, move, unseen);
        if (j === undefined) continue;
        before[j] = i;
        via[j] = move;
        next.push(j);
      }
    }
    layer = next.sort((a, b) => b - a).slice(0, WIDTH);
  }
  if (before[last] === UNSEEN) return line.slice();

  const path: number[] = [];
  for (let j = last; j !== first; j = before[j]) path.push(j);
  path.reverse();
  // Play the way found from the start, each move renumbered to where the line's columns are now.
  const shorter: Move[] = [];
  let now = start;
  let from = first;
  for (const j of path) {
    const place = matchPosition(along.positions[from], now);
    if (!place) return line.slice();
    const move = renumber(via[j], place);
    shorter.push(move);
    now = applyLegal(now, move);
    from = j;
  }
  return shorter;
}

/** The line's move with its columns moved to their places here. */
function renumber(move: Move, place: readonly number[]): Move {
  if (move.kind !== 'move') return move;
  return {
    ...move,
    from: move.from === 'waste' ? 'waste' : place[move.from],
    to: move.to === 'foundation' ? 'foundation' : place[move.to],
  };
}
