// The column-bottoms test: with no redeal left, the waste must be dug out
// from the top, and the cards dug out that can neither go home nor sit on a
// card need column bottoms of their own. When at some moment of the dig
// more cards need a bottom than there are columns, the position is lost.
// Unlike the deadlock test (deadlock.ts), it holds with empty columns: it
// counts them.
//
// Why it is sound. Take a win from the position (no redeal left), the
// waste's cards w[0] (bottom) .. w[n-1] (top), and the stock's s[0] ..
// s[m-1] (drawn next). For k < n-1, look at the moment t when w[k] is first
// the waste's top: every card above it has left the waste, including the d
// cards drawn from the stock by then, s[m-d .. m-1], for some d; w[0..k]
// and the stock s[0 .. m-d-1] are still where they are ("buried"); the
// cards above w[k] and those drawn have been "dug out".
// - Home at t. A suit's two foundations hold at most as many copies of a
//   rank as of every lower rank, and a buried copy is not home; so at most
//   room(c) = min over ranks r' <= rank(c) of (2 - buried copies of (suit,
//   r')) copies of c are home at t. The others not buried, `out(c)` of them
//   at least, are in columns.
// - On a card. A card placed by a move sits on a build parent or at the
//   bottom of an empty column: nothing else takes it. A copy of a parent
//   that is buried, or home already now (foundation cards never come back),
//   holds no card at t, and one copy holds at most one card. So of the
//   out(c) copies of c, all but `parents(c)` (the copies of c's parents
//   neither buried nor home now) sit on no card at t. When that leaves none
//   of c's copies that are neither buried nor home now on a card, each of
//   them is either still where it is now (a card of the columns never
//   moved since) or at the bottom of a column.
// - Bottoms. Count, at t: each such card dug out (it has moved) and each
//   column of the position holding such a card. They need different
//   columns: a card dug out is at the bottom of a column emptied since now;
//   for a column of the position, either one of its cards never moved (then
//   the column was never emptied: its bottom is the card at its bottom now),
//   or one moved and is at the bottom of a column emptied since now. Every
//   column has one bottom card, and these bottoms are different cards, so
//   the count is at most the number of columns.
// - When only one of a card's two copies (neither buried nor home now) must
//   sit on no card, it needs a bottom that is its own if it was dug out, or
//   its column's if it was not. It adds one when none of its columns was
//   counted already, nor taken by another such card before it (this one's
//   columns are then marked taken, whichever copy it was).
// A count above the number of columns at some k, for every d from 0 to m,
// contradicts the win. (With a redeal left the waste comes round again,
// and nothing here holds.)
//
// Speed. Everything above but which columns hold which cards follows from
// the stock, the waste and the foundations, which many positions of a
// search share (they differ in how the same cards lie in the columns). So
// the test makes, once for each of those, a plan: the moments that could
// need too many bottoms, each with its count of cards dug out and the cards
// whose columns count; a position then only reads its columns. The plans
// live in a fixed table, a newer one replacing an older one. A plan's
// moments follow one another a card dug out at a time, so making one counts
// again only the cards that card changes (its suit from its rank up, and
// the cards building on it): on Forty Thieves deal 15, recounting all 52
// cards at every moment held the search to 136,000-139,000 positions a
// second of processor time, against 199,000-246,000 this way.

import type { SearchState } from './state.js';
import { COLUMN_STRIDE } from './zobrist.js';

/**
 * The test waits until the stock is this low. Before, each moment has many
 * stock cards that may or may not have been drawn, and the test almost
 * never finds a position lost: on Forty Thieves deal 1, once in about 1,000
 * calls with more than 12 cards in the stock, against 193,000 times in
 * 435,000 calls with 12 or fewer; on deal 5, whose proof never gets below 8
 * cards in the stock, the calls above 12 tripled the time.
 */
const MOST_STOCK = 12;
/**
 * The moments a plan holds at most: a plan with more keeps its first groups
 * (the waste's top cards). Plans of Forty Thieves deals reach 200 moments;
 * 24 kept too few: deal 20's proof took 12.5 million positions (47 s), and
 * 0.77 million (4.4 s) with 64, the same as with 256.
 */
const MOST_MOMENTS = 64;
/** Plans kept at most, 6.4 MB: fewer when the search is given less memory (see the constructor). */
const MOST_PLANS = 4096;
/**
 * A plan in its table row: the key (the piles' hash, the foundations
 * packed), the number of moments, then for each moment: the bottoms needed
 * by cards dug out, the cards whose columns count (two words, cards 0-31
 * and 32-51), the unsure cards (two words), and 1 when the moment ends its
 * group (one k, every d).
 */
const HEADER = 4;
const MOMENT = 6;
const ROW = HEADER + MOST_MOMENTS * MOMENT;

