// The positions along a winning line, for shortening it: where on the line a
// move from one of them lands, if anywhere. Positions are the same up to the
// order of the columns (as the solver takes them).
//
// Positions are found by a key: the columns' hashes taken as a set (two
// sums, so the order does not count), with the stock and the waste. Every
// position a key finds is compared pile for pile. Looking at every move from
// thousands of positions, a move's key is worked out from the hashes before
// it, without playing it (only a move whose key is on the line is played),
// and keys live in flat arrays: an object for each of 10,000 positions cost
// half the time in the garbage collector.

import { applyLegal, type Move, type Position } from '../engine/index.js';

export class LinePositions {
  /** The position at each place on the line: the start, then after each move. */
  readonly positions: Position[] = [];
  private readonly columns: number;
  // Each place's key, the sums of its columns' hashes, and the hashes.
  private readonly hi: Int32Array;
  private readonly lo: Int32Array;
  private readonly sumA: Int32Array;
  private readonly sumB: Int32Array;
  private readonly hashes: Int32Array;
  /** Places by key, open addressing; a position the line comes back to is kept at its last place only. */
  private readonly table: Int32Array;
  private readonly mask: number;
  /** The running hash of each column of the place `prepared` at every height. */
  private readonly runs: Int32Array[];
  private prepared = -1;
  /** The key `keyAfter` worked out. */
  private afterHi = 0;
  private afterLo = 0;

  constructor(start: Position, line: readonly Move[]) {
    const count = line.length + 1;
    this.columns = start.columns.length;
    this.hi = new Int32Array(count);
    this.lo = new Int32Array(count);
    this.sumA = new Int32Array(count);
    this.sumB = new Int32Array(count);
    this.hashes = new Int32Array(count * this.columns);
    let size = 16;
    while (size < count * 2) size *= 2;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.runs = start.columns.map(() => new Int32Array(64));
    for (let i = 0; i < count; i++) {
      this.positions.push(i === 0 ? start : applyLegal(this.positions[i - 1], line[i - 1]));
      this.keyPlace(i);
      this.add(i);
    }
  }

  /** The last place on the line of the position at place `i`. */
  lastPlace(i: number): number {
    return this.find(this.hi[i], this.lo[i], (j) => matchPosition(this.positions[j], this.positions[i]) !== undefined)!;
  }

  /**
   * The place where `move` from place `i` lands, if it lands on the line at a
   * place for which `open` holds.
   */
  landing(i: number, move: Move, open: (place: number) => boolean): number | undefined {
    this.keyAfter(i, move);
    const { afterHi: hi, afterLo: lo } = this;
    if (this.find(hi, lo, open) === undefined) return undefined;
    const after = applyLegal(this.positions[i], move);
    return this.find(hi, lo, (j) => open(j) && matchPosition(this.positions[j], after) !== undefined);
  }

  private find(hi: number, lo: number, test: (place: number) => boolean): number | undefined {
    for (let s = lo & this.mask; this.table[s] >= 0; s = (s + 1) & this.mask) {
      const j = this.table[s];
      if (this.hi[j] === hi && this.lo[j] === lo && test(j)) return j;
    }
    return undefined;
  }

  private add(i: number): void {
    let s = this.lo[i] & this.mask;
    for (; this.table[s] >= 0; s = (s + 1) & this.mask) {
      const j = this.table[s];
      if (this.hi[j] === this.hi[i] && this.lo[j] === this.lo[i] && matchPosition(this.positions[j], this.positions[i]))
        break;
    }
    this.table[s] = i;
  }

  /** Keys place `i`, hashing only the columns the move from the place before changed (the engine shares the others). */
  private keyPlace(i: number): void {
    const { columns: n, hashes } = this;
    const p = this.positions[i];
    const near = i > 0 ? this.positions[i - 1] : undefined;
    let a = i > 0 ? this.sumA[i - 1] : 0;
    let b = i > 0 ? this.sumB[i - 1] : 0;
    for (let c = 0; c < n; c++) {
      const column = p.columns[c];
      if (near && near.columns[c] === column) {
        hashes[i * n + c] = hashes[(i - 1) * n + c];
        continue;
      }
      let run = RUN_START;
      for (const card of column) run = runStep(run, card);
      const h = columnHash(run, column.length);
      if (near) {
        const was = hashes[(i - 1) * n + c];
        a = (a - was) | 0;
        b = (b - spread(was)) | 0;
      }
      hashes[i * n + c] = h;
      a = (a + h) | 0;
      b = (b + spread(h)) | 0;
    }
    this.sumA[i] = a;
    this.sumB[i] = b;
    this.key(a, b, p.stock.length, p.redealsLeft, p.waste, p.waste.length);
    this.hi[i] = this.afterHi;
    this.lo[i] = this.afterLo;
  }

