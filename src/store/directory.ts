// The configuration directory as a place that may or may not take writes.
// It is created when missing, by the first write (commands that only read,
// such as `stats`, leave no directory behind); when it cannot be written
// the player is told once, in one line, and the game goes on without
// saving.

import fs from 'node:fs';
import { describeFsError } from './location.js';

/**
 * After a failed write, wait this long before trying that file again: a
 * full disk or a read-only directory costs the keys one failed write a
 * file, not one a move. The wait is the file's, not the directory's: a
 * stats.json too large for the room left, or made immutable, must not stop
 * the small files that can still be written (the saved game, the results
 * waiting in a file of their own).
 */
const RETRY_MS = 5000;

export class ConfigDirectory {
  /** When the directory itself (created, writable) last failed its check. */
  private failedAt: number | undefined;
  /** When the program's last chance to write came: every file may be tried once more. */
  private lastChanceAt = Number.NEGATIVE_INFINITY;
  /** The places (the directory, or a file in it) the player has been told refuse writes, and not yet that they work again. */
  private readonly failing = new Set<string>();

  /** `goesOn`: a game goes on after a refused write (a command, such as `stats reset`, ends). */
  constructor(
    readonly path: string,
    private readonly notify: (line: string) => void,
    private readonly goesOn = true,
  ) {}

  /** Creates the directory if needed and checks that it takes writes, so the player hears of it at once. */
  prepare(): void {
    this.probe();
  }

  /** For a command that only reads: says so when the path is there but cannot be read as a directory. */
  checkReadable(): void {
    const error = this.readError();
    if (error)
      this.notify(`cannot read ${this.path}: ${describeFsError(error)}; no statistics or saved game read from it`);
  }

  /** Whether what is in it can be read: it is a directory, or it is not there yet. */
  get readable(): boolean {
    return this.readError() === undefined;
  }

  private readError(): unknown {
    try {
      fs.readdirSync(this.path);
      return undefined;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : error;
    }
  }

  get exists(): boolean {
    try {
      return fs.statSync(this.path).isDirectory();
    } catch {
      return false;
    }
  }

  /** The last chance as the program ends: the next write of every file is tried, however recently one failed. */
  lastChance(): void {
    this.failedAt = undefined;
    this.lastChanceAt = Date.now();
  }

  /** Whether a write to a file whose last write failed at `failedAt` (undefined: it did not) is worth trying now. */
  mayWrite(failedAt?: number): boolean {
    if (!this.waited(this.failedAt) || !this.waited(failedAt)) return false;
    return this.probe();
  }

  /** Waited long enough, or the clock was set back since the failure: no waiting for it to catch up. */
  private waited(failedAt: number | undefined): boolean {
    if (failedAt === undefined || failedAt <= this.lastChanceAt) return true;
    const since = Date.now() - failedAt;
    return since >= RETRY_MS || since < 0;
  }

  /** A write to `file` worked: the directory works, and so does that file. */
  succeeded(file: string): void {
    for (const place of [this.path, file]) {
      if (!this.failing.delete(place)) continue;
      this.notify(place === this.path ? `saving again in ${place}` : `writing ${place} again`);
    }
  }

  /** A write (or a removal) failed: the player hears of it once for each place, until it works again. */
  failed(error: unknown, file?: string): void {
    const place = file ?? this.path;
    if (file === undefined) this.failedAt = Date.now();
    if (this.failing.has(place)) return;
    this.failing.add(place);
    const what = file === undefined ? 'saving' : 'writing it';
    this.notify(
      `cannot write to ${place}: ${describeFsError(error)}${this.goesOn ? `; going on without ${what}` : ''}`,
    );
  }

  /** The directory refused its last write or check, and has not taken one since: no look at the disk. */
  get refusing(): boolean {
    return this.failing.has(this.path);
  }

  /** A cheap check before a write: access(2) answers at once where a write would be retried. */
  private probe(): boolean {
    try {
      fs.mkdirSync(this.path, { recursive: true });
      fs.accessSync(this.path, fs.constants.W_OK);
      return true;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }
}
