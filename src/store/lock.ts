// A lock file around the read-merge-write of the statistics, so two copies
// of the program finishing games at the same instant both get counted, and
// a game both report is counted once. It is held for a millisecond or two.
// A lock made the same way, playing.lock, held for a whole game
// (`holdLock`), keeps a second copy from playing from the same directory
// (table-claim.ts).
//
// The lock appears whole: the holder's pid is written to a temporary file
// first, which is then hard-linked to the lock's name (link fails if the
// name is taken, as O_EXCL does). So a lock file that is empty, or holds no
// pid, or is not a file at all (a directory, a link, a FIFO) is never a live
// holder's: it is taken over at once, as is one whose holder has died or
// that has grown older than BRIEF_STALE_MS. Taking over is done under a second
// lock, the first's name with `.takeover`, so two copies that find the same
// lock stale do not both take it.
//
// A pid names a process only until the machine restarts. Where the system
// gives each start an id (Linux's boot_id), the lock holds it after the pid,
// and a lock of another start is stale. Elsewhere, and for a lock without
// one, a lock whose time is before the machine started is stale: a test
// that the wall clock can fool, as a clock stepped forward past the time
// since the start makes every lock look older than the machine.
//
// A directory can be shared by machines (a home directory on a network
// file system), and a pid or a start's id says nothing on another machine.
// So the lock ends with its holder's host name, and a lock of another host
// is live for as long as it is young: a brief lock for BRIEF_STALE_MS, a lock held
// for a whole game for FOREIGN_STALE_MS after its holder last renewed its
// time, which it does every HEARTBEAT_MS while it plays. A copy that died
// there frees the table here a few minutes later.
//
// While the game runs nothing waits for a lock: `tryLock` gives up at once
// when a live copy holds it, and the caller tries again later, and a game
// claiming the table again at a save (table-claim.ts) gives it a few tries.
// Commands and the last save at exit wait for the statistics' lock, up to
// WAIT_MS, and then leave their work undone rather than take the lock from a
// live copy: a result waits in its own file for the next copy
// (waiting-results.ts).

import fs from 'node:fs';
import os from 'node:os';
import { describeNonFile, present, temporaryPath } from './disk.js';
import { faultPoint } from './fault-points.js';

/** Measured on the process's own clock: a wall clock set back meanwhile would stretch the wait. */
const WAIT_MS = 3000;
const HEARTBEAT_MS = 60_000;
/** Long enough for a few missed renewals and clocks that differ between machines by a minute or two. */
const FOREIGN_STALE_MS = 5 * HEARTBEAT_MS;
/**
 * A brief lock's holder alive this long is taken for another process given
 * a dead copy's pid. Not less: a copy stopped inside its write (Ctrl+Z, a
 * hung disk) whose lock was taken would rename its older file over the
 * writes of the one that took it, and a network file system's clock behind
 * this machine's makes a lock look older than it is, as between machines.
 */
const BRIEF_STALE_MS = FOREIGN_STALE_MS;

/** Errors of a read that may work a moment later, or that say nothing of whose the lock is. */
const PASSING_ERRORS: ReadonlySet<string> = new Set([
  'EACCES',
  'EPERM',
  'EIO',
  'EAGAIN',
  'EBUSY',
  'EINTR',
  'EMFILE',
  'ENFILE',
  'ETIMEDOUT',
]);

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number): void => void Atomics.wait(pause, 0, 0, ms);

