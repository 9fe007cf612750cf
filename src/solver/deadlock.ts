// The deadlock test: while no column is empty, can any column ever be
// emptied? If not, the position is lost, however many moves it still has.
//
// Why it is sound. The test plays a relaxed game in which more is allowed
// than in the real one, and asks whether some column can be drained there:
// - a card leaves its pile once every card that was above it in the position
//   tested has left (cards placed on it later are ignored);
// - the stock is drawn one card at a time onto the waste, and between draws
//   everything the relaxation allows is done; a waste card leaves once every
//   card drawn after it has left. With a redeal left, the stock and the
//   waste are simply free cards (they will all come round again);
// - a card may go home once the foundations have room for it: a suit's two
//   foundations can hold as many copies of a card as they hold of every
//   lower rank, counting the copies that could go home in the relaxation.
//   Which copy of a card goes first is not tracked (either may), except
//   that copies from one column count one after the other: for that column
//   to drain, all of them must go (home, or onto parents);
// - it may go onto any copy of a build parent that is, or could earlier
//   have become, a column top, and then still go home later; in "runs"
//   variants a built run goes with the card under it;
// - a card that went home counts all the same as one that went onto a
//   parent, once a parent is there for it: going home first does not stop
//   it from being a column top that holds a card of its old column.
// Empty columns are never used. Until the first column empties in the real
// game, every real move is a draw, a foundation move or a move onto a card
// (a supermove needs an empty column); by induction over those moves, every
// card that has really left its pile after j draws has also left in the
// relaxation after j draws (what the relaxation allows only grows). A win
// must empty every column; if the relaxation cannot empty even one, neither
// can the real game, and the position is lost.

import type { SearchState } from './state.js';
import { COLUMN_STRIDE } from './zobrist.js';

const MAX_COLUMNS = 16;
/**
 * For each card, where a copy of it is or could have been a column top: bit
 * i for an original card of column i, PLACED for a card moved onto a
 * parent. A card of column i cannot use a parent that is an original card
 * of its own column: one below it is never a top while it is there, and one
 * above it must first leave, onto a parent (then it is PLACED) or home.
 */
const PLACED = 1 << 16;
/** The column of a card that is in none (waste, stock, or moved). */
const NOWHERE = 20;

/** The test for one state, with the relaxation's scratch arrays: one per search. */
export class DeadlockTest {
  /** The index of the highest card of each column still in its pile, in the relaxation. */
  private readonly top = new Int32Array(MAX_COLUMNS);
  /** See PLACED. */
  private readonly topAvailable = new Int32Array(52);
  /** How many copies of each card went home in the relaxation (cleared through `homed`). */
  private readonly extra = new Uint8Array(52);
  private readonly homed = new Int32Array(104);
  private homedCount = 0;
  /** The cards whose topAvailable was set by this call (cleared through this list at the next). */
  private readonly availableSet = new Int32Array(208);
  private availableCount = 0;
  /** Cards off their piles and not home: moved onto a parent, or free (stock and waste with a redeal left). */
  private readonly loose = new Uint8Array(104);
  private looseCount = 0;
  /** Cards that went home and have not had a parent yet, with the column each came from (NOWHERE if none). */
  private readonly awayCard = new Uint8Array(104);
  private readonly awayColumn = new Uint8Array(104);
  private awayCount = 0;
  /**
   * The waste in the relaxation: the position's waste up to wasteTop (read in
   * place), under the stock cards drawn and still there, drawn[0 .. drawnCount).
   */
  private readonly drawn = new Uint8Array(104);
  private drawnCount = 0;
  private wasteTop = -1;
  /** Copies of each card that went home from each column in the relaxation. */
  private readonly fromColumn = new Uint8Array(MAX_COLUMNS * 52);
  /** The entries of fromColumn set by this call, to clear at the next. */
  private readonly touched = new Int32Array(104);
  private touchedCount = 0;
  /** Per suit, the highest rank up to which one copy (two copies) of every rank is home or could go home. */
  private readonly one = new Int32Array(4);
  private readonly two = new Int32Array(4);

