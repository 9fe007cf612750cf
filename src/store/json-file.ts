// One JSON file of the store. Its owner reads it once and keeps the state in
// memory (conf would re-read the file on every get). Every write goes to a
// temporary file that is then renamed over the old one, so a kill at any
// instant leaves either the old file or the new one, never half of one. A
// file that cannot be understood is moved aside under a
// `.corrupt-<timestamp>` name, never written over.
//
// Durable files (statistics, settings) are written through conf, whose
// atomic write also flushes the data to the disk (fsync) before the rename.
// The saved game is written after every move, where that flush costs several
// milliseconds on a busy disk (see `npm run bench store`); it only guards
// against a power cut, not against a killed process, so the game is written
// with the same write-and-rename minus the flush.

import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import type { ConfigDirectory } from './directory.js';
import { describeFsError, timestampForName } from './location.js';
import { SchemaError } from './schema.js';

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
  | { readonly kind: 'stuck'; readonly why: string };

/**
 * conf parses the file when it is created and before each write. Those
 * reads decide nothing here (ours, in `read`, do), so they must not throw on
 * a damaged file.
 */
const lenientParse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

export class JsonFile {
  readonly path: string;
  private conf: Conf<Record<string, unknown>> | undefined;
  /** The file as this program last wrote it (inode, size, time), to notice another writer. */
  private fingerprint: string | undefined;
  /** A damaged file that could not be moved aside: left alone, never written over. */
  private stuckBecause: string | undefined;

  constructor(
    private readonly directory: ConfigDirectory,
    readonly name: string,
    private readonly durable = true,
  ) {
    this.path = path.join(directory.path, name);
  }

  read(): FileRead {
    let text: string;
    try {
      text = fs.readFileSync(this.path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
      return { kind: 'bad', why: `cannot be read: ${describeFsError(error)}` };
    }
    if (text.trim() === '') return { kind: 'bad', why: 'is empty' };
    try {
      return { kind: 'ok', data: JSON.parse(text) };
    } catch (error) {
      // The parser quotes the text around the fault; a notice stays on one line.
      const detail = (error as Error).message.replace(/[\s\u0000-\u001f\u007f]+/g, ' ');
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
      if (error instanceof SchemaError) return { kind: 'bad', why: `is not usable (${error.message})` };
      throw error;
    }
  }

  /** Writes the whole file; false when it could not be written (the directory has said why). */
  write(data: Record<string, unknown>): boolean {
    if (this.stuck || !this.directory.mayWrite()) return false;
    try {
      if (this.durable) {
        this.conf ??= this.openConf();
        this.conf.store = data;
      } else {
        writeAndRename(this.path, serialize(data));
      }
      this.fingerprint = this.stamp();
      this.directory.succeeded();
      return true;
    } catch (error) {
      this.directory.failed(error);
      return false;
    }
  }

  get stuck(): boolean {
    return this.stuckBecause !== undefined;
  }

  /** Whether the file has been replaced, changed or deleted since this program wrote it. */
  changedByOthers(): boolean {
    return this.fingerprint !== undefined && this.stamp() !== this.fingerprint;
  }

  private stamp(): string | undefined {
    try {
      const stat = fs.statSync(this.path);
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
      this.directory.failed(error);
    }
  }

  /** Moves a damaged file out of the way, keeping every byte of it. */
  keepAside(now: Date): KeptAside {
    if (this.stuckBecause !== undefined) return { kind: 'stuck', why: this.stuckBecause };
    const base = `${this.path}.corrupt-${timestampForName(now)}`;
    let aside = base;
    for (let n = 2; fs.existsSync(aside); n++) aside = `${base}-${n}`;
    try {
      fs.renameSync(this.path, aside);
      return { kind: 'kept', path: aside };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
      this.stuckBecause = describeFsError(error);
      return { kind: 'stuck', why: this.stuckBecause };
    }
  }

  private openConf(): Conf<Record<string, unknown>> {
    const dot = this.name.lastIndexOf('.');
    return new Conf<Record<string, unknown>>({
      projectName: 'forty-thieves',
      cwd: this.directory.path,
      configName: this.name.slice(0, dot),
      fileExtension: this.name.slice(dot + 1),
      deserialize: lenientParse,
    });
  }
}

/** conf's own layout, so both kinds of file look alike. */
const serialize = (data: unknown): string => JSON.stringify(data, undefined, '\t');

let written = 0;

/** A temporary name no other write uses: this process's id and a count. */
export function temporaryName(file: string): string {
  written += 1;
  return `${file}.tmp-${process.pid}-${written}`;
}

function writeAndRename(file: string, text: string): void {
  const temp = temporaryName(file);
  try {
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** How a notice names what became of a damaged file. */
export function describeKeptAside(file: JsonFile, kept: KeptAside): string {
  if (kept.kind === 'kept') return `kept as ${kept.path}`;
  if (kept.kind === 'gone') return 'already moved aside by another copy of forty-thieves';
  return `left in place because it cannot be moved (${kept.why}), and ${file.name} will not be written this session`;
}
