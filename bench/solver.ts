// `npm run bench:solver`: the solver on a fixed range of deals per variant,
// each with a time budget, on every core. Prints per variant the counts of
// winnable, unwinnable and unknown, which part of the solver decided them
// (wins by the beam search or the depth-first search, losses proven by the
// search or by the deadlock test or the column-bottoms test on the deal
// itself, and how many of the search's proofs the column-bottoms test and
// the stay-built rule took part in), how many positions each test cut and
// how many moves the stay-built rule left out, the nodes per second of one core (positions
// reached, as game-tree searches count them: see SolveResult), the positions
// expanded per second (those whose moves were generated), and the median time
// to a verdict.
//
// Defaults: Forty Thieves (hard) seeds 1-50 at 10 s a deal; every other
// variant seeds 1-10 at 2 s. Flags:
//   --variant <id|all>   one variant, or all (the default)
//   --seeds <a-b>        the seed range (default as above)
//   --ms <n>             the budget per deal in milliseconds
//   --nodes <n>          a budget in nodes instead (the same on any machine, whatever its load)
//   --difficulty <level> hard (default), medium or easy
//   --jobs <n>           worker threads (default: the number of cores)
//   --each               also print every deal's verdict, nodes and time
// Deals run in the built worker (dist/solver-worker.js, built first by the
// npm script): the same code the game ships.

import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { WorkerPool } from '../scripts/worker-pool.js';
import { deal, findVariant, isLevel, type Level, VARIANTS, type Variant } from '../src/engine/index.js';
import type { SolveResult } from '../src/solver/index.js';
import type { SolveReply, SolveRequest } from '../src/solver-runtime/index.js';

interface Plan {
  variant: Variant;
  from: number;
  to: number;
  ms: number;
  nodes?: number;
}

