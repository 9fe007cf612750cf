// The settings screen, from the start screen and from the game: each change
// shows at once, in the theme too, and is saved; done goes back where the
// player was, the game's clock stopped meanwhile.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { SETTINGS_SAVED } from '../../../src/ui/screens/settings-lines.js';
import { SETTINGS_ROWS } from '../../../src/ui/screens/settings-menu.js';
import { START_MINIMUM } from '../../../src/ui/screens/start-lines.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';

const seed5 = () => newGame(findVariant('forty-thieves')!, 'hard', 5n);
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

describe('the settings screen', () => {
  it('opens from the start screen by its line, and o', async () => {
    const app = (driven = await drive({ theme: 'settings' }));
    expect(app.frame()).toContain('Settings');
    await app.press('o');
    for (const label of ['Colours', 'ASCII cards', 'Card size', 'Bell', 'Safe moves', 'Live verdict']) {
      expect(app.frame()).toContain(label);
    }
    await app.press('escape');
    expect(app.frame()).toContain('New game');
    await app.press('down', 'down', 'down', 'down', 'down', 'enter');
    expect(app.frame()).toContain('Live verdict');
  });

  it('says what is saved in full at the narrowest size the start screen takes', async () => {
    const app = (driven = await drive({ theme: 'settings', width: START_MINIMUM.width, height: START_MINIMUM.height }));
    await app.press('o');
    expect(app.frame()).toContain(SETTINGS_SAVED);
  });

  it('says what is in no file in place of "Changes here are saved", while it lasts', async () => {
    const store = new MemoryStore();
    store.lost = 'the settings changed are not saved: /memory did not take the writes';
    const app = (driven = await drive({ theme: 'settings', store }));
    await app.press('o');
    expect(app.frame()).toContain('The settings changed are not saved: /memory did not take the writes.');
    expect(app.frame()).not.toContain(SETTINGS_SAVED);
  });

  it('says, before any change, that changes last this run where settings.json is left alone', async () => {
    const store = new MemoryStore();
    store.settingsLeft = '/memory/settings.json is left as it was found';
    const app = (driven = await drive({ theme: 'settings', store }));
    await app.press('o');
    expect(app.frame()).toContain('Changes here last this run: /memory/settings.json is left as it was found.');
    expect(app.frame()).not.toContain(SETTINGS_SAVED);
    // Saved after all (a directory that takes writes again): said at the next change.
    store.settingsLeft = undefined;
    await app.press('right');
    expect(app.frame()).toContain(SETTINGS_SAVED);
  });

  it('turns the mouse off and on at once, not at the next start', async () => {
    const reports: boolean[] = [];
    const store = new MemoryStore();
    const app = (driven = await drive({ theme: 'settings', store, reportMouse: (on) => reports.push(on) }));
    await app.press('o');
    const toMouse = SETTINGS_ROWS.indexOf('mouse');
    await app.press(...Array<string>(toMouse).fill('down'), 'right');
    expect(app.frame()).toContain('off: the terminal selects text');
    expect(store.settings().mouse).toBe(false);
    await app.press('right');
    expect(reports).toEqual([false, true]);
  });

  it('changes a setting at once, in the cards drawn, and saves it', async () => {
    const app = (driven = await drive({ theme: 'settings' }));
    await app.press('o');
    expect(app.frame()).toContain('Cards: A♣ 10♦ Q♥ K♠');
    await app.press('down', 'right');
    expect(app.frame()).toContain('ASCII cards   on: suits as c d h s');
    expect(app.frame()).toContain('Cards: Ac 10d Qh Ks');
    expect(app.store.current.ascii).toBe(true);
    await app.press('left');
    expect(app.store.current.ascii).toBe(false);
  });

  it('steps the colours through default, four-colour and monochrome', async () => {
    const app = (driven = await drive({ theme: 'settings' }));
    await app.press('o', 'right');
    expect(app.store.current).toMatchObject({ fourColor: true, monochrome: false });
    await app.press('right');
    expect(app.store.current).toMatchObject({ fourColor: false, monochrome: true });
    expect(app.frame()).toContain('monochrome: no colours');
    await app.press('right');
    expect(app.store.current).toMatchObject({ fourColor: false, monochrome: false });
  });

  it('opens from the game with o, shows the level’s safe moves, and goes back to the table', async () => {
    const app = (driven = await drive({ game: seed5() }));
    await app.press('d', 'o');
    // Off says what happens instead: a row read alone is never taken for on.
    expect(app.frame()).toContain('off: safe cards wait for a key (a) at hard');
    await app.press('down', 'down', 'down', 'down', 'enter');
    expect(app.store.current.autoSafe).toEqual({ easy: true, medium: false, hard: true });
    expect(app.frame()).toContain('on: safe cards go home at once at hard');
    app.time.now += 60_000;
    await app.press('down', 'enter');
    expect(app.store.current.verdict).toBe(false);
    await app.press('escape');
    expect(app.frame()).toContain('stock 63');
    // The minute spent on the settings is not play time.
    expect(app.frame()).toMatch(/1 move · 0:00/);
  });

  it('turned on in a game, sends the safe cards home at once, undone with the last move', async () => {
    // Column 8 ends in the Ace of diamonds, which the safe moves setting sends home.
    const app = (driven = await drive({ game: newGame(findVariant('forty-thieves')!, 'hard', 8605495572n) }));
    await app.press('d', 'o', 'down', 'down', 'down', 'down', 'enter');
    expect(app.frame()).toContain('on: safe cards go home at once at hard');
    await app.press('escape');
    expect(app.frame()).toContain('Safe move: A♦ to its foundation');
    expect(app.frame()).not.toMatch(/·♦ +·♦/);
    await app.press('u');
    expect(app.frame()).toContain('Undone: draw and 1 safe move after it');
    expect(app.frame()).toMatch(/·♦ +·♦/);
  });

  it('turned on and off again before the settings close, sends nothing home', async () => {
    // At the deal, cards sent home would be the deal's own, for good: undo could not take them back.
    const app = (driven = await drive({ game: newGame(findVariant('forty-thieves')!, 'hard', 8605495572n) }));
    await app.press('o', 'down', 'down', 'down', 'down', 'enter', 'enter');
    expect(app.frame()).toContain('off: safe cards wait for a key (a) at hard');
    await app.press('escape');
    expect(app.frame()).not.toContain('Safe move');
    expect(app.frame()).toMatch(/·♦ +·♦/);
    expect(app.frame()).toContain('0/104 home');
  });

  it('turned on with moves to redo, leaves the safe cards for the next move: the redo list stays', async () => {
    const app = (driven = await drive({ game: newGame(findVariant('forty-thieves')!, 'hard', 8605495572n) }));
    await app.press('d', 'u', 'o', 'down', 'down', 'down', 'down', 'enter', 'escape');
    expect(app.frame()).toMatch(/·♦ +·♦/);
    await app.press('U');
    expect(app.frame()).toContain('Redone: draw');
    expect(app.frame()).toContain('stock 63');
    await app.press('d');
    expect(app.frame()).toMatch(/Safe moves: .*A♦.* to the foundations/);
  });

  it('changes the cards on the table: compact in a terminal with room for framed ones', async () => {
    const app = (driven = await drive({ game: seed5(), width: 120, height: 40 }));
    expect(app.frame()).toContain('╭');
    await app.press('o', 'down', 'down', 'right');
    expect(app.store.current.cardSize).toBe('compact');
    await app.press('escape');
    expect(app.frame()).not.toContain('╭');
    expect(app.frame()).toContain('stock 64');
  });
});
