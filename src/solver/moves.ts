// The moves the search tries from a position, best first, and the sound
// reductions that leave the others out.
//
// Why leaving moves out never loses a win. Let the length of the shortest
// winning line that a position's draw flag admits be its measure. For every
// position with a finite measure, `generateMoves` yields at least one move
// to a position of smaller measure, so a search that exhausts the moves it
// is given finds a win whenever one exists:
//
// - Safe foundation move (docs/rules.md, Help from the program; `isSafeHome` in the engine): it is
//   the only move tried. Nothing can ever be built on the card again (every
//   card that could is home), its twin always finds a foundation, and taking
//   it off a pile only uncovers cards and may empty a column. So any winning
//   line, with this card's own moves deleted, still wins after the safe
//   move, and is shorter.
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

import { DRAW_CODE, encodeMove, FOUNDATION, REDEAL_CODE, type SearchState, WASTE } from './state.js';
import { COLUMN_STRIDE } from './zobrist.js';

/** Priority bands, highest first: foundation, build onto a card, into an empty column, draw. */
const HOME = 4000;
const BUILD = 3000;
const EMPTY = 2000;
const STOCK = 0;

/** Whether card c may go home with no risk: see the engine's `isSafeHome`. */
export function isSafeHome(state: SearchState, c: number): boolean {
  const r = (c % 13) + 1;
  if (r === 1) return true;
  const f = state.foundations;
  const s = (c / 13) | 0;
  const need = r - 1;
  if (f[2 * s] < need || f[2 * s + 1] < need) return false;
  switch (state.buildRule) {
    case 0:
      return true;
    case 1: {
      // Alternate colours: the two suits of the other colour (clubs, spades black; hearts, diamonds red).
      const t = s >= 2 ? 0 : 2;
      return f[2 * t] >= need && f[2 * t + 1] >= need && f[2 * t + 2] >= need && f[2 * t + 3] >= need;
    }
    default:
      for (let t = 0; t < 8; t++) if (t >> 1 !== s && f[t] < need) return false;
      return true;
  }
}

/** The reductions above, each one bit, so that tests can check each against a search without it. */
export const SAFE_MOVES = 1;
export const AFTER_DRAW = 2;
export const ONE_EMPTY_COLUMN = 4;
export const ALL_REDUCTIONS = SAFE_MOVES | AFTER_DRAW | ONE_EMPTY_COLUMN;

/** A source of randomness for breaking ties between moves of equal priority, or none. */
export type Jitter = (() => number) | undefined;

/**
 * For each card, a bit for each column it tops: valid where `topsStamp`
 * holds the call's stamp, so that nothing needs clearing between calls.
 */
const topsOf = new Int32Array(52);
const topsStamp = new Int32Array(52);
let stamp = 0;

/** The columns whose top card c may go onto (its parents' columns), from the tops of this call. */
function targetsOf(parents: Int32Array, c: number): number {
  let targets = 0;
  for (let j = 3 * c; j < 3 * c + 3 && parents[j] >= 0; j++) {
    const p = parents[j];
    if (topsStamp[p] === stamp) targets |= topsOf[p];
  }
  return targets;
}

/** Scratch lists for one call; moves are copied out sorted. */
const scratchMoves = new Int32Array(1024);
const scratchPriority = new Int32Array(1024);
let count = 0;

function add(m: number, p: number, jitter: Jitter): void {
  scratchMoves[count] = m;
  scratchPriority[count] = jitter === undefined ? p : p + ((jitter() * 400) | 0);
  count++;
}

/**
 * Writes the moves to try from the state into `out` from `offset`, best
 * first, and returns the offset after the last one. `jitter`, when given,
 * reorders moves inside a priority band at random (for restarts).
 */
