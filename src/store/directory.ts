// The configuration directory as a place that may or may not take writes.
// It is created when missing, by the first write (commands that only read,
// such as `stats`, leave no directory behind); when it cannot be written
// the player is told once, in one line, and the program goes on without
// saving.

import fs from 'node:fs';
import { describeFsError } from './location.js';

/**
 * After a failed write, wait this long before trying again: a full disk or
 * a read-only directory costs the keys one failed write, not one a move.
 */
const RETRY_MS = 5000;

export class ConfigDirectory {
  private failedAt: number | undefined;
  /** The player has been told that writes fail, and not yet that they work again. */
  private told = false;

  constructor(
    readonly path: string,
    private readonly notify: (line: string) => void,
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

  /** The last chance as the program ends: the next write is tried, however recently one failed. */
  lastChance(): void {
    this.failedAt = undefined;
  }

  /** Whether a write is worth trying now. */
  mayWrite(): boolean {
    if (this.failedAt !== undefined && Date.now() - this.failedAt < RETRY_MS) return false;
    return this.probe();
  }

  succeeded(): void {
    this.failedAt = undefined;
    if (!this.told) return;
    this.told = false;
    this.notify(`saving again in ${this.path}`);
  }

  failed(error: unknown): void {
    if (!this.told) {
      this.notify(`cannot write to ${this.path}: ${describeFsError(error)}; going on without saving`);
    }
    this.told = true;
    this.failedAt = Date.now();
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
