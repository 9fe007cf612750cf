// stats.json: every variant and level's statistics in one file, and
// stats.json.bak, the same content written just after it. New results are
// merged into whatever is on disk at the moment of writing, under a lock, so
// two copies of the program never lose each other's games nor count one
// twice. A damaged file is kept aside and the statistics come back from the
// backup, or from memory; a damaged backup is kept aside before it is
// written over.
//
// A result is recorded on the path of the key that ended the game, so the
// lock is only tried there: when another copy holds it, the result waits,
// in memory and in a file of its own (waiting-results.ts), and is written a
// moment later (RETRY_MS), or at the latest when the program ends (finish),
// or else by the next copy that writes the statistics.

import {
  countResults,
  type DailyRecord,
  emptyDaily,
  emptyLedger,
  type FinishedGame,
  matches,
  type StatsFilter,
  type StatsLedger,
  type VariantStats,
} from '../stats/index.js';
import type { ConfigDirectory } from './directory.js';
import { describeKeptAside, JsonFile } from './json-file.js';
import { describeFsError } from './location.js';
import { type Locked, ran, refused, tryLock, withLock } from './lock.js';
import { decodeFinished, decodeStats, salvageStats, statsRecord, whyUnreadable } from './stats-record.js';
import { readWaitingResults, WaitingResults } from './waiting-results.js';

export const STATS_FILE = 'stats.json';
export const STATS_BACKUP_FILE = 'stats.json.bak';

/** How soon a result that found the lock busy is tried again. */
const RETRY_MS = 25;

/** Whether the ledger holds nothing: no statistics, no game counted, no daily deal. */
const emptyOf = ({ table, counted, daily }: StatsLedger): boolean =>
  table.size === 0 && counted.size === 0 && daily.won.length === 0 && daily.recent.length === 0;

export type StatsTable = ReadonlyMap<string, VariantStats>;

export class StatsKeeper {
  private readonly main: JsonFile;
  private readonly backup: JsonFile;
  private readonly lockPath: string;
  /** What the file held when last read or written. */
  private onDisk: StatsLedger = emptyLedger();
  /** This copy's results not yet written (the lock was busy, the directory refused them); tried again at every write. */
  private pending: FinishedGame[] = [];
  /** Where this copy's pending results wait on disk meanwhile. */
  private readonly waiting: WaitingResults;
  /** Results other copies left waiting, and their files: removed once the results are in stats.json. */
  private inherited: { results: FinishedGame[]; files: JsonFile[] } = { results: [], files: [] };
  private retry: ReturnType<typeof setTimeout> | undefined;

  /** `readOnly`: a command that only reads counts waiting results in what it shows, and leaves their files. */
  constructor(
    private readonly directory: ConfigDirectory,
    private readonly notify: (line: string) => void,
    private readonly readOnly = false,
  ) {
    this.main = new JsonFile(directory, STATS_FILE);
    this.backup = new JsonFile(directory, STATS_BACKUP_FILE);
    this.lockPath = `${this.main.path}.lock`;
    this.waiting = new WaitingResults(directory);
  }

  /**
   * Reads the file, repairing it from the backup if it is damaged, and counts
   * the results that other copies left waiting.
   */
  load(): void {
    const read = (locked: boolean) => {
      const { ledger, repaired } = this.readDisk();
      this.onDisk = ledger;
      this.inherited = readWaitingResults(this.directory, decodeFinished, this.notify);
      if (!locked) return;
      if (!this.readOnly && this.inherited.results.length > 0) this.merge();
      else if (repaired) this.writeBoth(ledger);
    };
    // A copy holding the lock past the wait, or no lock to be made: what is on disk and waiting still
    // counts here, written later.
    if (!ran(withLock(this.lockPath, () => read(true)))) read(false);
  }