export class BottomsTest {
  /** Copies of each card buried in the waste or the stock, and dug out. */
  private readonly buried = new Uint8Array(52);
  private readonly dug = new Uint8Array(52);
  private readonly homeNow = new Uint8Array(52);
  /** Copies of each card not buried: home, in columns, or dug out. */
  private readonly free = new Uint8Array(52);
  /** The fewest copies not buried of the card's suit at its rank or below: how many can be home at the moment. */
  private readonly room = new Uint8Array(52);
  /** Copies that must be in columns at the moment tested. */
  private readonly out = new Uint8Array(52);
  /** Each card's part of the moment's count: cards dug out needing bottoms, columns that may count. */
  private readonly dugShare = new Uint8Array(52);
  private readonly columnShare = new Uint8Array(52);
  /** The moment's count, the sum of the shares, and the cards whose columns count or are unsure, as bits. */
  private fromWaste = 0;
  private mostColumns = 0;
  private counts = [0, 0];
  private unsure = [0, 0];
  /** children[3c .. 3c+2]: the cards that build on c, -1 in the unused slots. */
  private readonly children = new Int32Array(52 * 3).fill(-1);
  /** For each card, a bit for every column holding a copy of it. */
  private readonly columnsOf = new Int32Array(52);
  private readonly plans: Int32Array;
  private readonly planCount: number;

  /** `bytes`: the memory the plans may take (at least one plan's row); the most the table needs when absent. */
  constructor(
    private readonly state: SearchState,
    bytes = MOST_PLANS * ROW * 4,
  ) {
    this.planCount = Math.max(1, Math.min(MOST_PLANS, Math.floor(bytes / (ROW * 4))));
    this.plans = new Int32Array(this.planCount * ROW);
    const { children } = this;
    for (let c = 0; c < 52; c++)
      for (let j = 3 * c; j < 3 * c + 3 && state.parents[j] >= 0; j++) {
        let slot = 3 * state.parents[j];
        while (children[slot] >= 0) slot++;
        children[slot] = c;
      }
  }

  /** True when the position is lost by the count above; false when unsure (or a redeal is left). */
  isLost(): boolean {
    const state = this.state;
    if (state.redealsLeft > 0 || state.wasteLength < 2 || state.stockLength > MOST_STOCK) return false;
    const row = this.planRow();
    const plans = this.plans;
    const moments = plans[row + 3];
    if (moments === 0) return false;
    const { columnsOf } = this;
    const { cards, length } = state;
    columnsOf.fill(0);
    for (let i = 0; i < state.columnCount; i++) {
      const base = i * COLUMN_STRIDE;
      for (let k = 0; k < length[i]; k++) columnsOf[cards[base + k]] |= 1 << i;
    }
    let groupLost = true;
    for (let m = 0; m < moments; m++) {
      const at = row + HEADER + m * MOMENT;
      if (groupLost && this.bottomsAt(at) <= state.columnCount) groupLost = false;
      if (plans[at + 5] === 1) {
        if (groupLost) return true;
        groupLost = true;
      }
    }
    return false;
  }

  /** The bottoms a moment of a plan needs, now that columnsOf says where the cards are. */
  private bottomsAt(at: number): number {
    const { plans, columnsOf } = this;
    let count = plans[at];
    let columns = 0;
    for (let w = 0; w < 2; w++)
      for (let bits = plans[at + 1 + w]; bits !== 0; bits &= bits - 1)
        columns |= columnsOf[32 * w + 31 - Math.clz32(bits & -bits)];
    let used = columns;
    for (let w = 0; w < 2; w++)
      for (let bits = plans[at + 3 + w]; bits !== 0; bits &= bits - 1) {
        const where = columnsOf[32 * w + 31 - Math.clz32(bits & -bits)];
        if ((where & used) === 0) {
          count++;
          used |= where;
        }
      }
    for (let m = columns; m !== 0; m &= m - 1) count++;
    return count;
  }

  /** The row of the plan for the state's piles and foundations, made if not in the table. */
  private planRow(): number {
    const state = this.state;
    const f = state.foundations;
    let packed = 0;
    for (let i = 0; i < 8; i++) packed = (packed << 4) | f[i];
    const lo = state.pilesLo;
    const hi = state.pilesHi;
    const slot = Math.floor(
      ((Math.imul(lo ^ Math.imul(hi ^ packed, 0x9e3779b1), 0x85ebca6b) >>> 0) * this.planCount) / 4294967296,
    );
    const row = slot * ROW;
    const plans = this.plans;
    // A row never written reads as a plan of no moments: at worst a test that finds nothing.
    if (plans[row] === lo && plans[row + 1] === hi && plans[row + 2] === packed) return row;
    plans[row] = lo;
    plans[row + 1] = hi;
    plans[row + 2] = packed;
    plans[row + 3] = this.makePlan(row + HEADER);
    return row;
  }

