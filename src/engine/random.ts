// PySolFC's two random generators and its shuffle, so that a seed gives the
// same deal here as the game of the same number in PySolFC (where PySolFC
// deals the game the same way: see deal.ts).
//
// Seeds below 32000 use the Microsoft-style linear congruential generator;
// larger ones use the Mersenne Twister seeded as CPython's
// `random.Random(seed)` seeds it from an integer. Seeds go up to 10^20, past
// 2^53, so they are BigInts here.

export interface Random {
  /** An integer from a to b inclusive. */
  randint(a: number, b: number): number;
}

export const MIN_SEED = 1n;
export const MAX_SEED = 99999999999999999999n;
const LCG_LIMIT = 32000n;

export function randomForSeed(seed: bigint): Random {
  return seed < LCG_LIMIT ? new LcgRandom(Number(seed)) : new MersenneRandom(seed);
}

class LcgRandom implements Random {
  private x: number;
  constructor(seed: number) {
    this.x = seed;
  }
  private next(): number {
    // x < 2^33 and 214013 < 2^18, so the product stays below 2^53: exact.
    this.x = (this.x * 214013 + 2531011) % 8589934592;
    return Math.floor(this.x / 65536) & 0x7fff;
  }
  randint(a: number, b: number): number {
    return a + (this.next() % (b + 1 - a));
  }
}

const N = 624;
const M = 397;

class MersenneRandom implements Random {
  private readonly mt = new Uint32Array(N);
  private mti = N + 1;

  constructor(seed: bigint) {
    // CPython: the absolute value of the seed split into 32-bit words, least
    // significant first; zero becomes a single zero word.
    let s = seed < 0n ? -seed : seed;
    const key: number[] = [];
    while (s > 0n) {
      key.push(Number(s & 0xffffffffn));
      s >>= 32n;
    }
    if (key.length === 0) key.push(0);
    this.initByArray(key);
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.mti = N;
  }

  private initByArray(key: number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  private genrand(): number {
    const mt = this.mt;
    if (this.mti >= N) {
      let kk = 0;
      for (; kk < N - M; kk++) {
        const y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
        mt[kk] = mt[kk + M] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      for (; kk < N - 1; kk++) {
        const y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
        mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      const y = (mt[N - 1] & 0x80000000) | (mt[0] & 0x7fffffff);
      mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      this.mti = 0;
    }
    let y = mt[this.mti++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** CPython's random(): 53 bits from two outputs. */
  random(): number {
    const a = this.genrand() >>> 5;
    const b = this.genrand() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  randint(a: number, b: number): number {
    return a + Math.floor(this.random() * (b + 1 - a));
  }
}

/** PySolFC's shuffle: from the end, swap each item with one at or before it. */
export function shuffle<T>(items: T[], random: Random): T[] {
  const out = items.slice();
  for (let n = out.length - 1; n > 0; n--) {
    const j = random.randint(0, n);
    const t = out[n];
    out[n] = out[j];
    out[j] = t;
  }
  return out;
}
