// The stay-built rule: a card built on its parent is not taken off it alone
// into an empty column, unless something could make that worth doing.
//
// Why. Once the stock is out, a good part of a long proof is a card going
// back and forth between its parent and an empty column (on Forty Thieves
// deal 3, 17% of the moves played with the stock empty put a lone card on
// its parent, and 17% took one off it into an empty column), each time with
// a new arrangement of the other columns to search.
//
// The rule, for same-suit building only (each card has one parent and one
// child, two copies of each). The move takes x, the top card of column A,
// built on its parent p, alone into an empty column. It is left out when:
// (a) p cannot go home now;
// (b) no copy of x's child could be put on x now: none is the waste's top
//     or lies in the top run of another column (the cards that could move
//     together on it); and while the stock can still turn, none is in the
//     stock or the waste at all;
// (c) no other copy of x lies in the top run of another column.
//
// Why no win is lost. As for the reductions of moves.ts, it is enough that
// from every position Y with a finite measure (the length of its shortest
// win that its draw flag admits) some move the search tries leads to a
// position of smaller measure. Take a shortest win from Y. If it starts with
// no move this rule leaves out, its first move serves. Otherwise it starts
// with j >= 1 such moves, taking x1 .. xj off p1 .. pj (tops of A1 .. Aj)
// into empty columns B1 .. Bj, to a position X; let v be its next move. Y
// is X with each xi back on pi and the Bi empty, and from Y the j moves
// reach X again (one card into an empty column is always legal). So any
// move from Y to a position that reaches, within j moves, the position v
// leads to from X, leads to a smaller measure. By v:
// - v touches none of the Ai and Bi: it is legal in Y too (Y has j empty
//   columns more, so at least the same room for runs), then the j moves.
// - v moves xi from Bi home or onto another copy of pi: Y moves xi from Ai
//   the same way, then the other j - 1 moves. (Into another empty column,
//   or back onto pi, it would only undo or reorder: no shortest win does it.)
// - v moves from Ai a run of k cards ending with pi, onto a card or into an
//   empty column: Y moves it with xi, k + 1 cards, which its extra empty
//   column allows (k <= 2^E gives k + 1 <= 2^(E+1)), then the j moves.
// - v sends pi home: not possible, by (a) (X and Y have the same foundations).
// - v puts a run on xi, or another copy of xi from a column onto pi:
//   not possible, by (b) and (c). The cards that could do it lie where they
//   do in Y (an xk of the j moves is a column's top in Y, so counted).
// - v puts another copy of xi from the waste onto pi: Y puts it into an
//   empty column instead, which reaches the same position up to the order
//   of columns, then the other j - 1 moves.
// - v draws (or redeals): from Y after the same draw, the win's next draws
//   and moves of the waste's top are legal and lead to the same positions
//   but for the xi: no waste card can go onto an xi, by (b); a copy of an
//   xi from the waste goes into an empty column in Y instead of onto pi, as
//   above. The win's first other move comes after a move of the waste's
//   top, which allows column moves again: Y plays the j moves there, then
//   the rest.
// No other move touches the Ai or Bi: Bi holds xi alone, and Ai's only
// movable cards are the runs ending with pi. The moves Y uses are never
// left out by this rule (none takes a lone card into an empty column, but
// the waste's, which the rule leaves alone), and moves into another empty
// column than the first are the first's (moves.ts).
//
// Tested against an exhaustive search (test/solver/stay-built.test.ts and
// soundness.test.ts), on positions where the rule leaves moves out.

import { countOf, FOUNDATION, sourceOf, targetOf, turnsStock, WASTE } from './move-code.js';
import type { SearchState } from './state.js';
import { COLUMN_STRIDE } from './zobrist.js';

/** Bit of the waste in `movableIn` (columns take bits 0-12). */
const WASTE_BIT = 1 << WASTE;

