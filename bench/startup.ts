// What a player feels, measured in a pseudo-terminal against the built CLI:
// the time from launch to the first full frame (beside a bare `node -e ''`
// in the same run), the time from a key to the next frame on a long mid-game
// board, and the peak memory of the game process, also while the solver's
// verdict runs.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Game, type Move, type Position, current, findVariant, legalMoves, newGame, play,
} from '../src/engine/index.js';
import { openStore } from '../src/store/index.js';
import { percentiles, runInPty, screenText } from './pty.js';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'bin', 'forty-thieves.js');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 10);
const KEYS = Number(process.env.BENCH_KEYS ?? 60);
/** The key reminder is the last line of the game screen: once it is drawn, the frame is whole. */
const FRAME_END = /q quit/;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'forty-thieves-bench-'));
}

async function bareNode(): Promise<number> {
  const run = runInPty([process.execPath, '-e', ''], { cols: 80, rows: 24 });
  await run.exited;
  return performance.now() - run.startedAt;
}

async function firstFrame(): Promise<number> {
  const dir = freshDir();
  try {
    const run = runInPty([process.execPath, cli, '--seed', '1'], { cols: 80, rows: 24, env: { FORTY_THIEVES_CONFIG_DIR: dir } });
    const ms = await run.waitFor((text) => FRAME_END.test(screenText(text)));
    run.write('q');
    await run.exited;
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A mid-game Forty Thieves position with long columns: play that puts the
 * waste onto the columns first, then builds between columns, then draws.
 */
function longGame(seed: bigint): Game {
  let game = newGame(findVariant('forty-thieves')!, 'hard', seed);
  const order = (position: Position, m: Move): number => {
    if (m.kind !== 'move') return 3;
    if (m.to === 'foundation') return 4;
    if (position.columns[m.to].length === 0) return 5;
    return m.from === 'waste' ? 0 : 1;
  };
  for (let i = 0; i < 400; i++) {
    const position = current(game);
    const moves = legalMoves(position).sort((a, b) => order(position, a) - order(position, b));
    if (moves.length === 0) break;
    const next = play(game, moves[0]);
    if ('game' in next) game = next.game;
  }
  return game;
}

async function keyLatency(): Promise<{ cursor: number[]; move: number[]; longest: number; peakKb: number }> {
  const dir = freshDir();
  const seed = 2n;
  const game = longGame(seed);
  openStore({ dir }).saveGame({ game, elapsedMs: 0, recorded: false });
  const longest = Math.max(...current(game).columns.map((c) => c.length));
  const run = runInPty([process.execPath, cli, '--seed', String(seed)], {
    cols: 80,
    rows: 24,
    env: { FORTY_THIEVES_CONFIG_DIR: dir },
  });
  try {
    await run.waitFor((text) => FRAME_END.test(screenText(text)));
    await quiet(run.output, 300);
    const press = async (key: string) => {
      const from = run.output().length;
      const sent = performance.now();
      run.write(key);
      await run.waitFor((text) => text.length > 0, { from });
      const ms = performance.now() - sent;
      await quiet(run.output, 40);
      return ms;
    };
    const cursor: number[] = [];
    const move: number[] = [];
    for (let i = 0; i < KEYS; i++) cursor.push(await press(i % 2 === 0 ? 'l' : 'h'));
    // A draw and its undo: the engine, the save and a larger redraw.
    for (let i = 0; i < KEYS; i++) move.push(await press(i % 2 === 0 ? 'd' : 'u'));
    const pid = execFileSync('pgrep', ['-P', String(run.child.pid)]).toString().trim().split('\n')[0];
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    run.write('q');
    await run.exited;
    return { cursor, move, longest, peakKb };
  } finally {
    run.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The game on a fresh deal the solver cannot decide (Forty Thieves 1, hard):
 * the time until the status line gives its verdict, and the game's peak
 * resident memory then, the solver's worker and its table included.
 */
async function verdictMemory(): Promise<{ ms: number; verdict: string; peakKb: number }> {
  const dir = freshDir();
  const run = runInPty([process.execPath, cli, '--seed', '1'], { cols: 80, rows: 24, env: { FORTY_THIEVES_CONFIG_DIR: dir } });
  const VERDICT = /· (winnable|no longer winnable|can't tell)\s/;
  try {
    const shown = await run.waitFor((text) => FRAME_END.test(screenText(text)));
    const ms = (await run.waitFor((text) => VERDICT.test(screenText(text)), { timeoutMs: 30_000 })) - shown;
    const verdict = VERDICT.exec(screenText(run.output()))![1];
    const pid = execFileSync('pgrep', ['-P', String(run.child.pid)]).toString().trim().split('\n')[0];
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    run.write('q');
    await run.exited;
    return { ms, verdict, peakKb };
  } finally {
    run.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the output has not grown for `ms`. */
async function quiet(output: () => string, ms: number): Promise<void> {
  let last = output().length;
  for (;;) {
    await new Promise((r) => setTimeout(r, ms));
    const now = output().length;
    if (now === last) return;
    last = now;
  }
}

export async function run(): Promise<void> {
  const bare: number[] = [];
  const frame: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareNode());
    frame.push(await firstFrame());
  }
  const b = percentiles(bare).median;
  const f = percentiles(frame).median;
  console.log(`start-up, median of ${RUNS} (80x24 pseudo-terminal):`);
  console.log(`  node -e ''                 ${fmt(b)}`);
  console.log(`  forty-thieves first frame  ${fmt(f)}   ratio ${(f / b).toFixed(2)}x bare node (target 3x or less)`);

  const keys = await keyLatency();
  const c = percentiles(keys.cursor);
  const m = percentiles(keys.move);
  console.log(`key to frame on a mid-game Forty Thieves board (longest column ${keys.longest} cards), ${KEYS} keys each:`);
  console.log(`  cursor move     median ${fmt(c.median)}  p95 ${fmt(c.p95)}  (target: median 16 ms or less)`);
  console.log(`  draw and undo   median ${fmt(m.median)}  p95 ${fmt(m.p95)}`);
  console.log(`peak resident memory of the game: ${(keys.peakKb / 1024).toFixed(1)} MiB`);
  const verdict = await verdictMemory();
  console.log(`the solver's verdict on Forty Thieves 1 ("${verdict.verdict}") ${fmt(verdict.ms)} after the first frame;`);
  console.log(`  peak resident memory of the game by then: ${(verdict.peakKb / 1024).toFixed(1)} MiB`);
}
