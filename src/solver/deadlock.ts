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
//   variants a built run goes with the card under it.
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
/** The index of the highest card of each column still in its pile, in the relaxation. */
const top = new Int32Array(MAX_COLUMNS);
/**
 * For each card (0..51), where a copy of it is or could have been a column
 * top: bit i for an original card of column i, PLACED for a card moved onto
 * a parent. A card of column i cannot use a parent that is an original card
 * of its own column: one below it is never a top while it is there, and one
 * above it must first leave, onto a parent (then it is PLACED) or home.
 */
const topAvailable = new Int32Array(52);
const PLACED = 1 << 16;
/** The column of a card that is in none (waste, stock, or moved). */
const NOWHERE = 20;
/** How many copies of each card went home in the relaxation (cleared through `homed`). */
const extra = new Uint8Array(52);
const homed = new Int32Array(104);
let homedCount = 0;
/** The cards whose topAvailable was set by this call (cleared through this list at the next). */
const availableSet = new Int32Array(208);
let availableCount = 0;
/** Cards off their piles and not home: moved onto a parent, or free (stock and waste with a redeal left). */
const loose = new Uint8Array(104);
/**
 * The waste in the relaxation: the position's waste up to wasteTop (read in
 * place), under the stock cards drawn and still there, drawn[0 .. drawnCount).
 */
const drawn = new Uint8Array(104);
let drawnCount = 0;
let wasteTop = -1;
/** Copies of each card that went home from each column in the relaxation. */
const fromColumn = new Uint8Array(MAX_COLUMNS * 52);
/** Per suit, the highest rank up to which one copy (two copies) of every rank is home or could go home. */
const one = new Int32Array(4);
const two = new Int32Array(4);

let looseCount = 0;
let parents: Int32Array;
let foundations: Uint8Array;
/** The entries of fromColumn set by this call, to clear at the next. */
const touched = new Int32Array(104);
let touchedCount = 0;

/** How many copies of card c the foundations could hold: each needs as many copies of every lower rank. */
function room(c: number): number {
  const s = (c / 13) | 0;
  const need = c % 13;
  return two[s] >= need ? 2 : one[s] >= need ? 1 : 0;
}

/** Copies of card c home in the position tested. */
function initial(c: number): number {
  const f = ((c / 13) | 0) * 2;
  const r = (c % 13) + 1;
  return (r <= foundations[f] ? 1 : 0) + (r <= foundations[f + 1] ? 1 : 0);
}

/** Whether a copy of c, not from a column, may go home: which copy goes first is not tracked. */
function canGoHome(c: number): boolean {
  return room(c) > initial(c);
}

/**
 * Whether the next copy of c from column i may go home. Copies from the same
 * column must all go home for it to drain (unless they leave onto parents),
 * so they count one after the other: two copies of a card in one column
 * need two free places on the foundations.
 */
function canGoHomeFrom(i: number, c: number): boolean {
  return room(c) > initial(c) + fromColumn[i * 52 + c];
}

function goHome(c: number): void {
  if (extra[c]++ === 0) homed[homedCount++] = c;
  const s = (c / 13) | 0;
  const base = s * 13;
  while (one[s] < 13 && initial(base + one[s]) + extra[base + one[s]] > 0) one[s]++;
  while (two[s] < 13 && initial(base + two[s]) + extra[base + two[s]] > 1) two[s]++;
}

/** Marks card c as (possibly) a column top, from the given sources. */
function makeAvailable(c: number, bits: number): void {
  if (topAvailable[c] === 0) availableSet[availableCount++] = c;
  topAvailable[c] |= bits;
}

/** Whether some copy of a build parent of c, not an original card of column `own`, is or could have been a column top. */
function hasParent(c: number, own: number): boolean {
  const others = ~(1 << own);
  for (let j = 3 * c; j < 3 * c + 3; j++) {
    const p = parents[j];
    if (p < 0) return false;
    if ((topAvailable[p] & others) !== 0) return true;
  }
  return false;
}

