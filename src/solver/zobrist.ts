// The random keys behind the solver's 64-bit position hash, and the mixing
// function that makes a column's hash independent of where the column sits.
//
// A 64-bit value is two 32-bit halves (lo, hi): JavaScript has fast 32-bit
// integer arithmetic and slow BigInt. The keys come from a fixed generator,
// so the hash (and the search) is the same on every run.

/** A small deterministic generator (splitmix32): the same keys every run, no Math.random. */
export function splitmix32(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** `n` pairs of random 32-bit words, laid out as lo, hi, lo, hi, ... */
function randomKeys(n: number, seed: number): Int32Array {
  const next = splitmix32(seed);
  const keys = new Int32Array(2 * n);
  for (let i = 0; i < keys.length; i++) keys[i] = next() | 0;
  return keys;
}

/** Room for a column's cards: the longest a game makes is 17 (5 dealt, 12 built on them); 31 are taken. */
export const COLUMN_STRIDE = 32;

/** Keys for (depth in a column, card): a column's own hash is the XOR of its cards' keys. */
export const COLUMN_KEYS = randomKeys(COLUMN_STRIDE * 52, 0x5eed_c01);
/** Keys for the number of face-down cards at a column's bottom (0..COLUMN_STRIDE). */
export const FACE_DOWN_KEYS = randomKeys(COLUMN_STRIDE + 1, 0x5eed_fd);
/** Keys for (index, card) in the stock and in the waste. */
export const STOCK_KEYS = randomKeys(104 * 52, 0x5eed_57c);
export const WASTE_KEYS = randomKeys(104 * 52, 0x5eed_3a5);
/** Keys for the redeals left, and for "the last move was a draw or a redeal". */
export const REDEAL_KEYS = randomKeys(64, 0x5eed_4ed);
export const DREW_KEY = randomKeys(1, 0x5eed_d4e);

/**
 * A bijective, non-linear scramble of a 64-bit value (three Feistel rounds).
 * Columns are combined by adding their scrambled hashes, so the sum does not
 * depend on column order; without the scramble, XOR-ed card keys would let
 * cards swap between columns unnoticed ([A,B],[C,D] and [A,D],[C,B]).
 * Writes the result into out[0], out[1].
 */
export function scramble(lo: number, hi: number, out: Int32Array): void {
  let a = lo | 0;
  let b = hi | 0;
  b ^= Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  b ^= b >>> 13;
  a ^= Math.imul(b ^ (b >>> 15), 0xc2b2ae35);
  a ^= a >>> 16;
  b ^= Math.imul(a ^ (a >>> 13), 0x27d4eb2f);
  b ^= b >>> 16;
  out[0] = a;
  out[1] = b;
}
