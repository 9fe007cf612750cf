// `npm run deals`: the Easy level's catalogue of proven-winnable deals.
//
// For each variant, tries the seeds of a fixed sequence (scripts/deals/sequence.ts)
// in order under Easy rules, each with a node budget, on every core, until the
// variant has the proven deals wanted. Writes data/easy-lines/<variant>.txt.gz
// (every seed tried, with the winning line of each won one) as it goes, and
// data/easy-seeds.json (the won seeds, which the game reads). A second run
// carries on where the records end, so an interrupted run loses little and a
// larger --count only adds deals.
//
//   npm run deals -- [--variant <id>,...] [--count <n>] [--nodes <n>] [--max-tries <n>]
//                    [--workers <n>] [--data <dir>]

import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Variant, VARIANTS, findVariant, variantIds } from '../src/engine/index.js';
import { readEasyCatalogue } from '../src/solver/easy.js';
import { CATALOGUE_FILE, wonSeeds, writeCatalogue } from './deals/catalogue.js';
import { SeedPool } from './deals/pool.js';
import { ProgressLine, duration, progressLine, summaryLine } from './deals/progress.js';
import { readRecords, recordPath } from './deals/records.js';
import { type VariantProgress, runVariant } from './deals/run-variant.js';

/** Proven deals wanted per variant, by default. */
const COUNT: Readonly<Record<string, number>> = { 'forty-thieves': 2000 };
const DEFAULT_COUNT = 500;

/**
 * Node budget per seed, by default. A small budget proves fewer of the seeds
 * tried but spends far less on each seed it gives up on, so it finds proven
 * deals fastest; those deals are also the plainest wins, which suits Easy.
 * Chosen from the nodes each win took in samples of a few hundred seeds.
 */
const NODES: Readonly<Record<string, number>> = {
  'forty-thieves': 5000,
  josephine: 5000,
  'sixty-thieves': 10_000,
  'napoleons-square': 5000,
  limited: 10_000,
  lucas: 10_000,
  indian: 5000,
  maria: 3000,
  streets: 3000,
  'number-ten': 10_000,
  'rank-and-file': 20_000,
  'little-forty': 5000,
};
const DEFAULT_NODES = 10_000;
/** With no --max-tries: give up on a variant after this many tries per deal wanted. */
const TRIES_PER_DEAL = 25;

const USAGE = `usage: npm run deals -- [options]
  --variant <id>[,<id>...]  only these variants (default: all): ${variantIds().join(', ')}
  --count <n>               proven deals wanted per variant, counting earlier runs
                            (default: ${COUNT['forty-thieves']} for forty-thieves, ${DEFAULT_COUNT} for the others)
  --nodes <n>               node budget per seed (default: per variant, ${Math.min(...Object.values(NODES))}-${Math.max(...Object.values(NODES))})
  --max-tries <n>           stop a variant after this many seeds tried in all (default: ${TRIES_PER_DEAL} per deal wanted)
  --workers <n>             worker threads (default: one per core, here ${availableParallelism()})
  --data <dir>              where the catalogue is written (default: data/)`;

class UsageError extends Error {}

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} takes a whole number of at least 1, not "${text}"`);
  return n;
}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      variant: { type: 'string', multiple: true },
      count: { type: 'string' },
      nodes: { type: 'string' },
      'max-tries': { type: 'string' },
      workers: { type: 'string' },
      data: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const variants: Variant[] = values.variant
    ? values.variant.flatMap((v) => v.split(',')).map((id) => {
        const variant = findVariant(id);
        if (!variant) throw new UsageError(`unknown variant "${id}"; the variants are ${variantIds().join(', ')}`);
        return variant;
      })
    : VARIANTS.slice();
  return {
    help: values.help === true,
    variants,
    count: wholeNumber('count', values.count),
    nodes: wholeNumber('nodes', values.nodes),
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
      const count = o.count ?? COUNT[variant.id] ?? DEFAULT_COUNT;
      const nodes = o.nodes ?? NODES[variant.id] ?? DEFAULT_NODES;
      const maxTries = o.maxTries ?? count * TRIES_PER_DEAL;
      // For the variants still to come, guess the time per deal from those done.
      const msPerDeal = done.reduce((s, p) => s + p.ms, 0) / Math.max(1, done.reduce((s, p) => s + p.provenNow, 0));
      const laterDeals = o.variants.slice(k + 1).reduce((s, v) => s + (o.count ?? COUNT[v.id] ?? DEFAULT_COUNT), 0);
      const laterMs = done.some((p) => p.provenNow > 0) ? laterDeals * msPerDeal : undefined;
      const result = await runVariant(o.dataDir, { variant, count, maxTries, nodes }, pool, {
        onProgress: (p) => line.show(progressLine(variant.id, p, count, laterMs)),
        onSolverBug: (seed, problem) => line.print(`${variant.id} seed ${seed}: ${problem} (counted as unknown)`),
        onSaved: (records) => {
          seeds.set(variant.id, wonSeeds(records));
          writeCatalogue(o.dataDir, seeds);
        },
        stopping: () => stopping,
      });
      line.print(`${summaryLine(variant.id, result, count)} (budget ${nodes} nodes)`);
      done.push(result);
    }
  } finally {
    await pool.close();
  }
  const path = join(o.dataDir, CATALOGUE_FILE);
  const loadStart = performance.now();
  const catalogue = readEasyCatalogue(path);
  const loadMs = performance.now() - loadStart;
  const total = [...catalogue.values()].reduce((s, list) => s + list.length, 0);
  line.print(`${stopping ? 'stopped' : 'done'} in ${duration(performance.now() - started)}: ${total} deals in ${path} (${(statSync(path).size / 1024).toFixed(0)} KiB, read in ${loadMs.toFixed(1)} ms)`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`deals: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
