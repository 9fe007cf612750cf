// The moves the search tries from a position, best first, and the sound
// reductions that leave the others out.
//
// Why leaving moves out never loses a win. Let the length of the shortest
// winning line that a position's draw flag admits be its measure. For every
// position with a finite measure, `movesToTry` yields at least one move
// to a position of smaller measure, so a search that exhausts the moves it
// is given finds a win whenever one exists:
//
// - Safe foundation move (docs/rules.md, Help from the program; `isSafeHome` in the engine): it is
//   the only move tried. Nothing can ever be built on the card again (every
//   card that could is home), its twin always finds a foundation, and taking
//   it off a pile only uncovers cards and may empty a column. So any winning
//   line, with this card's own moves deleted, still wins after the safe
//   move, and is shorter. Not from the waste while a redeal is left in a
//   game that draws several cards at a time (`wasteCardsGoHomeSafely`): the
//   redeal turns the waste into the stock, and one card fewer changes which
//   cards each draw brings to the top.
// - After a draw or a redeal, only another draw, a redeal or a move of the
//   waste's top card is tried. Any other move leaves the stock and waste
//   alone and is legal before the draw exactly when it is legal after it
//   (its legality reads only the columns and the foundations), and the two
//   orders reach the same position. So any winning line can be rewritten,
//   at the same length, to make such moves before the draw; the draw flag
//   is part of the position's key, so a position reached both ways is
//   searched once for each flag.
// - Only the first empty column is tried as a target: moving into another
//   empty column reaches the same position up to column order, which the
//   key ignores.
// - A whole column never moves into an empty column (a lone card, or a run
//   with nothing face down under it): that reaches the same position again.
// - A card built on its parent is not taken off it alone into an empty
//   column unless that could be worth doing: see stay-built.ts.

import { isSafeHomeOn, moveLimit, wasteCardsGoHomeSafely } from '../engine/index.js';
import {
  countOf,
  DRAW_MOVE,
  encodeMove,
  FOUNDATION,
  REDEAL_MOVE,
  sourceOf,
  targetOf,
  turnsStock,
  WASTE,
} from './move-code.js';
import { PRIORITY, priorityOf } from './ordering.js';
import type { SearchState } from './state.js';
import { StayBuilt } from './stay-built.js';
import { COLUMN_STRIDE } from './zobrist.js';

/** The reductions above, each one bit, so that tests can check each against a search without it. */
export const SAFE_MOVES = 1;
export const AFTER_DRAW = 2;
export const ONE_EMPTY_COLUMN = 4;
export const STAY_BUILT = 8;
export const ALL_REDUCTIONS = SAFE_MOVES | AFTER_DRAW | ONE_EMPTY_COLUMN | STAY_BUILT;

/** A source of randomness for breaking ties between moves of equal priority, or none. */
export type Jitter = (() => number) | undefined;

/** The most moves a position has: 13 columns, each to every other and home, several run lengths, and the waste. */
const MOST_MOVES = 1024;

/**
 * The moves of one state, in three steps: generate the legal moves, prune
 * those the reductions leave out, order the rest (ordering.ts). Two prunes
 * act before generation, as they remove whole families: a safe foundation
 * move leaves nothing else to generate, and after a draw no column's move is
 * generated. Each search owns its generator and the scratch arrays in it.
 */
export class MoveGenerator {
  /**
   * For each card, a bit for each column it tops: valid where `topsStamp`
   * holds the call's stamp, so that nothing needs clearing between calls.
   */
  private readonly topsOf = new Int32Array(52);
  private readonly topsStamp = new Int32Array(52);
  private stamp = 0;
  /** The moves of the call, and their priorities once ordered. */
  private readonly list = new Int32Array(MOST_MOVES);
  private readonly priority = new Int32Array(MOST_MOVES);
  private count = 0;
  /** Each column's top run, found by `generate` when a column is empty (the only time stay-built needs it). */
  private readonly runOf = new Int32Array(16);
  readonly stayBuilt: StayBuilt;

