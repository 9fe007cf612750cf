// The store's speed: saving after a move in a game of 500 moves (the aim is
// a median of 2 ms or less), beside the same save written durably, with a
// flush to disk; loading and replaying that game; and recording a result
// under the lock. Runs in a temporary directory.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Game } from '../src/engine/index.js';
import { ConfigDirectory } from '../src/store/directory.js';
import { gameRecord } from '../src/store/game-file.js';
import { DEFAULT_SETTINGS, newGameId, openStore } from '../src/store/index.js';
import { JsonFile } from '../src/store/json-file.js';
import { walk } from '../test/store/support.js';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function time(samples: number, work: (i: number) => void): number[] {
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    work(i);
    ms.push(performance.now() - start);
  }
  return ms.sort((a, b) => a - b);
}

function report(what: string, sorted: number[]): void {
  const f = (n: number) => n.toFixed(2);
  console.log(
    `${what.padEnd(48)} median ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms (${sorted.length} runs)`,
  );
}

export function run(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-bench-'));
  try {
    const games: Game[] = [...walk(500)];
    if (games.length < 500) throw new Error(`the walk stopped after ${games.length} moves`);
    const store = openStore({ dir });
    // The last 200 positions of the game, each saved as it would be after its move, twice over.
    const tail = games.slice(300);
    report(
      'saveGame after a move (500-move game)',
      time(400, (i) => {
        const game = tail[i % tail.length];
        store.saveGame({ game, elapsedMs: game.done.length * 1000, recorded: false, id: newGameId() });
      }),
    );
    // For comparison: the same saves written as the statistics are, flushed to the disk first.
    const durable = new JsonFile(new ConfigDirectory(path.join(dir, 'durable'), () => {}), 'game.json');
    report(
      '  the same written durably (fsync before rename)',
      time(400, (i) => {
        const game = tail[i % tail.length];
        durable.write(
          gameRecord(
            { game, elapsedMs: game.done.length * 1000, recorded: false, id: newGameId() },
            DEFAULT_SETTINGS,
            new Date().toISOString(),
          ),
        );
      }),
    );
    const bytes = fs.statSync(path.join(dir, 'game.json')).size;
    store.saveGame({ game: games[499], elapsedMs: 500_000, recorded: false, id: newGameId() });
    report(
      `loadGame: read and replay 500 moves`,
      time(30, () => {
        if (openStore({ dir }).loadGame()?.game.done.length !== 500)
          throw new Error('the game did not come back whole');
      }),
    );
    report(
      'openStore',
      time(30, () => openStore({ dir })),
    );
    report(
      'recordResult (lock, re-read, merge, write)',
      time(100, (i) =>
        store.recordResult({
          gameId: newGameId(),
          variant: 'forty-thieves',
          level: 'hard',
          seed: String(i + 1),
          won: i % 3 === 0,
          moves: 300,
          seconds: 400,
          score: 1000,
          cardsHome: 80,
          at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
        }),
      ),
    );
    console.log(
      `game.json of 500 moves: ${bytes} bytes; load average ${os.loadavg()[0].toFixed(2)} (fsync times rise with disk load)`,
    );
    const notices = store.takeNotices();
    if (notices.length > 0) console.log(`notices: ${notices.join(' | ')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
