// `npm run study`: the winnable share of random deals, per variant and level.
//
// Solves the deals of a fixed sequence (deal k is seed 7000000000 + k, see
// src/winnability/file.ts), each within a time budget, on every core, and
// writes data/winnability.json: per variant and level the deals tried, won,
// lost and unknown, and the interval of the winnable share with 95%
// confidence on each end (src/winnability/interval.ts). The file is
// rewritten after every deal, and a second run carries on where it ends, so
// an interrupted run loses only the deals in flight and a larger --deals
// only adds deals. The full run is the default: every variant, Hard and
// Medium, 100 deals at 30 s each (about 20 hours on one core). Easy is not
// studied: its deals are drawn from the catalogue of proven wins, and its
// rules are Medium's.
//
//   npm run study -- [--variant <id>,...] [--level <level>,...] [--deals <n>]
//                    [--seconds <s>] [--workers <n>] [--out <file>] [--table]

import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findVariant, isLevel, type Level, VARIANTS, type Variant, variantIds } from '../src/engine/index.js';
import { holdLock } from '../src/store/lock.js';
import { cellKey, readWinnability, WinnabilityFileError } from '../src/winnability/index.js';
import { ProgressLine } from './deals/progress.js';
import { progressText, StudyProgressLine } from './study/progress.js';
import { DEFAULT_SECONDS, runStudy, StudyMismatchError, type StudyProgress } from './study/run.js';
import { dealSolver, MissingWorkerError } from './study/solve-deal.js';
import { markdownTable } from './study/table.js';

const DEFAULT_DEALS = 100;
const DEFAULT_LEVELS: readonly Level[] = ['hard', 'medium'];
const DEFAULT_OUT = fileURLToPath(new URL('../data/winnability.json', import.meta.url));

const USAGE = `usage: npm run study -- [options]
  --variant <id>[,<id>...]  only these variants (default: all): ${variantIds().join(', ')}
  --level <level>[,...]     hard, medium (default: both)
  --deals <n>               deals per variant and level, counting earlier runs (default: ${DEFAULT_DEALS})
  --seconds <s>             time for the solver on each deal (default: a variant and level's
                            own in the file, ${DEFAULT_SECONDS} for one not in it yet)
  --workers <n>             worker threads (default: one per core, here ${availableParallelism()})
  --out <file>              the table to write and carry on (default: data/winnability.json)
  --table                   print the table in the file as Markdown (these variants and levels), and solve nothing`;

class UsageError extends Error {}
/** A run that cannot go on as asked, with nothing wrong in how it was asked. */
class RefusedError extends Error {}

function positive(name: string, text: string | undefined, whole: boolean): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  // Not Infinity: JSON would write it as null, and the file would no longer be read.
  if (!(n > 0) || !Number.isFinite(n) || (whole && !Number.isSafeInteger(n)))
    throw new UsageError(`--${name} takes a ${whole ? 'whole number' : 'number'} above 0, not "${text}"`);
  return n;
}

/** The names of an option given once or more, or as a list (a,b); a list that names nothing is refused. */
function list(name: string, values: string[] | undefined): string[] | undefined {
  const names = values?.flatMap((v) => v.split(',')).filter((v) => v !== '');
  if (names?.length === 0) throw new UsageError(`--${name} names nothing: give one or more, separated by commas`);
  return names;
}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      variant: { type: 'string', multiple: true },
      level: { type: 'string', multiple: true },
      deals: { type: 'string' },
      seconds: { type: 'string' },
      workers: { type: 'string' },
      out: { type: 'string' },
      table: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  // Each once, however often named (or by another of its names): named twice, its deals would be solved twice.
  const variants: Variant[] = [
    ...new Set(
      list('variant', values.variant)?.map(
        (id) => findVariant(id) ?? fail(`unknown variant "${id}"; the variants are ${variantIds().join(', ')}`),
      ) ?? VARIANTS,
    ),
  ];
  const levels: Level[] = [
    ...new Set(
      list('level', values.level)?.map((level) =>
        isLevel(level) && level !== 'easy'
          ? level
          : fail(`--level takes hard or medium, not "${level}" (Easy deals are proven winnable by construction)`),
      ) ?? DEFAULT_LEVELS,
    ),
  ];
  return {
    help: values.help === true,
    table: values.table === true,
    cells: variants.flatMap((variant) => levels.map((level) => ({ variant, level }))),
    deals: positive('deals', values.deals, true) ?? DEFAULT_DEALS,
    seconds: positive('seconds', values.seconds, false),
    workers: positive('workers', values.workers, true) ?? availableParallelism(),
    out: values.out ?? DEFAULT_OUT,
  };
}

