// `npm run deals` into a folder another run writes: refused before anything
// is read or written, since each run writes the whole catalogue from what it
// read at its start and would drop the other's deals.

import { spawnSync } from 'node:child_process';
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

it('refuses a second run into the same folder, naming the run that writes it', () => {
  const lock = holdLock(join(dir, 'deals.lock'));
  if (!('held' in lock) || !lock.held) throw new Error('the test could not take the lock');
  try {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/deals.ts',
        '--variant',
        'josephine',
        '--count',
        '1',
        '--workers',
        '1',
        '--data',
        dir,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toContain(`deals: another run (process ${process.pid}`);
    expect(run.stderr).toContain(`writes the catalogue in ${dir}: wait for it, or give --data another folder`);
    expect(run.status).toBe(2);
    expect(readdirSync(dir)).toEqual(['deals.lock']);
  } finally {
    lock.release();
  }
});
