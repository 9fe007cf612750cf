// The solver's own position: typed arrays changed in place by `play` and
// restored by `unplay`, with a 64-bit hash kept up to date on every move.
//
// The hash covers exactly what decides the future of a position: the
// columns as a set (their order does not matter: n columns have n!
// equivalent orders), each with its cards and face-down count, the stock and the waste
// card by card, the redeals left, and whether the last move was a draw (the
// search restricts the moves after a draw, so that flag is part of the
// position it searches). The foundations are left out because they follow
// from the rest: the cards home are the cards found nowhere else, and the
// two copies of a card count as the same card.

import {
  type BuildRule,
  buildTable,
  foundationTaking,
  type MoveRule,
  type Position,
  runLengthIn,
} from '../engine/index.js';
import { countOf, DRAW_MOVE, FOUNDATION, REDEAL_MOVE, sourceOf, targetOf, WASTE } from './move-code.js';
import {
  COLUMN_KEYS,
  COLUMN_STRIDE,
  DREW_KEY,
  FACE_DOWN_KEYS,
  REDEAL_KEYS,
  STOCK_KEYS,
  scramble,
  WASTE_KEYS,
} from './zobrist.js';

/**
 * parentTable(rule)[3c .. 3c+2]: the cards c builds on, -1 in the unused
 * slots. Three is the most any rule here gives (any suit but its own); a
 * rule with more parents (any suit at all) needs wider rows, and the move
 * generator, the deadlock test and the column-bottoms test read three.
 */
function parentTable(rule: BuildRule): Int32Array {
  const builds = buildTable(rule);
  const table = new Int32Array(52 * 3).fill(-1);
  for (let c = 0; c < 52; c++) {
    let j = 3 * c;
    for (let p = 0; p < 52; p++) {
      if (builds[c * 52 + p] !== 1) continue;
      if (j === 3 * c + 3) throw new Error(`the build rule ${rule} gives a card more than three parents`);
      table[j++] = p;
    }
  }
  return table;
}

/** Every build rule's parent table, made once and only read. */
const PARENT_TABLES: Record<BuildRule, Int32Array> = {
  'same-suit': parentTable('same-suit'),
  'alternate-colour': parentTable('alternate-colour'),
  'other-suit': parentTable('other-suit'),
};

/** The counts saved with a position besides its bytes and hash words. */
const SAVED_NUMBERS = 9;

export class SearchState {
  readonly columnCount: number;
  /** Column i's cards, bottom to top, at cards[i * COLUMN_STRIDE ...]. */
  readonly cards: Uint8Array;
  readonly length: Uint8Array;
  readonly faceDown: Uint8Array;
  /** Stock and waste, bottom to top. */
  readonly stock: Uint8Array;
  stockLength = 0;
  readonly waste: Uint8Array;
  wasteLength = 0;
  /** Foundation heights, as in the engine: 2s and 2s+1 belong to suit s. */
  readonly foundations: Uint8Array;
  home = 0;
  redealsLeft: number;
  /** 1 when the last move was a draw or a redeal. */
  drew = 0;
  readonly drawCount: number;
  readonly runs: boolean;
  /** Whether runs move as one or a card at a time (the engine's moveLimit reads it with the empty columns). */
  readonly moveRule: MoveRule;
  readonly build: BuildRule;
  /** The engine's build table for the variant (see buildTable). */
  readonly builds: Uint8Array;
  /** The cards each card builds on: see parentTable. */
  readonly parents: Int32Array;

  // The hash: each column's linear hash (XOR of its keys), the sum of their
  // scrambles, and the XOR of the stock, waste and redeal keys.
  private readonly columnLo: Int32Array;
  private readonly columnHi: Int32Array;
  private readonly mixedLo: Int32Array;
  private readonly mixedHi: Int32Array;
  private sumLo = 0;
  private sumHi = 0;
  private restLo = 0;
  private restHi = 0;
  private readonly scratch = new Int32Array(2);
  /** The bytes above, seen as 32-bit words: a save copies them a word at a time. */
  private readonly byteWords: Int32Array;
  private readonly words: Int32Array;
  /** The 32-bit words one saved position takes: see `save`. */
  readonly savedSize: number;

