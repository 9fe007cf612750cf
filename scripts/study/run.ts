// The study's schedule: carries each variant and level on along the deal
// sequence from where data/winnability.json leaves it, up to the deals
// wanted, on every lane at once. Deals go round the cells (deal k of every
// cell before deal k + 1 of any), so that a run stopped early leaves every
// cell with about as many deals. A cell's record grows only in sequence
// order, whatever order the lanes finish in, and the file is rewritten after
// every deal: Ctrl+C waits for the deals in flight, and a crash loses those
// and the deals finished ahead of one still in flight.

import type { Level, Variant } from '../../src/engine/index.js';
import {
  cellKey,
  formatWinnability,
  OUTCOME_LETTERS,
  readWinnability,
  type StudyCell,
  studySeed,
} from '../../src/winnability/index.js';
import { writeAtomically } from '../deals/records.js';

export type Outcome = keyof typeof OUTCOME_LETTERS;

export interface DealResult {
  readonly outcome: Outcome;
  /** Positions the solver reached; null if it could not say (its worker failed). */
  readonly positions: number | null;
}

/** Solves one deal within the seconds given. */
export type SolveDeal = (variant: Variant, level: Level, seed: bigint, seconds: number) => Promise<DealResult>;

export interface StudyPlan {
  readonly cells: readonly { readonly variant: Variant; readonly level: Level }[];
  /** Deals wanted per cell, counting earlier runs. */
  readonly deals: number;
  /** The solver's time on each deal; by default a cell's recorded one, DEFAULT_SECONDS for a new cell. */
  readonly secondsPerDeal?: number;
  /** The commit of the solver doing this run's deals. */
  readonly solver: string;
  /** Today, YYYY-MM-DD: the date of a cell is that of its last deal, and a long run passes midnight. */
  readonly today: () => string;
}

/** The solver's time on each deal of a cell the file does not have yet, unless the run says otherwise. */
export const DEFAULT_SECONDS = 30;

export interface StudyProgress {
  /** Deals this run has to do, and has done, by outcome. */
  readonly planned: number;
  readonly done: Readonly<Record<Outcome, number>>;
  readonly ms: number;
  /** The longest the deals left can take: as many rounds of the lanes as they fill, each of the longest budget. */
  readonly mostMsLeft: number;
}

export interface StudyHooks {
  readonly onProgress: (progress: StudyProgress) => void;
  /** True once the run should stop: no new deal starts. */
  readonly stopping: () => boolean;
}

export class StudyMismatchError extends Error {}

export async function runStudy(
  path: string,
  plan: StudyPlan,
  solveDeal: SolveDeal,
  lanes: number,
  hooks: StudyHooks,
): Promise<StudyProgress> {
  const cells = readWinnability(path);
  const seconds = new Map<string, number>();
  for (const { variant, level } of plan.cells) {
    const key = cellKey(variant.id, level);
    const cell = cells.get(key);
    const asked = plan.secondsPerDeal ?? cell?.secondsPerDeal ?? DEFAULT_SECONDS;
    if (cell && cell.secondsPerDeal !== asked && cell.outcomes.length < plan.deals) {
      throw new StudyMismatchError(
        `${path} has ${key} at ${cell.secondsPerDeal} s a deal, and this run asks for ${asked} s: ` +
          `give --seconds ${cell.secondsPerDeal}, or none, to add to it, or --out another file to start afresh`,
      );
    }
    seconds.set(key, asked);
  }
  /** Set for every cell of the plan just above. */
  const secondsOf = (key: string): number => seconds.get(key) ?? DEFAULT_SECONDS;
  const jobs: { key: string; variant: Variant; level: Level; index: number; seconds: number }[] = [];
  for (let index = 0; index < plan.deals; index++) {
    for (const { variant, level } of plan.cells) {
      const key = cellKey(variant.id, level);
      if (index >= (cells.get(key)?.outcomes.length ?? 0)) {
        jobs.push({ key, variant, level, index, seconds: secondsOf(key) });
      }
    }
  }

  const started = performance.now();
  const done: Record<Outcome, number> = { won: 0, lost: 0, unknown: 0 };
  const longest = jobs.reduce((most, job) => Math.max(most, job.seconds), 0);
  const progress = (): StudyProgress => {
    const left = jobs.length - (done.won + done.lost + done.unknown);
    return {
      planned: jobs.length,
      done: { ...done },
      ms: performance.now() - started,
      mostMsLeft: Math.ceil(left / lanes) * longest * 1000,
    };
  };
  // Finished ahead of a deal before them in the same cell, by key and index.
  const ahead = new Map<string, Map<number, DealResult>>();

  const record = (key: string, variant: Variant, level: Level, index: number, result: DealResult): void => {
    done[result.outcome]++;
    const waiting = ahead.get(key) ?? new Map<number, DealResult>();
    ahead.set(key, waiting.set(index, result));
    const before = cells.get(key);
    let outcomes = before?.outcomes ?? '';
    const positions = [...(before?.positions ?? [])];
    for (let next = waiting.get(outcomes.length); next; next = waiting.get(outcomes.length)) {
      waiting.delete(outcomes.length);
      outcomes += OUTCOME_LETTERS[next.outcome];
      positions.push(next.positions);
    }
    if (outcomes === (before?.outcomes ?? '')) return;
    const solver = before?.solver.includes(plan.solver) ? before.solver : [...(before?.solver ?? []), plan.solver];
    const cell: StudyCell = {
      variant: variant.id,
      level,
      secondsPerDeal: secondsOf(key),
      outcomes,
      positions,
      solver,
      date: plan.today(),
    };
    cells.set(key, cell);
    writeAtomically(path, formatWinnability(cells.values()));
  };

  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length && !hooks.stopping()) {
      const job = jobs[next++];
      const result = await solveDeal(job.variant, job.level, studySeed(job.index + 1), job.seconds);
      record(job.key, job.variant, job.level, job.index, result);
      hooks.onProgress(progress());
    }
  };
  hooks.onProgress(progress());
  await Promise.all(Array.from({ length: lanes }, lane));
  return progress();
}
