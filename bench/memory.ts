// Memory with the solver at work, against the built CLI:
// - the game on a fresh deal the solver cannot decide (Forty Thieves 1,
//   hard): its peak resident memory over the first 15 s after the deal
//   opens, while the live verdict runs in its worker (target 100 MiB);
// - the game on an Easy deal of the catalogue, whose line is read from
//   data/easy-lines/ (the same target), and on deal 1 while `s` searches
//   longer where the live verdict could not tell (no target), and while it
//   checks an Easy deal the catalogue does not hold, the check's whole 10 s
//   (the same target: the player waits for it);
// - `forty-thieves solve --timeout 10` on the same deal, which searches the
//   whole 10 s with its default table (target 300 MiB).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamePid, type PtyRun, peakKbOf, runInPty, screenText } from './pty.js';
import { launcher } from './settings.js';

const cli = launcher();
const FRAME_END = /q quit/;
/** The verdict's long words, which a terminal of 120 columns has room for. */
const VERDICT = /· (winnable|no longer winnable|not winnable|cannot be won|can't tell)\s/;
const WATCH_MS = 15_000;
/** The live verdict's 4 s, then s's longer search of up to 20 s, and a second to spare. */
const WATCH_S_MS = 25_000;
/** A seed of the Easy catalogue (data/easy-seeds.json). */
const EASY_SEED = 447068250;

const mib = (kb: number) => `${(kb / 1024).toFixed(1)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The game's peak memory over `watchMs` from its first frame (or, with
 * `keys`, from when they are typed once the verdict shows), and the verdict
 * it showed first.
 */
async function gameMemory(
  args: string[],
  watchMs = WATCH_MS,
  keys?: string,
): Promise<{ peakKb: number; verdict: string; verdictMs: number }> {
  return inTerminal(args, async (run) => {
    const shown = await run.waitFor((text) => FRAME_END.test(screenText(text)));
    const pid = gamePid(run);
    const verdictAt = await run.waitFor((text) => VERDICT.test(screenText(text)), { timeoutMs: WATCH_MS });
    const verdict = VERDICT.exec(screenText(run.output()))![1];
    if (keys) run.write(keys);
    const from = keys ? verdictAt : shown;
    await sleep(Math.max(0, from + watchMs - (performance.now() - run.startedAt)));
    const peakKb = peakKbOf(pid);
    run.write('\u001b');
    run.write('q');
    await run.exited;
    return { peakKb, verdict, verdictMs: verdictAt - shown };
  });
}

/** The game run with `args` in a terminal of 120 x 40, on a configuration directory of its own, while `body` measures it. */
async function inTerminal<T>(args: string[], body: (run: PtyRun) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'forty-thieves-bench-'));
  const run = runInPty([process.execPath, cli, ...args], {
    cols: 120,
    rows: 40,
    env: { FORTY_THIEVES_CONFIG_DIR: dir },
  });
  try {
    return await body(run);
  } finally {
    run.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The check's budget (easy-check.ts), and a second to spare. */
const CHECK_MS = 11_000;

/** The game's peak memory while it checks an Easy deal of Forty Thieves that the catalogue does not hold. */
async function checkMemory(seed: number): Promise<number> {
  const args = ['--variant', 'forty-thieves', '--difficulty', 'easy', '--seed', String(seed)];
  return inTerminal(args, async (run) => {
    const shown = await run.waitFor((text) => /Checking/.test(screenText(text)));
    const pid = gamePid(run);
    await sleep(Math.max(0, shown + CHECK_MS - (performance.now() - run.startedAt)));
    const peakKb = peakKbOf(pid);
    run.write('\u0003');
    await Promise.race([run.exited, sleep(3000)]);
    return peakKb;
  });
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
  const game = await gameMemory(['--seed', '1']);
  console.log(
    `the game on Forty Thieves 1 (hard): verdict "${game.verdict}" ${(game.verdictMs / 1000).toFixed(1)} s after the first frame;`,
  );
  console.log(`  peak resident memory over ${WATCH_MS / 1000} s: ${mib(game.peakKb)} (target 100 MiB or less)`);
  // An Easy deal of the catalogue: its winning line is read from data/easy-lines/, and no search runs.
  const easy = await gameMemory(['--variant', 'forty-thieves', '--difficulty', 'easy', '--seed', String(EASY_SEED)]);
  console.log(
    `the game on Forty Thieves ${EASY_SEED} (easy): verdict "${easy.verdict}" ${(easy.verdictMs / 1000).toFixed(1)} s after the first frame;`,
  );
  console.log(`  peak resident memory over ${WATCH_MS / 1000} s: ${mib(easy.peakKb)} (target 100 MiB or less)`);
  // s where the verdict could not tell: the longer search the player waits for (any key stops it).
  const watched = await gameMemory(['--seed', '1'], WATCH_S_MS, 's');
  console.log(
    `the game on Forty Thieves 1 (hard) while s searches, ${WATCH_S_MS / 1000} s from the key: ` +
      `peak resident memory ${mib(watched.peakKb)} (no target: a search the player asked for)`,
  );
  // Deal 1 is not in the catalogue, and its check runs its whole budget without a verdict.
  console.log(
    `the game checking Forty Thieves 1 (easy), ${CHECK_MS / 1000} s: ` +
      `peak resident memory ${mib(await checkMemory(1))} (target 100 MiB or less)`,
  );
  const solved = await solveMemory(['--seed', '1', '--timeout', '10', '--json']);
  const { verdict, nodes } = JSON.parse(solved.output) as { verdict: string; nodes: number };
  console.log(
    `solve --seed 1 --timeout 10 (default table): ${verdict}, ${nodes.toLocaleString('en-US')} positions;` +
      ` peak resident memory ${mib(solved.peakKb)} (target 300 MiB or less)`,
  );
}
