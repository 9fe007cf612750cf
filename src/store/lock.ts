// A lock file around the read-merge-write of the statistics, so two copies
// of the program finishing games at the same instant both get counted. It is
// held for a millisecond or two; a lock left by a killed process is taken
// over once its owner is gone or it has grown old.

import fs from 'node:fs';

const WAIT_MS = 3000;
const STALE_MS = 10_000;

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number): void => void Atomics.wait(pause, 0, 0, ms);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function stale(lockPath: string): boolean {
  try {
    const stat = fs.statSync(lockPath);
    if (Date.now() - stat.mtimeMs > STALE_MS) return true;
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid);
  } catch {
    return false; // released meanwhile: simply try again
  }
}

function remove(lockPath: string): boolean {
  try {
    fs.rmSync(lockPath, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** True when the lock was taken; false when no lock can be made here (the write that follows will say why). */
function acquire(lockPath: string): boolean {
  let deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    }
    // A holder that outlives the wait is hung: losing a result to it would be worse than a race.
    if (stale(lockPath) || Date.now() > deadline) {
      if (!remove(lockPath)) return false;
      deadline = Date.now() + WAIT_MS;
    } else {
      sleep(1 + Math.floor(Math.random() * 4));
    }
  }
}

export function withLock<T>(lockPath: string, work: () => T): T {
  const locked = acquire(lockPath);
  try {
    return work();
  } finally {
    if (locked) remove(lockPath);
  }
}
