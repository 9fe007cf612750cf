// A deal asked for on the command line while a saved game with moves waits:
// the question names the saved game and says it counts as a loss; y
// deals the new game and records the loss, any other key opens the saved
// game; the statistics and the saved game stay as they were until yes.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, formatMoves, LEVELS, parseMoves, restoreGame, VARIANTS } from '../../../src/engine/index.js';
import { openGame } from '../../../src/ui/app/startup.js';
import { dealWords } from '../../../src/ui/screens/ReplaceScreen.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';

const forty = findVariant('forty-thieves')!;
const josephine = findVariant('josephine')!;
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

/** Forty Thieves 5, hard, three draws in 1:15 of play, waiting in the store. */
const savedGame = () => ({
  id: 'saved-game-5',
  game: restoreGame(forty, 'hard', 5n, parseMoves('d d d')),
  elapsedMs: 75_000,
  recorded: false,
});

async function asked(choice: Parameters<typeof openGame>[1]): Promise<Driven> {
  const store = new MemoryStore({ saved: savedGame() });
  driven = await drive({ store, opening: openGame(store, choice, () => 0.5) });
  return driven;
}

describe('a new deal from the command line over a saved game with moves', () => {
  it('asks first, naming the saved game and the loss', async () => {
    const app = await asked({ seed: 7n, variant: josephine });
    const frame = app.frame();
    expect(frame).toContain('Start Josephine, hard, seed 7?');
    expect(frame).toContain('Forty Thieves, hard, seed 5 · 3 moves · 1:15 · 0/104 home');
    expect(frame).toContain('counts as a loss');
    expect(frame).toContain('y start the new deal');
    expect(frame).toContain('any other key continue the saved game');
    expect(app.store.results).toEqual([]);
    expect(app.store.saved?.game.seed).toBe(5n);
  });

  it('asks too when the saved game is counted already (won, then undone), and records nothing on yes', async () => {
    const store = new MemoryStore({ saved: { ...savedGame(), recorded: true } });
    driven = await drive({ store, opening: openGame(store, { seed: 7n }, () => 0.5) });
    expect(driven.frame()).toContain('Start Forty Thieves, hard, seed 7?');
    expect(driven.frame()).toContain('the saved game will be lost; it is counted already.');
    expect(driven.frame()).not.toContain('counts as a loss');
    await driven.press('y');
    expect(driven.frame()).toMatch(/Forty Thieves hard #7 · 0 moves/);
    expect(driven.store.results).toEqual([]);
  });

  it('y deals the new game and records the loss of the saved one', async () => {
    const app = await asked({ seed: 7n, variant: josephine });
    await app.press('y');
    expect(app.frame()).toMatch(/Josephine hard #7 · 0 moves/);
    expect(app.frame()).toContain('counted as a loss');
    expect(app.store.results).toMatchObject([{ variant: 'forty-thieves', seed: '5', won: false, moves: 3 }]);
    expect(app.store.saved?.game.seed).toBe(7n);
    expect(app.store.stats('forty-thieves', 'hard')).toMatchObject({ played: 1, lost: 1 });
  });

  it.each(['n', 'enter', 'escape', 'x', 'q'])('%s opens the saved game, the statistics untouched', async (key) => {
    const app = await asked({ seed: 7n });
    await app.press(key);
    expect(app.frame()).toMatch(/Forty Thieves hard #5 · 3 moves · 1:15/);
    expect(app.store.results).toEqual([]);
    expect(formatMoves(app.store.saved!.game.done)).toBe('d d d');
    expect(app.exits.count).toBe(0);
  });

  it('names a daily deal as the daily deal of its date, whole at 60 columns in every game', async () => {
    const app = await asked({ daily: '2026-12-03' });
    expect(app.frame()).toContain('Start Forty Thieves, hard, daily deal of 2026-12-03?');
    for (const variant of VARIANTS)
      for (const level of LEVELS) {
        const words = `Start ${dealWords({ variant, level, seed: 20261203n, daily: '2026-12-03' })}?`;
        expect([...words].length, words).toBeLessThanOrEqual(60);
      }
  });

  it('Ctrl+C quits, the saved game kept and nothing recorded', async () => {
    const app = await asked({ fresh: true });
    expect(app.frame()).toContain('Start a new deal of Forty Thieves, hard?');
    await app.press('ctrl+c');
    expect(app.exits.count).toBe(1);
    expect(app.store.results).toEqual([]);
    expect(app.store.saved?.game.seed).toBe(5n);
  });

  it('an Easy seed to check: the question first, then the check, the loss only when the deal opens', async () => {
    const store = new MemoryStore({ saved: savedGame() });
    const opening = openGame(store, { level: 'easy', seed: 99_999_999_999_999n }, () => 0.5);
    expect(opening.screen).toBe('replace');
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    driven = await drive({
      store,
      opening,
      easyCheck: () => answered.then(() => ({ verdict: 'winnable' as const, source: 'solver' as const, moves: [] })),
    });
    await driven.press('y');
    expect(driven.frame()).toContain('Checking that deal 99999999999999');
    expect(store.results).toEqual([]);
    release();
    await driven.waitFor('easy #99999999999999');
    expect(store.results).toMatchObject([{ seed: '5', won: false }]);
  });
});
