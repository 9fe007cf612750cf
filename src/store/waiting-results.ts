// Results that stats.json has not taken yet (its lock was busy, the disk was
// full, a newer version wrote it) wait in files of their own,
// `stats-waiting-<random>.json`, so that a kill before they are written
// costs nothing: the next copy to write the statistics counts them and
// removes the files it read.
//
// A file is written once and never written again: a copy with more results
// waiting writes a new file and then removes its older one. So a copy that
// read a file and counted what it held removes nothing it did not count,
// even while the copy that wrote it is still running. A game's id makes a
// result count once however often it is read (src/stats/ledger.ts).

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FinishedGame } from '../stats/index.js';
import type { ConfigDirectory } from './directory.js';
import { describeKeptAside, JsonFile } from './json-file.js';
import { arrayOf, checkVersion, objectOf } from './schema.js';

const WAITING_FILE = /^stats-waiting-[0-9a-f]{12}\.json$/;
const WAITING_SCHEMA_VERSION = 1;

const newFile = (directory: ConfigDirectory): JsonFile =>
  new JsonFile(
    directory,
    `stats-waiting-${randomBytes(6).toString('hex')}.json`,
    true,
    path.join(directory.path, 'stats-waiting-….json'),
  );

/** This copy's results waiting on disk: the file holding the latest of them, if any. */
export class WaitingResults {
  private file: JsonFile | undefined;
  /** The file holds every result waiting in memory. */
  private whole = false;
  /** When the last file failed to be written, if it did: each try is a new file, so the wait is kept here. */
  private failedAt: number | undefined;

  constructor(private readonly directory: ConfigDirectory) {}

  /** Whether every result waiting in memory is safe on disk. */
  get kept(): boolean {
    return this.whole;
  }

  /** More results wait than the file holds: it stays (what it holds still counts) until a new one holds them all. */
  outdated(): void {
    this.whole = false;
  }

  /** Writes the results in a new file, then removes the one before. */
  keep(results: readonly FinishedGame[]): void {
    if (!this.directory.mayWrite(this.failedAt)) return;
    const next = newFile(this.directory);
    if (!next.write({ schemaVersion: WAITING_SCHEMA_VERSION, results })) {
      this.failedAt = Date.now();
      return;
    }
    this.failedAt = undefined;
    this.file?.remove();
    this.file = next;
    this.whole = true;
  }

  /** The results have gone into stats.json: the file has served. */
  clear(): void {
    this.file?.remove();
    this.file = undefined;
    this.whole = false;
  }
}

/** The files of results other copies left waiting, each read whole, with what they hold. */
export function readWaitingResults(
  directory: ConfigDirectory,
  decode: (data: unknown) => FinishedGame,
  notify: (line: string) => void,
): { results: FinishedGame[]; files: JsonFile[] } {
  let names: string[];
  try {
    names = fs.readdirSync(directory.path).filter((name) => WAITING_FILE.test(name));
  } catch {
    return { results: [], files: [] };
  }
  const results: FinishedGame[] = [];
  const files: JsonFile[] = [];
  for (const name of names) {
    const file = new JsonFile(directory, name);
    const read = file.readAs((data) => {
      const fields = objectOf(data, 'the file');
      checkVersion(fields, WAITING_SCHEMA_VERSION);
      return arrayOf(fields, 'results').map(decode);
    });
    if (read.kind === 'ok') {
      results.push(...read.value);
      files.push(file);
    } else if (read.kind === 'bad') {
      notify(`${file.path} ${read.why}; ${describeKeptAside(file, file.keepAside(new Date()))}`);
    }
  }
  return { results, files };
}