  constructor(position: Position) {
    const { variant } = position;
    const n = position.columns.length;
    if (n > WASTE) throw new Error(`the solver takes at most ${WASTE} columns, not ${n}`);
    this.columnCount = n;
    // All the bytes in one buffer (a whole number of words) and all the
    // hash words in another, so that saving a position is two copies.
    const size = n * (COLUMN_STRIDE + 2) + 8 + 2 * 104;
    this.byteWords = new Int32Array(Math.ceil(size / 4));
    const bytes = new Uint8Array(this.byteWords.buffer);
    this.cards = bytes.subarray(0, n * COLUMN_STRIDE);
    this.length = bytes.subarray(n * COLUMN_STRIDE, n * (COLUMN_STRIDE + 1));
    this.faceDown = bytes.subarray(n * (COLUMN_STRIDE + 1), n * (COLUMN_STRIDE + 2));
    this.foundations = bytes.subarray(n * (COLUMN_STRIDE + 2), n * (COLUMN_STRIDE + 2) + 8);
    this.stock = bytes.subarray(n * (COLUMN_STRIDE + 2) + 8, n * (COLUMN_STRIDE + 2) + 8 + 104);
    this.waste = bytes.subarray(n * (COLUMN_STRIDE + 2) + 8 + 104, size);
    this.words = new Int32Array(4 * n);
    this.savedSize = this.byteWords.length + this.words.length + SAVED_NUMBERS;
    this.columnLo = this.words.subarray(0, n);
    this.columnHi = this.words.subarray(n, 2 * n);
    this.mixedLo = this.words.subarray(2 * n, 3 * n);
    this.mixedHi = this.words.subarray(3 * n, 4 * n);
    this.drawCount = variant.drawCount;
    this.moveRule = variant.moves;
    this.runs = this.moveRule === 'runs';
    this.build = variant.build;
    this.builds = buildTable(variant.build);
    this.parents = PARENT_TABLES[variant.build];
    if (position.redealsLeft >= REDEAL_KEYS.length / 2) throw new Error('too many redeals for the solver');
    this.redealsLeft = position.redealsLeft;
    this.restLo = REDEAL_KEYS[2 * this.redealsLeft];
    this.restHi = REDEAL_KEYS[2 * this.redealsLeft + 1];
    for (let i = 0; i < n; i++) {
      const column = position.columns[i];
      if (column.length > COLUMN_STRIDE - 1) throw new Error(`column ${i + 1} is too long for the solver`);
      for (const c of column) this.pushColumn(i, c);
      this.setFaceDown(i, position.faceDown[i]);
      this.remix(i);
    }
    for (const c of position.stock) this.pushStock(c);
    for (const c of position.waste) this.pushWaste(c);
    for (let f = 0; f < 8; f++) {
      this.foundations[f] = position.foundations[f];
      this.home += position.foundations[f];
    }
  }

  /** The hash of the stock, the waste and the redeals left alone: what the column-bottoms test's plans depend on, with the foundations. */
  get pilesLo(): number {
    return this.restLo;
  }

  get pilesHi(): number {
    return this.restHi;
  }

  get keyLo(): number {
    return (this.sumLo ^ this.restLo ^ (this.drew ? DREW_KEY[0] : 0)) | 0;
  }

  get keyHi(): number {
    return (this.sumHi ^ this.restHi ^ (this.drew ? DREW_KEY[1] : 0)) | 0;
  }

  isWon(): boolean {
    return this.home === 104;
  }

  top(i: number): number {
    return this.cards[i * COLUMN_STRIDE + this.length[i] - 1];
  }

  /** How many cards at the top of column i form a movable run (0 when empty). */
  runLength(i: number): number {
    return runLengthIn(this.cards, i * COLUMN_STRIDE, this.length[i], this.faceDown[i], this.builds);
  }

