// Test helpers: a plain exhaustive search straight on the engine (no
// reductions, no deadlock test, exact string keys), and small positions it
// can finish: most cards already home, the rest dealt at random.

import { expect } from 'vitest';
import {
  applyLegal,
  buildTable,
  type Card,
  isWon,
  type Level,
  legalMoves,
  type Position,
  parseCard,
  redealsFor,
  type Variant,
} from '../../src/engine/index.js';
import { type SolveResult, solve } from '../../src/solver/index.js';
import type { SolveOptions } from '../../src/solver/search.js';
import { splitmix32 } from '../../src/solver/zobrist.js';

/** Cards in card notation, separated by spaces ("" for none). */
export const cards = (text: string): Card[] => (text === '' ? [] : text.split(' ').map((t) => parseCard(t)!));

/** Every detail that decides a position's future; columns sorted, the two foundations of a suit unordered. */
export function exactKey(p: Position): string {
  const columns = p.columns.map((c, i) => `${p.faceDown[i]}:${c.join(',')}`).sort();
  const foundations = [0, 1, 2, 3].map((s) => [p.foundations[2 * s], p.foundations[2 * s + 1]].sort().join('.'));
  return `${columns.join('/')}|${p.stock.join(',')}|${p.waste.join(',')}|${p.redealsLeft}|${foundations.join(',')}`;
}

export type Reference = 'winnable' | 'unwinnable' | 'unknown';

/** Searches every reachable position, up to `limit` of them. */
export function exhaustive(start: Position, limit = 100_000): Reference {
  if (isWon(start)) return 'winnable';
  const seen = new Set<string>([exactKey(start)]);
  const stack: Position[] = [start];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const m of legalMoves(p)) {
      const next = applyLegal(p, m);
      if (isWon(next)) return 'winnable';
      const key = exactKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return 'unknown';
      seen.add(key);
      stack.push(next);
    }
  }
  return 'unwinnable';
}

/** The cards the foundations do not hold, shuffled. */
function cardsNotHome(foundations: readonly number[], below: (n: number) => number): Card[] {
  const rest: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const [a, b] = [foundations[2 * s], foundations[2 * s + 1]];
    for (let r = 1; r <= 13; r++) {
      const copies = (r > a ? 1 : 0) + (r > b ? 1 : 0);
      for (let k = 0; k < copies; k++) rest.push(s * 13 + r - 1);
    }
  }
  for (let i = rest.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return rest;
}

/**
 * A position of the variant with every foundation already at least at
 * `lowest` and the remaining cards spread at random over the columns, the
 * stock (up to `stockShare` of them) and the waste (face-down cards where
 * the variant has them). Fewer columns than the variant's (the rules read
 * the position, not the record) give deeper columns and more lost positions.
 */
export function latePosition(
  variant: Variant,
  seed: number,
  lowest: number,
  level: Level = 'hard',
  stockShare = 0.5,
  columnCount = variant.columns,
): Position {
  const random = splitmix32(seed);
  const below = (n: number) => random() % n;
  // Both foundations of a suit at the same height: uneven ones free too many cards at once.
  const foundations = [0, 1, 2, 3].flatMap(() => {
    const h = lowest + below(14 - lowest);
    return [h, h];
  });
  const rest = cardsNotHome(foundations, below);
  const stockSize = below(Math.floor(rest.length * stockShare) + 1);
  const stock = rest.splice(0, stockSize);
  const waste = rest.splice(0, below(Math.min(4, rest.length) + 1));
  const columns: Card[][] = Array.from({ length: columnCount }, () => []);
  // One card in every column first, so that no column starts empty: blocked positions are the interesting ones.
  for (const [k, c] of rest.entries()) columns[k < columns.length ? k : below(columns.length)].push(c);
  const faceDown = columns.map((c) => Math.min(variant.faceDown, Math.max(0, c.length - 1)));
  return {
    variant,
    level,
    columns,
    faceDown,
    stock,
    waste,
    foundations,
    redealsLeft: redealsFor(variant, level),
  };
}

/**
 * A small position whose columns hold built runs: one to four suits with
 * 6 to 15 cards out, the two foundations of a suit uneven, two to five
 * columns of which up to two are empty, a few cards in the stock and the
 * waste, now and then a redeal. Cards are dealt onto a column's top as its
 * child where they can be, so that cards sit on parents and runs move as
 * the rules of building allow: the shapes where a rule about parents and
 * empty columns can go wrong.
 */
