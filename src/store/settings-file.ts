// settings.json: the player's choices, with defaults for anything missing
// (a setting added later must not make an older file invalid): colours
// (four-colour, monochrome), ASCII cards, the bell, automatic safe moves per
// level, the live verdict, the card size and the mouse.

import { LEVELS } from '../engine/index.js';
import { booleanOf, checkVersion, type Fields, objectOf, SchemaError } from './schema.js';
import { CARD_SIZES, type CardSize, DEFAULT_SETTINGS, type Settings } from './types.js';

export const SETTINGS_FILE = 'settings.json';
export const SETTINGS_SCHEMA_VERSION = 1;

export function settingsRecord(settings: Settings): Record<string, unknown> {
  // Every setting, so that one left out of the file does not compile.
  return {
    schemaVersion: SETTINGS_SCHEMA_VERSION,
    fourColor: settings.fourColor,
    ascii: settings.ascii,
    monochrome: settings.monochrome,
    bell: settings.bell,
    autoSafe: { ...settings.autoSafe },
    verdict: settings.verdict,
    cardSize: settings.cardSize,
    mouse: settings.mouse,
  } satisfies Settings & { readonly schemaVersion: number };
}

/**
 * The settings a file holds, each bad one at its default and named in
 * `bad`: one setting written wrong (by hand, say) costs the player none of
 * the others. Throws SchemaError only for a file that is no settings at all.
 */
export function decodeSettingsKeeping(data: unknown): { settings: Settings; bad: string[] } {
  const fields = objectOf(data, 'the file');
  checkVersion(fields, SETTINGS_SCHEMA_VERSION);
  const d = DEFAULT_SETTINGS;
  const bad: string[] = [];
  /** `within`: the object holding the field, named for a field of a field ("autoSafe"). */
  const kept = <T>(decode: () => T, fallback: T, within?: string): T => {
    try {
      return decode();
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      bad.push(within ? `"${within}": ${error.message}` : error.message);
      return fallback;
    }
  };
  const flag = (from: Fields, key: string, fallback: boolean, within?: string) =>
    kept(() => booleanOf(from, key, fallback), fallback, within);
  const autoSafe: Fields = kept(
    () => (fields.autoSafe === undefined ? d.autoSafe : objectOf(fields.autoSafe, '"autoSafe"')),
    d.autoSafe,
  );
  const settings: Settings = {
    fourColor: flag(fields, 'fourColor', d.fourColor),
    ascii: flag(fields, 'ascii', d.ascii),
    monochrome: flag(fields, 'monochrome', d.monochrome),
    bell: flag(fields, 'bell', d.bell),
    autoSafe: Object.fromEntries(
      LEVELS.map((level) => [level, flag(autoSafe, level, d.autoSafe[level], 'autoSafe')]),
    ) as Settings['autoSafe'],
    verdict: flag(fields, 'verdict', d.verdict),
    cardSize: kept(() => cardSizeOf(fields, d.cardSize), d.cardSize),
    mouse: flag(fields, 'mouse', d.mouse),
  };
  return { settings, bad };
}

function cardSizeOf(fields: Fields, fallback: CardSize): CardSize {
  const value = fields.cardSize;
  if (value === undefined) return fallback;
  const size = CARD_SIZES.find((s) => s === value);
  if (size === undefined) throw new SchemaError(`"cardSize" is not one of ${CARD_SIZES.join(', ')}`);
  return size;
}