export function generateMoves(
  state: SearchState,
  out: Int32Array,
  offset: number,
  jitter: Jitter,
  reductions = ALL_REDUCTIONS,
): number {
  const n = state.columnCount;
  const { cards, length, faceDown } = state;
  const wasteTop = state.wasteLength > 0 ? state.waste[state.wasteLength - 1] : -1;
  const forceSafe = (reductions & SAFE_MOVES) !== 0;
  const drew = (reductions & AFTER_DRAW) !== 0 && state.drew === 1;
  const oneEmpty = (reductions & ONE_EMPTY_COLUMN) !== 0;

  // A safe foundation move is the only move tried. Just after a draw only
  // the waste can hold one: the draw changed no column or foundation, and
  // a safe move from a column would have been played before it.
  if (forceSafe && wasteTop >= 0 && state.foundationFor(wasteTop) >= 0 && isSafeHome(state, wasteTop)) {
    out[offset] = encodeMove(WASTE, FOUNDATION, 1);
    return offset + 1;
  }
  let firstEmpty = -1;
  let empties = 0;
  for (let i = 0; i < n; i++) {
    const len = length[i];
    if (len === 0) {
      empties++;
      if (firstEmpty < 0) firstEmpty = i;
    } else if (forceSafe && !state.drew) {
      const c = cards[i * COLUMN_STRIDE + len - 1];
      if (state.foundationFor(c) >= 0 && isSafeHome(state, c)) {
        out[offset] = encodeMove(i, FOUNDATION, 1);
        return offset + 1;
      }
    }
  }

  count = 0;
  const limitOnto = state.runs ? 64 : 1 << empties;
  const limitEmpty = state.runs ? 64 : empties > 0 ? 1 << (empties - 1) : 0;
  const parents = state.parents;
  // Which columns each card tops, so that a card finds its targets without trying every column.
  stamp = (stamp + 1) | 0;
  for (let t = 0; t < n; t++) {
    if (length[t] === 0) continue;
    const c = cards[t * COLUMN_STRIDE + length[t] - 1];
    if (topsStamp[c] !== stamp) {
      topsStamp[c] = stamp;
      topsOf[c] = 0;
    }
    topsOf[c] |= 1 << t;
  }

  // The waste's top card: after a draw, the only card besides the stock that needs trying.
  if (wasteTop >= 0) {
    const c = wasteTop;
    if (state.foundationFor(c) >= 0) add(encodeMove(WASTE, FOUNDATION, 1), HOME + 100, jitter);
    for (let targets = targetsOf(parents, c); targets !== 0; targets &= targets - 1) {
      add(encodeMove(WASTE, 31 - Math.clz32(targets & -targets), 1), BUILD + 200, jitter);
    }
    for (let t = firstEmpty; t >= 0 && t < n; t = oneEmpty ? n : t + 1) {
      if (length[t] === 0) add(encodeMove(WASTE, t, 1), EMPTY + 100, jitter);
    }
  }

  if (!drew) {
    for (let from = 0; from < n; from++) {
      const len = length[from];
      if (len === 0) continue;
      const base = from * COLUMN_STRIDE;
      const top = cards[base + len - 1];
      // Only a run of more than one card needs its length: one card moves alone without an empty column.
      const run = limitOnto > 1 || limitEmpty > 0 ? state.runLength(from) : 1;
      if (state.foundationFor(top) >= 0)
        add(encodeMove(from, FOUNDATION, 1), HOME + uncoverBonus(state, from, 1), jitter);
      const most = run < limitOnto ? run : limitOnto;
      for (let k = 1; k <= most; k++) {
        // Parent by parent, so that ties come in a fixed order of suits.
        const row = cards[base + len - k] * 3;
        for (let j = row; j < row + 3 && parents[j] >= 0; j++) {
          const p = parents[j];
          if (topsStamp[p] !== stamp) continue;
          for (let targets = topsOf[p] & ~(1 << from); targets !== 0; targets &= targets - 1) {
            add(encodeMove(from, 31 - Math.clz32(targets & -targets), k), BUILD + uncoverBonus(state, from, k), jitter);
          }
        }
      }
      for (let t = firstEmpty; t >= 0 && t < n; t = oneEmpty ? n : t + 1) {
        if (length[t] !== 0) continue;
        const most = run < limitEmpty ? run : limitEmpty;
        for (let k = most; k >= 1; k--) {
          if (oneEmpty && k === len && faceDown[from] === 0) continue;
          const king = cards[base + len - k] % 13 === 12 ? 150 : 0;
          add(encodeMove(from, t, k), EMPTY + king + uncoverBonus(state, from, k), jitter);
        }
      }
    }
  }

  if (state.stockLength > 0) add(DRAW_CODE, STOCK, jitter);
  else if (state.wasteLength > 0 && state.redealsLeft > 0) add(REDEAL_CODE, STOCK, jitter);

  // Insertion sort, highest priority first (the lists are short).
  for (let a = 1; a < count; a++) {
    const m = scratchMoves[a];
    const p = scratchPriority[a];
    let b = a - 1;
    while (b >= 0 && scratchPriority[b] < p) {
      scratchMoves[b + 1] = scratchMoves[b];
      scratchPriority[b + 1] = scratchPriority[b];
      b--;
    }
    scratchMoves[b + 1] = m;
    scratchPriority[b + 1] = p;
  }
  for (let a = 0; a < count; a++) out[offset + a] = scratchMoves[a];
  return offset + count;
}

/**
 * How much taking the top k cards off column `from` is worth within its
 * band: emptying the column, turning a card up, or uncovering a card that
 * can go home score high; splitting a built run (moving cards off their own
 * build parent) scores low.
 */
function uncoverBonus(state: SearchState, from: number, k: number): number {
  const len = state.length[from];
  if (k === len) return 600;
  const base = from * COLUMN_STRIDE;
  const below = state.cards[base + len - k - 1];
  let bonus = 0;
  if (len - k <= state.faceDown[from]) bonus += 400;
  else if (state.builds[state.cards[base + len - k] * 52 + below] === 1) bonus -= 300;
  if (state.foundationFor(below) >= 0) bonus += 300;
  return bonus;
}
