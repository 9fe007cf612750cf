// `npm run study` in miniature, with a stand-in for the solver: the deals it
// asks for follow the fixed seed sequence, a second run carries on from the
// file without redoing a deal, and the record keeps sequence order whatever
// order the deals finish in.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStudy, type SolveDeal, StudyMismatchError, type StudyPlan } from '../../scripts/study/run.js';
import { findVariant, type Level } from '../../src/engine/index.js';
import { readWinnability } from '../../src/winnability/index.js';

const forty = findVariant('forty-thieves')!;
const lucas = findVariant('lucas')!;

const plan = (deals: number, solver = 'abc'): StudyPlan => ({
  cells: [
    { variant: forty, level: 'hard' },
    { variant: lucas, level: 'hard' },
  ],
  deals,
  secondsPerDeal: 10,
  solver,
  today: () => '2030-01-02',
});

/**
 * Deals by seed: won when the seed is even, lost when it ends in 5, else
 * unknown, after as many positions as the seed's last two digits. Notes every call.
 */
function standIn(calls: string[], delayFor: (seed: bigint) => number = () => 0): SolveDeal {
  return async (variant, level: Level, seed, seconds) => {
    calls.push(`${variant.id} ${level} ${seed} ${seconds}`);
    await new Promise((resolve) => setTimeout(resolve, delayFor(seed)));
    const outcome = seed % 2n === 0n ? 'won' : seed % 10n === 5n ? 'lost' : 'unknown';
    return { outcome, positions: Number(seed % 100n) };
  };
}

const quiet = { onProgress: () => {}, stopping: () => false };

describe('runStudy', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'study-'));
    path = join(dir, 'winnability.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tries seeds 7000000001, 7000000002, ... for every cell, round the cells', async () => {
    const calls: string[] = [];
    await runStudy(path, plan(2), standIn(calls), 1, quiet);
    expect(calls).toEqual([
      'forty-thieves hard 7000000001 10',
      'lucas hard 7000000001 10',
      'forty-thieves hard 7000000002 10',
      'lucas hard 7000000002 10',
    ]);
  });

  it('carries on from a partial file without redoing a deal', async () => {
    const first: string[] = [];
    await runStudy(path, plan(3), standIn(first), 2, quiet);
    expect(first).toHaveLength(6);
    // Seeds ...1 unknown, ...2 won, ...3 unknown.
    expect(readWinnability(path).get('forty-thieves/hard')?.outcomes).toBe('uwu');

    const second: string[] = [];
    const result = await runStudy(path, plan(6, 'def'), standIn(second), 2, quiet);
    expect(second.sort()).toEqual(
      ['4', '5', '6'].flatMap((k) => [`forty-thieves hard 700000000${k} 10`, `lucas hard 700000000${k} 10`]).sort(),
    );
    expect(result.planned).toBe(6);
    expect(result.done).toEqual({ won: 4, lost: 2, unknown: 0 });
    const cell = readWinnability(path).get('forty-thieves/hard')!;
    expect(cell.outcomes).toBe('uwuwlw');
    expect(cell.positions).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cell.solver).toEqual(['abc', 'def']);
    expect(cell.date).toBe('2030-01-02');

    const third: string[] = [];
    await runStudy(path, plan(6), standIn(third), 2, quiet);
    expect(third).toEqual([]);
  });

  it('keeps each record in sequence order when later deals finish first', async () => {
    const calls: string[] = [];
    // The first deal of each cell is the slowest.
    await runStudy(
      path,
      plan(4),
      standIn(calls, (seed) => (seed === 7000000001n ? 60 : 1)),
      3,
      quiet,
    );
    const cell = readWinnability(path).get('lucas/hard');
    expect(cell?.outcomes).toBe('uwuw');
    expect(cell?.positions).toEqual([1, 2, 3, 4]);
  });

  it('saves what is done when told to stop, and the next run does the rest', async () => {
    const calls: string[] = [];
    await runStudy(path, plan(5), standIn(calls), 1, { onProgress: () => {}, stopping: () => calls.length >= 3 });
    const cells = readWinnability(path);
    expect([cells.get('forty-thieves/hard')?.outcomes, cells.get('lucas/hard')?.outcomes]).toEqual(['uw', 'u']);
    const rest: string[] = [];
    await runStudy(path, plan(5), standIn(rest), 1, quiet);
    expect(rest[0]).toBe('lucas hard 7000000002 10');
    expect(rest).toHaveLength(7);
  });

  it('refuses to add deals at another budget, and leaves the file as it was', async () => {
    await runStudy(path, plan(2), standIn([]), 1, quiet);
    const before = readFileSync(path, 'utf8');
    await expect(runStudy(path, { ...plan(3), secondsPerDeal: 30 }, standIn([]), 1, quiet)).rejects.toThrow(
      StudyMismatchError,
    );
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it("without seconds given, carries each cell on at its own seconds, a new one's at 30 s", async () => {
    await runStudy(path, plan(1), standIn([]), 1, quiet);
    const calls: string[] = [];
    const shares: number[] = [];
    const cells = [...plan(1).cells, { variant: forty, level: 'medium' as const }];
    const progress = { onProgress: (p: { mostMsLeft: number }) => shares.push(p.mostMsLeft), stopping: () => false };
    await runStudy(path, { ...plan(2), cells, secondsPerDeal: undefined }, standIn(calls), 2, progress);
    expect(calls).toEqual([
      'forty-thieves medium 7000000001 30',
      'forty-thieves hard 7000000002 10',
      'lucas hard 7000000002 10',
      'forty-thieves medium 7000000002 30',
    ]);
    const file = readWinnability(path);
    expect([...file.values()].map((cell) => [cell.variant, cell.level, cell.secondsPerDeal, cell.outcomes])).toEqual([
      ['forty-thieves', 'hard', 10, 'uw'],
      ['forty-thieves', 'medium', 30, 'uw'],
      ['lucas', 'hard', 10, 'uw'],
    ]);
    // Four deals on two lanes: two rounds of the longest budget, 30 s; then one round of 30 s.
    expect(shares[0]).toBe(60_000);
    expect(shares.at(-1)).toBe(0);
  });

  it("dates a cell by its last deal's day: a run that passes midnight", async () => {
    const calls: string[] = [];
    const today = () => (calls.length <= 2 ? '2030-01-02' : '2030-01-03');
    await runStudy(path, { ...plan(2), today }, standIn(calls), 1, quiet);
    const file = readWinnability(path);
    // Lucas's second deal, the last, ends on the 3rd; Forty Thieves' second, the third deal, too.
    expect([file.get('forty-thieves/hard')?.date, file.get('lucas/hard')?.date]).toEqual(['2030-01-03', '2030-01-03']);
  });

  it('refuses a damaged file rather than starting afresh over it', async () => {
    writeFileSync(path, '{"results": [{"variant": "forty-thieves"');
    await expect(runStudy(path, plan(1), standIn([]), 1, quiet)).rejects.toThrow(/is not JSON/);
    expect(readFileSync(path, 'utf8')).toBe('{"results": [{"variant": "forty-thieves"');
  });
});
