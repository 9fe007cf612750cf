// How much CPU a frame takes, the cost every key press pays, measured on
// the code as it ships: bench/frames.tsx bundled by esbuild with the game's
// own plugins and production React. Two figures:
// - the board drawn whole by Ink in a render of its own, for random
//   positions of every variant and the mid-game board, compact at 80 x 20
//   and framed at 120 x 36 and 200 x 46;
// - keys through the whole app on the mid-game board at 80 x 24, from the
//   key to its frame, and everything the key brings about (the save after
//   the frame, the stuck search).
// Timed in CPU time of this process, so that other work on the machine does
// not count.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { shippedBundle } from '../scripts/bundle-options.mjs';
import { percentiles } from './pty.js';
import { countFrom } from './settings.js';

type Frames = typeof import('./frames.js');

const SIZES: readonly [number, number][] = [
  [80, 20],
  [120, 36],
  [200, 46],
];
const ROUNDS = 5;
const KEYS = countFrom('BENCH_KEYS', 80);

/** bench/frames.tsx as the game is bundled. */
async function bundled(dir: string): Promise<Frames> {
  await build({
    ...shippedBundle,
    entryPoints: { frames: fileURLToPath(new URL('frames.tsx', import.meta.url)) },
    outdir: dir,
    // An ES module wherever the directory is.
    outExtension: { '.js': '.mjs' },
    minify: true,
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(join(dir, 'frames.mjs')).href)) as Frames;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forty-thieves-frames-'));
  try {
    const frames = await bundled(dir);
    const tables = frames.positions();
    console.log('bundled as shipped (production React, memoised text helpers); CPU time of this process');
    for (const [width, height] of SIZES) {
      const { style, rounds } = frames.boardFrames(tables, width, height, ROUNDS);
      const sorted = rounds.slice().sort((a, b) => a - b);
      console.log(
        `board ${width} x ${height} (${style}), drawn whole: ${fmt(sorted[ROUNDS >> 1])} a frame ` +
          `(median of ${ROUNDS} rounds of ${tables.length} positions, best ${fmt(sorted[0])})`,
      );
    }
    const keys = await frames.keyCosts(80, 24, KEYS);
    console.log(`keys through the app on the mid-game board, 80 x 24, ${KEYS} each, no solver verdict running:`);
    for (const [label, costs] of Object.entries(keys)) {
      const frame = percentiles(costs.toFrame);
      const whole = percentiles(costs.whole);
      console.log(
        `  ${label.padEnd(28)} to its frame median ${fmt(frame.median)} p95 ${fmt(frame.p95)}; ` +
          `in all median ${fmt(whole.median)} p95 ${fmt(whole.p95)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
