// The transposition table: every position the search has met, by its 64-bit
// key, with what the search knows of it. Open addressing in typed arrays,
// doubling as it fills, up to a fixed cap.
//
// Memory is bounded: 12 bytes a slot and at most `maxSlots` slots (2^24 by
// default, 192 MiB), and while it doubles, the old table and a map from old
// slots to new ones besides. The table counts as full at three quarters of the cap;
// the search then stops with "unknown" rather than forget positions, because
// forgetting could make it loop.

/** A slot's state: a discovery index (>= 0) while the position is open, or one of these. */
export const LOST = -1;
/** Met in an earlier, abandoned pass: searched again when met. */
export const UNSEEN = -2;

export const DEFAULT_MAX_SLOTS = 1 << 24;

export class VisitedTable {
  /**
   * Slot i is data[3i .. 3i+2]: the key's two halves, then 0 for an empty
   * slot or the slot's state plus 3 (so LOST is 2, UNSEEN is 1). One array,
   * so that a probe touches one cache line: the probes' cache misses are
   * most of the search's time.
   */
  private data: Int32Array;
  private mask: number;
  private shift: number;
  size = 0;
  /**
   * Called when the table grows, with each old slot's new slot (or -1 for an
   * empty one): whoever keeps slot numbers must renumber them then.
   */
  onGrow: ((moved: Int32Array) => void) | undefined;

  constructor(
    initialSlots: number,
    readonly maxSlots = DEFAULT_MAX_SLOTS,
  ) {
    let slots = 1 << 12;
    while (slots < initialSlots && slots < maxSlots) slots *= 2;
    this.data = new Int32Array(3 * slots);
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
   * The slot holding the key, inserting it as UNSEEN if absent; -1 when the
   * key is absent and the table is full.
   */
  find(lo: number, hi: number): number {
    const data = this.data;
    let i = Math.imul(lo ^ Math.imul(hi, 0x2545f491), 0x9e3779b1) >>> this.shift;
    for (;;) {
      const at = 3 * i;
      if (data[at + 2] === 0) break;
      if (data[at] === lo && data[at + 1] === hi) return i;
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
    const at = 3 * i;
    data[at] = lo;
    data[at + 1] = hi;
    data[at + 2] = UNSEEN + 3;
    this.size++;
    return i;
  }

  /** Forgets every position, keeping the memory. */
  clear(): void {
    this.data.fill(0);
    this.size = 0;
  }

  get(slot: number): number {
    return this.data[3 * slot + 2] - 3;
  }

  set(slot: number, value: number): void {
    this.data[3 * slot + 2] = value + 3;
  }

  private grow(): void {
    const old = this.data;
    const moved = this.onGrow ? new Int32Array(old.length / 3).fill(-1) : undefined;
    const slots = this.slots * 2;
    const data = new Int32Array(3 * slots);
    this.data = data;
    this.mask = slots - 1;
    this.shift = 32 - Math.log2(slots);
    for (let j = 0; j < old.length; j += 3) {
      if (old[j + 2] === 0) continue;
      let i = Math.imul(old[j] ^ Math.imul(old[j + 1], 0x2545f491), 0x9e3779b1) >>> this.shift;
      while (data[3 * i + 2] !== 0) i = (i + 1) & this.mask;
      data[3 * i] = old[j];
      data[3 * i + 1] = old[j + 1];
      data[3 * i + 2] = old[j + 2];
      if (moved) moved[j / 3] = i;
    }
    if (moved) this.onGrow!(moved);
  }
}
