// The settings of a run: the saved ones with the flags and the environment
// on top (colours, ASCII for a locale without UTF-8), and what is saved
// when the player changes a setting: never the run's overrides.

import { describe, expect, it } from 'vitest';
import { localeWithoutUtf8 } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { colourless, runOverrides, settingsToSave, withOverrides } from '../../../src/ui/app/run-settings.js';

describe('colours', () => {
  it.each([
    ['nothing asked', false, {}, 3, false],
    ['--no-color', true, {}, 3, true],
    ['NO_COLOR', false, { NO_COLOR: '1' }, 3, true],
    ['NO_COLOR empty (no-color.org: not set)', false, { NO_COLOR: '' }, 3, false],
    ['FORCE_COLOR=0', false, { FORCE_COLOR: '0' }, 3, true],
    ['FORCE_COLOR=1 on a colourless terminal is chalk’s level 1', false, { FORCE_COLOR: '1' }, 1, false],
    ['a terminal without colour', false, {}, 0, true],
  ] as const)('%s', (_, noColor, env, level, monochrome) => {
    expect(colourless(noColor ? { color: false } : {}, env, level)).toBe(monochrome);
  });
});

describe('the locale', () => {
  it.each([
    [{ LANG: 'en_GB.UTF-8' }, false],
    [{ LANG: 'C.utf8' }, false],
    [{ LANG: 'C' }, true],
    [{ LANG: 'POSIX' }, true],
    [{ LANG: 'en_US.ISO-8859-1' }, true],
    // LC_ALL comes first, then LC_CTYPE, then LANG.
    [{ LC_ALL: 'C', LANG: 'en_GB.UTF-8' }, true],
    [{ LC_ALL: 'de_DE.UTF-8', LANG: 'C' }, false],
    [{ LC_CTYPE: 'C', LANG: 'en_GB.UTF-8' }, true],
    [{ LC_ALL: '', LANG: 'en_GB.UTF-8' }, false],
    // Nothing set says nothing.
    [{}, false],
  ])('%j: not UTF-8 is %s', (env, ascii) => {
    expect(localeWithoutUtf8(env)).toBe(ascii);
  });
});

describe('the overrides of a run', () => {
  const utf8 = { LANG: 'en_GB.UTF-8' };

  it('are only what was given', () => {
    expect(runOverrides({}, utf8, 3)).toEqual({});
    expect(runOverrides({ bell: false, cardSize: 'framed', verdict: false }, utf8, 3)).toEqual({
      bell: false,
      cardSize: 'framed',
      verdict: false,
    });
  });

  it('choose ASCII for a locale without UTF-8, unless --no-ascii says otherwise', () => {
    expect(runOverrides({}, { LANG: 'C' }, 3)).toEqual({ ascii: true });
    expect(runOverrides({ ascii: false }, { LANG: 'C' }, 3)).toEqual({ ascii: false });
    expect(runOverrides({ ascii: true }, utf8, 3)).toEqual({ ascii: true });
  });

  it('turn colours on over a saved monochrome, but never over the environment', () => {
    expect(runOverrides({ color: false, fourColor: true }, utf8, 3)).toEqual({ monochrome: true, fourColor: true });
    expect(runOverrides({ fourColor: false }, utf8, 3)).toEqual({});
    expect(runOverrides({ fourColor: true }, utf8, 3)).toEqual({ monochrome: false, fourColor: true });
    expect(runOverrides({ color: true }, utf8, 3)).toEqual({ monochrome: false });
    expect(runOverrides({ color: true }, { ...utf8, NO_COLOR: '1' }, 3)).toEqual({ monochrome: true });
    expect(runOverrides({ fourColor: true }, utf8, 0)).toEqual({ monochrome: true, fourColor: true });
    const saved = { ...DEFAULT_SETTINGS, monochrome: true };
    expect(withOverrides(saved, runOverrides({ fourColor: true }, utf8, 3))).toMatchObject({ monochrome: false });
  });

  it('lie on top of the saved settings', () => {
    const saved = { ...DEFAULT_SETTINGS, bell: true, ascii: true };
    expect(withOverrides(saved, { bell: false })).toEqual({ ...saved, bell: false });
  });
});

describe('what is saved', () => {
  const saved = { ...DEFAULT_SETTINGS, bell: true, cardSize: 'compact' as const };
  const overrides = { ascii: true, bell: false };

  it('keeps the saved value of a setting the run overrides', () => {
    const run = { ...withOverrides(saved, overrides), verdict: false };
    expect(settingsToSave(run, saved, overrides)).toEqual({ ...saved, verdict: false });
  });

  it('takes the player’s change of an overridden setting', () => {
    const run = { ...withOverrides(saved, overrides), bell: true, ascii: false };
    expect(settingsToSave(run, saved, overrides)).toEqual({ ...saved, bell: true, ascii: false });
  });
});
