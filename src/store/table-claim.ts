// The table: one copy of the program at a time plays from a configuration
// directory, since two would write the same game.json and the game saved
// first would be lost, neither resumable nor counted. The copy that plays
// holds playing.lock until it ends; a second one is refused, named the
// first. A copy that could not make the lock at its start (the directory
// took no writes) claims it at its first save that can, and if another copy
// has claimed it meanwhile, leaves that one's game.json alone. So does a
// copy whose lock was taken from it: removed by hand while it ran, or taken
// as stale by another machine while this one slept. Once that copy has
// ended, the table is claimed again; a game it left in game.json, played
// in and counted nowhere yet, is still not this copy's to write over
// (FileStore's `othersGameThere`).

import path from 'node:path';
import { holdLock, type LockHolder } from './lock.js';

const TABLE_LOCK = 'playing.lock';

const named = (holder: LockHolder): string =>
  holder.host === undefined ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;

export class TableClaim {
  /** The lock this copy holds, or 'unclaimed' when none could be made at the start (or it was lost since). */
  private held: { readonly release: () => void; readonly stillHeld: () => boolean } | 'unclaimed' | undefined;
  /** Another copy has the table this one could not claim at its start. */
  private takenBy: LockHolder | undefined;
  private told = false;
  /** The lock this copy held was taken from it (see the top of this file). */
  private lost = false;
  /** Another copy has had the table while this one ran: its game may be in game.json (see FileStore). */
  private seenAnother = false;

  constructor(
    private readonly dir: string,
    private readonly notify: (line: string) => void,
  ) {}

  private get lockPath(): string {
    return path.join(this.dir, TABLE_LOCK);
  }

  /** Claims the table until `release` (or the process's end); `refused` names the copy that has it. */
  claim(): { readonly release: () => void } | { readonly refused: string } {
    const claim = holdLock(this.lockPath);
    if ('holder' in claim) {
      return {
        refused:
          `another copy of forty-thieves (${named(claim.holder)}) is playing from ${this.dir}, ` +
          `and two would write over each other's saved game: go back to that one, or end it first ` +
          `(if none is running${claim.holder.host === undefined ? '' : ` on ${claim.holder.host}`}, remove ${this.lockPath})`,
      };
    }
    this.held = claim.held ? claim : 'unclaimed';
    return { release: () => this.release() };
  }

  private release(): void {
    if (this.held !== 'unclaimed') this.held?.release();
    this.held = undefined;
  }

  /**
   * Whether this copy may write or remove game.json. `directoryTakesWrites`:
   * while the directory refuses writes, nothing is claimed (the write that
   * follows is not tried either).
   */
  mayWriteGame(directoryTakesWrites: boolean): boolean {
    if (this.held === undefined || !directoryTakesWrites) return true;
    if (this.held !== 'unclaimed') {
      if (this.held.stillHeld()) return true;
      this.held.release();
      this.held = 'unclaimed';
      this.lost = true;
    }
    // At a move's save: a few tries, not the seconds a start may wait.
    const claim = holdLock(this.lockPath, { briefly: true });
    this.takenBy = 'holder' in claim ? claim.holder : undefined;
    if (this.takenBy !== undefined) {
      this.seenAnother = true;
      if (!this.told) {
        this.told = true;
        const since = this.lost
          ? `and holds ${this.lockPath}, which this one held`
          : 'which took no writes when this one started';
        this.notify(
          `another copy of forty-thieves (${named(this.takenBy)}) is playing from ${this.dir}, ${since}: ` +
            `this game is not saved there, so as not to write over that one's`,
        );
      }
      return false;
    }
    if ('held' in claim && claim.held) this.held = claim;
    return true;
  }

  /** Another copy has the table, which this one could not claim. */
  get taken(): boolean {
    return this.takenBy !== undefined;
  }

  /**
   * Another copy may have had the table while this one ran: one was seen
   * holding it, or this copy's lock was taken from it (by a copy that may
   * have ended before this one looked).
   */
  get anotherMayHavePlayed(): boolean {
    return this.seenAnother || this.lost;
  }
}
