// A bounded memo for pure functions of a line of text. Ink measures, splits
// and styles every line of every frame afresh, though from one key to the
// next most lines are the same: the shipped build swaps its text helpers for
// memoised ones (cached-string-width.ts, cached-ansi-tokenize.ts, wired in
// scripts/bundle-options.mjs). Results are shared, so callers must only read them.

export class TextCache<V> {
  private readonly entries = new Map<string, V>();

  /** `limit`: lines kept before the cache starts afresh (a frame has a few dozen). */
  constructor(private readonly limit: number) {}

  get(text: string, make: (text: string) => V): V {
    let value = this.entries.get(text);
    if (value === undefined) {
      // Starting afresh costs one frame of misses, and keeps the memory small.
      if (this.entries.size >= this.limit) this.entries.clear();
      value = make(text);
      this.entries.set(text, value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