  /** Writes the plan's moments from `at`; returns how many. */
  private makePlan(at: number): number {
    const state = this.state;
    const n = state.wasteLength;
    const { buried, dug, homeNow, plans } = this;
    const { foundations, stock, stockLength } = state;
    buried.fill(0);
    dug.fill(0);
    for (let s = 0; s < 4; s++) {
      const a = foundations[2 * s];
      const b = foundations[2 * s + 1];
      for (let r = 0; r < 13; r++) homeNow[s * 13 + r] = (a > r ? 1 : 0) + (b > r ? 1 : 0);
    }
    for (let k = 0; k < n; k++) buried[state.waste[k]]++;
    for (let k = 0; k < stockLength; k++) buried[stock[k]]++;
    this.countAll();
    let kept = 0;
    // The moment w[k] is first the top, for k from n-2 down: w[k+1] has just
    // been dug out, and so have the d cards drawn from the stock by then.
    for (let k = n - 2; k >= 0; k--) {
      this.digOut(state.waste[k + 1], 1);
      // This k's group of moments (every d), written after the kept ones: dropped whole if one cannot be lost.
      let written = kept;
      let d = 0;
      for (;;) {
        if (written === MOST_MOMENTS || !this.planMoment(at + written * MOMENT)) break;
        written++;
        if (d === stockLength) {
          plans[at + (written - 1) * MOMENT + 5] = 1;
          kept = written;
          break;
        }
        this.digOut(stock[stockLength - 1 - d++], 1);
      }
      for (; d > 0; d--) this.digOut(stock[stockLength - d], -1);
    }
    return kept;
  }

  /** The count of the moment described by `buried` and `dug`, card by card. */
  private countAll(): void {
    this.fromWaste = 0;
    this.mostColumns = 0;
    this.counts[0] = this.counts[1] = 0;
    this.unsure[0] = this.unsure[1] = 0;
    this.dugShare.fill(0);
    this.columnShare.fill(0);
    for (let s = 0; s < 4; s++) this.placeFrom(s * 13);
    for (let c = 0; c < 52; c++) this.share(c);
  }

  /**
   * Moves `copies` copies of card c from buried to dug out (back when
   * negative), and counts again the cards that changes: c's suit from c's
   * rank up (their room at home) and the cards building on c (their room
   * on a card).
   */
  private digOut(c: number, copies: number): void {
    this.buried[c] -= copies;
    this.dug[c] += copies;
    this.placeFrom(c);
    for (let x = c; x < c - (c % 13) + 13; x++) this.share(x);
    const { children } = this;
    for (let j = 3 * c; j < 3 * c + 3 && children[j] >= 0; j++) this.share(children[j]);
  }

  /** Sets free, room and out for c's suit from c's rank up. */
  private placeFrom(c: number): void {
    const { buried, free, room, out } = this;
    let least = c % 13 === 0 ? 2 : room[c - 1];
    for (let x = c; x < c - (c % 13) + 13; x++) {
      const f = 2 - buried[x];
      if (f < least) least = f;
      free[x] = f;
      room[x] = least;
      out[x] = f - least;
    }
  }

  /** Takes card c's old share out of the moment's count and puts its new one in. */
  private share(c: number): void {
    const { dug, homeNow, free, out, dugShare, columnShare, counts, unsure } = this;
    const word = c >> 5;
    const bit = 1 << (c & 31);
    this.fromWaste -= dugShare[c];
    this.mostColumns -= columnShare[c];
    counts[word] &= ~bit;
    unsure[word] &= ~bit;
    dugShare[c] = 0;
    columnShare[c] = 0;
    const o = out[c];
    if (o === 0) return;
    const parents = this.state.parents;
    let onCards = 0;
    for (let j = 3 * c; j < 3 * c + 3; j++) {
      const p = parents[j];
      if (p < 0) break;
      onCards += free[p] - homeNow[p];
    }
    if (onCards >= o) return;
    const offCards = o - onCards;
    const movable = free[c] - homeNow[c];
    const inColumns = movable - dug[c];
    if (offCards >= movable) {
      dugShare[c] = dug[c];
      if (inColumns > 0) {
        columnShare[c] = inColumns;
        counts[word] |= bit;
      }
    } else if (inColumns === 0) {
      dugShare[c] = offCards;
    } else {
      // One of two copies sits on no card, which one unknown.
      columnShare[c] = 1;
      unsure[word] |= bit;
    }
    this.fromWaste += dugShare[c];
    this.mostColumns += columnShare[c];
  }

  /**
   * Writes the moment counted at `at`; false when it can need no more
   * bottoms than there are columns, wherever the cards lie.
   */
  private planMoment(at: number): boolean {
    const columns = this.state.columnCount;
    // At most one column for each copy in a column whose column counts, and for each unsure card.
    if (this.fromWaste + Math.min(columns, this.mostColumns) <= columns) return false;
    const plans = this.plans;
    plans[at] = this.fromWaste;
    plans[at + 1] = this.counts[0];
    plans[at + 2] = this.counts[1];
    plans[at + 3] = this.unsure[0];
    plans[at + 4] = this.unsure[1];
    plans[at + 5] = 0;
    return true;
  }
}
