// The settings screen's menu as a pure reducer: which line is chosen, and
// each setting changed in place, left and right (or Enter) stepping through
// its values. Colours are one choice of three, kept in the settings as the
// four-colour and monochrome switches. Automatic safe moves are a setting
// per level: the screen shows the one of the level at hand.

import type { Level } from '../../engine/index.js';
import { CARD_SIZES, type Settings } from '../../store/index.js';
import type { MenuCommand } from '../input/commands.js';
import { keyLabel, TABLE_KEYS } from '../input/keymap.js';
import { cycle } from './cycle.js';

export type SettingsRow = 'colours' | 'ascii' | 'cardSize' | 'bell' | 'autoSafe' | 'verdict' | 'mouse';

export type Colours = 'default' | 'four-colour' | 'monochrome';
const COLOURS: readonly Colours[] = ['default', 'four-colour', 'monochrome'];

export function coloursOf(settings: Settings): Colours {
  return settings.monochrome ? 'monochrome' : settings.fourColor ? 'four-colour' : 'default';
}

function withColours(settings: Settings, colours: Colours): Settings {
  return { ...settings, fourColor: colours === 'four-colour', monochrome: colours === 'monochrome' };
}

/** The setting of a row, one step on (back when `step` is -1). */
export function changeSetting(settings: Settings, row: SettingsRow, level: Level, step: number): Settings {
  switch (row) {
    case 'colours':
      return withColours(settings, cycle(COLOURS, coloursOf(settings), step));
    case 'cardSize':
      return { ...settings, cardSize: cycle(CARD_SIZES, settings.cardSize, step) };
    case 'autoSafe':
      return { ...settings, autoSafe: { ...settings.autoSafe, [level]: !settings.autoSafe[level] } };
    case 'ascii':
    case 'bell':
    case 'verdict':
    case 'mouse':
      return { ...settings, [row]: !settings[row] };
  }
}

/** The rows' labels, in the rows' order on the screen: a row without a label does not compile. */
export const SETTING_LABELS: Record<SettingsRow, string> = {
  colours: 'Colours',
  ascii: 'ASCII cards',
  cardSize: 'Card size',
  bell: 'Bell',
  autoSafe: 'Safe moves',
  verdict: 'Live verdict',
  mouse: 'Mouse',
};

export const SETTINGS_ROWS = Object.keys(SETTING_LABELS) as readonly SettingsRow[];

const onOff = (on: boolean): string => (on ? 'on' : 'off');

/** The key that plays every safe move, as the help writes it. */
const SAFE_KEY = keyLabel(
  TABLE_KEYS.find((b) => typeof b.command !== 'function' && b.command.type === 'safe')!.keys[0],
);

/** A row's value in one word or two, as its words begin. */
export function settingValue(settings: Settings, row: SettingsRow, level: Level): string {
  switch (row) {
    case 'colours':
      return coloursOf(settings);
    case 'cardSize':
      return settings.cardSize === 'auto' ? 'automatic' : settings.cardSize;
    case 'autoSafe':
      return onOff(settings.autoSafe[level]);
    default:
      return onOff(settings[row]);
  }
}

/**
 * A row's value in words, with what it means: within 44 columns, what a line
 * has at 60. `setBy`: the flag or the environment that set the value for this
 * run alone, said instead, so that a player sees why it is not what was saved.
 */
export function settingWords(settings: Settings, row: SettingsRow, level: Level, setBy?: string): string {
  if (setBy !== undefined) return `${settingValue(settings, row, level)} for this run: ${setBy}`;
  switch (row) {
    case 'colours':
      return {
        default: 'default: red and black',
        'four-colour': 'four-colour: a colour for each suit',
        monochrome: 'monochrome: no colours',
      }[coloursOf(settings)];
    case 'ascii':
      return `${onOff(settings.ascii)}: suits as ${settings.ascii ? 'c d h s' : '♣ ♦ ♥ ♠'}`;
    case 'cardSize':
      return {
        auto: 'automatic: as large as the terminal allows',
        compact: 'compact: one line a card',
        framed: 'framed: cards drawn whole when they fit',
      }[settings.cardSize];
    // Off says what is not done, so that a row read alone is never taken for on.
    case 'bell':
      return settings.bell ? 'on: rings on a refused move and a win' : 'off: no bell';
    case 'autoSafe':
      return settings.autoSafe[level]
        ? `on: safe cards go home at once at ${level}`
        : `off: safe cards wait for a key (${SAFE_KEY}) at ${level}`;
    case 'verdict':
      return settings.verdict ? "on: the solver's verdict on the status line" : 'off: no verdict on the status line';
    case 'mouse':
      return settings.mouse ? 'on: clicks play the cards' : 'off: the terminal selects text';
  }
}

export interface SettingsStep {
  readonly row: number;
  readonly settings: Settings;
  /** The screen is done. */
  readonly close?: boolean;
  readonly quit?: boolean;
}

export function settingsReduce(row: number, command: MenuCommand, settings: Settings, level: Level): SettingsStep {
  const count = SETTINGS_ROWS.length;
  switch (command.type) {
    case 'up':
    case 'down':
      // No wrapping round: ← and → change a setting at once, and one ↑ too many would change the last.
      return { row: Math.min(count - 1, Math.max(0, row + (command.type === 'up' ? -1 : 1))), settings };
    case 'point':
      return { row: command.index >= 0 && command.index < count ? command.index : row, settings };
    case 'left':
    case 'right':
    case 'select':
      return { row, settings: changeSetting(settings, SETTINGS_ROWS[row], level, command.type === 'left' ? -1 : 1) };
    case 'cancel':
      return { row, settings, close: true };
    case 'quit':
      return { row, settings, quit: true };
    default:
      return { row, settings };
  }
}
