// Real processes: two copies recording results at the same moment, and a
// copy killed with SIGKILL in the middle of saving.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMoves } from '../../src/engine/index.js';
import { newGameId, openStore } from '../../src/store/index.js';
import { playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const child = (name: string, args: string[]): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'children', name), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });

/** Resolves with each line the child prints, as it prints it, until the child exits. */
function lines(proc: ChildProcess, onLine: (line: string) => void): Promise<number | null> {
  let buffered = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    parts.forEach(onLine);
  });
  return new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
}

/**
 * Starts the children's work together, once each has said "ready", and
 * resolves with the lines each printed, once all have exited with 0.
 */
async function together(procs: readonly ChildProcess[]): Promise<string[][]> {
  const outputs: string[][] = procs.map(() => []);
  let ready = 0;
  const exits = procs.map((p, i) =>
    lines(p, (line) => {
      outputs[i].push(line);
      if (line === 'ready' && ++ready === procs.length) for (const q of procs) q.stdin!.write('go\n');
    }),
  );
  expect(await Promise.all(exits)).toEqual(procs.map(() => 0));
  return outputs;
}

describe('two copies of the program', () => {
  it('recording results at the same time both get every result counted', async () => {
    const N = 80;
    const procs = [
      child('record-results.ts', [dir(), String(N), 'won', 'a']),
      child('record-results.ts', [dir(), String(N), 'lost', 'b']),
    ];
    const outputs = await together(procs);
    expect(outputs.map((o) => [o[0], o[o.length - 1]])).toEqual([
      ['ready', 'done []'],
      ['ready', 'done []'],
    ]);
    const stats = openStore().stats('forty-thieves', 'hard');
    expect(stats).toMatchObject({ played: 2 * N, won: N, lost: N });
  }, 30_000);
});

describe('two copies taking over stale locks at the same time', () => {
  // Both find the lock stale; without the takeover's own lock the second
  // removed the lock the first had just made, and both held it.
  it('never both hold the lock', async () => {
    const procs = [0, 1].map(() => child('take-stale-locks.ts', [dir(), '5000']));
    const outputs = await together(procs);
    expect(outputs).toEqual([
      ['ready', 'together 0'],
      ['ready', 'together 0'],
    ]);
  }, 60_000);
});

describe('a copy killed with SIGKILL while saving after every move', () => {
  async function killAfter(target: number): Promise<number> {
    const proc = child('save-loop.ts', [dir()]);
    let saved = 0;
    const exit = lines(proc, (line) => {
      saved = Math.max(saved, Number(line));
      if (saved >= target) proc.kill('SIGKILL');
    });
    await exit;
    return saved;
  }

  it.each([20, 120, 260])(
    'loses at most the move being made (killed after %i saves)',
    async (target) => {
      const saved = await killAfter(target);
      expect(saved).toBeGreaterThanOrEqual(target);
      const store = openStore();
      const loaded = store.loadGame();
      expect(store.takeNotices()).toEqual([]);
      expect(loaded).toBeDefined();
      const length = loaded!.game.done.length;
      // Every save it reported is on disk; the one in progress may be too.
      expect(length === saved || length === saved + 1).toBe(true);
      expect(formatMoves(loaded!.game.done)).toBe(formatMoves(playedGame(length).done));
      expect(loaded!.elapsedMs).toBe(length * 1000);
    },
    30_000,
  );
});

describe('a copy killed with SIGKILL while recording results', () => {
  it('leaves whole statistics with every reported result, and its lock does not block the next copy', async () => {
    const proc = child('record-results.ts', [dir(), '1000', 'won', 'k']);
    let recorded = 0;
    const exit = lines(proc, (line) => {
      if (line === 'ready') proc.stdin!.write('go\n');
      else if (/^\d+$/.test(line)) recorded = Math.max(recorded, Number(line));
      if (recorded >= 40) proc.kill('SIGKILL');
    });
    await exit;
    const store = openStore();
    expect(store.takeNotices()).toEqual([]);
    const played = store.stats('forty-thieves', 'hard').played;
    expect(played === recorded || played === recorded + 1).toBe(true);
    store.recordResult({
      gameId: newGameId(),
      variant: 'forty-thieves',
      level: 'hard',
      seed: 'after',
      won: false,
      moves: 1,
      seconds: 1,
      score: 0,
      cardsHome: 0,
      at: '2030-01-01T00:00:00.000Z',
    });
    expect(store.takeNotices()).toEqual([]);
    expect(openStore().stats('forty-thieves', 'hard')).toMatchObject({ played: played + 1, lost: 1 });
  }, 30_000);
});