  constructor(private readonly state: SearchState) {}

  /** True when no column can ever be emptied: the position is lost. False when unsure. */
  isDeadlocked(): boolean {
    const state = this.state;
    const n = state.columnCount;
    const { cards, length, foundations } = state;
    for (let i = 0; i < n; i++) if (length[i] === 0) return false;

    while (this.availableCount > 0) this.topAvailable[this.availableSet[--this.availableCount]] = 0;
    while (this.homedCount > 0) this.extra[this.homed[--this.homedCount]] = 0;
    while (this.touchedCount > 0) this.fromColumn[this.touched[--this.touchedCount]] = 0;
    for (let i = 0; i < n; i++) {
      this.top[i] = length[i] - 1;
      this.makeAvailable(cards[i * COLUMN_STRIDE + this.top[i]], 1 << i);
    }
    for (let s = 0; s < 4; s++) {
      const a = foundations[2 * s];
      const b = foundations[2 * s + 1];
      this.one[s] = a > b ? a : b;
      this.two[s] = a > b ? b : a;
    }
    this.looseCount = 0;
    this.awayCount = 0;
    // The next stock card to draw, as an index into state.stock (drawn from the end).
    let nextDraw = state.stockLength - 1;
    this.drawnCount = 0;
    if (state.redealsLeft > 0) {
      // Every waste card comes round through the stock again: all are free.
      for (let k = 0; k < state.stockLength; k++) this.loose[this.looseCount++] = state.stock[k];
      for (let k = 0; k < state.wasteLength; k++) this.loose[this.looseCount++] = state.waste[k];
      nextDraw = -1;
      this.wasteTop = -1;
    } else {
      this.wasteTop = state.wasteLength - 1;
    }

    for (;;) {
      if (this.settle()) return false;
      // Draw until a card can leave the waste; until then nothing else changes.
      for (;;) {
        if (nextDraw < 0) return true;
        const c = state.stock[nextDraw--];
        this.drawn[this.drawnCount++] = c;
        if (this.canGoHome(c) || this.hasParent(c, NOWHERE)) break;
      }
    }
  }

  /** How many copies of card c the foundations could hold: each needs as many copies of every lower rank. */
  private room(c: number): number {
    const s = (c / 13) | 0;
    const need = c % 13;
    return this.two[s] >= need ? 2 : this.one[s] >= need ? 1 : 0;
  }

  /** Copies of card c home in the position tested. */
  private initial(c: number): number {
    const foundations = this.state.foundations;
    const f = ((c / 13) | 0) * 2;
    const r = (c % 13) + 1;
    return (r <= foundations[f] ? 1 : 0) + (r <= foundations[f + 1] ? 1 : 0);
  }

  /** Whether a copy of c, not from a column, may go home: which copy goes first is not tracked. */
  private canGoHome(c: number): boolean {
    return this.room(c) > this.initial(c);
  }

  /**
   * Whether the next copy of c from column i may go home. Copies from the same
   * column must all go home for it to drain (unless they leave onto parents),
   * so they count one after the other: two copies of a card in one column
   * need two free places on the foundations.
   */
  private canGoHomeFrom(i: number, c: number): boolean {
    return this.room(c) > this.initial(c) + this.fromColumn[i * 52 + c];
  }

  private goHome(c: number): void {
    const { extra, one, two } = this;
    if (extra[c]++ === 0) this.homed[this.homedCount++] = c;
    const s = (c / 13) | 0;
    const base = s * 13;
    while (one[s] < 13 && this.initial(base + one[s]) + extra[base + one[s]] > 0) one[s]++;
    while (two[s] < 13 && this.initial(base + two[s]) + extra[base + two[s]] > 1) two[s]++;
  }

  /** Marks card c as (possibly) a column top, from the given sources. */
  private makeAvailable(c: number, bits: number): void {
    if (this.topAvailable[c] === 0) this.availableSet[this.availableCount++] = c;
    this.topAvailable[c] |= bits;
  }

