// Checking what a file holds before believing it. Each field is checked for
// its type and range; the first problem becomes the one-line reason the
// player is given when the file is moved aside.

export class SchemaError extends Error {}

export type Fields = Readonly<Record<string, unknown>>;

export function objectOf(value: unknown, what: string): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SchemaError(`${what} is not an object`);
  }
  return value as Fields;
}

export function arrayOf(fields: Fields, key: string): readonly unknown[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new SchemaError(`"${key}" is not a list`);
  return value;
}

export function stringOf(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new SchemaError(`"${key}" is not a string`);
  return value;
}

export function booleanOf(fields: Fields, key: string, fallback?: boolean): boolean {
  const value = fields[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'boolean') throw new SchemaError(`"${key}" is not true or false`);
  return value;
}

/** A whole number, at least 0 unless a lower bound is given, and at most `max` when one is. */
export function countOf(fields: Fields, key: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new SchemaError(`"${key}" is not a whole number ${range}`);
  }
  return value;
}

export function optionalCountOf(fields: Fields, key: string): number | undefined {
  return fields[key] === undefined ? undefined : countOf(fields, key);
}

/** A file written by a newer version: left as it is for that version (json-file.ts). */
export class NewerFileError extends SchemaError {}

/** A file written by a newer version is not guessed at, nor moved nor written over. */
export function checkVersion(fields: Fields, version: number): void {
  const found = fields.schemaVersion;
  if (found === version) return;
  if (typeof found === 'number' && found > version) {
    throw new NewerFileError(`written by a newer forty-thieves: schema ${found}, this one reads ${version}`);
  }
  throw new SchemaError(`"schemaVersion" is ${JSON.stringify(found)}, expected ${version}`);
}
