// Results that stats.json has not taken yet (its lock was busy, the disk was
// full, a newer version wrote it) wait in a file of their own,
// `stats-waiting-<random>.json`, one for each copy of the program, so that
// a kill before they are written costs nothing: the next copy to read the
// statistics counts them and removes the file. A game's id makes a result
// count once however often it is read (src/stats/ledger.ts), so a file
// counted by another copy while its own copy still runs does no harm.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FinishedGame } from '../stats/index.js';
import type { ConfigDirectory } from './directory.js';
import { describeKeptAside, JsonFile } from './json-file.js';
import { arrayOf, checkVersion, objectOf } from './schema.js';

const WAITING_FILE = /^stats-waiting-[0-9a-f]{12}\.json$/;
const WAITING_SCHEMA_VERSION = 1;

/** This copy's file of waiting results: written while some wait, removed once none does. */
export class WaitingResults {
  private readonly file: JsonFile;
  /** The file holds every result waiting in memory. */
  private whole = false;
  private written = false;

  constructor(directory: ConfigDirectory) {
    this.file = new JsonFile(directory, `stats-waiting-${randomBytes(6).toString('hex')}.json`);
  }

  /** Whether the results last kept are safe on disk. */
  get kept(): boolean {
    return this.whole;
  }

  /** Writes the results waiting (all of them: the file is replaced); true when they are on disk. */
  keep(results: readonly FinishedGame[]): boolean {
    this.whole = this.file.write({ schemaVersion: WAITING_SCHEMA_VERSION, results });
    if (this.whole) this.written = true;
    return this.whole;
  }

  /** More results wait than the file holds: it stays (what it holds still counts) until written again. */
  outdated(): void {
    this.whole = false;
  }

  /** The results have gone into stats.json: the file has served. */
  clear(): void {
    this.whole = false;
    if (!this.written) return;
    this.written = false;
    this.file.remove();
  }
}

/** The files of waiting results in the directory, this copy's own included: each with its results. */
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
