// Shortens a winning line before it is stored. The search wanders: its lines
// run to tens of thousands of moves, most of them cards shuffled between
// columns on the way. Walking the line again, each step takes the legal move
// that lands furthest ahead on it, so every detour the line makes and comes
// back from is cut out.
//
// "Lands on" ignores the order of the columns (as the solver does): when a
// move reaches a later position of the line with its columns in another
// order, the rest of the line is renumbered to the columns' new places.
// Positions are found by a key; a key that matches wrongly is caught by
// comparing the piles card for card, and the caller replays the result
// through the engine anyway.

import { type Move, type Position, applyLegal, legalMoves } from '../../src/engine/index.js';

export function shortenLine(start: Position, line: readonly Move[]): Move[] {
  const positions: Position[] = [start];
  const furthest = new Map<string, number>();
  let keyed = new Keyed(start);
  furthest.set(keyed.key, 0);
  for (let i = 0; i < line.length; i++) {
    keyed = new Keyed(applyLegal(keyed.position, line[i]), keyed);
    positions.push(keyed.position);
    furthest.set(keyed.key, i + 1);
  }

  const shorter: Move[] = [];
  let at = 0;
  let here = new Keyed(start);
  // Line column a is column place[a] here.
  let place = start.columns.map((_, i) => i);
  while (at < line.length) {
    let best: { at: number; move: Move; here: Keyed; place: number[] } | undefined;
    for (const move of legalMoves(here.position)) {
      const next = new Keyed(applyLegal(here.position, move), here);
      const j = furthest.get(next.key);
      if (j === undefined || j <= at || (best && j <= best.at)) continue;
      const matched = matchPosition(positions[j], next.position);
      if (matched) best = { at: j, move, here: next, place: matched };
    }
    if (best) {
      shorter.push(best.move);
      ({ at, here, place } = best);
    } else {
      // Only a wrong key match elsewhere can get here: take the line's own move.
      const move = renumber(line[at], place);
      shorter.push(move);
      here = new Keyed(applyLegal(here.position, move), here);
      at++;
    }
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

/**
 * For each column of `line`, the column of `here` with the same cards; undefined
 * when the two are not the same position up to the order of the columns.
 */
function matchPosition(line: Position, here: Position): number[] | undefined {
  if (!sameCards(line.stock, here.stock) || !sameCards(line.waste, here.waste) || line.redealsLeft !== here.redealsLeft) {
    return undefined;
  }
  const used = new Array<boolean>(here.columns.length).fill(false);
  const place: number[] = [];
  for (let a = 0; a < line.columns.length; a++) {
    const b = here.columns.findIndex(
      (column, i) => !used[i] && here.faceDown[i] === line.faceDown[a] && sameCards(column, line.columns[a]),
    );
    if (b < 0) return undefined;
    used[b] = true;
    place.push(b);
  }
  return place;
}

function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A position's key: its columns' hashes taken as a set, with the stock and
 * waste. The engine shares every column a move leaves alone, so the hashes
 * of `near` (a position one move away) serve again for those columns.
 */
class Keyed {
  readonly key: string;
  private readonly hashes: number[];

  constructor(
    readonly position: Position,
    near?: Keyed,
  ) {
    const { columns, faceDown } = position;
    this.hashes = columns.map((column, i) =>
      near && near.position.columns[i] === column && near.position.faceDown[i] === faceDown[i]
        ? near.hashes[i]
        : pileHash(column, faceDown[i]),
    );
    let a = 0;
    let b = 0;
    for (const h of this.hashes) {
      a = (a + h) >>> 0;
      b = (b + Math.imul(h ^ (h >>> 15), 0x85ebca6b)) >>> 0;
    }
    // The stock and waste change one card at a time; their lengths and the waste's top cards stand
    // for them here, and matchColumns compares them in full.
    const { stock, waste } = position;
    const w = waste.length;
    this.key = `${a}:${b}:${stock.length}:${w}:${waste[w - 1]}:${waste[w - 2]}:${waste[w - 3]}:${position.redealsLeft}`;
  }
}

function pileHash(pile: readonly number[], faceDown: number): number {
  let h = Math.imul(0x811c9dc5 ^ faceDown, 0x01000193);
  for (let i = 0; i < pile.length; i++) h = Math.imul(h ^ (pile[i] + 1), 0x01000193);
  return Math.imul(h ^ pile.length, 0x9e3779b1) >>> 0;
}