  /** The foundation that takes card c now, or -1 (the engine's rule). */
  foundationFor(c: number): number {
    return foundationTaking(this.foundations, c);
  }

  /**
   * Plays a move known to be legal and returns what `unplay` needs: the
   * source column's face-down count before the move, the foundation used,
   * the cards drawn, and the draw flag before the move.
   */
  play(m: number): number {
    const undo = this.drew << 24;
    if (m === DRAW_MOVE) {
      let drawn = 0;
      while (drawn < this.drawCount && this.stockLength > 0) {
        this.pushWaste(this.popStock());
        drawn++;
      }
      this.drew = 1;
      return undo | drawn;
    }
    if (m === REDEAL_MOVE) {
      while (this.wasteLength > 0) this.pushStock(this.popWaste());
      this.setRedeals(this.redealsLeft - 1);
      this.drew = 1;
      return undo;
    }
    this.drew = 0;
    const from = sourceOf(m);
    const to = targetOf(m);
    const count = countOf(m);
    if (from === WASTE) {
      const c = this.popWaste();
      if (to === FOUNDATION) return undo | (this.sendHome(c) << 8);
      this.pushColumn(to, c);
      this.remix(to);
      return undo;
    }
    const down = this.faceDown[from];
    const base = from * COLUMN_STRIDE;
    let foundation = 0;
    if (to === FOUNDATION) {
      foundation = this.sendHome(this.popColumn(from));
    } else {
      const start = this.length[from] - count;
      for (let k = 0; k < count; k++) this.pushColumn(to, this.cards[base + start + k]);
      for (let k = 0; k < count; k++) this.popColumn(from);
      this.remix(to);
    }
    // A face-down card turns up as soon as it is the top of its column.
    const left = this.length[from];
    if (down > 0 && down >= left) this.setFaceDown(from, left > 0 ? left - 1 : 0);
    this.remix(from);
    return undo | (foundation << 8) | (down << 16);
  }

  unplay(m: number, undo: number): void {
    this.drew = (undo >> 24) & 1;
    if (m === DRAW_MOVE) {
      for (let k = undo & 255; k > 0; k--) this.pushStock(this.popWaste());
      return;
    }
    if (m === REDEAL_MOVE) {
      while (this.stockLength > 0) this.pushWaste(this.popStock());
      this.setRedeals(this.redealsLeft + 1);
      return;
    }
    const from = sourceOf(m);
    const to = targetOf(m);
    const count = countOf(m);
    if (from === WASTE) {
      if (to === FOUNDATION) this.pushWaste(this.takeHome((undo >> 8) & 255));
      else {
        this.pushWaste(this.popColumn(to));
        this.remix(to);
      }
      return;
    }
    if (to === FOUNDATION) this.pushColumn(from, this.takeHome((undo >> 8) & 255));
    else {
      const tbase = to * COLUMN_STRIDE;
      const start = this.length[to] - count;
      for (let k = 0; k < count; k++) this.pushColumn(from, this.cards[tbase + start + k]);
      for (let k = 0; k < count; k++) this.popColumn(to);
      this.remix(to);
    }
    this.setFaceDown(from, (undo >> 16) & 255);
    this.remix(from);
  }

  /**
   * Copies everything into `to` from `at` (`savedSize` words), to come back to
   * with `load`: searches that keep positions keep them in one array.
   */
  save(to: Int32Array, at: number): void {
    const { byteWords, words } = this;
    for (let k = 0; k < byteWords.length; k++) to[at++] = byteWords[k];
    for (let k = 0; k < words.length; k++) to[at++] = words[k];
    to[at++] = this.home;
    to[at++] = this.redealsLeft;
    to[at++] = this.drew;
    to[at++] = this.sumLo;
    to[at++] = this.sumHi;
    to[at++] = this.restLo;
    to[at++] = this.restHi;
    to[at++] = this.stockLength;
    to[at] = this.wasteLength;
  }