export function builtPosition(variant: Variant, seed: number): Position {
  const random = splitmix32(seed);
  const below = (n: number) => random() % n;
  const builds = buildTable(variant.build);
  let foundations: number[];
  let rest: Card[];
  do {
    const suitsOut = 1 + below(4);
    foundations = [0, 1, 2, 3].flatMap((s) => {
      if (s >= suitsOut) return [13, 13];
      const a = 5 + below(9);
      return [a, Math.max(0, Math.min(13, a - 2 + below(6)))];
    });
    rest = cardsNotHome(foundations, below);
  } while (rest.length < 6 || rest.length > 15);
  const stock = rest.splice(0, below(5) < 2 ? 0 : below(Math.min(4, rest.length - 3) + 1));
  const waste = rest.splice(0, below(Math.min(4, rest.length - 3) + 1));
  const columnCount = 2 + below(4);
  const filled = columnCount - Math.min(columnCount - 1, below(3));
  const columns: Card[][] = Array.from({ length: columnCount }, () => []);
  for (let k = 0; rest.length > 0; k++) {
    const column = columns[k < filled ? k : below(filled)];
    const top = column[column.length - 1];
    const child = top === undefined || below(3) === 0 ? -1 : rest.findIndex((c) => builds[c * 52 + top] === 1);
    column.push(rest.splice(Math.max(0, child), 1)[0]);
  }
  return {
    variant,
    level: 'hard',
    columns,
    faceDown: columns.map((c) => (c.length >= 3 && below(10) === 0 ? Math.min(variant.faceDown, 1) : 0)),
    stock,
    waste,
    foundations,
    redealsLeft: stock.length + waste.length > 0 && below(5) === 0 ? 1 : 0,
  };
}

/**
 * A position at the end of the stock: uneven foundations (so that low cards
 * still out hold back the rest of their suit), most remaining cards in the
 * waste, a few in the stock, and two or three short columns, one of them
 * sometimes empty. No redeal is left. Where the column-bottoms test
 * (bottoms.ts) has the most to say, and is most likely to be wrong.
 */
export function digPosition(variant: Variant, seed: number): Position {
  const random = splitmix32(seed);
  const below = (n: number) => random() % n;
  const foundations = [0, 1, 2, 3].flatMap(() => {
    const a = 9 + below(5);
    return [a, Math.max(0, a - 1 - below(4))];
  });
  const rest = cardsNotHome(foundations, below);
  const columnCount = 2 + below(2);
  const stock = rest.splice(0, below(3));
  const inColumns = Math.min(rest.length, columnCount + below(3));
  const columns: Card[][] = Array.from({ length: columnCount }, () => []);
  for (const [k, c] of rest.splice(0, inColumns).entries()) {
    // Now and then the last column stays empty.
    const last = below(4) === 0 ? columnCount - 1 : columnCount;
    columns[k < last ? k : below(last)].push(c);
  }
  return {
    variant,
    level: 'hard',
    columns,
    faceDown: columns.map((c) => Math.min(variant.faceDown, Math.max(0, c.length - 1))),
    stock,
    waste: rest,
    foundations,
    redealsLeft: 0,
  };
}

/**
 * Solves `count` positions made by `make` (seeds from `firstSeed`) with each
 * of `settings`, expecting the exhaustive search's verdict wherever it
 * finishes. The sample must hold both verdicts, and when `acted` is given,
 * the part of the solver under test (`acted` summed over every result) must
 * have acted on it, or it checks nothing.
 */
export function agreeWithExhaustiveSearch(
  make: (seed: number) => Position,
  firstSeed: number,
  count: number,
  settings: readonly SolveOptions[],
  acted?: (result: SolveResult) => number,
): void {
  const tally = { winnable: 0, unwinnable: 0, acted: 0 };
  for (let k = 0; k < count; k++) {
    const position = make(firstSeed + k);
    const reference = exhaustive(position, 20_000);
    if (reference === 'unknown') continue;
    tally[reference]++;
    for (const options of settings) {
      const result = solve(position, { nodes: 300_000, strict: true, hashMb: 1, ...options });
      expect(result.verdict).toBe(reference);
      tally.acted += acted?.(result) ?? 0;
    }
  }
  expect(tally.winnable).toBeGreaterThan(0);
  expect(tally.unwinnable).toBeGreaterThan(0);
  if (acted) expect(tally.acted).toBeGreaterThan(0);
}
