// One JSON file of the store. Its owner reads it once and keeps the state in
// memory. Reads and writes go through disk.ts: only a regular file is read,
// and every write goes to a new temporary file renamed over the old one, so
// a kill at any instant leaves either the old file or the new one, and
// nothing outside the directory is ever written through a link. A file that
// cannot be understood, or is not a file at all, is moved aside under a
// `.corrupt-<timestamp>` name, never read further or written over. A file
// whose contents are not known here (a newer version's, or one the system
// will not let this program read) is damaged in no way anyone can tell:
// it is left where it is, and not written over.
//
// Durable files (statistics, settings) are flushed to the disk (fsync)
// before the rename. The saved game is written after every move, where that
// flush costs several milliseconds on a busy disk (see `npm run bench
// store`); it only guards against a power cut, not against a killed
// process, so the game is written without it.

import fs from 'node:fs';
import path from 'node:path';
import type { ConfigDirectory } from './directory.js';
import { present, readStoreFile, replaceStoreFile } from './disk.js';
import { describeFsError, timestampForName } from './location.js';
import { NewerFileError, SchemaError } from './schema.js';

export type FileRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly data: unknown }
  | { readonly kind: 'bad'; readonly why: string };

export type Decoded<T> =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'bad'; readonly why: string };

export type KeptAside =
  | { readonly kind: 'kept'; readonly path: string }
  /** Another copy of the program moved it first. */
  | { readonly kind: 'gone' }
  | { readonly kind: 'stuck'; readonly why: string }
  /** Its contents are not known here: left as it is (see `LeftAlone`). */
  | { readonly kind: 'left'; readonly because: LeftAlone };

/** Why a file is left as it was found: written by a newer version, or refused to this program (permissions, a failing disk). */
export type LeftAlone = 'newer' | 'unreadable';

export class JsonFile {
  readonly path: string;
  /** The file as this program last wrote it (inode, size, time), to notice another writer. */
  private fingerprint: string | undefined;
  /** A damaged file that could not be moved aside: left alone, never written over. */
  private stuckBecause: string | undefined;
  /** Never moved nor written over by this program, which cannot tell what it would lose. */
  private left: LeftAlone | undefined;
  /** When the last write failed, if it did: the file waits a while before it is tried again. */
  private failedAt: number | undefined;

  /**
   * `told`: how a notice names the file when a write fails, the path by
   * default; files of one kind, each written once under a new name, share
   * one name there, so that the player hears of them once.
   */
  constructor(
    private readonly directory: ConfigDirectory,
    readonly name: string,
    private readonly durable = true,
    private readonly told = path.join(directory.path, name),
  ) {
    this.path = path.join(directory.path, name);
  }

  read(): FileRead {
    const read = readStoreFile(this.path);
    if (read.kind === 'missing') return read;
    if (read.kind === 'refused') return { kind: 'bad', why: read.why };
    if (read.kind === 'failed') {
      this.left = 'unreadable';
      return { kind: 'bad', why: `cannot be read: ${describeFsError(read.error)}` };
    }
    const { text } = read;
    if (text.trim() === '') return { kind: 'bad', why: 'is empty' };
    try {
      return { kind: 'ok', data: JSON.parse(text) };
    } catch (error) {
      // The parser quotes the text around the fault: its line ends and other controls are written out, as
      // JSON writes them, so that the notice stays on one line and the quote reads as the file has it.
      const detail = (error as Error).message.replace(/[\u0000-\u001f\u007f]/g, escaped);
      return { kind: 'bad', why: `is not valid JSON (${detail})` };
    }
  }

  /** Reads and checks the file: `decode` throws SchemaError for content that does not make sense. */
  readAs<T>(decode: (data: unknown) => T): Decoded<T> {
    const read = this.read();
    if (read.kind !== 'ok') return read;
    try {
      return { kind: 'ok', value: decode(read.data) };
    } catch (error) {
      if (error instanceof NewerFileError) {
        this.left = 'newer';
        return { kind: 'bad', why: `was ${error.message}` };
      }
      if (error instanceof SchemaError) return { kind: 'bad', why: `is not usable (${error.message})` };
      throw error;
    }
  }

  /** Writes the whole file; false when it could not be written (the directory has said why). */
  write(data: Record<string, unknown>): boolean {
    if (this.stuck || !this.directory.mayWrite(this.failedAt)) return false;
    try {
      replaceStoreFile(this.path, serialize(data), this.durable);
      this.fingerprint = this.stamp();
      this.failedAt = undefined;
      this.directory.succeeded(this.told);
      return true;
    } catch (error) {
      this.failedAt = Date.now();
      this.directory.failed(error, this.told);
      return false;
    }
  }

  get stuck(): boolean {
    return this.stuckBecause !== undefined || this.left !== undefined;
  }

  /** Left as it was found: what it holds is not known here. */
  get leftAlone(): boolean {
    return this.left !== undefined;
  }

  /**
   * Left alone from now on, though it was read: what it should hold is in
   * another file that cannot be read (stats.json, whose backup is refused).
   */
  leaveAlone(): void {
    this.left ??= 'unreadable';
  }

  /** Whether the file has been replaced, changed or deleted since this program wrote it. */
  changedByOthers(): boolean {
    return this.fingerprint !== undefined && this.stamp() !== this.fingerprint;
  }

  private stamp(): string | undefined {
    try {
      const stat = fs.lstatSync(this.path);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
  }

  remove(): void {
    if (this.stuck) return;
    this.fingerprint = undefined;
    try {
      fs.rmSync(this.path, { force: true });
    } catch (error) {
      this.directory.failed(error, this.told);
    }
  }

  /** Moves a damaged file out of the way, keeping every byte of it. */
  keepAside(now: Date): KeptAside {
    if (this.left) return { kind: 'left', because: this.left };
    if (this.stuckBecause !== undefined) return { kind: 'stuck', why: this.stuckBecause };
    const base = `${this.path}.corrupt-${timestampForName(now)}`;
    let aside = base;
    for (let n = 2; present(aside); n++) aside = `${base}-${n}`;
    try {
      fs.renameSync(this.path, aside);
      return { kind: 'kept', path: aside };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
      this.stuckBecause = describeFsError(error);
      return { kind: 'stuck', why: this.stuckBecause };
    }
  }
}

/** Tab-indented, as the files have always been written. */
const serialize = (data: unknown): string => JSON.stringify(data, undefined, '\t');

/** How a notice names what became of a damaged file. */
export function describeKeptAside(file: JsonFile, kept: KeptAside): string {
  if (kept.kind === 'kept') return `kept as ${kept.path}`;
  if (kept.kind === 'gone') return 'already moved aside by another copy of forty-thieves';
  if (kept.kind === 'left' && kept.because === 'newer') {
    return `left as it is for that version, and this one will not write ${file.name}`;
  }
  if (kept.kind === 'left') return `left as it is, and ${file.name} will not be written this session`;
  return `left in place because it cannot be moved (${kept.why}), and ${file.name} will not be written this session`;
}

const CONTROL_NAMES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escaped = (control: string): string =>
  CONTROL_NAMES[control] ?? `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`;
