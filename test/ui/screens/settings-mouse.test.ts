// The mouse's line on the settings screen: turned off and on again, and
// saved in settings.json like the rest.

import { describe, expect, it } from 'vitest';
import { decodeSettingsKeeping, settingsRecord } from '../../../src/store/settings-file.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { changeSetting, SETTINGS_ROWS, settingWords } from '../../../src/ui/screens/settings-menu.js';

describe('the mouse setting', () => {
  it('is on by default, and a line of the screen turns it off and on', () => {
    expect(DEFAULT_SETTINGS.mouse).toBe(true);
    expect(SETTINGS_ROWS).toContain('mouse');
    const off = changeSetting(DEFAULT_SETTINGS, 'mouse', 'hard', 1);
    expect(off.mouse).toBe(false);
    expect(settingWords(off, 'mouse', 'hard')).toContain('the terminal selects text');
    expect(changeSetting(off, 'mouse', 'hard', -1).mouse).toBe(true);
  });

  it('is kept in settings.json, and a file without it reads as on', () => {
    const off = { ...DEFAULT_SETTINGS, mouse: false };
    expect(decodeSettingsKeeping(settingsRecord(off)).settings.mouse).toBe(false);
    const { mouse: _, ...older } = settingsRecord(DEFAULT_SETTINGS);
    expect(decodeSettingsKeeping(older).settings.mouse).toBe(true);
  });
});