/** This start of the machine's id, where the system has one. */
const BOOT_ID: string | undefined = (() => {
  try {
    const id = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return /^[\w-]{1,64}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
})();

/** This machine's name as a lock writes it (characters a lock cannot hold become '_'). */
const HOST =
  os
    .hostname()
    .replace(/[^\w.-]/g, '_')
    .slice(0, 255) || 'unnamed';

/** What the lock file says: this process's pid, this start's id when there is one, and '@' before this host's name. */
const lockText = (): string => `${BOOT_ID === undefined ? process.pid : `${process.pid} ${BOOT_ID}`} @${HOST}`;

/** Who holds a lock: a process, of another machine when `host` is not this one's. */
export interface LockHolder {
  readonly pid: number;
  readonly host?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid in a lock file, the start's id and the host if it has them, read
 * without following a link or blocking; undefined for anything else. A lock
 * without a host (written by an earlier version) is taken as this host's.
 */
function readLock(lockPath: string): { pid: number; boot: string | undefined; host: string } | undefined {
  const fd = fs.openSync(lockPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const buffer = Buffer.alloc(400);
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    // No pid 0: asked whether it lives, the system answers for this process's group.
    const match = /^([1-9]\d{0,9})(?: ([\w-]{1,64}))?(?: @([\w.-]{1,255}))?$/.exec(
      buffer.toString('utf8', 0, n).trim(),
    );
    return match === null ? undefined : { pid: Number(match[1]), boot: match[2], host: match[3] ?? HOST };
  } finally {
    fs.closeSync(fd);
  }
}

/** The lock's holder, with its host when that is not this one. */
function holder(lockPath: string): LockHolder | undefined {
  const lock = readLock(lockPath);
  if (lock === undefined) return undefined;
  return lock.host === HOST ? { pid: lock.pid } : { pid: lock.pid, host: lock.host };
}

/** The holder a lock file names, or undefined when it is gone or names none. */
function holderIfAny(lockPath: string): LockHolder | undefined {
  try {
    return holder(lockPath);
  } catch {
    return undefined;
  }
}

const ours = (lockPath: string): boolean => {
  const lock = readLock(lockPath);
  return lock !== undefined && lock.pid === process.pid && lock.host === HOST;
};

type LockState = { readonly kind: 'held' | 'gone' } | { readonly kind: 'stale'; readonly ino: number };

/**
 * How long a lock may be held (by a copy on this machine and on another),
 * and whether one naming this process is its own (else an earlier
 * process's, with the same pid).
 */
interface Holding {
  readonly staleMs: number;
  readonly foreignStaleMs: number;
  readonly ownIsHeld: boolean;
}

const BRIEF: Holding = { staleMs: BRIEF_STALE_MS, foreignStaleMs: BRIEF_STALE_MS, ownIsHeld: true };
/** A lock held for a whole game, taken once per process: one naming this process was left by another with its pid. */
const LONG: Holding = { staleMs: Number.POSITIVE_INFINITY, foreignStaleMs: FOREIGN_STALE_MS, ownIsHeld: false };

function inspect(lockPath: string, holding: Holding): LockState {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(lockPath);
  } catch {
    return { kind: 'gone' };
  }
  const stale = { kind: 'stale', ino: stat.ino } as const;
  if (describeNonFile(stat) !== undefined || Date.now() - stat.mtimeMs > holding.staleMs) return stale;
  try {
    const lock = readLock(lockPath);
    if (lock === undefined) return stale;
    if (lock.host !== HOST) return Date.now() - stat.mtimeMs > holding.foreignStaleMs ? stale : { kind: 'held' };
    // Made before the machine started: its pid, if alive, is another process's now.
    if (lock.boot !== undefined && BOOT_ID !== undefined) {
      if (lock.boot !== BOOT_ID) return stale;
    } else if (stat.mtimeMs < Date.now() - os.uptime() * 1000) return stale;
    const held = lock.pid === process.pid ? holding.ownIsHeld : alive(lock.pid);
    return held ? { kind: 'held' } : stale;
  } catch {
    return { kind: 'gone' }; // released meanwhile
  }
}

/**
 * Removes the stale lock, unless another copy took it over first: the lock
 * at the path is then a new file, and is left alone. Says why it could not.
 */
function removeStale(lockPath: string, ino: number): Refused | undefined {
  try {
    if (fs.lstatSync(lockPath).ino !== ino) return undefined;
    fs.rmSync(lockPath, { recursive: true, force: true });
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : { refused: error, stale: lockPath };
  }
}

/**
 * No lock could be made here, and no live copy holds one: the directory
 * took no new file (read-only, a full disk), or `stale` names a lock left
 * by a copy no longer running that could not be removed (a file the
 * directory's permissions keep, say), where other files still can be written.
 */
export interface Refused {
  readonly refused: unknown;
  readonly stale?: string;
}

type Attempt = 'taken' | 'busy' | Refused;

/** Creates the lock file with our pid in it, whole or not at all. */
function create(lockPath: string): Attempt {
  const temp = temporaryPath(lockPath);
  try {
    faultPoint(`${lockPath}: lock file created`);
    fs.writeFileSync(temp, lockText(), { flag: 'wx' });
  } catch (error) {
    // A full disk creates the file and then refuses its bytes.
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // Nothing was made.
    }
    // A lock there is another copy's, live or not, however full the disk: a copy that cannot write
    // its own must still not take the table, or write the statistics, beside a live one.
    return present(lockPath) ? 'busy' : { refused: error };
  }
  try {
    fs.linkSync(temp, lockPath);
    return 'taken';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'busy';
    // A file system without hard links: exclusive creation, where an empty file may show for an instant.
    return createExclusive(lockPath);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function createExclusive(lockPath: string): Attempt {
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, lockText());
    fs.closeSync(fd);
    return 'taken';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'busy' : { refused: error };
  }
}

/** One try, taking over a stale lock: 'busy' when a live copy holds it. */
function attempt(lockPath: string, holding = BRIEF): Attempt {
  const first = create(lockPath);
  if (first !== 'busy') return first;
  if (inspect(lockPath, holding).kind === 'held') return 'busy';
  // Two copies that both found the lock stale must not both remove it: the
  // second would remove the lock the first has just made (often on the same
  // inode, so removeStale cannot tell), and both would hold it. So a stale
  // lock is taken over only under a second lock, its takeover, held for a
  // moment, and looked at again there.
  const takeover = `${lockPath}.takeover`;
  const guard = takeOver(takeover, BRIEF);
  if (guard !== 'taken') return guard;
  try {
    return takeOver(lockPath, holding);
  } finally {
    release(takeover);
  }
}

