// What a beam search (beam.ts) keeps: the positions of a layer saved side
// by side, the best positions offered for the next layer, and every
// position kept so far as a tree, for the winning line. All of it is kept
// between beams of one search and reused.

import { grow } from './grow.js';
import type { SearchState } from './state.js';

/**
 * Every position a beam kept, as a tree in flat arrays (a wide beam keeps
 * hundreds of thousands): each one's parent, the moves from the parent's
 * position to it, and where it is saved in its layer (see `Layer`) while
 * its layer is searched.
 */
export class Tree {
  private parents = new Int32Array(1024);
  private saved = new Int32Array(1024);
  /** Entry e's moves are moves[from[e], from[e + 1]). */
  private from = new Int32Array(1025);
  private moves = new Int32Array(1 << 14);
  count = 0;

  /** Forgets every entry, keeping the memory. */
  clear(): void {
    this.count = 0;
  }

  /** Adds a position reached from `parent` by `path` then `turn` (none when -1); returns its entry. */
  add(parent: number, saved: number, path: Int32Array, turn: number): number {
    const e = this.count++;
    if (e + 1 >= this.parents.length) {
      this.parents = grow(this.parents);
      this.saved = grow(this.saved);
      this.from = grow(this.from);
    }
    let at = this.from[e];
    while (at + path.length + 1 > this.moves.length) this.moves = grow(this.moves);
    this.moves.set(path, at);
    at += path.length;
    if (turn >= 0) this.moves[at++] = turn;
    this.from[e + 1] = at;
    this.parents[e] = parent;
    this.saved[e] = saved;
    return e;
  }

  savedAt(e: number): number {
    return this.saved[e];
  }

  /** The moves from the root to entry e, then `tail`. */
  line(e: number, tail: number[]): number[] {
    const parts: number[][] = [tail];
    for (let i = e; i > 0; i = this.parents[i])
      parts.push(Array.from(this.moves.subarray(this.from[i], this.from[i + 1])));
    return parts.reverse().flat();
  }
}

/** The positions of one layer, saved side by side (`SearchState.save`). */
export class Layer {
  private words = new Int32Array(0);
  count = 0;
  constructor(private readonly size: number) {}

  clear(): void {
    this.count = 0;
  }

  /** Saves the state's position; returns where. */
  add(state: SearchState): number {
    const at = this.count++ * this.size;
    if (at + this.size > this.words.length) {
      const grown = new Int32Array(Math.max(2 * this.words.length, 16 * this.size));
      grown.set(this.words);
      this.words = grown;
    }
    state.save(this.words, at);
    return at;
  }

  load(state: SearchState, at: number): void {
    state.load(this.words, at);
  }
}

/** A position kept: the moves that reach it from a position of the layer. */
export interface Kept {
  readonly score: number;
  readonly parent: number;
  readonly path: Int32Array;
}

/** The `width` best positions offered, by score (a bounded min-heap). */
export class Best {
  private heap: Kept[] = [];
  private width = 0;

  /** Empties the heap, to keep `width` positions next. */
  clear(width: number): void {
    this.heap = [];
    this.width = width;
  }

  offer(score: number, parent: number, played: Int32Array, length: number): void {
    const heap = this.heap;
    if (heap.length >= this.width && score <= heap[0].score) return;
    const kept = { score, parent, path: played.slice(0, length) };
    if (heap.length < this.width) {
      heap.push(kept);
      for (let i = heap.length - 1; i > 0; ) {
        const up = (i - 1) >> 1;
        if (heap[up].score <= heap[i].score) break;
        [heap[up], heap[i]] = [heap[i], heap[up]];
        i = up;
      }
      return;
    }
    heap[0] = kept;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < heap.length && heap[l].score < heap[least].score) least = l;
      if (r < heap.length && heap[r].score < heap[least].score) least = r;
      if (least === i) break;
      [heap[least], heap[i]] = [heap[i], heap[least]];
      i = least;
    }
  }

  /** The kept positions, best first. */
  take(): Kept[] {
    return this.heap.sort((a, b) => b.score - a.score);
  }
}