  constructor(private readonly state: SearchState) {
    this.stayBuilt = new StayBuilt(state);
  }

  /**
   * Writes the moves to try from the state into `out` from `offset`, best
   * first, and returns the offset after the last one. `jitter`, when given,
   * adds up to its amount to each priority at random (for restarts): moves
   * of one band change places, and some pass into the band above.
   */
  movesToTry(out: Int32Array, offset: number, jitter: Jitter, reductions = ALL_REDUCTIONS): number {
    if ((reductions & SAFE_MOVES) !== 0) {
      const safe = this.safeMove();
      if (safe >= 0) {
        out[offset] = safe;
        return offset + 1;
      }
    }
    this.generate((reductions & AFTER_DRAW) === 0 || this.state.drew === 0);
    if ((reductions & ONE_EMPTY_COLUMN) !== 0) this.pruneEmptyColumns();
    if ((reductions & STAY_BUILT) !== 0) this.count = this.stayBuilt.prune(this.list, this.count, this.runOf);
    return this.order(out, offset, jitter);
  }

  /** Every legal move of the state, in the order of generation (for tests against the engine). */
  legalMoves(): number[] {
    this.generate(true);
    return Array.from(this.list.subarray(0, this.count));
  }

  /**
   * A safe foundation move (the engine's isSafeHomeOn), or -1. Just after a
   * draw only the waste can hold one: the draw changed no column or
   * foundation, and a safe move from a column would have been played before it.
   */
  private safeMove(): number {
    const state = this.state;
    const { cards, length } = state;
    if (state.wasteLength > 0 && wasteCardsGoHomeSafely(state.drawCount, state.redealsLeft)) {
      const c = state.waste[state.wasteLength - 1];
      if (state.foundationFor(c) >= 0 && isSafeHomeOn(state.foundations, state.build, c))
        return encodeMove(WASTE, FOUNDATION, 1);
    }
    if (state.drew) return -1;
    for (let i = 0; i < state.columnCount; i++) {
      if (length[i] === 0) continue;
      const c = cards[i * COLUMN_STRIDE + length[i] - 1];
      if (state.foundationFor(c) >= 0 && isSafeHomeOn(state.foundations, state.build, c))
        return encodeMove(i, FOUNDATION, 1);
    }
    return -1;
  }

  /**
   * Every legal move from the waste and, when `columns`, from the columns,
   * then the stock's: the waste's top to a foundation, onto cards, into
   * empty columns; then column by column, to a foundation, onto cards (fewer
   * cards first, parent by parent, columns left to right), into empty
   * columns (more cards first).
   */
  private generate(columns: boolean): void {
    const { state, topsOf, topsStamp } = this;
    const n = state.columnCount;
    const { cards, length, parents } = state;
    this.count = 0;
    let empties = 0;
    for (let i = 0; i < n; i++) if (length[i] === 0) empties++;
    // Supermoves, by the engine's rule (no limit where runs move whole).
    const limitOnto = moveLimit(state.moveRule, empties, false);
    const limitEmpty = moveLimit(state.moveRule, empties, true);
    // Which columns each card tops, so that a card finds its targets without trying every column.
    this.stamp = (this.stamp + 1) | 0;
    const stamp = this.stamp;
    for (let t = 0; t < n; t++) {
      if (length[t] === 0) continue;
      const c = cards[t * COLUMN_STRIDE + length[t] - 1];
      if (topsStamp[c] !== stamp) {
        topsStamp[c] = stamp;
        topsOf[c] = 0;
      }
      topsOf[c] |= 1 << t;
    }

    if (state.wasteLength > 0) {
      const c = state.waste[state.wasteLength - 1];
      if (state.foundationFor(c) >= 0) this.add(encodeMove(WASTE, FOUNDATION, 1));
      for (let targets = this.targetsOf(c); targets !== 0; targets &= targets - 1)
        this.add(encodeMove(WASTE, 31 - Math.clz32(targets & -targets), 1));
      for (let t = 0; t < n; t++) if (length[t] === 0) this.add(encodeMove(WASTE, t, 1));
    }

    if (columns) {
      for (let from = 0; from < n; from++) {
        const len = length[from];
        if (len === 0) continue;
        const base = from * COLUMN_STRIDE;
        // Only a run of more than one card needs its length: one card moves alone without an empty column.
        const run = limitOnto > 1 || limitEmpty > 0 ? state.runLength(from) : 1;
        this.runOf[from] = run;
        if (state.foundationFor(cards[base + len - 1]) >= 0) this.add(encodeMove(from, FOUNDATION, 1));
        const most = run < limitOnto ? run : limitOnto;
        for (let k = 1; k <= most; k++) {
          // Parent by parent, so that ties come in a fixed order of suits.
          const row = cards[base + len - k] * 3;
          for (let j = row; j < row + 3 && parents[j] >= 0; j++) {
            const p = parents[j];
            if (topsStamp[p] !== stamp) continue;
            for (let targets = topsOf[p] & ~(1 << from); targets !== 0; targets &= targets - 1)
              this.add(encodeMove(from, 31 - Math.clz32(targets & -targets), k));
          }
        }
        const mostEmpty = run < limitEmpty ? run : limitEmpty;
        for (let t = 0; t < n; t++) {
          if (length[t] !== 0) continue;
          for (let k = mostEmpty; k >= 1; k--) this.add(encodeMove(from, t, k));
        }
      }
    }

    if (state.stockLength > 0) this.add(DRAW_MOVE);
    else if (state.wasteLength > 0 && state.redealsLeft > 0) this.add(REDEAL_MOVE);
  }

