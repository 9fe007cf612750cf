// One copy at a time plays from a configuration directory: a second one is
// refused with the first one's process named, before it could write over
// the first one's saved game. Only a holder's death frees the table, never
// the lock's age: a game can sit open for days.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const lockPath = () => path.join(dir(), 'playing.lock');
const claimed = (claim: ReturnType<ReturnType<typeof openStore>['claimTable']>) => 'release' in claim;

describe('the table', () => {
  it('is refused to a second copy while the first plays, naming the first, and free once it ends', () => {
    const first = openStore().claimTable();
    expect(claimed(first)).toBe(true);
    const second = openStore().claimTable();
    expect(second).toEqual({
      refused:
        `another copy of forty-thieves (process ${process.pid}) is playing from ${dir()}, and two would write ` +
        `over each other's saved game: go back to that one, or end it first (if none is running, remove ${lockPath()})`,
    });
    if ('release' in first) first.release();
    expect(fs.existsSync(lockPath())).toBe(false);
    expect(claimed(openStore().claimTable())).toBe(true);
  });

  it('held by a live copy for a long time is still refused', () => {
    fs.writeFileSync(lockPath(), String(process.ppid));
    const old = new Date(Date.now() - 7 * 24 * 3600_000);
    fs.utimesSync(lockPath(), old, old);
    const claim = openStore().claimTable();
    expect(claim).toMatchObject({ refused: expect.stringContaining(`(process ${process.ppid})`) });
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(String(process.ppid));
  });

  it('left by a copy killed while playing is taken over', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(lockPath(), String(dead));
    expect(claimed(openStore().claimTable())).toBe(true);
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(String(process.pid));
  });
});
