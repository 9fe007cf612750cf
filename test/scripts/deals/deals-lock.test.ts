// `npm run deals` into a folder another run writes: refused before anything
// is read or written, since each run writes the whole catalogue from what it
// read at its start and would drop the other's deals.

import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { holdLock } from '../../../src/store/lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'easy-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One proven Josephine deal on one worker, into the test's folder. */
const deals = (): SpawnSyncReturns<string> =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/deals.ts', '--variant', 'josephine', '--count', '1', '--workers', '1', '--data', dir],
    { encoding: 'utf8', timeout: 120_000 },
  );

it('refuses a second run into the same folder, naming the run that writes it, until the first lets go', () => {
  const lock = holdLock(join(dir, 'deals.lock'));
  if (!('held' in lock) || !lock.held) throw new Error('the test could not take the lock');
  try {
    const refused = deals();
    expect(refused.stderr).toContain(`deals: another run (process ${process.pid}`);
    expect(refused.stderr).toContain(`writes the catalogue in ${dir}: wait for it, or give --data another folder`);
    expect(refused.status).toBe(2);
    expect(readdirSync(dir)).toEqual(['deals.lock']);
  } finally {
    lock.release();
  }
  // Let go of, the folder is written, and the run lets go of it in turn.
  const run = deals();
  expect(run.status).toBe(0);
  expect(readdirSync(dir).sort()).toEqual(['easy-lines', 'easy-seeds.json']);
});
