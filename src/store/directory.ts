// The configuration directory as a place that may or may not take writes.
// It is created when missing; when it cannot be written the player is told
// once, in one line, and the program goes on without saving.

import fs from 'node:fs';
import { describeFsError } from './location.js';

/**
 * After a failed write, wait this long before trying again. conf's atomic
 * write retries a refused write for up to a second before it gives up, and
 * a move must never wait that long.
 */
const RETRY_MS = 5000;

export class ConfigDirectory {
  private failedAt: number | undefined;

  constructor(
    readonly path: string,
    private readonly notify: (line: string) => void,
  ) {}

  /** Creates the directory if needed and checks that it takes writes. */
  prepare(): void {
    this.probe();
  }

  /** Whether a write is worth trying now. */
  mayWrite(): boolean {
    if (this.failedAt !== undefined && Date.now() - this.failedAt < RETRY_MS) return false;
    return this.probe();
  }

  succeeded(): void {
    if (this.failedAt === undefined) return;
    this.failedAt = undefined;
    this.notify(`saving again in ${this.path}`);
  }

  failed(error: unknown): void {
    if (this.failedAt === undefined) {
      this.notify(`cannot write to ${this.path}: ${describeFsError(error)}; going on without saving`);
    }
    this.failedAt = Date.now();
  }

  get writable(): boolean {
    return this.failedAt === undefined;
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
