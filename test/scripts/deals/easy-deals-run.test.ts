// A run of `npm run deals` in miniature: a variant's record grows along the
// seed sequence on worker threads, a second run carries on where the first
// stopped, and a record that does not follow the sequence is refused.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wonSeeds } from '../../../scripts/deals/catalogue.js';
import { SeedPool } from '../../../scripts/deals/pool.js';
import { duration } from '../../../scripts/deals/progress.js';
import { readRecords, recordPath, writeRecords } from '../../../scripts/deals/records.js';
import { runVariant, type VariantHooks } from '../../../scripts/deals/run-variant.js';
import { seedSequence } from '../../../scripts/deals/sequence.js';
import { DEFAULT_BUDGET } from '../../../scripts/deals/settings.js';
import { findVariant } from '../../../src/engine/index.js';

const josephine = findVariant('josephine')!;

describe('runVariant', () => {
  let dir: string;
  let pool: SeedPool;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'easy-run-'));
    pool = await SeedPool.start(2);
  });
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const saved: number[][] = [];
  const hooks: VariantHooks = {
    onProgress: () => {},
    onSolverBug: (seed, problem) => {
      throw new Error(`seed ${seed}: ${problem}`);
    },
    onSaved: (records) => saved.push(wonSeeds(records)),
    stopping: () => false,
  };
  const goal = (count: number) => ({ variant: josephine, count, maxTries: 100, budget: DEFAULT_BUDGET });

  it('tries the seeds of the sequence in order until enough are proven, and carries on from there', async () => {
    const first = await runVariant(dir, goal(3), pool, hooks);
    // Exactly as many as wanted, whatever the seeds in flight once the last was proven: the record ends with it.
    expect(first.proven).toBe(3);
    const path = recordPath(dir, 'josephine');
    const before = readRecords(path);
    expect(before.at(-1)?.outcome).toBe('won');
    expect(before.length).toBe(first.tried);
    const sequence = seedSequence();
    expect(before.map((r) => r.seed)).toEqual(before.map(() => sequence.next().value));
    expect(saved[saved.length - 1]).toEqual(wonSeeds(before));

    const second = await runVariant(dir, goal(6), pool, hooks);
    expect(second.proven).toBe(6);
    expect(second.triedNow).toBe(second.tried - first.tried);
    const after = readRecords(path);
    // The first run's records stay as they were, the second run's follow them.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((r) => r.seed)).toEqual([
      ...before.map((r) => r.seed),
      ...after.slice(before.length).map(() => sequence.next().value),
    ]);
  });

  it('stops at the tries allowed, short of the deals wanted', async () => {
    const tried = readRecords(recordPath(dir, 'josephine')).length;
    const result = await runVariant(dir, { ...goal(1000), maxTries: tried + 2 }, pool, hooks);
    expect(result.tried).toBe(tried + 2);
  });

  it('refuses a record that does not follow the seed sequence', async () => {
    writeRecords(recordPath(dir, 'maria'), [{ seed: 5n, outcome: 'unknown', nodes: 1 }]);
    await expect(runVariant(dir, { ...goal(1), variant: findVariant('maria')! }, pool, hooks)).rejects.toThrow(
      /line 1 has seed 5 where the seed sequence has/,
    );
  });
});

describe('duration', () => {
  it('says seconds, minutes and hours as a person would read them', () => {
    expect(duration(4_400)).toBe('4s');
    expect(duration(65_000)).toBe('1m05s');
    expect(duration(3_725_000)).toBe('1h02m');
  });
});
