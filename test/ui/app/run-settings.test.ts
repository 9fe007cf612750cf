// The settings of a run: the saved ones with the flags and the environment
// on top (colours, ASCII for a locale without UTF-8), and what is saved
// when the player changes a setting: never the run's overrides.

import { describe, expect, it } from 'vitest';
import { localeWithoutUtf8 } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import {
  colourless,
  overrideReasons,
  runOnlyRows,
  runOverrides,
  settingsToSave,
  withOverrides,
} from '../../../src/ui/app/run-settings.js';

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

  it('turn the mouse on or off for the run, as --mouse or --no-mouse says', () => {
    expect(runOverrides({ mouse: true }, utf8, 3)).toEqual({ mouse: true });
    expect(runOverrides({ mouse: false }, utf8, 3)).toEqual({ mouse: false });
    expect(overrideReasons({ mouse: true }, utf8, 3)).toEqual({ mouse: '--mouse' });
  });

  it('choose ASCII for a locale without UTF-8, unless --no-ascii says otherwise', () => {
    expect(runOverrides({}, { LANG: 'C' }, 3)).toEqual({ ascii: true });
    expect(runOverrides({ ascii: false }, { LANG: 'C' }, 3)).toEqual({ ascii: false });
    expect(runOverrides({ ascii: true }, utf8, 3)).toEqual({ ascii: true });
  });

  it('turn colours on over a saved monochrome and NO_COLOR, but never over a colourless terminal', () => {
    expect(runOverrides({ color: false, fourColor: true }, utf8, 3)).toEqual({ monochrome: true, fourColor: true });
    expect(runOverrides({ fourColor: false }, utf8, 3)).toEqual({});
    expect(runOverrides({ fourColor: true }, utf8, 3)).toEqual({ monochrome: false, fourColor: true });
    expect(runOverrides({ color: true }, utf8, 3)).toEqual({ monochrome: false });
    // no-color.org: a flag given for one run wins over the variable.
    expect(runOverrides({ color: true }, { ...utf8, NO_COLOR: '1' }, 3)).toEqual({ monochrome: false });
    expect(runOverrides({ fourColor: true }, { ...utf8, NO_COLOR: '1' }, 3)).toEqual({
      monochrome: false,
      fourColor: true,
    });
    expect(runOverrides({ color: true }, { ...utf8, FORCE_COLOR: '0' }, 3)).toEqual({ monochrome: true });
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

  it('saves the colours the row shows, both settings together, as the player steps past the override', () => {
    // --four-color: the row steps from four-colour to monochrome (saved), then to the default.
    const fourColour = { fourColor: true, monochrome: false };
    const plain = { ...DEFAULT_SETTINGS, fourColor: false, monochrome: false };
    const mono = settingsToSave({ ...plain, monochrome: true }, plain, fourColour);
    expect(mono).toMatchObject({ fourColor: false, monochrome: true });
    expect(settingsToSave(plain, mono, fourColour)).toMatchObject({ fourColor: false, monochrome: false });
    // Back at four-colour, as the flag has it: the saved colours stay.
    expect(settingsToSave({ ...plain, fourColor: true }, mono, fourColour)).toMatchObject({
      fourColor: false,
      monochrome: true,
    });
    // --no-color, the saved four-colour: monochrome again is the run's, the saved colours stay.
    const four = { ...plain, fourColor: true };
    expect(settingsToSave({ ...plain, monochrome: true }, four, { monochrome: true })).toMatchObject({
      fourColor: true,
      monochrome: false,
    });
    expect(settingsToSave(plain, four, { monochrome: true })).toMatchObject({ fourColor: false, monochrome: false });
  });
});

describe('what set an override, for the settings screen', () => {
  const utf8 = { LANG: 'en_GB.UTF-8', TERM: 'xterm' };

  it('names the flag, or the environment variable', () => {
    expect(overrideReasons({}, utf8, 3)).toEqual({});
    expect(overrideReasons({}, { ...utf8, NO_COLOR: '1' }, 3)).toEqual({ monochrome: 'NO_COLOR is set' });
    expect(overrideReasons({ color: false }, { ...utf8, NO_COLOR: '1' }, 3)).toEqual({ monochrome: '--no-color' });
    expect(overrideReasons({}, { ...utf8, FORCE_COLOR: '0' }, 3)).toEqual({ monochrome: 'FORCE_COLOR=0' });
    expect(overrideReasons({}, { ...utf8, TERM: 'dumb' }, 0)).toEqual({ monochrome: 'TERM=dumb' });
    expect(overrideReasons({ color: true }, utf8, 3)).toEqual({ monochrome: '--color' });
    expect(overrideReasons({ fourColor: true }, utf8, 3)).toEqual({
      fourColor: '--four-color',
      monochrome: '--four-color',
    });
    expect(overrideReasons({}, { LANG: 'C' }, 3)).toEqual({ ascii: 'the locale is not UTF-8' });
    expect(overrideReasons({ ascii: false }, { LANG: 'C' }, 3)).toEqual({ ascii: '--no-ascii' });
    expect(overrideReasons({ bell: false, verdict: true, cardSize: 'compact', mouse: false }, utf8, 3)).toEqual({
      bell: '--no-bell',
      verdict: '--verdict',
      cardSize: '--cards compact',
      mouse: '--no-mouse',
    });
  });

  it('has a reason for every override and no other', () => {
    const flagSets = [{}, { color: false }, { fourColor: true, color: false }, { ascii: true, bell: true }];
    const envs = [utf8, { LANG: 'C' }, { ...utf8, NO_COLOR: 'x' }];
    for (const flags of flagSets) {
      for (const env of envs) {
        expect(Object.keys(overrideReasons(flags, env, 3)).sort()).toEqual(
          Object.keys(runOverrides(flags, env, 3)).sort(),
        );
      }
    }
  });
});

describe('the rows the run sets', () => {
  const reasons = { monochrome: 'NO_COLOR is set', bell: '--no-bell' };
  const overrides = { monochrome: true, bell: false };

  it('are those whose value the override set and the saved one is not', () => {
    const saved = { ...DEFAULT_SETTINGS, bell: true };
    const run = withOverrides(saved, overrides);
    expect(runOnlyRows(run, saved, overrides, reasons, 'hard')).toEqual({
      colours: 'NO_COLOR is set',
      bell: '--no-bell',
    });
  });

  it('leave out an override that changes nothing saved', () => {
    const saved = { ...DEFAULT_SETTINGS, bell: false };
    const run = withOverrides(saved, overrides);
    expect(runOnlyRows(run, saved, overrides, reasons, 'hard')).toEqual({ colours: 'NO_COLOR is set' });
  });

  it('leave out a row the player changed', () => {
    const saved = { ...DEFAULT_SETTINGS, bell: true, fourColor: true };
    const run = { ...withOverrides(saved, overrides), monochrome: false };
    expect(runOnlyRows(run, saved, overrides, reasons, 'hard')).toEqual({ bell: '--no-bell' });
  });
});
