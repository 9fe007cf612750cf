// The table behind another screen (the settings, the screen asking for a
// larger terminal): out of sight its clock stands still and nothing plays on
// it unseen; the keys reach only what is shown; and what was under way when it
// went out of sight ends where the player can see it.

import { describe, expect, it } from 'vitest';
import { current, formatCard } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { tableApp } from '../support/table-app.js';

const size = { width: 120, height: 40 };
const tooSmall = { width: 50, height: 12 };

const DEAL = '1: 5H 9S AS\n2: TS\n3: 7H\n4: 8C\n5: 2C\n6: 3C\n7: 4D\n8: 6D\n9: QH\n10: KH\nStock: 4C 2D\nWaste: 9D';

describe('the table behind the settings', () => {
  it('stays out of sight through a resize: the time spent in the settings is not play', () => {
    const app = tableApp(DEAL);
    app.go('d');
    app.wait(10_000);
    app.go('o', { type: 'resize', size: { width: 130, height: 40 } });
    expect(app.state().table?.visible).toBe(false);
    app.wait(600_000);
    app.go('escape');
    expect(app.state().screen).toBe('table');
    expect(app.elapsed()).toBe(10_000);
  });

  it('too small, takes no key but quit, which quits as the screen asking for a larger terminal says', () => {
    const app = tableApp(DEAL);
    app.go('o', { type: 'resize', size: tooSmall }, 'right', 'escape');
    expect(app.state().screen).toBe('settings');
    expect(app.state().settings).toEqual(DEFAULT_SETTINGS);
    expect(app.effects.map((e) => e.kind)).not.toContain('save-settings');
    app.go('q');
    expect(app.effects.map((e) => e.kind)).toContain('exit');
  });

  it('need no more room than from the start screen: 60 x 16 for any game', () => {
    const app = tableApp(DEAL);
    app.go('o', { type: 'resize', size: { width: 60, height: 16 } }, 'down', 'right');
    expect(app.state().settings.ascii).toBe(!DEFAULT_SETTINGS.ascii);
    expect(app.state().table?.visible).toBe(false);
    // Back at the table, too small for it: out of sight still.
    app.go('escape');
    expect(app.state().screen).toBe('table');
    expect(app.state().table?.visible).toBe(false);
  });

  it("the help and the log in the table's place need only 60 x 16 too; the table stays out of sight", () => {
    const app = tableApp(DEAL);
    app.go('d');
    app.wait(5_000);
    app.go('?', { type: 'resize', size: { width: 60, height: 16 } }, 'space');
    expect(app.state().helpPage).toBe(1);
    expect(app.state().table?.visible).toBe(false);
    // Too small for the board, the key for the log opens it in the board's place, and the clock stands still.
    app.go('escape');
    expect(app.state().table?.overlay).toBe('none');
    app.wait(60_000);
    app.go('L');
    expect(app.state().table?.overlay).toBe('log');
    app.wait(60_000);
    expect(app.state().table?.visible).toBe(false);
    expect(app.elapsed()).toBe(5_000);
  });

  it("the win screen in the table's place takes its keys at 60 x 16", () => {
    const app = tableApp('Foundations: KC KC KD KD KS JS KH KH\n1: QS KS');
    app.go('1', 'enter', '2', 'enter', 'o', { type: 'resize', size: { width: 60, height: 16 } });
    expect(app.state().table?.overlay).toBe('won');
    app.go('escape');
    expect(app.state().table?.overlay).toBe('none');
  });

  it('a card picked up that safe moves turned on send home is no longer held', () => {
    const off = { ...DEFAULT_SETTINGS, autoSafe: { easy: false, medium: false, hard: false } };
    const app = tableApp(DEAL, off);
    app.go('1', 'enter');
    expect(app.state().table?.message?.text).toBe('Picked up AS');
    // Safe moves are the settings' fifth line.
    app.go('o', 'down', 'down', 'down', 'down', 'right', 'escape');
    expect(app.state().table?.message?.text).toBe('Safe move: AS to its foundation');
    expect(app.state().table?.selection).toBeUndefined();
    app.go('2', 'enter');
    expect(app.state().table?.message?.text).toBe('Picked up TS');
    expect(current(app.state().table!.game).columns[0].map(formatCard)).toEqual(['5H', '9S']);
  });
});

describe('what was under way when the table went out of sight', () => {
  it('o during an auto-finish plays the rest at once, on the table, as any key does', () => {
    const app = tableApp('Foundations: KC KC KD KD KS JS KH KH\n1: QS KS');
    app.go('1', 'enter', '2', 'enter');
    expect(app.state().table?.finishing.length).toBeGreaterThan(0);
    app.go('o');
    expect(app.state().screen).toBe('table');
    expect(app.state().table?.overlay).toBe('won');
    expect(app.effects.map((e) => e.kind)).toContain('record');
  });

  it('a look back (b) stopped by a terminal too small says it stopped, and the next key plays', () => {
    const app = tableApp(DEAL);
    app.go('d', 'd', 'b');
    expect(app.state().table?.message?.text).toMatch(/^Looking back/);
    app.go({ type: 'resize', size: tooSmall }, { type: 'resize', size });
    expect(app.state().table?.message?.text).toBe('Stopped looking back');
  });
});