  /** The key of the position `move` leads to from place `i`, without playing it (a draw or a redeal is played). */
  private keyAfter(i: number, move: Move): void {
    const p = this.positions[i];
    let a = this.sumA[i];
    let b = this.sumB[i];
    if (move.kind !== 'move') {
      const q = applyLegal(p, move);
      this.key(a, b, q.stock.length, q.redealsLeft, q.waste, q.waste.length);
      return;
    }
    this.prepare(i);
    const row = i * this.columns;
    let moved: readonly number[];
    let at: number;
    let w = p.waste.length;
    if (move.from === 'waste') {
      moved = p.waste;
      at = --w;
    } else {
      moved = p.columns[move.from];
      at = moved.length - move.count;
      const was = this.hashes[row + move.from];
      const h = columnHash(this.runs[move.from][at], at);
      a = (a - was + h) | 0;
      b = (b - spread(was) + spread(h)) | 0;
    }
    if (move.to !== 'foundation') {
      const onto = p.columns[move.to];
      let run = this.runs[move.to][onto.length];
      for (let k = at; k < at + move.count; k++) run = runStep(run, moved[k]);
      const was = this.hashes[row + move.to];
      const h = columnHash(run, onto.length + move.count);
      a = (a - was + h) | 0;
      b = (b - spread(was) + spread(h)) | 0;
    }
    this.key(a, b, p.stock.length, p.redealsLeft, p.waste, w);
  }

  /** Works out the running hashes of place `i`'s columns at every height. */
  private prepare(i: number): void {
    if (this.prepared === i) return;
    this.prepared = i;
    const { columns } = this.positions[i];
    for (let c = 0; c < this.columns; c++) {
      const column = columns[c];
      if (this.runs[c].length <= column.length) this.runs[c] = new Int32Array(column.length * 2);
      const runs = this.runs[c];
      runs[0] = RUN_START;
      for (let k = 0; k < column.length; k++) runs[k + 1] = runStep(runs[k], column[k]);
    }
  }

  /**
   * The key from the sums of the columns' hashes with the stock and the
   * waste, whose first `w` cards are taken. The stock and the waste change one
   * card at a time: their lengths and the waste's top cards stand for them
   * here, and matchPosition compares them in full. Face-down counts are left
   * out: they change only as the cards above them do.
   */
  private key(a: number, b: number, stock: number, redeals: number, waste: readonly number[], w: number): void {
    const lengths = stock | (w << 8) | (redeals << 16);
    const tops = under(waste, w - 1) | (under(waste, w - 2) << 6) | (under(waste, w - 3) << 12);
    this.afterHi = mix(a ^ Math.imul(lengths, 0x9e3779b1));
    this.afterLo = mix(b ^ Math.imul(tops, 0x85ebca6b));
  }
}

/**
 * For each column of `line`, the column of `here` with the same cards; undefined
 * when the two are not the same position up to the order of the columns.
 */
export function matchPosition(line: Position, here: Position): number[] | undefined {
  if (
    !sameCards(line.stock, here.stock) ||
    !sameCards(line.waste, here.waste) ||
    line.redealsLeft !== here.redealsLeft
  ) {
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

/** Whether two piles hold the same cards in the same order. */
export function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The waste's card at `i`, or 52 below its bottom: six bits. */
const under = (waste: readonly number[], i: number): number => (i >= 0 ? waste[i] : 52);

const RUN_START = 0x811c9dc5 | 0;

const runStep = (run: number, card: number): number => Math.imul(run ^ (card + 1), 0x01000193);

const columnHash = (run: number, length: number): number => mix(run ^ Math.imul(length, 0x9e3779b1));

const spread = (h: number): number => Math.imul(h ^ (h >>> 15), 0x85ebca6b);

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return h ^ (h >>> 16);
}
