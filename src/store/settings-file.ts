// settings.json: the player's choices, with defaults for anything missing
// (a setting added later must not make an older file invalid): colours
// (four-colour, monochrome), ASCII cards, the bell, automatic safe moves per
// level, the live verdict, and the card size.

import { LEVELS } from '../engine/index.js';
import { booleanOf, checkVersion, type Fields, objectOf, SchemaError } from './schema.js';
import { CARD_SIZES, type CardSize, DEFAULT_SETTINGS, type Settings } from './types.js';

export const SETTINGS_FILE = 'settings.json';
export const SETTINGS_SCHEMA_VERSION = 1;

export function settingsRecord(settings: Settings): Record<string, unknown> {
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
  };
}

/** Throws SchemaError naming the first bad field. */
export function decodeSettings(data: unknown): Settings {
  const fields = objectOf(data, 'the file');
  checkVersion(fields, SETTINGS_SCHEMA_VERSION);
  const d = DEFAULT_SETTINGS;
  const autoSafe: Fields = fields.autoSafe === undefined ? d.autoSafe : objectOf(fields.autoSafe, '"autoSafe"');
  return {
    fourColor: booleanOf(fields, 'fourColor', d.fourColor),
    ascii: booleanOf(fields, 'ascii', d.ascii),
    monochrome: booleanOf(fields, 'monochrome', d.monochrome),
    bell: booleanOf(fields, 'bell', d.bell),
    autoSafe: Object.fromEntries(
      LEVELS.map((level) => [level, booleanOf(autoSafe, level, d.autoSafe[level])]),
    ) as Settings['autoSafe'],
    verdict: booleanOf(fields, 'verdict', d.verdict),
    cardSize: cardSizeOf(fields, d.cardSize),
    mouse: booleanOf(fields, 'mouse', d.mouse),
  };
}

function cardSizeOf(fields: Fields, fallback: CardSize): CardSize {
  const value = fields.cardSize;
  if (value === undefined) return fallback;
  const size = CARD_SIZES.find((s) => s === value);
  if (size === undefined) throw new SchemaError(`"cardSize" is not one of ${CARD_SIZES.join(', ')}`);
  return size;
}
