// The settings in the app: those saved, with the run's overrides on top.
// The theme follows them (ASCII cards for a locale without UTF-8), the live
// verdict can be off, and a setting the player changes is saved without the
// run's overrides.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';

const seed5 = () => newGame(findVariant('forty-thieves')!, 'hard', 5n);
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

describe('the settings of a run', () => {
  it('draw the cards as the saved settings say', async () => {
    const store = new MemoryStore({ settings: { ascii: true } });
    driven = await drive({ game: seed5(), store, theme: 'settings' });
    expect(driven.frame()).toMatch(/Q[c]/);
    expect(driven.frame()).not.toMatch(/[♣♠♥♦]/);
  });

  it('take the run’s overrides on top, as ASCII for a locale without UTF-8', async () => {
    driven = await drive({ game: seed5(), theme: 'settings', overrides: { ascii: true } });
    expect(driven.frame()).not.toMatch(/[♣♠♥♦]/);
    const symbols = await drive({
      game: seed5(),
      store: new MemoryStore({ settings: { ascii: true } }),
      theme: 'settings',
      overrides: { ascii: false },
    });
    expect(symbols.frame()).toContain('Q♣');
    symbols.unmount();
  });

  it('ask no verdict of the solver when the live verdict is off', async () => {
    let asked = 0;
    const verdicts = () => {
      asked++;
      return new Promise<never>(() => {});
    };
    const store = new MemoryStore({ settings: { verdict: false } });
    driven = await drive({ game: seed5(), store, verdicts });
    await driven.press('d');
    expect(driven.frame()).not.toContain('solving');
    expect(asked).toBe(0);
  });

  it('save what the player changes, not the run’s overrides', async () => {
    const store = new MemoryStore({ settings: { ascii: false, cardSize: 'compact' } });
    driven = await drive({ game: seed5(), store, overrides: { ascii: true, cardSize: 'framed' } });
    await driven.press('m');
    expect(driven.frame()).toContain('Bell on');
    expect(store.current).toMatchObject({ bell: true, ascii: false, cardSize: 'compact' });
    // The settings screen says which of them is saved.
    await driven.press('o');
    expect(driven.frame()).toContain('Changes here are saved; flags such as --ascii last one run.');
  });

  it('say on the settings screen what the environment set for this run, until the player changes it', async () => {
    const store = new MemoryStore({ settings: { fourColor: true } });
    driven = await drive({
      game: seed5(),
      store,
      theme: 'settings',
      overrides: { monochrome: true },
      overrideReasons: { monochrome: 'NO_COLOR is set' },
    });
    await driven.press('o');
    expect(driven.frame()).toContain('Colours       monochrome for this run: NO_COLOR is set');
    // → from monochrome is the first of the three again, for this run and saved.
    await driven.press('\u001b[C');
    expect(driven.frame()).toContain('Colours       default: red and black');
    expect(store.current).toMatchObject({ monochrome: false, fourColor: false });
    // Back to monochrome: what NO_COLOR gives anyway, so the saved choice stays.
    await driven.press('\u001b[D');
    expect(driven.frame()).toContain('Colours       monochrome for this run: NO_COLOR is set');
    expect(store.current).toMatchObject({ monochrome: false, fourColor: false });
  });
});
