// Shortening a winning line: detours cut out, columns followed when they
// change places, and solve() answering with the short line.

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  check,
  deal,
  findVariant,
  legalMoves,
  type Move,
  moveOf,
  type Position,
} from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { shortenLine, shortenWin } from '../../src/solver/shorten.js';
import { replayProblem } from '../../src/solver/verify.js';

const josephine = findVariant('josephine')!;
const fortyThieves = findVariant('forty-thieves')!;

describe('shortenLine', () => {
  it('cuts out a detour that goes away and comes back', () => {
    const start = deal(josephine, 2n, 'easy');
    const won = solve(start, { nodes: 100_000 });
    expect(won.verdict).toBe('winnable');
    // Somewhere along the line, a card (or run) moved to another column and straight back.
    const [{ at, detour }] = detours(start, won.moves);
    const padded = [...won.moves.slice(0, at), ...detour, ...won.moves.slice(at)];
    expect(replayProblem(start, padded)).toBeUndefined();
    const shorter = shortenLine(start, padded);
    expect(replayProblem(start, shorter)).toBeUndefined();
    expect(shorter.length).toBeLessThanOrEqual(won.moves.length);
  });

  it('shortens a line that wanders at every step to one that still wins', () => {
    // Forty Thieves 3 under Easy rules, with a move away and back wherever the line allows one.
    const start = deal(fortyThieves, 3n, 'easy');
    const won = solve(start, { nodes: 100_000 });
    expect(won.verdict).toBe('winnable');
    const padded = [...won.moves];
    for (const { at, detour } of detours(start, won.moves).reverse()) padded.splice(at, 0, ...detour);
    expect(replayProblem(start, padded)).toBeUndefined();
    expect(padded.length).toBeGreaterThan(1.5 * won.moves.length);
    const shorter = shortenLine(start, padded);
    expect(replayProblem(start, shorter)).toBeUndefined();
    // The line without its detours is one way through the same positions.
    expect(shorter.length).toBeLessThanOrEqual(won.moves.length);
    // 104 cards home and 64 stock cards drawn at least once take 168 moves.
    expect(shorter.length).toBeGreaterThanOrEqual(168);
  });

  it('follows the line through positions that differ only in the order of the columns', () => {
    // Josephine 2's winning line, with a lone card moved to an empty column somewhere on the way
    // and the rest of the line renumbered to match: the same positions, columns in another order.
    const start = deal(josephine, 2n, 'easy');
    const won = solve(start, { nodes: 100_000 });
    const { at, from, to } = findLoneCard(start, won.moves);
    const swap = (i: number): number => (i === from ? to : i === to ? from : i);
    const padded = [
      ...won.moves.slice(0, at),
      moveOf(from, to),
      ...won.moves.slice(at).map((m) => renumbered(m, swap)),
    ];
    expect(replayProblem(start, padded)).toBeUndefined();
    const shorter = shortenLine(start, padded);
    expect(replayProblem(start, shorter)).toBeUndefined();
    expect(shorter.length).toBe(shortenLine(start, won.moves).length);
  });

  it('leaves an empty line empty', () => {
    const start = deal(fortyThieves, 3n, 'easy');
    expect(shortenLine(start, [])).toEqual([]);
  });
});

describe('shortenWin', () => {
  it('answers the shorter line when it replays to a win', () => {
    const start = deal(fortyThieves, 3n, 'easy');
    const won = solve(start, { nodes: 100_000 });
    const [{ at, detour }] = detours(start, won.moves);
    const padded = [...won.moves.slice(0, at), ...detour, ...won.moves.slice(at)];
    const shorter = shortenWin(start, padded);
    expect(shorter.problem).toBeUndefined();
    expect(shorter.moves.length).toBeLessThan(padded.length);
    expect(replayProblem(start, shorter.moves)).toBeUndefined();
  });
});

describe('solve', () => {
  it('answers Forty Thieves seed 23 with a short line, where the search wandered through thousands of moves', () => {
    // 104 cards home and 64 stock cards drawn take 168 moves; a few dozen moves between columns
    // free them, and games people win run to about 250. The search's own line had over 5,000.
    const start = deal(fortyThieves, 23n, 'hard');
    const won = solve(start, { nodes: 1_000_000, strict: true });
    expect(won.verdict).toBe('winnable');
    expect(replayProblem(start, won.moves)).toBeUndefined();
    expect(won.moves.length).toBeLessThan(400);
  });
});

/** Every place along the line with two moves after it that go somewhere and come back. */
function detours(start: Position, line: readonly Move[]): { at: number; detour: Move[] }[] {
  const found: { at: number; detour: Move[] }[] = [];
  let p = start;
  for (let at = 0; at < line.length; at++) {
    for (const there of legalMoves(p)) {
      if (there.kind !== 'move' || there.from === 'waste' || there.to === 'foundation') continue;
      const back: Move = { ...there, from: there.to, to: there.from };
      const q = applyLegal(p, there);
      if (check(q, back) === undefined && JSON.stringify(applyLegal(q, back).columns) === JSON.stringify(p.columns)) {
        found.push({ at, detour: [there, back] });
        break;
      }
    }
    p = applyLegal(p, line[at]);
  }
  if (found.length === 0) throw new Error('no detour along the line');
  return found;
}

/** A position along the line with an empty column and a column of one card. */
function findLoneCard(start: Position, line: readonly Move[]): { at: number; from: number; to: number } {
  let p = start;
  for (let at = 0; at < line.length; at++) {
    const to = p.columns.findIndex((c) => c.length === 0);
    const from = p.columns.findIndex((c) => c.length === 1);
    if (to >= 0 && from >= 0) return { at, from, to };
    p = applyLegal(p, line[at]);
  }
  throw new Error('no lone card and empty column along the line');
}

function renumbered(m: Move, column: (i: number) => number): Move {
  if (m.kind !== 'move') return m;
  return {
    ...m,
    from: m.from === 'waste' ? 'waste' : column(m.from),
    to: m.to === 'foundation' ? 'foundation' : column(m.to),
  };
}
