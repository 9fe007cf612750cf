// Where the store keeps its files, and how a file-system failure is said in
// words a player can act on.

import path from 'node:path';
import envPaths from 'env-paths';

/** The environment variable that moves every file elsewhere (tests use it). */
export const CONFIG_DIR_VARIABLE = 'FORTY_THIEVES_CONFIG_DIR';

/**
 * The directory: the one asked for, else FORTY_THIEVES_CONFIG_DIR, else
 * the platform's configuration directory for the project, as env-paths names
 * it (where earlier versions, through conf, kept the files too).
 */
export function configDir(dir?: string): string {
  const chosen = dir ?? (process.env[CONFIG_DIR_VARIABLE] || undefined);
  return path.resolve(chosen ?? envPaths('forty-thieves').config);
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of the path is a file, not a directory',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'a directory of that name is in the way',
  ENOENT: 'it does not exist',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'too many symbolic links',
  EIO: 'an input/output error',
};

/** A short reason for a file-system error, e.g. "permission denied (EACCES)". */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return `${REASONS[code]} (${code})`;
  if (code) return code;
  return error instanceof Error ? error.message : String(error);
}

/** A name for a file kept aside that sorts by time and is valid on every system. */
export function timestampForName(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}
