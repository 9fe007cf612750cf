// A beam search for wins: it keeps only the most promising positions at
// each turn of the stock, so it reaches the end of the stock quickly along
// many different lines where a depth-first search would stay in the subtree
// of its first mistakes. It never proves anything: when it fails, the
// depth-first search in search.ts decides.
//
// A layer is everything reachable from the layer's positions without a draw
// or a redeal (searched up to a node cap each). Its best positions, by
// `evaluate`, each draw (or redeal) to seed the next layer.
//
// One BeamSearch serves every beam of a search and keeps its memory between
// them: beams twice as wide each time would otherwise leave the last one's
// arrays behind as garbage.

import { Best, type Kept, Layer, Tree } from './beam-store.js';
import { Evaluator } from './evaluate.js';
import { DRAW_MOVE, REDEAL_MOVE, turnsStock } from './move-code.js';
import { MoveGenerator } from './moves.js';
import { SeenSet } from './seen-set.js';
import type { SearchState } from './state.js';

export interface BeamBudget {
  /** Positions kept at each layer. */
  readonly width: number;
  /** Nodes searched from each kept position within a layer. */
  readonly perPosition: number;
  /** Counts nodes; the search stops when it returns true. */
  readonly spend: (nodes: number) => boolean;
}

/** Frames of a layer's search from one position: as deep as it goes. */
const DEPTH = 256;

export class BeamSearch {
  private readonly root: Layer;
  private here: Layer;
  private there: Layer;
  private readonly tree = new Tree();
  private readonly best = new Best();
  private readonly generator: MoveGenerator;
  private readonly evaluator: Evaluator;
  private seen: SeenSet | undefined;
  // One frame per depth of a layer's search: its moves are moves[.., end), the next to try at next.
  private readonly moves = new Int32Array(1 << 16);
  private readonly end = new Int32Array(DEPTH);
  private readonly next = new Int32Array(DEPTH);
  private readonly played = new Int32Array(DEPTH);
  private readonly undos = new Int32Array(DEPTH);

  /** `seenBytes`: the most memory for the positions a layer has met (the beam's table). */
  constructor(
    private readonly state: SearchState,
    private readonly seenBytes = 32 << 20,
  ) {
    this.generator = new MoveGenerator(state);
    this.evaluator = new Evaluator(state);
    this.root = new Layer(state.savedSize);
    this.here = new Layer(state.savedSize);
    this.there = new Layer(state.savedSize);
  }

  /** The moves of a winning line from the state (left as it was), or undefined. */
  run(budget: BeamBudget): number[] | undefined {
    const { state, tree, best, moves, end, next, played, undos, generator, evaluator } = this;
    this.root.clear();
    this.root.add(state);
    this.here.clear();
    this.here.add(state);
    tree.clear();
    let beam = [tree.add(-1, 0, new Int32Array(0), -1)];
    const seen = this.seenFor(budget);
    try {
      while (beam.length > 0) {
        seen.clear();
        best.clear(budget.width);
        for (const e of beam) {
          this.here.load(state, tree.savedAt(e));
          if (state.isWon()) return tree.line(e, []);
          if (!seen.add(state.keyLo, state.keyHi)) continue;
          let depth = 0;
          // Positions new to the layer (capped by perPosition), and positions reached (what is spent).
          let nodes = 0;
          let reached = 1;
          next[0] = 0;
          end[0] = generator.movesToTry(moves, 0, undefined);
          best.offer(evaluator.evaluate(), e, played, 0);
          while (depth >= 0) {
            if (next[depth] >= end[depth] || nodes >= budget.perPosition) {
              if (depth > 0) state.unplay(played[depth - 1], undos[depth - 1]);
              depth--;
              continue;
            }
            const m = moves[next[depth]++];
            if (turnsStock(m)) continue;
            const undo = state.play(m);
            reached++;
            played[depth] = m;
            undos[depth] = undo;
            if (state.isWon()) return tree.line(e, Array.from(played.subarray(0, depth + 1)));
            if (depth + 1 >= DEPTH || end[depth] + 1024 > moves.length || !seen.add(state.keyLo, state.keyHi)) {
              state.unplay(m, undo);
              continue;
            }
            nodes++;
            best.offer(evaluator.evaluate(), e, played, depth + 1);
            depth++;
            next[depth] = end[depth - 1];
            end[depth] = generator.movesToTry(moves, next[depth], undefined);
          }
          if (budget.spend(reached)) return undefined;
        }
        beam = this.turn(best.take());
      }
      return undefined;
    } finally {
      this.root.load(state, 0);
    }
  }

  /** The kept positions draw (or redeal) into the next layer; returns its entries in the tree. */
  private turn(kept: readonly Kept[]): number[] {
    const { state, tree } = this;
    const beam: number[] = [];
    this.there.clear();
    for (const k of kept) {
      this.here.load(state, tree.savedAt(k.parent));
      for (const m of k.path) state.play(m);
      const turn =
        state.stockLength > 0 ? DRAW_MOVE : state.wasteLength > 0 && state.redealsLeft > 0 ? REDEAL_MOVE : -1;
      if (turn < 0) continue;
      state.play(turn);
      beam.push(tree.add(k.parent, this.there.add(state), k.path, turn));
    }
    [this.here, this.there] = [this.there, this.here];
    return beam;
  }

  /** The table of positions met, with four slots for each a layer may meet (few collisions), within seenBytes. */
  private seenFor(budget: BeamBudget): SeenSet {
    const keys = 4 * budget.width * (budget.perPosition + 1);
    if (!this.seen || (this.seen.slots < keys && this.seen.bytes * 2 <= this.seenBytes))
      this.seen = new SeenSet(keys, this.seenBytes);
    return this.seen;
  }
}
