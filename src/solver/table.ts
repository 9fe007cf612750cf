// The transposition table: every position the search has met, by its 64-bit
// key, with what the search knows of it. Open addressing in typed arrays,
// doubling as it fills, up to a fixed cap.
//
// Memory is bounded: 12 bytes a slot and at most `maxSlots` slots (2^24 by
// default, 192 MiB). The table counts as full at three quarters of the cap;
// the search then stops with "unknown" rather than forget positions, because
// forgetting could make it loop.

/** A slot's state: a discovery index (>= 0) while the position is open, or one of these. */
export const LOST = -1;
/** Met in an earlier, abandoned pass: searched again when met. */
export const UNSEEN = -2;

export const DEFAULT_MAX_SLOTS = 1 << 24;

export class VisitedTable {
  private lo: Int32Array;
  private hi: Int32Array;
  /** 0 marks an empty slot; otherwise the slot's state plus 3 (so LOST is 2, UNSEEN is 1). */
  private state: Int32Array;
  private mask: number;
  private shift: number;
  size = 0;

  constructor(
    initialSlots: number,
    readonly maxSlots = DEFAULT_MAX_SLOTS,
  ) {
    let slots = 1 << 12;
    while (slots < initialSlots && slots < maxSlots) slots *= 2;
    this.lo = new Int32Array(slots);
    this.hi = new Int32Array(slots);
    this.state = new Int32Array(slots);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
  }

  get slots(): number {
    return this.mask + 1;
  }

  /** True when the table cannot take more positions without growing past its cap. */
  get full(): boolean {
    return this.size * 4 >= this.maxSlots * 3;
  }

  /**
   * The slot holding the key, inserting it as UNSEEN if absent. Callers
   * must check `full` first: an insert into a full table is refused by
   * returning -1.
   */
  find(lo: number, hi: number): number {
    let i = Math.imul(lo ^ Math.imul(hi, 0x2545f491), 0x9e3779b1) >>> this.shift;
    for (;;) {
      const s = this.state[i];
      if (s === 0) break;
      if (this.lo[i] === lo && this.hi[i] === hi) return i;
      i = (i + 1) & this.mask;
    }
    if (this.size * 2 >= this.slots) {
      if (this.slots >= this.maxSlots) {
        if (this.full) return -1;
      } else {
        this.grow();
        return this.find(lo, hi);
      }
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.state[i] = UNSEEN + 3;
    this.size++;
    return i;
  }

  get(slot: number): number {
    return this.state[slot] - 3;
  }

  set(slot: number, value: number): void {
    this.state[slot] = value + 3;
  }

  private grow(): void {
    const { lo, hi, state } = this;
    const slots = this.slots * 2;
    this.lo = new Int32Array(slots);
    this.hi = new Int32Array(slots);
    this.state = new Int32Array(slots);
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
    for (let j = 0; j < state.length; j++) {
      if (state[j] === 0) continue;
      let i = Math.imul(lo[j] ^ Math.imul(hi[j], 0x2545f491), 0x9e3779b1) >>> this.shift;
      while (this.state[i] !== 0) i = (i + 1) & this.mask;
      this.lo[i] = lo[j];
      this.hi[i] = hi[j];
      this.state[i] = state[j];
    }
  }
}
