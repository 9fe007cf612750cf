// What a player feels, measured in a pseudo-terminal against the built CLI:
// the time from launch to the first full frame (beside a bare `node -e ''`
// in the same run), the time from a key to the next frame on a long mid-game
// board, and the peak memory of the game process, also while the solver's
// verdict runs.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newGameId, openStore } from '../src/store/index.js';
import { MID_GAME_LEVEL, MID_GAME_MOVES, MID_GAME_SEED, midGame, midGameShape } from './mid-game.js';
import { gamePid, peakKbOf, percentiles, runInPty, screenText } from './pty.js';
import { countFrom, launcher } from './settings.js';

const cli = launcher();
const RUNS = countFrom('BENCH_STARTUP_RUNS', 10);
const KEYS = countFrom('BENCH_KEYS', 80);
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
    const run = runInPty([process.execPath, cli, '--seed', '1'], {
      cols: 80,
      rows: 24,
      env: { FORTY_THIEVES_CONFIG_DIR: dir },
    });
    const ms = await run.waitFor((text) => FRAME_END.test(screenText(text)));
    run.write('q');
    await run.exited;
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface KeyFigures {
  cursor: number[];
  draw: number[];
  card: number[];
  peakKb: number;
}

async function keyLatency(): Promise<KeyFigures> {
  const dir = freshDir();
  openStore({ dir }).saveGame({ game: midGame(), elapsedMs: 0, recorded: false, id: newGameId() });
  const run = runInPty([process.execPath, cli, '--difficulty', MID_GAME_LEVEL, '--seed', String(MID_GAME_SEED)], {
    cols: 80,
    rows: 24,
    env: { FORTY_THIEVES_CONFIG_DIR: dir },
  });
  try {
    await run.waitFor((text) => FRAME_END.test(screenText(text)));
    await quiet(run.output, 300);
    /**
     * The time from a key to its frame, told from other frames (the spinner
     * of the solver's verdict) by what it shows: `shows` reads the text the
     * frame wrote, escapes removed.
     */
    const press = async (key: string, shows: (text: string) => boolean) => {
      const from = run.output().length;
      const sent = performance.now();
      run.write(key);
      await run.waitFor((text) => shows(screenText(text)), { from });
      const ms = performance.now() - sent;
      // Each key on its own: the next one must not fall in Ink's wait between frames.
      await quiet(run.output, 40);
      return ms;
    };
    // A cursor move redraws the lines the cursor leaves and lands on.
    const cursorShown = (text: string) => text.includes('▸');
    // Every move, an undo too, counts on the status line: in its short form or its long one, which the
    // line takes while the live verdict says "solving" (the figure, not its verdict, is the frame's).
    let moves = MID_GAME_MOVES;
    const counted = () => {
      const shown = new RegExp(`(^|\\D)${++moves} (mv|moves?)\\b`);
      return (text: string) => shown.test(text);
    };
    const cursor: number[] = [];
    const draw: number[] = [];
    const card: number[] = [];
    for (let i = 0; i < KEYS; i++) cursor.push(await press(i % 2 === 0 ? 'l' : 'h', cursorShown));
    // A draw and its undo: the engine, the save, the stock, the waste and the status line.
    for (let i = 0; i < KEYS; i++) draw.push(await press(i % 2 === 0 ? 'd' : 'u', counted()));
    // Column 8's ace to a foundation and back: a column and a foundation change.
    run.write('8');
    await quiet(run.output, 100);
    for (let i = 0; i < KEYS; i++) card.push(await press(i % 2 === 0 ? 'f' : 'u', counted()));
    const peakKb = peakKbOf(gamePid(run));
    run.write('q');
    await run.exited;
    return { cursor, draw, card, peakKb };
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
  const b = percentiles(bare);
  const f = percentiles(frame);
  // Each run beside the bare node just before it: steadier than the medians when the load changes.
  const paired = percentiles(frame.map((ms, i) => ms / bare[i]));
  console.log(`start-up, ${RUNS} runs side by side (80x24 pseudo-terminal):`);
  console.log(`  node -e ''                 median ${fmt(b.median)}  p95 ${fmt(b.p95)}`);
  console.log(`  forty-thieves first frame  median ${fmt(f.median)}  p95 ${fmt(f.p95)}`);
  console.log(
    `  ratio ${(f.median / b.median).toFixed(2)}x bare node (medians); run by run median ${paired.median.toFixed(2)}x, ` +
      `p95 ${paired.p95.toFixed(2)}x (target 3x or less)`,
  );

  const keys = await keyLatency();
  const { longest, onColumns } = midGameShape(midGame());
  console.log(
    `key to frame on a mid-game Forty Thieves board (${onColumns} cards on the columns, the longest ${longest}), ` +
      `80x24, ${KEYS} keys each (target: median 16 ms or less):`,
  );
  const line = (label: string, figures: number[]) => {
    const { median, p95 } = percentiles(figures);
    console.log(`  ${label.padEnd(28)} median ${fmt(median)}  p95 ${fmt(p95)}`);
  };
  line('cursor move (l, h)', keys.cursor);
  line('draw and undo (d, u)', keys.draw);
  line('card to foundation and back', keys.card);
  console.log(`peak resident memory of the game: ${(keys.peakKb / 1024).toFixed(1)} MiB`);
}
