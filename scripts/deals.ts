// `npm run deals`: the Easy level's catalogue of proven-winnable deals.
//
// For each variant, tries the seeds of a fixed sequence (scripts/deals/sequence.ts)
// in order under Easy rules, each within a budget (scripts/deals/try-seed.ts),
// on every core, until the variant has the proven deals wanted. Writes
// data/easy-lines/<variant>.txt.gz (every seed tried, with the winning line of
// each won one) as it goes, and data/easy-seeds.json (the won seeds, which the
// game reads). A second run carries on where the records end, so an
// interrupted run loses little and a larger --count only adds deals.
//
//   npm run deals -- [--variant <id>,...] [--count <n>] [--nodes <n>] [--beam <width>]
//                    [--max-tries <n>] [--workers <n>] [--data <dir>]

import { existsSync, mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findVariant, VARIANTS, type Variant, variantIds } from '../src/engine/index.js';
import { readEasyCatalogue } from '../src/solver-runtime/easy.js';
import { holdLock } from '../src/store/lock.js';
import { CATALOGUE_FILE, wonSeeds, writeCatalogue } from './deals/catalogue.js';
import { SeedPool } from './deals/pool.js';
import { duration, ProgressLine, progressLine, summaryLine } from './deals/progress.js';
import { RecordError, readRecords, recordPath } from './deals/records.js';
import { runVariant, type VariantProgress } from './deals/run-variant.js';
import { DEFAULT_BUDGET, defaultCount } from './deals/settings.js';

/** With no --max-tries: give up on a variant after this many tries per deal wanted. */
const TRIES_PER_DEAL = 10;

const USAGE = `usage: npm run deals -- [options]
  --variant <id>[,<id>...]  only these variants (default: all): ${variantIds().join(', ')}
  --count <n>               proven deals wanted per variant, counting earlier runs
                            (default: ${defaultCount('forty-thieves')} for forty-thieves, ${defaultCount('maria')} for the others)
  --nodes <n>               positions for the depth-first search per seed (default: ${DEFAULT_BUDGET.nodes})
  --beam <width>            positions the beam search keeps per turn of the stock, 0 for no beam
                            search (default: ${DEFAULT_BUDGET.beamWidth})
  --max-tries <n>           stop a variant after this many seeds tried in all (default: ${TRIES_PER_DEAL} per deal wanted)
  --workers <n>             worker threads (default: one per core, here ${availableParallelism()})
  --data <dir>              where the catalogue is written (default: data/)`;

class UsageError extends Error {}

