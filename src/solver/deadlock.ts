// The deadlock test: while no column is empty, can any column ever be
// emptied? If not, the position is lost, however many moves it still has.
//
// Why it is sound. The test plays a relaxed game in which more is allowed
// than in the real one, and asks whether some column can be drained there:
// - a card leaves its pile once every card that was above it in the position
//   tested has left (cards placed on it later are ignored); stock cards, and
//   waste cards while a redeal is left, have nothing above them;
// - it may go home once the ranks below it could be home (SPEC's two-deck
//   rule: with the suit's foundations at f0 >= f1, a card of rank r needs one
//   copy of each rank f0+1 .. r-1 home if r > f0, else the only remaining
//   copies of ranks f1+1 .. r-1);
// - it may go onto any copy of a build parent that is, or could at some
//   time become, a column top; in "runs" variants a built run goes with the
//   card under it.
// Empty columns are never used. Until the first column empties in the real
// game, every real move is a draw, a foundation move or a move onto a card
// (a supermove needs an empty column), and each of those is allowed here,
// so every card that really leaves its pile also leaves in the relaxation.
// A win must empty every column; if the relaxation cannot empty even one,
// neither can the real game, and the position is lost.

import { COLUMN_STRIDE } from './zobrist.js';
import type { SearchState } from './state.js';

const MAX_COLUMNS = 16;
/** The index of the highest card of each column still in its pile, in the relaxation. */
const top = new Int32Array(MAX_COLUMNS);
/** 1 for each card (0..51) of which some copy is or could become a column top. */
const topAvailable = new Uint8Array(52);
/** How many copies of each card went home in the relaxation. */
const homed = new Uint8Array(52);
/** Cards off their piles and not home: the stock, waste cards with a redeal left, cards moved onto a parent. */
const loose = new Uint8Array(104);
const reachLow = new Int32Array(4);
const reachHigh = new Int32Array(4);
const high = new Int32Array(4);

/** True when no column can ever be emptied: the position is lost. False when unsure. */
export function isDeadlocked(state: SearchState): boolean {
  const n = state.columnCount;
  const { cards, length, faceDown, builds, foundations } = state;
  for (let i = 0; i < n; i++) if (length[i] === 0) return false;

  topAvailable.fill(0);
  homed.fill(0);
  for (let i = 0; i < n; i++) {
    top[i] = length[i] - 1;
    topAvailable[cards[i * COLUMN_STRIDE + top[i]]] = 1;
  }
  for (let s = 0; s < 4; s++) {
    const a = foundations[2 * s];
    const b = foundations[2 * s + 1];
    high[s] = a > b ? a : b;
    reachLow[s] = a > b ? b : a;
    reachHigh[s] = high[s];
  }
  let looseCount = 0;
  for (let k = 0; k < state.stockLength; k++) loose[looseCount++] = state.stock[k];
  // With a redeal left, every waste card comes round through the stock again.
  const wasteIsFree = state.redealsLeft > 0;
  let wasteTop = state.wasteLength - 1;
  if (wasteIsFree) {
    for (let k = 0; k <= wasteTop; k++) loose[looseCount++] = state.waste[k];
    wasteTop = -1;
  }
  const runs = state.runs;

  const canGoHome = (c: number): boolean => {
    const s = (c / 13) | 0;
    const r = (c % 13) + 1;
    return r <= high[s] ? reachLow[s] >= r - 1 : reachHigh[s] >= r - 1;
  };
  const goHome = (c: number): void => {
    homed[c]++;
    const s = (c / 13) | 0;
    const base = s * 13;
    while (reachLow[s] < high[s] && homed[base + reachLow[s]] > 0) reachLow[s]++;
    while (reachHigh[s] < 13 && homed[base + reachHigh[s]] > 0) reachHigh[s]++;
  };
  const hasParent = (c: number): boolean => {
    const row = c * 52;
    // A build parent is one rank higher: scan the four cards of that rank.
    const up = (c % 13) + 1;
    if (up > 12) return false;
    for (let s = 0; s < 4; s++) {
      const p = s * 13 + up;
      if (topAvailable[p] === 1 && builds[row + p] === 1) return true;
    }
    return false;
  };

  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < n; i++) {
      const base = i * COLUMN_STRIDE;
      while (top[i] >= 0) {
        const t = top[i];
        const c = cards[base + t];
        if (canGoHome(c)) {
          goHome(c);
          top[i] = t - 1;
        } else {
          // The lowest card that can leave onto a parent, taking the cards above it along.
          let lowest = -1;
          for (let k = t; k >= 0; k--) {
            if (k < t && (!runs || k < faceDown[i] || builds[cards[base + k + 1] * 52 + cards[base + k]] !== 1)) break;
            if (hasParent(cards[base + k])) lowest = k;
          }
          if (lowest < 0) break;
          for (let k = lowest; k <= t; k++) {
            topAvailable[cards[base + k]] = 1;
            loose[looseCount++] = cards[base + k];
          }
          top[i] = lowest - 1;
        }
        if (top[i] < 0) return false;
        topAvailable[cards[base + top[i]]] = 1;
        changed = true;
      }
    }
    // A card that can go home may also first serve as a column top: the relaxation allows both.
    while (wasteTop >= 0) {
      const c = state.waste[wasteTop];
      const placed = hasParent(c);
      if (placed) topAvailable[c] = 1;
      if (canGoHome(c)) goHome(c);
      else if (placed) loose[looseCount++] = c;
      else break;
      wasteTop--;
      changed = true;
    }
    // Cards off their piles: each may go onto a parent (and then be a column top), or home.
    for (let k = 0; k < looseCount; k++) {
      const c = loose[k];
      if (topAvailable[c] === 0 && hasParent(c)) {
        topAvailable[c] = 1;
        changed = true;
      }
      if (canGoHome(c)) {
        goHome(c);
        loose[k--] = loose[--looseCount];
        changed = true;
      }
    }
  }
  return true;
}
