// The settings of this run: the saved ones, with what the command line and
// the environment say on top. A flag (--ascii, --no-bell, --cards framed)
// or the environment (NO_COLOR, a locale that is not UTF-8, a terminal
// without colours) holds for this run only: changing other settings on the
// settings screen saves those, never the run's overrides. A flag asking for
// colours (--color, --four-color) wins over a saved "monochrome", as
// --no-ascii wins over a saved ASCII, and over NO_COLOR, as no-color.org
// asks of a command-line flag (and as a colour chosen on the settings
// screen does); a terminal without colours, FORCE_COLOR=0 or --no-color
// stays without.

import type { Level } from '../../engine/index.js';
import { localeWithoutUtf8 } from '../../engine/index.js';
import type { CardSize, Settings } from '../../store/index.js';
import { coloursOf, SETTINGS_ROWS, type SettingsRow, settingValue } from '../screens/settings-menu.js';
import { wantsMonochrome } from '../theme.js';

/** The settings the command line and the environment set for this run. */
export type SettingsOverrides = Partial<Omit<Settings, 'autoSafe'>>;

/** The flags of `play` that touch settings; undefined: not given. */
export interface SettingsFlags {
  readonly ascii?: boolean;
  readonly fourColor?: boolean;
  /** --color: true, --no-color: false. */
  readonly color?: boolean;
  readonly bell?: boolean;
  readonly verdict?: boolean;
  readonly cardSize?: CardSize;
  /** --mouse: true, --no-mouse: false. */
  readonly mouse?: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** What set each of the run's overrides, in the words the settings screen shows: a flag, or the environment. */
export type OverrideReasons = Partial<Record<keyof SettingsOverrides, string>>;

/** Why colours are off for this run: --no-color, NO_COLOR, FORCE_COLOR=0, or a terminal chalk finds colourless. */
function colourOffReason(flags: SettingsFlags, env: Env, chalkLevel: number): string | undefined {
  if (flags.color === false) return '--no-color';
  const asked = flags.color === true || flags.fourColor === true;
  if (!asked && wantsMonochrome(env, false)) return 'NO_COLOR is set';
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return `FORCE_COLOR=${env.FORCE_COLOR}`;
  // On a terminal, chalk finds no colours for a TERM such as "dumb" or one it does not know.
  if (chalkLevel === 0) return env.TERM ? `TERM=${env.TERM}` : 'TERM is not set';
  return undefined;
}

export function colourless(flags: SettingsFlags, env: Env, chalkLevel: number): boolean {
  return colourOffReason(flags, env, chalkLevel) !== undefined;
}

type Override = {
  [K in keyof SettingsOverrides]-?: { key: K; value: Settings[K]; reason: string };
}[keyof SettingsOverrides];

/** Each setting the run sets, its value and what set it. */
function overridesOf(flags: SettingsFlags, env: Env, chalkLevel: number): Override[] {
  const found: Override[] = [];
  if (flags.ascii !== undefined)
    found.push({ key: 'ascii', value: flags.ascii, reason: flags.ascii ? '--ascii' : '--no-ascii' });
  else if (localeWithoutUtf8(env)) found.push({ key: 'ascii', value: true, reason: 'the locale is not UTF-8' });
  if (flags.fourColor === true) found.push({ key: 'fourColor', value: true, reason: '--four-color' });
  const colourOff = colourOffReason(flags, env, chalkLevel);
  if (colourOff !== undefined) found.push({ key: 'monochrome', value: true, reason: colourOff });
  else if (flags.fourColor === true) found.push({ key: 'monochrome', value: false, reason: '--four-color' });
  else if (flags.color === true) found.push({ key: 'monochrome', value: false, reason: '--color' });
  if (flags.bell !== undefined)
    found.push({ key: 'bell', value: flags.bell, reason: flags.bell ? '--bell' : '--no-bell' });
  if (flags.verdict !== undefined) {
    found.push({ key: 'verdict', value: flags.verdict, reason: flags.verdict ? '--verdict' : '--no-verdict' });
  }
  if (flags.cardSize !== undefined)
    found.push({ key: 'cardSize', value: flags.cardSize, reason: `--cards ${flags.cardSize}` });
  if (flags.mouse !== undefined)
    found.push({ key: 'mouse', value: flags.mouse, reason: flags.mouse ? '--mouse' : '--no-mouse' });
  return found;
}

export function runOverrides(flags: SettingsFlags, env: Env, chalkLevel: number): SettingsOverrides {
  return Object.fromEntries(overridesOf(flags, env, chalkLevel).map(({ key, value }) => [key, value]));
}

export function overrideReasons(flags: SettingsFlags, env: Env, chalkLevel: number): OverrideReasons {
  return Object.fromEntries(overridesOf(flags, env, chalkLevel).map(({ key, reason }) => [key, reason]));
}

export function withOverrides(saved: Settings, overrides: SettingsOverrides): Settings {
  return { ...saved, ...overrides };
}

/** The colours are one choice made of two settings: they are kept or saved together. */
const COLOUR_KEYS: readonly (keyof SettingsOverrides)[] = ['fourColor', 'monochrome'];

/**
 * What to save when the run's settings change: the run's, except that a
 * setting still as this run's override has it keeps its saved value. The
 * colours count as the row shows them: one setting compared alone, once
 * the other was saved, kept a "monochrome" the row had moved away from.
 */
export function settingsToSave(run: Settings, saved: Settings, overrides: SettingsOverrides): Settings {
  const asRun = withOverrides(saved, overrides);
  const keys = Object.keys(overrides) as (keyof SettingsOverrides)[];
  const kept = keys.filter((key) => !COLOUR_KEYS.includes(key) && run[key] === asRun[key]);
  const colours = keys.some((key) => COLOUR_KEYS.includes(key)) && coloursOf(run) === coloursOf(asRun);
  return { ...run, ...Object.fromEntries([...kept, ...(colours ? COLOUR_KEYS : [])].map((key) => [key, saved[key]])) };
}

/**
 * The settings screen's rows that show what the run's overrides set rather
 * than what is saved, with what set each: a row the player changes is saved
 * and no longer among them, a row changed back to the override's value is
 * again (the saved value stays, see settingsToSave).
 */
export function runOnlyRows(
  run: Settings,
  saved: Settings,
  overrides: SettingsOverrides,
  reasons: OverrideReasons,
  level: Level,
): Partial<Record<SettingsRow, string>> {
  const asRun = withOverrides(saved, overrides);
  const rows: Partial<Record<SettingsRow, string>> = {};
  for (const row of SETTINGS_ROWS) {
    const value = settingValue(run, row, level);
    if (value !== settingValue(asRun, row, level) || value === settingValue(saved, row, level)) continue;
    const reason =
      row === 'colours' ? (reasons.monochrome ?? reasons.fourColor) : row === 'autoSafe' ? undefined : reasons[row];
    if (reason !== undefined) rows[row] = reason;
  }
  return rows;
}
