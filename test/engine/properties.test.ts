// Properties of random legal play, for every variant and level (fast-check):
// the cards are all there, foundations only grow by suit from the Ace,
// `check` and `legalMoves` agree, undo restores the exact position, replay
// is deterministic, and notation round-trips.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  card,
  check,
  current,
  deal,
  formatMove,
  LEVELS,
  type Level,
  legalMoves,
  MAX_SEED,
  type Move,
  moveOf,
  newGame,
  type Position,
  parseMove,
  play,
  restoreGame,
  type Suit,
  undo,
  VARIANTS,
  type Variant,
} from '../../src/engine/index.js';
import { cardCounts } from '../support/position-text.js';
import { fuzzRuns } from '../support/runs.js';

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

/** Random games of the given variants and levels. */
const gamesOf = (variants: readonly Variant[], levels: readonly Level[]) =>
  fc
    .record({
      variant: fc.constantFrom(...variants),
      level: fc.constantFrom(...levels),
      seed: fc.bigInt({ min: 1n, max: MAX_SEED }),
      choices: fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 160 }),
    })
    .map(({ variant, level, seed, choices }) => playout(variant, level, seed, choices));

const games = gamesOf(VARIANTS, LEVELS);

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

/** Two of each card, 104 in all, in every position. */
function holdsEveryCard(g: Playout): void {
  const wrong = g.positions.findIndex((p) => cardCounts(p).some((n) => n !== 2));
  if (wrong >= 0) expect(cardCounts(g.positions[wrong]), `after move ${wrong}`).toEqual(new Array(52).fill(2));
}

/** The top card of every column is face up. */
function topsFaceUp(g: Playout): void {
  const wrong = g.positions.flatMap((p, k) =>
    p.columns.flatMap((column, i) =>
      p.faceDown[i] >= 0 && p.faceDown[i] < Math.max(1, column.length) ? [] : [`after move ${k}, column ${i + 1}`],
    ),
  );
  expect(wrong).toEqual([]);
}

/** A face-down card turns up when it becomes the top of its column, and only then. */
function faceDownTurnsAtTheTop(g: Playout): void {
  const wrong: string[] = [];
  for (let k = 1; k < g.positions.length; k++) {
    const [before, after] = [g.positions[k - 1], g.positions[k]];
    after.columns.forEach((column, i) => {
      if (after.faceDown[i] !== Math.min(before.faceDown[i], Math.max(0, column.length - 1)))
        wrong.push(`move ${k}, column ${i + 1}`);
    });
  }
  expect(wrong).toEqual([]);
}

/** Foundations only grow, one card at a time, by suit from the Ace. */
function foundationsGrow(g: Playout): void {
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
    const source =
      move.kind === 'move' && move.from === 'waste'
        ? before.waste.at(-1)
        : move.kind === 'move' && typeof move.from === 'number'
          ? before.columns[move.from].at(-1)
          : undefined;
    expect(source).toBe(card((f >> 1) as Suit, after.foundations[f]));
  }
}

/** check accepts exactly the moves legalMoves lists, each listed once; `tries` are any moves at all. */
function checkAgrees(g: Playout, tries: readonly Move[]): void {
  const wrong: string[] = [];
  g.positions.forEach((p, k) => {
    const legal = legalMoves(p);
    const notation = new Set(legal.map(formatMove));
    if (notation.size !== legal.length) wrong.push(`after move ${k}: a move listed twice`);
    for (const m of [...legal, ...tries]) {
      if ((check(p, m) === undefined) !== notation.has(formatMove(m))) wrong.push(`after move ${k}: ${formatMove(m)}`);
    }
  });
  expect(wrong).toEqual([]);
}

