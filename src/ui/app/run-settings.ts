// The settings of this run: the saved ones, with what the command line and
// the environment say on top. A flag (--ascii, --no-bell, --cards framed)
// or the environment (NO_COLOR, a locale that is not UTF-8, a terminal
// without colours) holds for this run only: changing other settings on the
// settings screen saves those, never the run's overrides. A flag asking for
// colours (--color, --four-color) wins over a saved "monochrome", as
// --no-ascii wins over a saved ASCII, but never over the environment: a
// terminal without colours, or a player who set NO_COLOR, stays without.

import { localeWithoutUtf8 } from '../../engine/index.js';
import type { CardSize, Settings } from '../../store/index.js';
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
  /** --no-mouse: false. */
  readonly mouse?: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Colours off for --no-color, NO_COLOR, FORCE_COLOR=0, or a terminal chalk finds colourless. */
export function colourless(flags: SettingsFlags, env: Env, chalkLevel: number): boolean {
  const forcedOff = env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false';
  return wantsMonochrome(env, flags.color === false) || forcedOff || chalkLevel === 0;
}

export function runOverrides(flags: SettingsFlags, env: Env, chalkLevel: number): SettingsOverrides {
  const ascii = flags.ascii ?? (localeWithoutUtf8(env) ? true : undefined);
  const given: SettingsOverrides = {
    ascii,
    fourColor: flags.fourColor === true ? true : undefined,
    monochrome: colourless(flags, env, chalkLevel) ? true : asksForColour(flags) ? false : undefined,
    bell: flags.bell,
    verdict: flags.verdict,
    cardSize: flags.cardSize,
    mouse: flags.mouse === false ? false : undefined,
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

function asksForColour(flags: SettingsFlags): boolean {
  return flags.color === true || flags.fourColor === true;
}

export function withOverrides(saved: Settings, overrides: SettingsOverrides): Settings {
  return { ...saved, ...overrides };
}

/**
 * What to save when the run's settings change: the run's, except that a
 * setting still as this run's override has it keeps its saved value.
 */
export function settingsToSave(run: Settings, saved: Settings, overrides: SettingsOverrides): Settings {
  const keys = Object.keys(overrides) as (keyof SettingsOverrides)[];
  const kept = keys.filter((key) => run[key] === overrides[key]).map((key) => [key, saved[key]]);
  return { ...run, ...Object.fromEntries(kept) };
}