/** The flags given; any other is refused, so that a typo does not run the ten-minute default. */
function flags() {
  try {
    return parseArgs({
      options: {
        variant: { type: 'string' },
        seeds: { type: 'string' },
        ms: { type: 'string' },
        nodes: { type: 'string' },
        difficulty: { type: 'string' },
        jobs: { type: 'string' },
        each: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

type Flags = ReturnType<typeof flags>;

function fail(message: string): never {
  console.error(`bench:solver: ${message}`);
  process.exit(2);
}

/** The most deals of one variant a run takes: a range past it is a typo. */
const MOST_DEALS = 100_000;

/** A whole number from 1 up, from `--name`'s value. */
function whole(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : fail(`--${name} takes a whole number from 1, not "${text}"`);
}

function plans(given: Flags): Plan[] {
  const which = given.variant ?? 'all';
  const variants = which === 'all' ? VARIANTS : [findVariant(which) ?? fail(`unknown variant "${which}"`)];
  const { seeds } = given;
  const range = seeds
    ? (/^(\d+)-(\d+)$/.exec(seeds) ?? fail(`--seeds takes a range such as 1-50, not "${seeds}"`))
    : undefined;
  const [from, to] = range ? [Number(range[1]), Number(range[2])] : [1, undefined];
  if (to !== undefined && !(from >= 1 && from <= to && to - from < MOST_DEALS && Number.isSafeInteger(to))) {
    fail(`--seeds takes seeds from 1, the first no larger than the last, at most ${MOST_DEALS} deals: not "${seeds}"`);
  }
  const ms = whole('ms', given.ms);
  const nodes = whole('nodes', given.nodes);
  return variants.map((variant) => {
    const main = variant.id === 'forty-thieves';
    return { variant, from, to: to ?? (main ? 50 : 10), ms: ms ?? (main ? 10_000 : 2_000), nodes };
  });
}

interface Job {
  plan: Plan;
  seed: number;
}

/** Runs the jobs on `jobs` workers, each solving one deal at a time. */
async function runAll(list: Job[], level: Level, jobs: number): Promise<Map<Job, SolveResult>> {
  const results = new Map<Job, SolveResult>();
  const pool = new WorkerPool<SolveRequest, SolveReply>(
    Math.min(jobs, list.length),
    new URL('../dist/solver-worker.js', import.meta.url),
  );
  // Each lane deals its next deal when its worker is free: a list of a million deals is not dealt up front.
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < list.length) {
      const job = list[next++];
      const reply = await pool.run({
        position: deal(job.plan.variant, BigInt(job.seed), level),
        budget: job.plan.nodes ? { nodes: job.plan.nodes } : { ms: job.plan.ms },
      });
      if ('error' in reply) throw new Error(`${job.plan.variant.id} seed ${job.seed}: ${reply.error}`);
      // The worker runs as the game ships it, where a bug answers "unknown": it is said, not counted silently.
      if (reply.result.solverBug) console.error(`\n${job.plan.variant.id} seed ${job.seed}: ${reply.result.solverBug}`);
      results.set(job, reply.result);
      if (process.stderr.isTTY) process.stderr.write(`\r${results.size}/${list.length} deals solved`);
    }
  };
  try {
    await Promise.all(Array.from({ length: pool.size }, lane));
  } finally {
    await pool.close();
  }
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  return results;
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function run(): Promise<void> {
  const given = flags();
  const levelText = given.difficulty ?? 'hard';
  if (!isLevel(levelText)) fail(`unknown difficulty "${levelText}"`);
  const jobs = whole('jobs', given.jobs) ?? availableParallelism();
  const planned = plans(given);
  const list = planned.flatMap((plan) =>
    Array.from({ length: plan.to - plan.from + 1 }, (_, k) => ({ plan, seed: plan.from + k })),
  );
  console.log(`Solver: ${list.length} deals at ${levelText} on ${jobs} worker thread${jobs === 1 ? '' : 's'}.`);
  const started = performance.now();
  const results = await runAll(list, levelText, jobs);
  const wall = (performance.now() - started) / 1000;

  const header = [
    'variant',
    'seeds',
    'budget',
    'winnable',
    'unwinnable',
    'unknown',
    'verdicts',
    'won: beam',
    'won: depth-first',
    'lost: search',
    'lost: deadlock at once',
    'lost: bottoms at once',
    'lost: search with bottoms cuts',
    'lost: search with stay-built',
    'deadlock cuts',
    'bottoms cuts',
    'stay-built left out',
    'nodes/s/core',
    'expanded/s/core',
    'median to verdict',
  ];
  const rows = [header];
  for (const plan of planned) {
    const mine = list.filter((j) => j.plan === plan).map((j) => results.get(j)!);
    const count = (v: string) => mine.filter((r) => r.verdict === v).length;
    const by = (v: string, technique: SolveResult['decidedBy']) =>
      String(mine.filter((r) => r.verdict === v && r.decidedBy === technique).length);
    const cuts = mine.reduce((a, r) => a + r.deadlocks, 0);
    const bottomsCuts = mine.reduce((a, r) => a + r.bottoms, 0);
    const searchedWith = (cut: (r: SolveResult) => number) =>
      String(mine.filter((r) => r.verdict === 'unwinnable' && r.decidedBy === 'depth-first' && cut(r) > 0).length);
    const stayedBuilt = mine.reduce((a, r) => a + r.stayedBuilt, 0);
    const decided = mine.filter((r) => r.verdict !== 'unknown');
    const nodes = mine.reduce((a, r) => a + r.nodes, 0);
    const expanded = mine.reduce((a, r) => a + r.expanded, 0);
    const ms = mine.reduce((a, r) => a + r.ms, 0);
    const perSecond = (n: number) => Math.round((n / Math.max(1, ms)) * 1000).toLocaleString('en-US');
    rows.push([
      plan.variant.id,
      `${plan.from}-${plan.to}`,
      plan.nodes ? `${plan.nodes} nodes` : `${plan.ms / 1000} s`,
      String(count('winnable')),
      String(count('unwinnable')),
      String(count('unknown')),
      `${Math.round((100 * decided.length) / mine.length)}%`,
      by('winnable', 'beam'),
      by('winnable', 'depth-first'),
      by('unwinnable', 'depth-first'),
      by('unwinnable', 'deadlock'),
      by('unwinnable', 'bottoms'),
      searchedWith((r) => r.bottoms),
      searchedWith((r) => r.stayedBuilt),
      cuts.toLocaleString('en-US'),
      bottomsCuts.toLocaleString('en-US'),
      stayedBuilt.toLocaleString('en-US'),
      perSecond(nodes),
      perSecond(expanded),
      decided.length ? `${(median(decided.map((r) => r.ms)) / 1000).toFixed(2)} s` : '-',
    ]);
  }
  if (given.each) {
    for (const job of list) {
      const r = results.get(job)!;
      console.log(
        `${job.plan.variant.id} ${job.seed}: ${r.verdict}${r.decidedBy ? ` (${r.decidedBy})` : ''} ${r.nodes} nodes ${r.expanded} expanded ${r.ms} ms${r.verdict === 'winnable' ? ` ${r.moves.length} moves` : ''}`,
      );
    }
  }
  const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const row of rows)
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  console.log(`Wall time ${wall.toFixed(1)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