  load(from: Int32Array, at: number): void {
    const { byteWords, words } = this;
    for (let k = 0; k < byteWords.length; k++) byteWords[k] = from[at++];
    for (let k = 0; k < words.length; k++) words[k] = from[at++];
    this.home = from[at++];
    this.redealsLeft = from[at++];
    this.drew = from[at++];
    this.sumLo = from[at++];
    this.sumHi = from[at++];
    this.restLo = from[at++];
    this.restHi = from[at++];
    this.stockLength = from[at++];
    this.wasteLength = from[at];
  }

  private sendHome(c: number): number {
    const f = this.foundationFor(c);
    this.foundations[f]++;
    this.home++;
    return f;
  }

  private takeHome(f: number): number {
    const c = (f >> 1) * 13 + this.foundations[f] - 1;
    this.foundations[f]--;
    this.home--;
    return c;
  }

  private pushColumn(i: number, c: number): void {
    const d = this.length[i]++;
    this.cards[i * COLUMN_STRIDE + d] = c;
    const k = 2 * (d * 52 + c);
    this.columnLo[i] ^= COLUMN_KEYS[k];
    this.columnHi[i] ^= COLUMN_KEYS[k + 1];
  }

  private popColumn(i: number): number {
    const d = --this.length[i];
    const c = this.cards[i * COLUMN_STRIDE + d];
    const k = 2 * (d * 52 + c);
    this.columnLo[i] ^= COLUMN_KEYS[k];
    this.columnHi[i] ^= COLUMN_KEYS[k + 1];
    return c;
  }

  private setFaceDown(i: number, down: number): void {
    const old = this.faceDown[i];
    this.columnLo[i] ^= FACE_DOWN_KEYS[2 * old] ^ FACE_DOWN_KEYS[2 * down];
    this.columnHi[i] ^= FACE_DOWN_KEYS[2 * old + 1] ^ FACE_DOWN_KEYS[2 * down + 1];
    this.faceDown[i] = down;
  }

  /** Replaces column i's share of the column sum after its linear hash changed. */
  private remix(i: number): void {
    const s = this.scratch;
    scramble(this.columnLo[i], this.columnHi[i], s);
    this.sumLo = (this.sumLo - this.mixedLo[i] + s[0]) | 0;
    this.sumHi = (this.sumHi - this.mixedHi[i] + s[1]) | 0;
    this.mixedLo[i] = s[0];
    this.mixedHi[i] = s[1];
  }

  private pushStock(c: number): void {
    const k = 2 * (this.stockLength * 52 + c);
    this.stock[this.stockLength++] = c;
    this.restLo ^= STOCK_KEYS[k];
    this.restHi ^= STOCK_KEYS[k + 1];
  }

  private popStock(): number {
    const c = this.stock[--this.stockLength];
    const k = 2 * (this.stockLength * 52 + c);
    this.restLo ^= STOCK_KEYS[k];
    this.restHi ^= STOCK_KEYS[k + 1];
    return c;
  }

  private pushWaste(c: number): void {
    const k = 2 * (this.wasteLength * 52 + c);
    this.waste[this.wasteLength++] = c;
    this.restLo ^= WASTE_KEYS[k];
    this.restHi ^= WASTE_KEYS[k + 1];
  }

  private popWaste(): number {
    const c = this.waste[--this.wasteLength];
    const k = 2 * (this.wasteLength * 52 + c);
    this.restLo ^= WASTE_KEYS[k];
    this.restHi ^= WASTE_KEYS[k + 1];
    return c;
  }

  private setRedeals(n: number): void {
    this.restLo ^= REDEAL_KEYS[2 * this.redealsLeft] ^ REDEAL_KEYS[2 * n];
    this.restHi ^= REDEAL_KEYS[2 * this.redealsLeft + 1] ^ REDEAL_KEYS[2 * n + 1];
    this.redealsLeft = n;
  }
}