function fail(message: string): never {
  throw new UsageError(message);
}

/** The code that decides the verdicts: the rules and the solver. */
const SOLVER_SOURCES = ['src/engine', 'src/solver', 'src/solver-runtime'];

/**
 * The last commit that changed the solver or the rules, marked when the
 * working tree changes them further: the same on every later commit that
 * leaves them alone, so that a run resumed after other work names one solver.
 */
function solverCommit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', ...SOLVER_SOURCES) !== '';
    return `${git('log', '-1', '--format=%h', '--abbrev=12', '--', ...SOLVER_SOURCES)}${changed ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  if (o.help) return void console.log(USAGE);
  if (o.table) {
    // The cells of the variants and levels asked for (by default every one in the file).
    const wanted = new Set(o.cells.map(({ variant, level }) => cellKey(variant.id, level)));
    const cells = [...readWinnability(o.out).values()].filter((c) => wanted.has(cellKey(c.variant, c.level)));
    // A table of no rows would read as a study of nothing: said, not printed.
    if (!statSync(o.out, { throwIfNoEntry: false })) throw new RefusedError(`--out ${o.out}: there is no such file`);
    if (cells.length === 0) throw new RefusedError(`${o.out} holds no study of the variants and levels asked for`);
    return void console.log(markdownTable(cells));
  }

  const folder = dirname(resolve(o.out));
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new RefusedError(`--out ${o.out}: there is no folder ${folder} to write it in`);
  }
  // Two runs into one file would each write their own deals over the other's.
  const lock = holdLock(`${o.out}.lock`);
  if ('holder' in lock) {
    const { pid, host } = lock.holder;
    throw new RefusedError(
      `another study (process ${pid}${host ? ` on ${host}` : ''}) writes ${o.out}: wait for it, or give --out another file`,
    );
  }
  if (!lock.held) throw new RefusedError(`--out ${o.out}: the folder ${folder} takes no files`);
  process.on('exit', lock.release);
  const line = new ProgressLine();
  let stopping = false;
  process.on('SIGINT', () => {
    if (stopping) process.exit(130);
    stopping = true;
    line.print('stopping: finishing the deals in flight and saving (Ctrl+C again to quit at once)');
  });
  const solver = solverCommit();
  const plan = {
    cells: o.cells,
    deals: o.deals,
    secondsPerDeal: o.seconds,
    solver,
    today: () => new Date().toISOString().slice(0, 10),
  };
  const { solveDeal, close } = dealSolver(o.workers, (problem) => line.print(problem));
  line.print(
    `Winnability of ${o.cells.length} variant(s) and level(s), ${o.deals} deals each ` +
      `at ${o.seconds === undefined ? "each one's own seconds in the file" : `${o.seconds} s`}, ` +
      `on ${o.workers} worker(s), solver ${solver}, into ${o.out}`,
  );
  const progress = new StudyProgressLine(line);
  let result: StudyProgress;
  try {
    result = await runStudy(o.out, plan, solveDeal, o.workers, {
      onProgress: (p) => progress.show(p),
      stopping: () => stopping,
    });
  } finally {
    progress.stop();
    await close();
  }
  line.print(progressText(result));
  line.print(`${stopping ? 'stopped' : 'done'}: ${o.out}`);
  console.log(markdownTable([...readWinnability(o.out).values()]));
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof RefusedError ||
    error instanceof StudyMismatchError ||
    error instanceof WinnabilityFileError ||
    error instanceof MissingWorkerError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`study: ${(error as Error).message}${error instanceof UsageError ? `\n${USAGE}` : ''}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