export class StayBuilt {
  /** Whether the rule applies to the variant at all: same-suit building. */
  private readonly applies: boolean;
  /** The child of each card (the card built on it), or -1. */
  private readonly childOf = new Int32Array(52).fill(-1);
  /** For each card, a bit for each column whose top run holds a copy, and WASTE_BIT for the waste's top; valid where `stampOf` holds the call's stamp. */
  private readonly movableIn = new Int32Array(52);
  private readonly stampOf = new Int32Array(52);
  /** Cards in the stock or the waste, valid where `pileStamp` holds the call's stamp. */
  private readonly pileStamp = new Int32Array(52);
  private stamp = 0;
  private scanned = false;
  private pilesScanned = false;
  /** Moves left out, over the search. */
  leftOut = 0;

  constructor(private readonly state: SearchState) {
    this.applies = state.build === 'same-suit';
    for (let c = 0; c < 52; c++)
      for (let j = 3 * c; j < 3 * c + 3 && state.parents[j] >= 0; j++) this.childOf[state.parents[j]] = c;
  }

  /**
   * Removes from list[0 .. count) the moves the rule leaves out; returns the
   * new count. `runOf[i]`: the length of column i's top run, as the
   * generator found it (valid for every non-empty column when one is empty).
   */
  prune(list: Int32Array, count: number, runOf: Int32Array): number {
    if (!this.applies) return count;
    this.stamp = (this.stamp + 1) | 0;
    this.scanned = false;
    this.pilesScanned = false;
    let kept = 0;
    for (let a = 0; a < count; a++) {
      const m = list[a];
      if (this.leavesOut(m, runOf)) this.leftOut++;
      else list[kept++] = m;
    }
    return kept;
  }

  private leavesOut(m: number, runOf: Int32Array): boolean {
    if (turnsStock(m) || countOf(m) !== 1) return false;
    const from = sourceOf(m);
    const to = targetOf(m);
    if (from === WASTE || to === FOUNDATION) return false;
    const state = this.state;
    const { cards, length, faceDown } = state;
    if (length[to] !== 0) return false;
    const len = length[from];
    if (len - faceDown[from] < 2) return false;
    const x = cards[from * COLUMN_STRIDE + len - 1];
    const p = cards[from * COLUMN_STRIDE + len - 2];
    if (this.childOf[p] !== x) return false;
    // (a)
    if (state.foundationFor(p) >= 0) return false;
    if (!this.scanned) this.scanMovable(runOf);
    const others = ~(1 << from);
    // (c)
    if (this.stampOf[x] === this.stamp && (this.movableIn[x] & others & ~WASTE_BIT) !== 0) return false;
    // (b)
    const child = this.childOf[x];
    if (child < 0) return true;
    if (this.stampOf[child] === this.stamp && (this.movableIn[child] & others) !== 0) return false;
    if (state.stockLength > 0 || state.redealsLeft > 0) {
      if (!this.pilesScanned) this.scanPiles();
      if (this.pileStamp[child] === this.stamp) return false;
    }
    return true;
  }

  /** Marks the cards of every column's top run, and the waste's top. */
  private scanMovable(runOf: Int32Array): void {
    const { cards, length, columnCount, waste, wasteLength } = this.state;
    for (let i = 0; i < columnCount; i++) {
      const len = length[i];
      if (len === 0) continue;
      const base = i * COLUMN_STRIDE;
      for (let k = len - runOf[i]; k < len; k++) this.mark(cards[base + k], 1 << i);
    }
    if (wasteLength > 0) this.mark(waste[wasteLength - 1], WASTE_BIT);
    this.scanned = true;
  }

  private mark(c: number, bit: number): void {
    if (this.stampOf[c] !== this.stamp) {
      this.stampOf[c] = this.stamp;
      this.movableIn[c] = 0;
    }
    this.movableIn[c] |= bit;
  }

  private scanPiles(): void {
    const { stock, stockLength, waste, wasteLength } = this.state;
    for (let k = 0; k < stockLength; k++) this.pileStamp[stock[k]] = this.stamp;
    for (let k = 0; k < wasteLength; k++) this.pileStamp[waste[k]] = this.stamp;
    this.pilesScanned = true;
  }
}
