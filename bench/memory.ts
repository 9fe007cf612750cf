// Memory with the solver at work, against the built CLI:
// - the game on a fresh deal the solver cannot decide (Forty Thieves 1,
//   hard): its peak resident memory over the first 15 s after the deal
//   opens, while the live verdict runs in its worker (target 100 MiB);
// - `forty-thieves solve --timeout 10` on the same deal, which searches the
//   whole 10 s with its default table (target 300 MiB).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamePid, peakKbOf, runInPty, screenText } from './pty.js';

const root = new URL('..', import.meta.url).pathname;
/** BENCH_CLI: another build's launcher, to compare two builds on the same machine. */
const cli = process.env.BENCH_CLI ?? join(root, 'bin', 'forty-thieves.js');
const FRAME_END = /q quit/;
/** The verdict's long words, which a terminal of 120 columns has room for. */
const VERDICT = /· (winnable|no longer winnable|cannot be won|can't tell)\s/;
const WATCH_MS = 15_000;

const mib = (kb: number) => `${(kb / 1024).toFixed(1)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The game's peak memory over WATCH_MS from its first frame, and the verdict it showed. */
async function gameMemory(): Promise<{ peakKb: number; verdict: string; verdictMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'forty-thieves-bench-'));
  const run = runInPty([process.execPath, cli, '--seed', '1'], {
    cols: 120,
    rows: 40,
    env: { FORTY_THIEVES_CONFIG_DIR: dir },
  });
  try {
    const shown = await run.waitFor((text) => FRAME_END.test(screenText(text)));
    const pid = gamePid(run);
    const verdictMs = (await run.waitFor((text) => VERDICT.test(screenText(text)), { timeoutMs: WATCH_MS })) - shown;
    const verdict = VERDICT.exec(screenText(run.output()))![1];
    await sleep(Math.max(0, shown + WATCH_MS - (performance.now() - run.startedAt)));
    const peakKb = peakKbOf(pid);
    run.write('q');
    await run.exited;
    return { peakKb, verdict, verdictMs };
  } finally {
    run.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The peak memory of `solve` on a deal, read from /proc until the process ends. */
async function solveMemory(args: string[]): Promise<{ peakKb: number; output: string }> {
  const child = spawn(process.execPath, [cli, 'solve', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  let peakKb = 0;
  let running = true;
  child.on('exit', () => {
    running = false;
  });
  while (running) {
    // VmHWM only grows: the last reading before the end is the peak, give or take the last 50 ms.
    peakKb = Math.max(peakKb, peakKbOf(child.pid!));
    await sleep(50);
  }
  return { peakKb, output };
}

export async function run(): Promise<void> {
  const game = await gameMemory();
  console.log(
    `the game on Forty Thieves 1 (hard): verdict "${game.verdict}" ${(game.verdictMs / 1000).toFixed(1)} s after the first frame;`,
  );
  console.log(`  peak resident memory over ${WATCH_MS / 1000} s: ${mib(game.peakKb)} (target 100 MiB or less)`);
  const solved = await solveMemory(['--seed', '1', '--timeout', '10', '--json']);
  const { verdict, nodes } = JSON.parse(solved.output) as { verdict: string; nodes: number };
  console.log(
    `solve --seed 1 --timeout 10 (default table): ${verdict}, ${nodes.toLocaleString('en-US')} positions;` +
      ` peak resident memory ${mib(solved.peakKb)} (target 300 MiB or less)`,
  );
}
