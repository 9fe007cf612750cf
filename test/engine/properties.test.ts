// Properties of random legal play, for every variant and level (fast-check):
// the cards are all there, foundations only grow by suit from the Ace,
// `check` and `legalMoves` agree, undo restores the exact position, replay
// is deterministic, and notation round-trips.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Level, type Move, type Position, type Suit, type Variant, LEVELS, MAX_SEED, VARIANTS, applyLegal, card, check,
  current, deal, formatMove, legalMoves, moveOf, newGame, parseMove, play, restoreGame, undo,
} from '../../src/engine/index.js';
import { cardCounts } from '../support/position-text.js';

interface Playout {
  variant: Variant;
  level: Level;
  seed: bigint;
  positions: Position[];
  moves: Move[];
}

/** Plays a random legal game: each choice picks one of the legal moves. */
function playout(variant: Variant, level: Level, seed: bigint, choices: number[]): Playout {
  const positions = [deal(variant, seed, level)];
  const moves: Move[] = [];
  for (const choice of choices) {
    const p = positions[positions.length - 1];
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    moves.push(move);
    positions.push(applyLegal(p, move));
  }
  return { variant, level, seed, positions, moves };
}

const games = fc
  .record({
    variant: fc.constantFrom(...VARIANTS),
    level: fc.constantFrom(...LEVELS),
    seed: fc.bigInt({ min: 1n, max: MAX_SEED }),
    choices: fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 160 }),
  })
  .map(({ variant, level, seed, choices }) => playout(variant, level, seed, choices));

/** Any move at all, legal or not, within the notation's reach. */
const candidates = fc.oneof(
  fc.constant<Move>({ kind: 'draw' }),
  fc.constant<Move>({ kind: 'redeal' }),
  fc
    .record({
      from: fc.oneof(fc.constant<'waste'>('waste'), fc.nat({ max: 13 })),
      to: fc.oneof(fc.constant<'foundation'>('foundation'), fc.nat({ max: 13 })),
      count: fc.integer({ min: 1, max: 14 }),
    })
    .map(({ from, to, count }) => moveOf(from, to, count)),
);

const RUNS = { numRuns: 60 };

describe('random legal play', () => {
  it('always holds two of each card, 104 in all', () => {
    fc.assert(
      fc.property(games, (g) => {
        for (const p of g.positions) expect(cardCounts(p)).toEqual(new Array(52).fill(2));
      }),
      RUNS,
    );
  });

  it('keeps the top card of every column face up', () => {
    fc.assert(
      fc.property(games, (g) => {
        for (const p of g.positions) {
          p.columns.forEach((column, i) => {
            expect(p.faceDown[i]).toBeGreaterThanOrEqual(0);
            expect(p.faceDown[i]).toBeLessThan(Math.max(1, column.length));
          });
        }
      }),
      RUNS,
    );
  });

  it('only grows the foundations, one card at a time, by suit from the Ace', () => {
    fc.assert(
      fc.property(games, (g) => {
        const start = g.variant.acesOnFoundations ? 1 : 0;
        expect(g.positions[0].foundations).toEqual(new Array(8).fill(start));
        for (let k = 1; k < g.positions.length; k++) {
          const [before, after] = [g.positions[k - 1], g.positions[k]];
          const grown = after.foundations.map((h, f) => h - before.foundations[f]);
          expect(grown.every((d) => d === 0 || d === 1)).toBe(true);
          const f = grown.indexOf(1);
          const move = g.moves[k - 1];
          expect(f >= 0).toBe(move.kind === 'move' && move.to === 'foundation');
          if (f < 0) continue;
          // The card that went home is the next of foundation f's suit.
          const source = move.kind === 'move' && move.from === 'waste'
            ? before.waste.at(-1)
            : move.kind === 'move' && typeof move.from === 'number' ? before.columns[move.from].at(-1) : undefined;
          expect(source).toBe(card((f >> 1) as Suit, after.foundations[f]));
        }
      }),
      RUNS,
    );
  });

  it('check accepts exactly the moves legalMoves lists', () => {
    fc.assert(
      fc.property(games, fc.array(candidates, { minLength: 30, maxLength: 30 }), (g, tries) => {
        for (const p of g.positions) {
          const legal = legalMoves(p);
          const notation = new Set(legal.map(formatMove));
          expect(notation.size).toBe(legal.length); // each listed once
          for (const m of legal) expect(check(p, m)).toBeUndefined();
          for (const m of tries) expect(check(p, m) === undefined).toBe(notation.has(formatMove(m)));
        }
      }),
      RUNS,
    );
  });

  it('check accepts exactly the moves legalMoves lists, trying every move on some positions', () => {
    fc.assert(
      fc.property(games, (g) => {
        const p = g.positions[g.positions.length - 1];
        const notation = new Set(legalMoves(p).map(formatMove));
        const longest = Math.max(...p.columns.map((c) => c.length)) + 1;
        const every: Move[] = [{ kind: 'draw' }, { kind: 'redeal' }];
        for (const from of ['waste' as const, ...p.columns.keys()]) {
          for (const to of ['foundation' as const, ...p.columns.keys()]) {
            for (let count = 1; count <= longest; count++) every.push(moveOf(from, to, count));
          }
        }
        for (const m of every) expect(check(p, m) === undefined).toBe(notation.has(formatMove(m)));
      }),
      RUNS,
    );
  });

  it('never changes the position a move is applied to', () => {
    fc.assert(
      fc.property(games, (g) => {
        let p = g.positions[0];
        for (const m of g.moves) {
          const snapshot = structuredClone(p);
          const next = applyLegal(p, m);
          expect(p).toEqual(snapshot);
          p = next;
        }
      }),
      RUNS,
    );
  });

  it('undo restores the exact position', () => {
    fc.assert(
      fc.property(games, (g) => {
        let game = newGame(g.variant, g.level, g.seed);
        for (const move of g.moves) {
          const before = current(game);
          const snapshot = structuredClone(before);
          for (const other of legalMoves(before)) {
            const result = play(game, other);
            if (!('game' in result)) throw new Error(result.refusal.reason);
            const back = current(undo(result.game));
            expect(back).toBe(before);
            expect(back).toEqual(snapshot);
          }
          const result = play(game, move);
          if (!('game' in result)) throw new Error(result.refusal.reason);
          game = result.game;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('replaying the same moves is deterministic', () => {
    fc.assert(
      fc.property(games, (g) => {
        const again = playout(g.variant, g.level, g.seed, []);
        let p = again.positions[0];
        g.moves.forEach((m, k) => {
          p = applyLegal(p, parseMove(formatMove(m)));
          expect(p).toEqual(g.positions[k + 1]);
        });
        const restored = restoreGame(g.variant, g.level, g.seed, g.moves);
        expect(restored.positions).toEqual(g.positions);
      }),
      RUNS,
    );
  });

  it('formatMove and parseMove round-trip', () => {
    fc.assert(
      fc.property(candidates, (m) => {
        expect(parseMove(formatMove(m))).toEqual(m);
      }),
    );
    fc.assert(
      fc.property(games, (g) => {
        for (const m of g.moves) expect(parseMove(formatMove(m))).toEqual(m);
      }),
      RUNS,
    );
  });
});