  /** The columns whose top card the card c may go onto (its parents' columns), from the tops of this call. */
  private targetsOf(c: number): number {
    const { parents } = this.state;
    let targets = 0;
    for (let j = 3 * c; j < 3 * c + 3 && parents[j] >= 0; j++) {
      const p = parents[j];
      if (this.topsStamp[p] === this.stamp) targets |= this.topsOf[p];
    }
    return targets;
  }

  private add(m: number): void {
    this.list[this.count++] = m;
  }

  /**
   * Only the first empty column as a target, and no whole column (with
   * nothing face down) into an empty one: both reach the same positions up
   * to column order, which the key ignores.
   */
  private pruneEmptyColumns(): void {
    const { list, state } = this;
    const { length, faceDown } = state;
    let firstEmpty = -1;
    for (let i = 0; i < state.columnCount && firstEmpty < 0; i++) if (length[i] === 0) firstEmpty = i;
    if (firstEmpty < 0) return;
    let kept = 0;
    for (let a = 0; a < this.count; a++) {
      const m = list[a];
      const from = sourceOf(m);
      const to = targetOf(m);
      if (!turnsStock(m) && to !== FOUNDATION && length[to] === 0) {
        if (to !== firstEmpty) continue;
        if (from !== WASTE && countOf(m) === length[from] && faceDown[from] === 0) continue;
      }
      list[kept++] = m;
    }
    this.count = kept;
  }

  /** Orders the moves by priority (ordering.ts), highest first, ties in generation order; writes them out. */
  private order(out: Int32Array, offset: number, jitter: Jitter): number {
    const { list, priority, state } = this;
    const count = this.count;
    for (let a = 0; a < count; a++) {
      const p = priorityOf(state, list[a]);
      priority[a] = jitter === undefined ? p : p + ((jitter() * PRIORITY.jitter) | 0);
    }
    // Insertion sort (the lists are short), stable.
    for (let a = 1; a < count; a++) {
      const m = list[a];
      const p = priority[a];
      let b = a - 1;
      while (b >= 0 && priority[b] < p) {
        list[b + 1] = list[b];
        priority[b + 1] = priority[b];
        b--;
      }
      list[b + 1] = m;
      priority[b + 1] = p;
    }
    out.set(list.subarray(0, count), offset);
    return offset + count;
  }
}
