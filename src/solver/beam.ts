// A beam search for wins: it keeps only the most promising positions at
// each turn of the stock, so it reaches the end of the stock quickly along
// many different lines where a depth-first search would stay in the subtree
// of its first mistakes. It never proves anything: when it fails, the
// depth-first search in search.ts decides.
//
// A layer is everything reachable from the layer's positions without a draw
// or a redeal (searched up to a node cap each). Its best positions, by
// `evaluate`, each draw (or redeal) to seed the next layer.

import { evaluate } from './evaluate.js';
import { grow } from './grow.js';
import { generateMoves } from './moves.js';
import { DRAW_CODE, REDEAL_CODE, type SearchState } from './state.js';
import { UNSEEN, VisitedTable } from './table.js';

export interface BeamBudget {
  /** Positions kept at each layer. */
  readonly width: number;
  /** Nodes searched from each kept position within a layer. */
  readonly perPosition: number;
  /** Counts nodes; the search stops when it returns true. */
  readonly spend: (nodes: number) => boolean;
}

/**
 * Every position a beam kept, as a tree in flat arrays (a wide beam keeps
 * hundreds of thousands): each one's parent, the moves from the parent's
 * position to it, and where it is saved in its layer (see `Layer`) while
 * its layer is searched.
 */
class Tree {
  private parents = new Int32Array(1024);
  private saved = new Int32Array(1024);
  /** Entry e's moves are moves[from[e], from[e + 1]). */
  private from = new Int32Array(1025);
  private moves = new Int32Array(1 << 14);
  count = 0;

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
class Layer {
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

/** The moves of a winning line from the state (left as it was), or undefined. */
export function beamSearch(state: SearchState, budget: BeamBudget): number[] | undefined {
  const root = new Layer(state.savedSize);
  root.add(state);
  let here = new Layer(state.savedSize);
  let there = new Layer(state.savedSize);
  here.add(state);
  const tree = new Tree();
  let beam = [tree.add(-1, 0, new Int32Array(0), -1)];
  const layer = new VisitedTable(1 << 16);
  const best = new Best(budget.width);
  // One frame per depth of a layer's search: its moves are moves[.., end), the next to try at next.
  const moves = new Int32Array(1 << 16);
  const end = new Int32Array(256);
  const next = new Int32Array(256);
  const played = new Int32Array(256);
  const undos = new Int32Array(256);
  try {
    while (beam.length > 0) {
      layer.clear();
      best.clear();
      for (const e of beam) {
        here.load(state, tree.savedAt(e));
        if (state.isWon()) return tree.line(e, []);
        const own = layer.find(state.keyLo, state.keyHi);
        if (own < 0 || layer.get(own) !== UNSEEN) continue;
        layer.set(own, 0);
        let depth = 0;
        // Positions new to the layer (capped by perPosition), and positions reached (what is spent).
        let nodes = 0;
        let reached = 1;
        next[0] = 0;
        end[0] = generateMoves(state, moves, 0, undefined);
        best.offer(evaluate(state), e, played, 0);
        while (depth >= 0) {
          if (next[depth] >= end[depth] || nodes >= budget.perPosition) {
            if (depth > 0) state.unplay(played[depth - 1], undos[depth - 1]);
            depth--;
            continue;
          }
          const m = moves[next[depth]++];
          const from = m & 15;
          if (from === DRAW_CODE || from === REDEAL_CODE) continue;
          const undo = state.play(m);
          reached++;
          played[depth] = m;
          undos[depth] = undo;
          if (state.isWon()) return tree.line(e, Array.from(played.subarray(0, depth + 1)));
          const slot = layer.find(state.keyLo, state.keyHi);
          if (slot < 0 || layer.get(slot) !== UNSEEN || depth + 1 >= end.length || end[depth] + 1024 > moves.length) {
            state.unplay(m, undo);
            continue;
          }
          layer.set(slot, 0);
          nodes++;
          best.offer(evaluate(state), e, played, depth + 1);
          depth++;
          next[depth] = end[depth - 1];
          end[depth] = generateMoves(state, moves, next[depth], undefined);
        }
        if (budget.spend(reached)) return undefined;
      }
      // The kept positions draw (or redeal) into the next layer.
      const kept = best.take();
      beam = [];
      there.clear();
      for (const k of kept) {
        here.load(state, tree.savedAt(k.parent));
        for (const m of k.path) state.play(m);
        const turn =
          state.stockLength > 0 ? DRAW_CODE : state.wasteLength > 0 && state.redealsLeft > 0 ? REDEAL_CODE : -1;
        if (turn < 0) continue;
        state.play(turn);
        beam.push(tree.add(k.parent, there.add(state), k.path, turn));
      }
      [here, there] = [there, here];
    }
    return undefined;
  } finally {
    root.load(state, 0);
  }
}

/** A position kept: the moves that reach it from a position of the layer. */
interface Kept {
  readonly score: number;
  readonly parent: number;
  readonly path: Int32Array;
}

/** The `width` best positions offered, by score (a bounded min-heap). */
class Best {
  private heap: Kept[] = [];
  constructor(private readonly width: number) {}

  clear(): void {
    this.heap = [];
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