  /** Whether some copy of a build parent of c, not an original card of column `own`, is or could have been a column top. */
  private hasParent(c: number, own: number): boolean {
    const parents = this.state.parents;
    const others = ~(1 << own);
    for (let j = 3 * c; j < 3 * c + 3; j++) {
      const p = parents[j];
      if (p < 0) return false;
      if ((this.topAvailable[p] & others) !== 0) return true;
    }
    return false;
  }

  /** Plays the relaxed game to a standstill without drawing; true once some column is drained. */
  private settle(): boolean {
    const state = this.state;
    const n = state.columnCount;
    const { cards, faceDown } = state;
    const { top, loose } = this;
    const runs = state.runs;
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < n; i++) {
        const base = i * COLUMN_STRIDE;
        while (top[i] >= 0) {
          const t = top[i];
          const c = cards[base + t];
          if (this.canGoHomeFrom(i, c)) {
            this.fromColumn[i * 52 + c]++;
            this.touched[this.touchedCount++] = i * 52 + c;
            this.goHome(c);
            this.away(c, i);
            top[i] = t - 1;
          } else {
            // The lowest card that can leave onto a parent, taking the cards above it along.
            let lowest = -1;
            for (let k = t; k >= 0; k--) {
              if (k < t && (!runs || k < faceDown[i] || state.builds[cards[base + k + 1] * 52 + cards[base + k]] !== 1))
                break;
              if (this.hasParent(cards[base + k], i)) lowest = k;
            }
            if (lowest < 0) break;
            for (let k = lowest; k <= t; k++) {
              this.makeAvailable(cards[base + k], PLACED);
              loose[this.looseCount++] = cards[base + k];
            }
            top[i] = lowest - 1;
          }
          if (top[i] < 0) return true;
          this.makeAvailable(cards[base + top[i]], 1 << i);
          changed = true;
        }
      }
      // A card that can go home may also first serve as a column top: the relaxation allows both.
      for (;;) {
        let c: number;
        if (this.drawnCount > 0) c = this.drawn[this.drawnCount - 1];
        else if (this.wasteTop >= 0) c = state.waste[this.wasteTop];
        else break;
        const placed = this.hasParent(c, NOWHERE);
        if (placed) this.makeAvailable(c, PLACED);
        if (this.canGoHome(c)) {
          this.goHome(c);
          this.away(c, NOWHERE);
        } else if (placed) loose[this.looseCount++] = c;
        else break;
        if (this.drawnCount > 0) this.drawnCount--;
        else this.wasteTop--;
        changed = true;
      }
      // Cards off their piles: each may go onto a parent (and then be a column top), or home.
      for (let k = 0; k < this.looseCount; k++) {
        const c = loose[k];
        if ((this.topAvailable[c] & PLACED) === 0 && this.hasParent(c, NOWHERE)) {
          this.makeAvailable(c, PLACED);
          changed = true;
        }
        if (this.canGoHome(c)) {
          this.goHome(c);
          this.away(c, NOWHERE);
          loose[k--] = loose[--this.looseCount];
          changed = true;
        }
      }
      // Cards gone home that a parent has reached since: they could have gone onto it instead.
      for (let k = 0; k < this.awayCount; k++) {
        const c = this.awayCard[k];
        if (!this.hasParent(c, this.awayColumn[k])) continue;
        this.makeAvailable(c, PLACED);
        this.awayCount--;
        this.awayCard[k] = this.awayCard[this.awayCount];
        this.awayColumn[k] = this.awayColumn[this.awayCount];
        k--;
        changed = true;
      }
    }
    return false;
  }

  /** Notes a card gone home from column `own` (or NOWHERE): it may yet count as placed on a parent. */
  private away(c: number, own: number): void {
    if ((this.topAvailable[c] & PLACED) !== 0) return;
    this.awayCard[this.awayCount] = c;
    this.awayColumn[this.awayCount] = own;
    this.awayCount++;
  }
}