/** True when no column can ever be emptied: the position is lost. False when unsure. */
export function isDeadlocked(state: SearchState): boolean {
  const n = state.columnCount;
  const { cards, length } = state;
  for (let i = 0; i < n; i++) if (length[i] === 0) return false;
  parents = state.parents;
  foundations = state.foundations;

  while (availableCount > 0) topAvailable[availableSet[--availableCount]] = 0;
  while (homedCount > 0) extra[homed[--homedCount]] = 0;
  while (touchedCount > 0) fromColumn[touched[--touchedCount]] = 0;
  for (let i = 0; i < n; i++) {
    top[i] = length[i] - 1;
    makeAvailable(cards[i * COLUMN_STRIDE + top[i]], 1 << i);
  }
  for (let s = 0; s < 4; s++) {
    const a = foundations[2 * s];
    const b = foundations[2 * s + 1];
    one[s] = a > b ? a : b;
    two[s] = a > b ? b : a;
  }
  looseCount = 0;
  // The next stock card to draw, as an index into state.stock (drawn from the end).
  let nextDraw = state.stockLength - 1;
  drawnCount = 0;
  if (state.redealsLeft > 0) {
    // Every waste card comes round through the stock again: all are free.
    for (let k = 0; k < state.stockLength; k++) loose[looseCount++] = state.stock[k];
    for (let k = 0; k < state.wasteLength; k++) loose[looseCount++] = state.waste[k];
    nextDraw = -1;
    wasteTop = -1;
  } else {
    wasteTop = state.wasteLength - 1;
  }

  for (;;) {
    if (settle(state)) return false;
    // Draw until a card can leave the waste; until then nothing else changes.
    for (;;) {
      if (nextDraw < 0) return true;
      const c = state.stock[nextDraw--];
      drawn[drawnCount++] = c;
      if (canGoHome(c) || hasParent(c, NOWHERE)) break;
    }
  }
}

/** Plays the relaxed game to a standstill without drawing; true once some column is drained. */
function settle(state: SearchState): boolean {
  const n = state.columnCount;
  const { cards, faceDown } = state;
  const runs = state.runs;
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < n; i++) {
      const base = i * COLUMN_STRIDE;
      while (top[i] >= 0) {
        const t = top[i];
        const c = cards[base + t];
        if (canGoHomeFrom(i, c)) {
          fromColumn[i * 52 + c]++;
          touched[touchedCount++] = i * 52 + c;
          goHome(c);
          top[i] = t - 1;
        } else {
          // The lowest card that can leave onto a parent, taking the cards above it along.
          let lowest = -1;
          for (let k = t; k >= 0; k--) {
            if (k < t && (!runs || k < faceDown[i] || state.builds[cards[base + k + 1] * 52 + cards[base + k]] !== 1))
              break;
            if (hasParent(cards[base + k], i)) lowest = k;
          }
          if (lowest < 0) break;
          for (let k = lowest; k <= t; k++) {
            makeAvailable(cards[base + k], PLACED);
            loose[looseCount++] = cards[base + k];
          }
          top[i] = lowest - 1;
        }
        if (top[i] < 0) return true;
        makeAvailable(cards[base + top[i]], 1 << i);
        changed = true;
      }
    }
    // A card that can go home may also first serve as a column top: the relaxation allows both.
    for (;;) {
      let c: number;
      if (drawnCount > 0) c = drawn[drawnCount - 1];
      else if (wasteTop >= 0) c = state.waste[wasteTop];
      else break;
      const placed = hasParent(c, NOWHERE);
      if (placed) makeAvailable(c, PLACED);
      if (canGoHome(c)) goHome(c);
      else if (placed) loose[looseCount++] = c;
      else break;
      if (drawnCount > 0) drawnCount--;
      else wasteTop--;
      changed = true;
    }
    // Cards off their piles: each may go onto a parent (and then be a column top), or home.
    for (let k = 0; k < looseCount; k++) {
      const c = loose[k];
      if ((topAvailable[c] & PLACED) === 0 && hasParent(c, NOWHERE)) {
        makeAvailable(c, PLACED);
        changed = true;
      }
      if (canGoHome(c)) {
        goHome(c);
        loose[k--] = loose[--looseCount];
        changed = true;
      }
    }
  }
  return false;
}