/** The same on the last position, trying every move the notation can name there. */
function checkAgreesOnEveryMove(g: Playout): void {
  const p = g.positions[g.positions.length - 1];
  const notation = new Set(legalMoves(p).map(formatMove));
  const longest = Math.max(...p.columns.map((c) => c.length)) + 1;
  const every: Move[] = [{ kind: 'draw' }, { kind: 'redeal' }];
  for (const from of ['waste' as const, ...p.columns.keys()]) {
    for (const to of ['foundation' as const, ...p.columns.keys()]) {
      for (let count = 1; count <= longest; count++) every.push(moveOf(from, to, count));
    }
  }
  expect(every.filter((m) => (check(p, m) === undefined) !== notation.has(formatMove(m))).map(formatMove)).toEqual([]);
}

/** applyLegal never changes the position it is given. */
function applyIsPure(g: Playout): void {
  let p = g.positions[0];
  for (const m of g.moves) {
    const snapshot = structuredClone(p);
    const next = applyLegal(p, m);
    expect(p).toEqual(snapshot);
    p = next;
  }
}

/** Through Game, every legal move then undo comes back to the exact position. */
function undoRestores(g: Playout): void {
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
}

/** Replaying the moves, from their notation or as a saved record, gives the same positions. */
function replayIsDeterministic(g: Playout): void {
  let p = deal(g.variant, g.seed, g.level);
  g.moves.forEach((m, k) => {
    expect(parseMove(formatMove(m))).toEqual(m);
    p = applyLegal(p, parseMove(formatMove(m)));
    expect(p).toEqual(g.positions[k + 1]);
  });
  expect(restoreGame(g.variant, g.level, g.seed, g.moves).positions).toEqual(g.positions);
}

const RUNS = { numRuns: fuzzRuns(20) };
const tryMoves = fc.array(candidates, { minLength: 30, maxLength: 30 });

describe('random legal play', () => {
  it('always holds two of each card, 104 in all', () => {
    fc.assert(fc.property(games, holdsEveryCard), RUNS);
  });

  it('keeps the top card of every column face up', () => {
    fc.assert(fc.property(games, topsFaceUp), RUNS);
  });

  it('turns a face-down card up when it becomes the top of its column, and only then', () => {
    fc.assert(fc.property(games, faceDownTurnsAtTheTop), RUNS);
  });

  it('only grows the foundations, one card at a time, by suit from the Ace', () => {
    fc.assert(fc.property(games, foundationsGrow), RUNS);
  });

  it('check accepts exactly the moves legalMoves lists', () => {
    fc.assert(fc.property(games, tryMoves, checkAgrees), RUNS);
  });

  it('check accepts exactly the moves legalMoves lists, trying every move on some positions', () => {
    fc.assert(fc.property(games, checkAgreesOnEveryMove), RUNS);
  });

  it('never changes the position a move is applied to', () => {
    fc.assert(fc.property(games, applyIsPure), RUNS);
  });

  it('undo restores the exact position', () => {
    fc.assert(fc.property(games, undoRestores), { numRuns: fuzzRuns(10) });
  });

  it('replaying the same moves is deterministic, through the notation too', () => {
    fc.assert(fc.property(games, replayIsDeterministic), RUNS);
  });

  it('formatMove and parseMove round-trip any move', () => {
    fc.assert(
      fc.property(candidates, (m) => {
        expect(parseMove(formatMove(m))).toEqual(m);
      }),
    );
  });
});

describe.each(VARIANTS.flatMap((v) => LEVELS.map((level) => [v.id, level, v] as const)))('%s at %s', (_, level, v) => {
  it('keeps every property along random games', () => {
    fc.assert(
      fc.property(gamesOf([v], [level]), tryMoves, (g, tries) => {
        holdsEveryCard(g);
        topsFaceUp(g);
        faceDownTurnsAtTheTop(g);
        foundationsGrow(g);
        checkAgrees(g, tries);
        checkAgreesOnEveryMove(g);
        applyIsPure(g);
        undoRestores(g);
        replayIsDeterministic(g);
      }),
      { numRuns: fuzzRuns(2) },
    );
  });
});
