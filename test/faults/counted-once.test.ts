// Every game counted once, whatever happens while its result is recorded:
// a kill (SIGKILL, as kill -9) at each write step of replacing a saved game
// by a new deal, followed by the next start, which finds the saved game and
// counts its loss if it still can; and two copies replacing the same saved
// game at the same moment.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { gameResult } from '../../src/ui/table/results.js';
import { playedGame, useConfigDir } from '../store/support.js';
import { LONG, runChild, Tally } from './support.js';

const tally = new Tally('every game counted once');
afterAll(() => tally.print());

const dir = useConfigDir({ beforeEach, afterEach });
const CHILD = path.join(import.meta.dirname, 'children', 'new-deal.ts');

/** A directory of its own for one run, in the test's. */
const subdir = (name: string): string => {
  const sub = path.join(dir(), name);
  fs.mkdirSync(sub);
  return sub;
};

/** A saved game of 12 moves, its loss not counted yet. */
function savedGame(at: string): void {
  openStore({ dir: at }).saveGame({ id: 'the-saved-game', game: playedGame(12), elapsedMs: 30_000, recorded: false });
}

/** The next start: the saved game, if it is still there and not counted, counts as a loss as it is replaced. */
function nextStart(at: string): void {
  const store = openStore({ dir: at });
  const saved = store.loadGame();
  if (saved && !saved.recorded && saved.id === 'the-saved-game') store.recordResult(gameResult(saved, Date.now()));
  store.finish();
}

const played = (at: string) => openStore({ dir: at }).stats('forty-thieves', 'hard');

/** Runs `work` on each item, `width` at a time: the machine has two cores. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

describe('a kill at each write step of a new deal over the saved game', () => {
  it('never counts the saved game twice, nor loses it', async () => {
    const whole = subdir('whole');
    savedGame(whole);
    // The steps of the whole replacement, from a run that is not killed.
    const steps = (await runChild(CHILD, [whole, 'kill', '0'], { limitMs: 30_000 })).stdout.trim().split('\n');
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(played(whole)).toMatchObject({ played: 1, lost: 1 });

    const rounds = LONG ? 3 : 1;
    const runs = Array.from({ length: rounds * steps.length }, (_, i) => ({ round: i, n: (i % steps.length) + 1 }));
    await inBatches(runs, 3, async ({ round, n }) => {
      const at = subdir(`kill-${round}`);
      savedGame(at);
      const run = await runChild(CHILD, [at, 'kill', String(n)], { limitMs: 30_000 });
      expect(run.signal, `the kill at step ${n} (${steps[n - 1]})`).toBe('SIGKILL');
      nextStart(at);
      const stats = played(at);
      tally.add('kill -9 at a write step', stats.played === 1);
      expect(stats, `killed at step ${n}: ${steps[n - 1]}`).toMatchObject({ played: 1, lost: 1 });
    });
  }, 120_000);
});

describe('two copies replacing the same saved game at the same moment', () => {
  /** Both copies load the game, then both replace it as soon as both are ready. */
  async function race(at: string): Promise<void> {
    savedGame(at);
    const procs = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', CHILD, at, 'race'], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    let ready = 0;
    const exits = procs.map((proc) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready') && ++ready === 2) for (const p of procs) p.stdin.write('go\n');
      });
      return new Promise((resolve) => proc.on('close', resolve));
    });
    expect(await Promise.all(exits)).toEqual([0, 0]);
    const stats = played(at);
    tally.add('two copies, one saved game', stats.played === 1);
    expect(stats).toMatchObject({ played: 1, lost: 1 });
  }

  it('count its loss once', async () => {
    const rounds = Array.from({ length: LONG ? 20 : 2 }, (_, i) => i);
    await inBatches(rounds, 2, (round) => race(subdir(`race-${round}`)));
  }, 120_000);
});
