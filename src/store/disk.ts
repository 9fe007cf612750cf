// Reading and writing one file of the configuration directory without ever
// reaching outside it, blocking, or filling the memory, whatever has been
// put at its path.
//
// Reading: only a regular file below MAX_FILE_BYTES is read. lstat looks at
// the path itself, so a symbolic link is never followed (to /dev/zero, say,
// which would fill the memory); a FIFO, a device or a directory is never
// opened (a FIFO would block the open until a writer came). The file is
// then opened without following links and without blocking, and checked
// again on its descriptor, in case it was replaced in between.
//
// Writing: always to a new temporary file, created exclusively (O_EXCL, so
// nothing already at that path is opened or followed) under a name no one
// can guess, then renamed over the path. rename replaces whatever is at the
// path, a symbolic link included, and never writes through it; a kill at any
// instant leaves the old file or the new one, never half of one.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { faultPoint } from './fault-points.js';

/** Far above any file the store writes (statistics of a million games), far below a memory problem. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

export type DiskRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly text: string }
  /** Not something to read: why, as the end of "<path> …". */
  | { readonly kind: 'refused'; readonly why: string }
  | { readonly kind: 'failed'; readonly error: unknown };

/** What is at a path, in a player's words, when it is not a regular file. */
export function describeNonFile(stat: fs.Stats): string | undefined {
  if (stat.isFile()) return undefined;
  if (stat.isSymbolicLink()) return 'is a symbolic link, not a file';
  if (stat.isDirectory()) return 'is a directory, not a file';
  if (stat.isFIFO()) return 'is a named pipe (FIFO), not a file';
  if (stat.isSocket()) return 'is a socket, not a file';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'is a device, not a file';
  return 'is not a regular file';
}

function tooLarge(stat: fs.Stats): string | undefined {
  return stat.size > MAX_FILE_BYTES
    ? `is ${Math.ceil(stat.size / 2 ** 20)} MB, more than a store file can be`
    : undefined;
}

const READ_FLAGS = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;

export function readStoreFile(file: string): DiskRead {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'failed', error };
  }
  const refusal = describeNonFile(stat) ?? tooLarge(stat);
  if (refusal) return { kind: 'refused', why: refusal };
  let fd: number;
  try {
    fd = fs.openSync(file, READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    // Replaced by a link between the lstat and the open.
    if (code === 'ELOOP') return { kind: 'refused', why: 'is a symbolic link, not a file' };
    return { kind: 'failed', error };
  }
  try {
    const opened = fs.fstatSync(fd);
    const late = describeNonFile(opened) ?? tooLarge(opened);
    if (late) return { kind: 'refused', why: late };
    // Read no more than the limit, even if the file grows while it is read.
    const buffer = Buffer.alloc(Math.min(opened.size, MAX_FILE_BYTES) + 1);
    let length = 0;
    for (;;) {
      const n = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) return { kind: 'refused', why: 'grew while it was read' };
    }
    return { kind: 'ok', text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { kind: 'failed', error };
  } finally {
    fs.closeSync(fd);
  }
}

/** The temporary files of a write: `<file>.tmp-` and 16 random hex digits. */
/** Whether anything is at the path, a dangling link included. */
export function present(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

export const TEMPORARY_SUFFIX = /\.tmp-[0-9a-f]{16}$/;

export const temporaryPath = (file: string): string => `${file}.tmp-${randomBytes(8).toString('hex')}`;

/**
 * Replaces the file with `text`. `durable`: the data reaches the disk
 * (fsync) before the rename, so a power cut leaves the old file or the new
 * one. Throws the file system's error; the temporary file is removed.
 */
export function replaceStoreFile(file: string, text: string, durable: boolean): void {
  const temp = temporaryPath(file);
  const fd = fs.openSync(temp, 'wx', 0o644);
  try {
    try {
      faultPoint(`${file}: temporary file created`);
      fs.writeFileSync(fd, text);
      if (durable) fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    faultPoint(`${file}: temporary file written`);
    fs.renameSync(temp, file);
    faultPoint(`${file}: renamed into place`);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
