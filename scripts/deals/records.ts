// The record of every seed tried for a variant's Easy deals, in the order of
// the seed sequence: data/easy-lines/<variant>.txt.gz. One line a seed:
//
//   <seed> won <nodes> <move> <move> ...     proven winnable, with its winning line
//   <seed> unknown <nodes>                   the budget ran out
//   <seed> lost <nodes>                      proven unwinnable under Easy rules
//
// where <nodes> is the number of positions the search spent on it: positions
// reached, as SolveResult counts them (the records as shipped, made before
// the solver counted so, count positions expanded). The record
// is the catalogue's proof (tests replay its lines through the engine) and
// what lets `npm run deals` resume: it appends each batch of lines as a gzip
// member of its own (gzip allows several in one file), and a file cut short
// by a crash loses only its unfinished last batch.

import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Attempt, Outcome } from './try-seed.js';

export function recordPath(dataDir: string, variantId: string): string {
  return join(dataDir, 'easy-lines', `${variantId}.txt.gz`);
}

export function formatRecord(a: Attempt): string {
  const head = `${a.seed} ${a.outcome} ${a.nodes}`;
  return a.moves === undefined ? head : `${head} ${a.moves}`;
}

const RECORD = /^(\d+) (won|lost|unknown) (\d+)(?: (.+))?$/;

/** A record file that cannot be carried on from: said in one line, with the file, and nothing is written. */
export class RecordError extends Error {}

export function parseRecord(line: string, where = 'a record'): Attempt {
  const m = RECORD.exec(line);
  if (!m || (m[2] === 'won') !== (m[4] !== undefined)) {
    throw new RecordError(`${where} is not "<seed> won|lost|unknown <nodes> [moves]": ${line.slice(0, 80)}`);
  }
  const attempt = { seed: BigInt(m[1]), outcome: m[2] as Outcome, nodes: Number(m[3]) };
  return m[4] === undefined ? attempt : { ...attempt, moves: m[4] };
}

/**
 * The records in a file, [] when there is none. A last batch cut short by a
 * crash is dropped (with its incomplete last line), not an error.
 */
export function readRecords(path: string): Attempt[] {
  if (!existsSync(path)) return [];
  let text: string;
  try {
    text = gunzipSync(readFileSync(path), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
  } catch (error) {
    throw new RecordError(
      `${path} cannot be read (${(error as Error).message}); move it away to start the variant again`,
    );
  }
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line, i) => parseRecord(line, `${path} line ${i + 1}`));
}

/** Adds records at the end of the file, as one gzip member. */
export function appendRecords(path: string, attempts: readonly Attempt[]): void {
  if (attempts.length === 0) return;
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, gzipSync(attempts.map((a) => `${formatRecord(a)}\n`).join('')));
}

/** Replaces the file with these records in one gzip member (compresses better than many). */
export function writeRecords(path: string, attempts: readonly Attempt[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeAtomically(path, gzipSync(attempts.map((a) => `${formatRecord(a)}\n`).join(''), { level: 9 }));
}

/** Writes beside the file and renames over it, so that a crash leaves the old file or the new, never half of one. */
export function writeAtomically(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
