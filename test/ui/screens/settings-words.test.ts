// Every setting's words fit a line of the settings screen at 60 columns, the
// start screen's narrowest: 60 less the cursor's mark, a space and the label's 14.
// The cursor stops at the ends of the list.

import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../src/engine/index.js';
import { CARD_SIZES, DEFAULT_SETTINGS, type Settings } from '../../../src/store/index.js';
import { overrideReasons } from '../../../src/ui/app/run-settings.js';
import {
  SETTINGS_ROWS,
  type SettingsRow,
  settingsReduce,
  settingWords,
} from '../../../src/ui/screens/settings-menu.js';

const ROOM = 60 - 2 - 14;

describe('the settings in words', () => {
  it(`take at most ${ROOM} columns, whatever the value and the level`, () => {
    // Every switch on, then off, a setting added later too.
    const switches = (on: boolean) =>
      Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, on])) as Partial<Settings>;
    const variants: Settings[] = [true, false].flatMap((on) =>
      CARD_SIZES.map((cardSize) => ({
        ...DEFAULT_SETTINGS,
        ...switches(on),
        monochrome: !on,
        cardSize,
        autoSafe: { easy: on, medium: on, hard: on },
      })),
    );
    for (const settings of variants) {
      for (const level of LEVELS) {
        for (const row of SETTINGS_ROWS) {
          const words = settingWords(settings, row, level);
          expect([...words].length, words).toBeLessThanOrEqual(ROOM);
        }
      }
    }
  });
});

describe('the rows of the settings screen', () => {
  it('have one for every setting, the two colour switches sharing one', () => {
    const rowOf = (key: string) => (key === 'fourColor' || key === 'monochrome' ? 'colours' : key);
    for (const key of Object.keys(DEFAULT_SETTINGS)) expect(SETTINGS_ROWS, `the row of ${key}`).toContain(rowOf(key));
  });
});

describe('a setting the run sets', () => {
  it(`is said with what set it within ${ROOM} columns`, () => {
    const env = { LANG: 'C', FORCE_COLOR: 'false', TERM: 'xterm' };
    const flags = { fourColor: true, bell: false, verdict: false, cardSize: 'framed', mouse: false } as const;
    const reasons = Object.entries({ ...overrideReasons({}, env, 3), ...overrideReasons(flags, env, 1) });
    expect(reasons.length).toBe(7);
    const settings = { ...DEFAULT_SETTINGS, fourColor: true, monochrome: true, cardSize: 'framed' as const };
    for (const [key, reason] of reasons) {
      const row = key === 'monochrome' || key === 'fourColor' ? 'colours' : (key as SettingsRow);
      const words = settingWords(settings, row, 'hard', reason);
      expect(words).toMatch(/ for this run: /);
      expect([...words].length, words).toBeLessThanOrEqual(ROOM);
    }
  });
});

describe('the cursor on the settings screen', () => {
  it('stops at the first and the last line: one ↑ or ↓ too many changes nothing', () => {
    const last = SETTINGS_ROWS.length - 1;
    expect(settingsReduce(0, { type: 'up' }, DEFAULT_SETTINGS, 'hard')).toEqual({ row: 0, settings: DEFAULT_SETTINGS });
    expect(settingsReduce(last, { type: 'down' }, DEFAULT_SETTINGS, 'hard').row).toBe(last);
    expect(settingsReduce(0, { type: 'down' }, DEFAULT_SETTINGS, 'hard').row).toBe(1);
    expect(settingsReduce(last, { type: 'up' }, DEFAULT_SETTINGS, 'hard').row).toBe(last - 1);
  });
});