  /**
   * Every result not in stats.json yet, other copies' left waiting and this
   * copy's, in the order the games ended, as the streaks count them (files
   * left by several runs are listed in no particular order).
   */
  private unwritten(): FinishedGame[] {
    return [...this.inherited.results, ...this.pending].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  /**
   * stats.json is left alone (a newer version's, one this program may not
   * read, or one whose backup it may not read): what it holds is not known here. (A damaged one that could
   * not be moved aside was read from the backup, or said to start afresh.)
   */
  get unread(): boolean {
    return this.main.leftAlone;
  }

  /** stats.json and its backup were damaged (both kept aside): the statistics start afresh. */
  startedAfresh = false;

  /** A repair of stats.json was said and is not written yet (see `sayRepair`). */
  private repairSaid = false;

  /** A result was left out, unwritable (see `record`). */
  dropped = false;

  /** The daily deal's record, the results not written yet included. */
  daily(): DailyRecord {
    return countResults(this.onDisk, this.unwritten()).daily;
  }

  /** The statistics as this program knows them: the file plus results not written yet. */
  table(): StatsTable {
    return countResults(this.onDisk, this.unwritten()).table;
  }

  /** Whether the game's result is counted: in stats.json, or waiting to be. */
  counts(gameId: string): boolean {
    return this.onDisk.counted.has(gameId) || this.unwritten().some((result) => result.gameId === gameId);
  }

  /** Whether the game is counted, stats.json read again for it: another copy may have counted it since. */
  countsNow(gameId: string): boolean {
    if (this.counts(gameId)) return true;
    const read = this.main.readAs(decodeStats);
    return read.kind === 'ok' && read.value.counted.has(gameId);
  }

  /**
   * Whether the game is counted as a loss: it was left (a loss is recorded
   * only then), so its save has nothing more to offer. Looked for among the
   * recent games, where a game just counted is.
   */
  countedLost(gameId: string): boolean {
    if (!this.counts(gameId)) return false;
    const recent = [...this.table().values()].flatMap((stats) => stats.recent);
    return recent.some((game) => game.gameId === gameId && !game.won);
  }

  /** A result whose game is counted already, here or by another copy, is not counted again. */
  record(result: FinishedGame): void {
    if (result.gameId !== undefined && this.pending.some((p) => p.gameId === result.gameId)) return;
    // A result the file could not hold (a time that is not a number) would make stats.json and its
    // backup unreadable, and every game in them would be set aside with it: that one result goes.
    const why = whyUnreadable(result);
    if (why !== undefined) {
      this.notify(
        `the ${result.won ? 'win' : 'loss'} of ${result.variant} ${result.level} seed ${result.seed} was not counted: ` +
          `it would not read back from the file (${why}); ${this.main.path} stays as it was`,
      );
      this.dropped = true;
      return;
    }
    this.pending.push(result);
    this.waiting.outdated();
    this.flush();
  }

  /**
   * Whether the game's result is neither in stats.json nor waiting in a
   * file: a kill now would lose it, so its saved game must stay.
   */
  onlyInMemory(gameId: string): boolean {
    return this.inNoFile.some((p) => p.gameId === gameId);
  }

  /** This copy's results in no file: not in stats.json, nor waiting in a file of their own. */
  get inNoFile(): readonly FinishedGame[] {
    return this.waiting.kept ? [] : this.pending;
  }

  /** Results of this copy or inherited from others that are not in stats.json yet. */
  hasUnwritten(): boolean {
    return this.unwritten().length > 0;
  }

  /** This copy's results not in stats.json yet. */
  get pendingResults(): readonly FinishedGame[] {
    return this.pending;
  }

  /**
   * Re-reads, merges the results not written yet and writes; this copy's
   * stay pending, and waiting in their file, if the write fails. Never waits:
   * a busy lock sets a timer to try again.
   */
  flush(): void {
    if (!this.hasUnwritten()) return;
    // A stats.json left as it is (see `unread`) takes nothing: no lock to take at every save.
    if (!this.main.stuck && this.said(tryLock(this.lockPath, () => this.merge())) === 'busy') this.tryLater();
    this.keepWaiting();
  }

  /**
   * The last chance before the program ends: waits for the lock. True when
   * nothing is lost: every result is written, or waits in its file for the
   * next copy.
   */
  finish(): boolean {
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    if (this.hasUnwritten()) this.said(withLock(this.lockPath, () => this.merge()));
    // stats.json refused them just now: the small file of their own still gets its try.
    this.directory.lastChance();
    this.keepWaiting();
    return this.pending.length === 0 || this.waiting.kept;
  }

  /**
   * The lock's answer, the player told where none could be made, once: a
   * directory that takes no new file (the writes that follow wait a while,
   * as after any refused write), or a stale lock that cannot be removed,
   * named, which stops the statistics alone.
   */
  private said<T>(locked: Locked<T>): Locked<T> {
    if (!refused(locked)) return locked;
    const { stale } = locked;
    if (stale === undefined) this.directory.failed(locked.refused);
    else if (!this.staleTold.has(stale)) {
      this.staleTold.add(stale);
      this.notify(
        `cannot remove ${stale}, left by a copy no longer running: ${describeFsError(locked.refused)}; ` +
          'the statistics are not written until it is removed',
      );
    }
    return locked;
  }

  /** The stale locks said to stand in the way (see `said`). */
  private readonly staleTold = new Set<string>();

  private keepWaiting(): void {
    if (this.pending.length > 0 && !this.waiting.kept) this.waiting.keep(this.pending);
  }

  private merge(): void {
    const { ledger, repaired } = this.readDisk();
    const merged = countResults(ledger, this.unwritten());
    this.onDisk = ledger;
    // Nothing new counted: what waits is in the file already, unless the file was repaired, from the
    // backup or from this session's copy. Then it is written again (else the backup is the only copy, and
    // the next start calls stats.json missing), and what waits stays waiting until that write is taken.
    if (merged === ledger && repaired && !this.writeBoth(ledger)) return;
    if (merged === ledger || this.writeBoth(merged)) {
      this.onDisk = merged;
      this.pending = [];
      this.waiting.clear();
      for (const file of this.inherited.files) file.remove();
      this.inherited = { results: [], files: [] };
    }
  }

  private tryLater(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.flush();
    }, RETRY_MS);
    // A program about to end does not stay for it: finish() writes what is left.
    this.retry.unref();
  }

  /** Erases the matching entries; returns what was erased, or nothing if it could not be written. */
  reset(filter: StatsFilter): VariantStats[] | undefined {
    // The ids stay: a game counted before the reset is not counted again after it.
    const everything = filter.variant === undefined && filter.level === undefined;
    return this.rewrite(
      (ledger) => {
        const kept = {
          ...ledger,
          table: new Map([...ledger.table].filter(([, s]) => !matches(s, filter))),
          daily: everything ? emptyDaily() : ledger.daily,
        };
        return [kept, [...ledger.table.values()].filter((s) => matches(s, filter))];
      },
      (pending) => pending.filter((r) => !matches(r, filter)),
    );
  }

  /** Erases the daily deal's record alone; returns it as it was, or nothing if it could not be written. */
  resetDaily(): DailyRecord | undefined {
    return this.rewrite(
      (ledger) => [{ ...ledger, daily: emptyDaily() }, ledger.daily],
      // A result still waiting keeps its place in its variant's statistics, not in the erased record.
      (pending) => pending.map(({ daily, ...rest }) => rest),
    );
  }

  /**
   * Writes `change` of the ledger on disk under the lock; returns what it
   * says was erased. The results waiting in memory are changed as `waiting`
   * says once it is written, and only then: a write refused erases nothing.
   */
  private rewrite<T>(
    change: (ledger: StatsLedger) => [StatsLedger, T],
    waiting: (pending: FinishedGame[]) => FinishedGame[],
  ): T | undefined {
    const done = this.said(
      withLock(this.lockPath, () => {
        const [kept, erased] = change(this.readDisk().ledger);
        if (!this.writeBoth(kept)) return undefined;
        this.onDisk = kept;
        this.pending = waiting(this.pending);
        return erased;
      }),
    );
    if (done === 'busy')
      this.notify(
        `another copy of forty-thieves held ${this.lockPath} throughout the wait: try again (if none is running, remove it)`,
      );
    return ran(done) ? done.value : undefined;
  }

  /** True when stats.json is written; the backup follows, checked before it is written over. */
  private writeBoth(ledger: StatsLedger): boolean {
    const record = statsRecord(ledger);
    if (!this.main.write(record)) return false;
    this.repairSaid = false;
    this.checkBackup();
    this.backup.write(record);
    return true;
  }

  /** A damaged backup is kept aside and reported, never silently replaced. */
  private checkBackup(): void {
    if (this.backup.stuck) return;
    const read = this.backup.readAs(decodeStats);
    if (read.kind === 'bad') this.keepBackupAside(read.why);
  }

  /**
   * The statistics on disk. When stats.json is missing or damaged they come
   * from the backup, else from what this program last saw, and the player is
   * told which.
   */
  private readDisk(): { ledger: StatsLedger; repaired: boolean } {
    // A damaged file that could not be moved has been reported once; memory serves from then on.
    if (this.main.stuck) return { ledger: this.onDisk, repaired: false };
    // The data as read, for the sound parts of a file that does not decode whole.
    let data: unknown;
    const read = this.main.readAs((read) => {
      data = read;
      return decodeStats(read);
    });
    if (read.kind === 'ok') {
      this.repairSaid = false;
      return { ledger: read.value, repaired: false };
    }
    let trouble = '';
    let salvaged: ReturnType<typeof salvageStats>;
    if (read.kind === 'bad') {
      salvaged = data === undefined ? undefined : salvageStats(data);
      const kept = this.main.keepAside(new Date());
      if (kept.kind === 'gone') return this.readDisk();
      if (kept.kind === 'left') {
        this.notify(`${this.main.path} ${read.why}; ${describeKeptAside(this.main, kept)}: results wait beside it`);
        return { ledger: this.onDisk, repaired: false };
      }
      trouble = `${this.main.path} ${read.why}; ${describeKeptAside(this.main, kept)}`;
    }
    // Missing: the first run, or deleted while in use, when the backup or memory brings it back.
    const opening = trouble || `${this.main.path} was missing`;
    const fromBackup = this.readBackup();
    // The statistics are in the backup: none start afresh, whose write would go over it once it can be read.
    if (this.backup.leftAlone) {
      this.main.leaveAlone();
      this.notify(
        `${opening}; the statistics are in ${this.backup.path}, which cannot be read: results wait beside it`,
      );
      return { ledger: this.onDisk, repaired: false };
    }
    // A ledger with no variant left can still hold a daily streak and the games counted (`stats reset --variant`).
    const fromMemory = emptyOf(this.onDisk) ? undefined : this.onDisk;
    if (fromBackup && (trouble || !emptyOf(fromBackup))) {
      this.sayRepair(trouble, `${opening}; statistics restored from ${this.backup.path}`);
      return { ledger: fromBackup, repaired: true };
    }
    if (fromMemory) {
      this.sayRepair(trouble, `${opening}; statistics restored from this session's copy`);
      return { ledger: fromMemory, repaired: true };
    }
    // Neither the backup nor this session has them: what can be read of the damaged file, kept aside whole.
    if (salvaged && !emptyOf(salvaged.ledger)) {
      this.repairSaid = true;
      this.notify(
        `${trouble}; its other parts are kept, ${salvaged.left} damaged ${salvaged.left === 1 ? 'part' : 'parts'} left out`,
      );
      return { ledger: salvaged.ledger, repaired: true };
    }
    if (trouble) {
      this.notify(`${trouble}; starting fresh statistics`);
      this.startedAfresh = true;
    }
    return { ledger: emptyLedger(), repaired: trouble !== '' };
  }

  /**
   * A repair is said once: stats.json missing again at the next read, before
   * the repair could be written (a directory that takes no writes, or the
   * damaged file this copy has just moved aside), is the same repair. A
   * damaged file is new damage each time, and said each time.
   */
  private sayRepair(trouble: string, text: string): void {
    if (trouble === '' && this.repairSaid) return;
    this.notify(text);
    this.repairSaid = true;
  }

  /** The backup if it is sound; a damaged one is kept aside too, since the next write replaces it. */
  private readBackup(): StatsLedger | undefined {
    const read = this.backup.readAs(decodeStats);
    if (read.kind !== 'bad') return read.kind === 'ok' ? read.value : undefined;
    this.keepBackupAside(read.why);
    return undefined;
  }

  private keepBackupAside(why: string): void {
    const kept = this.backup.keepAside(new Date());
    this.notify(`${this.backup.path} ${why}; ${describeKeptAside(this.backup, kept)}`);
  }
}
