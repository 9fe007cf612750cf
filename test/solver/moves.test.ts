// The solver's move generator against the engine's rules: with no
// reductions it yields exactly the engine's legal moves (in its own order),
// and with them only legal moves, on positions along random games of every
// variant and level, many with empty columns (where supermoves and the
// prune of empty columns act).

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  deal,
  formatMove,
  LEVELS,
  legalMoves,
  type Move,
  type Position,
  VARIANTS,
} from '../../src/engine/index.js';
import { toMove } from '../../src/solver/move-code.js';
import { ALL_REDUCTIONS, MoveGenerator } from '../../src/solver/moves.js';
import { SearchState } from '../../src/solver/state.js';
import { splitmix32 } from '../../src/solver/zobrist.js';

const text = (moves: readonly Move[]) => moves.map(formatMove).sort();

/**
 * Positions along a random game: moves off the columns are preferred to
 * draws (one in four picks a draw when it can), so that columns empty.
 */
function positionsOf(start: Position, seed: number, steps: number): Position[] {
  const random = splitmix32(seed);
  const positions: Position[] = [];
  let p = start;
  for (let step = 0; step < steps; step++) {
    positions.push(p);
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    const others = moves.filter((m) => m.kind === 'move');
    const pool = others.length > 0 && random() % 4 !== 0 ? others : moves;
    p = applyLegal(p, pool[random() % pool.length]);
  }
  return positions;
}

describe('MoveGenerator', () => {
  for (const [v, variant] of VARIANTS.entries()) {
    it(`generates the engine's legal moves for ${variant.id}`, () => {
      let withEmpty = 0;
      let compared = 0;
      for (const level of LEVELS) {
        for (let game = 0; game < 4; game++) {
          const start = deal(variant, BigInt(100 * v + game + 1), level);
          for (const position of positionsOf(start, 31 * v + game, 250)) {
            const state = new SearchState(position);
            const generator = new MoveGenerator(state);
            const all = generator.legalMoves();
            expect(text(all.map(toMove))).toEqual(text(legalMoves(position)));
            // With the reductions: a subset of the legal moves, without repeats.
            const out = new Int32Array(1024);
            const tried = Array.from(out.subarray(0, generator.movesToTry(out, 0, undefined, ALL_REDUCTIONS)));
            expect(new Set(tried).size).toBe(tried.length);
            for (const m of tried) expect(all).toContain(m);
            if (position.columns.some((c) => c.length === 0)) withEmpty++;
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
      // The sample holds positions with empty columns, where supermoves and the empty-column prune act.
      expect(withEmpty).toBeGreaterThan(10);
    });
  }
});