/** A run that would spoil another's work: refused before anything is read or written. */
class RefusedError extends Error {}

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`--${name} takes a whole number of at least 1, not "${text}"`);
  return n;
}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      variant: { type: 'string', multiple: true },
      count: { type: 'string' },
      nodes: { type: 'string' },
      beam: { type: 'string' },
      'max-tries': { type: 'string' },
      workers: { type: 'string' },
      data: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const variants: Variant[] = values.variant
    ? values.variant
        .flatMap((v) => v.split(','))
        .map((id) => {
          const variant = findVariant(id);
          if (!variant) throw new UsageError(`unknown variant "${id}"; the variants are ${variantIds().join(', ')}`);
          return variant;
        })
    : VARIANTS.slice();
  return {
    help: values.help === true,
    variants,
    count: wholeNumber('count', values.count),
    budget: {
      ...DEFAULT_BUDGET,
      nodes: wholeNumber('nodes', values.nodes) ?? DEFAULT_BUDGET.nodes,
      beamWidth: values.beam === '0' ? 0 : (wholeNumber('beam', values.beam) ?? DEFAULT_BUDGET.beamWidth),
    },
    maxTries: wholeNumber('max-tries', values['max-tries']),
    workers: wholeNumber('workers', values.workers) ?? availableParallelism(),
    dataDir: values.data ?? fileURLToPath(new URL('../data/', import.meta.url)),
  };
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  if (o.help) {
    console.log(USAGE);
    return;
  }
  // Each run writes the whole catalogue from what it read at its start: two runs into one folder would
  // each drop the other's deals from it, and two on one variant would append the same seeds twice.
  try {
    mkdirSync(o.dataDir, { recursive: true });
  } catch (error) {
    throw new RefusedError(`--data ${o.dataDir}: ${(error as Error).message}`);
  }
  const lock = holdLock(join(o.dataDir, 'deals.lock'));
  if ('holder' in lock) {
    const { pid, host } = lock.holder;
    throw new RefusedError(
      `another run (process ${pid}${host ? ` on ${host}` : ''}) writes the catalogue in ${o.dataDir}: wait for it, or give --data another folder`,
    );
  }
  if (!lock.held) throw new RefusedError(`--data ${o.dataDir}: the folder takes no files`);
  process.on('exit', lock.release);
  const line = new ProgressLine();
  // The catalogue lists every variant with a record, not just this run's.
  const seeds = new Map<string, readonly number[]>();
  for (const variant of VARIANTS) {
    const records = readRecords(recordPath(o.dataDir, variant.id));
    if (records.length > 0) seeds.set(variant.id, wonSeeds(records));
  }
  let stopping = false;
  process.on('SIGINT', () => {
    if (stopping) process.exit(130);
    stopping = true;
    line.print('stopping: finishing the seeds in flight and saving (Ctrl+C again to quit at once)');
  });

  const pool = await SeedPool.start(o.workers);
  const started = performance.now();
  const done: VariantProgress[] = [];
  line.print(`Easy deals for ${o.variants.length} variant(s) on ${o.workers} worker(s), into ${o.dataDir}`);
  try {
    for (const [k, variant] of o.variants.entries()) {
      if (stopping) break;
      const count = o.count ?? defaultCount(variant.id);
      const maxTries = o.maxTries ?? count * TRIES_PER_DEAL;
      // The variants still to come, at this run's pace so far.
      const laterMs = (p: VariantProgress): number | undefined => {
        const proven = done.reduce((s, d) => s + d.provenNow, 0) + p.provenNow;
        if (proven === 0) return undefined;
        const msPerDeal = (done.reduce((s, d) => s + d.ms, 0) + p.ms) / proven;
        const later = o.variants.slice(k + 1);
        return (
          later.reduce((s, v) => s + Math.max(0, (o.count ?? defaultCount(v.id)) - (seeds.get(v.id)?.length ?? 0)), 0) *
          msPerDeal
        );
      };
      const result = await runVariant(o.dataDir, { variant, count, maxTries, budget: o.budget }, pool, {
        onProgress: (p) => line.show(progressLine(variant.id, p, count, laterMs(p))),
        onSolverBug: (seed, problem) => line.print(`${variant.id} seed ${seed}: ${problem} (counted as unknown)`),
        onSaved: (records) => {
          seeds.set(variant.id, wonSeeds(records));
          writeCatalogue(o.dataDir, seeds);
        },
        stopping: () => stopping,
      });
      line.print(summaryLine(variant.id, result, count));
      done.push(result);
    }
  } finally {
    await pool.close();
  }
  const path = join(o.dataDir, CATALOGUE_FILE);
  if (!existsSync(path)) {
    line.print(`stopped before any deal was tried: no catalogue in ${o.dataDir}`);
    return;
  }
  const loadStart = performance.now();
  const catalogue = readEasyCatalogue(path);
  const loadMs = performance.now() - loadStart;
  const total = [...catalogue.values()].reduce((s, list) => s + list.length, 0);
  // CPU time counts every thread of the process: on a busy machine it says what the work itself took.
  const cpu = process.cpuUsage();
  line.print(
    `${stopping ? 'stopped' : 'done'} in ${duration(performance.now() - started)} (CPU ${duration((cpu.user + cpu.system) / 1000)}): ` +
      `${total} deals in ${path} (${(statSync(path).size / 1024).toFixed(0)} KiB, read in ${loadMs.toFixed(1)} ms)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`deals: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof RefusedError || error instanceof RecordError) {
    console.error(`deals: ${error.message}`);
    process.exit(error instanceof RefusedError ? 2 : 1);
  }
  console.error(error);
  process.exit(1);
});