/**
 * Creates the lock, removing it first if stale. Sound for one copy at a
 * time; the takeover lock's own, which only a copy that died in the middle
 * of a takeover leaves, is removed unguarded.
 */
function takeOver(lockPath: string, holding: Holding): Attempt {
  const first = create(lockPath);
  if (first !== 'busy') return first;
  const state = inspect(lockPath, holding);
  if (state.kind === 'held') return 'busy';
  if (state.kind === 'stale') {
    const refused = removeStale(lockPath, state.ino);
    if (refused) return refused;
  }
  return create(lockPath);
}

function release(lockPath: string): void {
  try {
    if (ours(lockPath)) fs.rmSync(lockPath, { force: true });
  } catch {
    // Gone already, or taken over as stale: not ours to remove.
  }
}

/** The work done under the lock, or why it was not: a live copy holds the lock, or none can be made (Refused). */
export type Locked<T> = { readonly value: T } | 'busy' | Refused;

export const ran = <T>(locked: Locked<T>): locked is { readonly value: T } =>
  typeof locked === 'object' && 'value' in locked;

export const refused = <T>(locked: Locked<T>): locked is Refused => typeof locked === 'object' && 'refused' in locked;

/**
 * Runs `work` under the lock, or says why not, without waiting. Never
 * without the lock: where none can be made (a full disk, say), another
 * copy that can may be writing meanwhile, and its results would be lost
 * under this one's rename. (Where the directory takes no writes at all,
 * the work's writes would fail anyway.)
 */
export function tryLock<T>(lockPath: string, work: () => T): Locked<T> {
  const got = attempt(lockPath);
  if (got !== 'taken') return got;
  try {
    return { value: work() };
  } finally {
    release(lockPath);
  }
}

/**
 * Runs `work` under the lock, waiting up to WAIT_MS for a live holder.
 * Gives up, without running it, when the holder outlives the wait: it may
 * only be slow (a stalled disk), and a copy that took its lock would have
 * its older file renamed over its own writes.
 */
export function withLock<T>(lockPath: string, work: () => T): Locked<T> {
  const deadline = performance.now() + WAIT_MS;
  for (;;) {
    const done = tryLock(lockPath, work);
    if (done !== 'busy' || performance.now() > deadline) return done;
    sleep(1 + Math.floor(Math.random() * 4));
  }
}

/** Renews the lock's time while this process holds it, for copies on other machines (see FOREIGN_STALE_MS). */
function renewEvery(lockPath: string): () => void {
  const timer = setInterval(() => {
    try {
      if (!ours(lockPath)) return;
      const now = new Date();
      fs.utimesSync(lockPath, now, now);
    } catch {
      // A directory that takes no writes for now: the next renewal may.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Takes the lock for as long as the caller runs: only its holder's death
 * (or a restart of the machine) makes it stale, never its age, except on
 * another machine (see FOREIGN_STALE_MS). Returns the live holder when
 * another copy has it. Where no lock can be made (a directory that takes no
 * writes, a lock that cannot be removed), there is nothing to hold: `held`
 * is false and `release` does nothing. `stillHeld` says whether the lock is
 * still this process's: one removed by hand, or taken as stale by another
 * machine while this one slept, is not. `briefly`: a lock another copy is
 * taking over is given a few tries, not WAIT_MS, for a game that claims the
 * table again at a save.
 */
export function holdLock(
  lockPath: string,
  { briefly = false } = {},
):
  | { readonly held: boolean; readonly release: () => void; readonly stillHeld: () => boolean }
  | { readonly holder: LockHolder } {
  const deadline = performance.now() + (briefly ? 0 : WAIT_MS);
  for (let tries = 0; ; tries++) {
    const last = tries >= 2 && performance.now() > deadline;
    const got = attempt(lockPath, LONG);
    if (got === 'taken') {
      const stopRenewing = renewEvery(lockPath);
      return {
        held: true,
        release: () => {
          stopRenewing();
          release(lockPath);
        },
        stillHeld: () => {
          try {
            return ours(lockPath);
          } catch (error) {
            // A read that failed for a moment (a busy or stalled disk) says nothing: held, as far as is known.
            // Gone, or something else in its place (a link, a directory, a file not ours to read), is lost.
            return PASSING_ERRORS.has((error as NodeJS.ErrnoException).code ?? '');
          }
        },
      };
    }
    if (got !== 'busy') break;
    // Busy, the lock may yet be a dead copy's that another copy is taking over this moment: the copy named
    // is the live one that holds it once that is done, or the one still taking it over. The lock is looked
    // at before it is read, so that one found live names a live copy. (Let go of meanwhile: tried again.)
    const live = inspect(lockPath, LONG).kind === 'held';
    const found = holderIfAny(lockPath);
    if (live && found !== undefined) return { holder: found };
    const named = last ? (holderIfAny(`${lockPath}.takeover`) ?? found) : undefined;
    if (named !== undefined) return { holder: named };
    if (last) break;
    sleep(1 + Math.floor(Math.random() * 4));
  }
  return { held: false, release: () => {}, stillHeld: () => false };
}
