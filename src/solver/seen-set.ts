// The positions a beam search's layer has met (beam.ts), in a fixed amount
// of memory: a direct-mapped set of 64-bit keys, each stamped with its
// layer, so that a new layer starts empty without clearing anything. A key
// that lands on another key's slot takes it: the beam may then search the
// forgotten position again, which costs time but no verdict, since the
// beam proves nothing.

const WORDS = 3;

export class SeenSet {
  private readonly data: Int32Array;
  private readonly shift: number;
  private stamp = 1;

  /** A set of at least `keys` slots (a power of two), but at most `bytes` bytes. */
  constructor(keys: number, bytes: number) {
    let slots = 1 << 10;
    while (slots < keys && slots * 2 * WORDS * 4 <= bytes) slots *= 2;
    this.data = new Int32Array(slots * WORDS);
    this.shift = 32 - Math.log2(slots);
  }

  get slots(): number {
    return this.data.length / WORDS;
  }

  get bytes(): number {
    return this.data.byteLength;
  }

  /** Empties the set (a new layer). */
  clear(): void {
    this.stamp++;
  }

  /** Adds the key; false when it was already there. */
  add(lo: number, hi: number): boolean {
    const at = (Math.imul(lo ^ Math.imul(hi, 0x2545f491), 0x9e3779b1) >>> this.shift) * WORDS;
    const data = this.data;
    if (data[at + 2] === this.stamp && data[at] === lo && data[at + 1] === hi) return false;
    data[at] = lo;
    data[at + 1] = hi;
    data[at + 2] = this.stamp;
    return true;
  }
}
