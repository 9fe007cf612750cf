// One variant's share of `npm run deals`: carries on along the seed sequence
// from where its record ends, on every worker, until the variant has the
// proven deals wanted (or the tries allowed run out). Results are kept in the
// order of the sequence, whatever order the workers finish in, and written
// every few seconds, so Ctrl+C loses only the seeds in flight, and a crash
// those and the results of the last few seconds.

import type { Variant } from '../../src/engine/index.js';
import type { SeedPool } from './pool.js';
import { appendRecords, RecordError, readRecords, recordPath, writeRecords } from './records.js';
import { seedSequence } from './sequence.js';
import type { Attempt, SearchBudget } from './try-seed.js';

export interface VariantGoal {
  readonly variant: Variant;
  /** Proven deals wanted in all, counting those of earlier runs. */
  readonly count: number;
  /** The most seeds to have tried in all: the run stops there even short of `count`. */
  readonly maxTries: number;
  readonly budget: SearchBudget;
}

export interface VariantProgress {
  readonly tried: number;
  readonly proven: number;
  /** Tried and proven in this run, and the time this run has spent on the variant. */
  readonly triedNow: number;
  readonly provenNow: number;
  readonly ms: number;
}

export interface VariantHooks {
  readonly onProgress: (progress: VariantProgress) => void;
  /** Seeds whose winning line did not replay (the solver's bug): they count as unknown. */
  readonly onSolverBug: (seed: bigint, problem: string) => void;
  /** Called with the won seeds whenever the record is written, to update the catalogue. */
  readonly onSaved: (records: readonly Attempt[]) => void;
  /** True once the run should stop (Ctrl+C). */
  readonly stopping: () => boolean;
}

const SAVE_EVERY_MS = 10_000;

export async function runVariant(
  dataDir: string,
  goal: VariantGoal,
  pool: SeedPool,
  hooks: VariantHooks,
): Promise<VariantProgress> {
  const path = recordPath(dataDir, goal.variant.id);
  const records = readRecords(path);
  const sequence = seedSequence();
  records.forEach((record, i) => {
    const expected = sequence.next().value!;
    if (record.seed !== expected) {
      throw new RecordError(
        `${path}: line ${i + 1} has seed ${record.seed} where the seed sequence has ${expected}; move the file away to start the variant again`,
      );
    }
  });
  // A clean file to append to: a batch cut short by a crash is dropped here.
  if (records.length > 0) writeRecords(path, records);

  const started = performance.now();
  const already = { tried: records.length, proven: records.filter((r) => r.outcome === 'won').length };
  let proven = already.proven;
  let saved = records.length;
  let lastSave = started;
  const progress = (): VariantProgress => ({
    tried: records.length,
    proven,
    triedNow: records.length - already.tried,
    provenNow: proven - already.proven,
    ms: performance.now() - started,
  });
  const save = (): void => {
    appendRecords(path, records.slice(saved));
    saved = records.length;
    lastSave = performance.now();
    hooks.onSaved(records);
  };

  // Finished out of order, waiting for the seeds before them.
  const finished = new Map<number, Attempt>();
  let dispatched = records.length;
  let provenAhead = 0;
  const wanted = (): boolean => !hooks.stopping() && proven + provenAhead < goal.count && dispatched < goal.maxTries;

  const commit = (): void => {
    // Never past the count-th win: a seed still in flight then, won, would make the catalogue's size (and
    // the Easy daily deal, picked by it) depend on how many workers ran.
    for (let next = finished.get(records.length); next && proven < goal.count; next = finished.get(records.length)) {
      finished.delete(records.length);
      records.push(next);
      if (next.outcome === 'won') {
        proven++;
        provenAhead--;
      }
    }
    if (performance.now() - lastSave >= SAVE_EVERY_MS) save();
    hooks.onProgress(progress());
  };

  const lane = async (): Promise<void> => {
    while (wanted()) {
      const index = dispatched++;
      const seed = sequence.next().value!;
      const { attempt } = await pool.run({ variant: goal.variant.id, seed, budget: goal.budget });
      if (attempt.solverBug) hooks.onSolverBug(seed, attempt.solverBug);
      if (attempt.outcome === 'won') provenAhead++;
      finished.set(index, attempt);
      commit();
    }
  };
  hooks.onProgress(progress());
  try {
    await Promise.all(Array.from({ length: pool.size }, lane));
  } finally {
    save();
  }
  // One gzip member for the whole record: smaller than a member per batch.
  writeRecords(path, records);
  return progress();
}
