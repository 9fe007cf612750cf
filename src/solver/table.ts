// The transposition table: what the depth-first search knows of the
// positions it has met, by their 64-bit keys, in a fixed amount of memory
// chosen by the caller (like a chess engine's hash).
//
// Layout. Buckets of four entries of four 32-bit words (the key's two
// halves, the state, the work): one bucket is 64 bytes, a cache line. A
// key's bucket follows from its hash; within its bucket it may take any
// entry. The whole table is allocated at once; the system only gives it
// memory page by page as entries are written.
//
// Replacement. A new key takes an empty entry of its bucket if there is
// one; otherwise the entry worth least: one UNSEEN (met in an abandoned
// pass, nothing known of it) before any LOST, and among LOST entries the one
// whose proof searched fewest positions (its work), as that one is the
// cheapest to prove again. An open entry (a discovery index: the position
// is on Tarjan's stack in search.ts) is never replaced. When all four are
// open, `find` answers -1 and the search ends its pass there, as if its
// positions ran out (search.ts): what it proved stays.
//
// Why replacing never makes a verdict wrong. The search concludes "lost"
// only from what the table holds: a position marked LOST was proven lost
// (every move from it searched, see search.ts), and forgetting a proof only
// means that the position is searched again when it is met, as if new. Open
// entries, which cycle detection and the component bookkeeping of Tarjan's
// algorithm stand on, stay where they are until the search closes or
// abandons them, so their entry numbers, kept on Tarjan's stack, stay
// valid. Keys are stored whole: two positions share an entry only if their
// 64-bit keys are equal, as before the table had a size.

/** A position's state: a discovery index (>= 0) while it is open, or one of these. */
export const LOST = -1;
/** Met in an earlier, abandoned pass: searched again when met. */
export const UNSEEN = -2;
/** An empty entry (stored in the state word as is: states are stored plus 3). */
const EMPTY = 0;

const WORDS = 4;
const WAYS = 4;
const BUCKET_BYTES = WORDS * WAYS * 4;

/**
 * The table's size when the caller gives none, in MiB: 6.3 million entries.
 * A search of 10 s on one core stores about a quarter of the positions it
 * reaches; beyond the table's entries it forgets the cheapest proofs. With
 * the beams' share (half as much again), `solve --timeout 10`
 * stays under 300 MiB in all: 237 to 269 MiB for 3.9 to 8.1 million positions
 * reached on Forty Thieves deal 1, in three runs of `npm run bench memory`.
 */
export const DEFAULT_HASH_MB = 96;

export class TranspositionTable {
  private readonly data: Int32Array;
  private readonly buckets: number;
  /** Entries in use. */
  size = 0;

  constructor(hashMb = DEFAULT_HASH_MB) {
    // At least one bucket: tests of replacement use tables that small.
    this.buckets = Math.max(1, Math.floor((hashMb * 1024 * 1024) / BUCKET_BYTES));
    this.data = new Int32Array(this.buckets * WAYS * WORDS);
  }

  get entries(): number {
    return this.buckets * WAYS;
  }

  /**
   * The entry holding the key, inserting it as UNSEEN if absent; -1 when the
   * key is absent and every entry of its bucket is open.
   */
  find(lo: number, hi: number): number {
    const data = this.data;
    const h = Math.imul(lo ^ Math.imul(hi, 0x2545f491), 0x9e3779b1) >>> 0;
    const bucket = Math.min(this.buckets - 1, Math.floor((h * this.buckets) / 4294967296));
    const first = bucket * WAYS;
    let victim = -1;
    let victimRank = Infinity;
    for (let e = first; e < first + WAYS; e++) {
      const at = e * WORDS;
      const state = data[at + 2];
      if (state === EMPTY) {
        if (victimRank > -1) {
          victim = e;
          victimRank = -1;
        }
        continue;
      }
      if (data[at] === lo && data[at + 1] === hi) return e;
      // UNSEEN before LOST, LOST by least work; open entries stay.
      const rank = state === UNSEEN + 3 ? 0 : state === LOST + 3 ? 1 + data[at + 3] : Infinity;
      if (rank < victimRank) {
        victim = e;
        victimRank = rank;
      }
    }
    if (victim < 0) return -1;
    const at = victim * WORDS;
    if (data[at + 2] === EMPTY) this.size++;
    data[at] = lo;
    data[at + 1] = hi;
    data[at + 2] = UNSEEN + 3;
    data[at + 3] = 0;
    return victim;
  }

  get(entry: number): number {
    return this.data[entry * WORDS + 2] - 3;
  }

  set(entry: number, state: number): void {
    this.data[entry * WORDS + 2] = state + 3;
  }

  /** Marks the entry lost, its proof having searched `work` positions (what replacement weighs). */
  setLost(entry: number, work: number): void {
    this.data[entry * WORDS + 2] = LOST + 3;
    this.data[entry * WORDS + 3] = work;
  }
}
