// The saved game named in a few words: a daily deal says it is one, with its date, on the start
// screen, in the question before a new deal, and in the line printed as the game ends, which
// names the command that started the game.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVariant } from '../../../src/engine/index.js';
import type { AppState } from '../../../src/ui/app/app-state.js';
import { farewell, startCommand } from '../../../src/ui/app/farewell.js';
import { savedSummary } from '../../../src/ui/text/saved-game.js';
import { savedFive } from '../support/saved.js';
import { press, tableFrom } from '../support/table.js';

const daily = { ...savedFive(), daily: '2026-12-03' };

describe('a saved game in words', () => {
  it('names its seed when asked, or the day of a daily deal', () => {
    expect(savedSummary(savedFive(), true)).toBe('Forty Thieves, hard, seed 5 · 1 move · 0:00 · 0/104 home');
    expect(savedSummary(daily)).toBe('Forty Thieves, hard, daily deal of 2026-12-03 · 1 move · 0:00 · 0/104 home');
  });

  it('in a given width, says "daily", then drops "home", the time, and shortens the moves, before anything is cut', () => {
    const full = 'Forty Thieves, hard, daily deal of 2026-12-03 · 1 move · 0:00 · 0/104 home';
    expect(savedSummary(daily, false, full.length)).toBe(full);
    // 80 columns less the cursor and the label: 66. The time stays.
    const daily66 = 'Forty Thieves, hard, daily 2026-12-03 · 1 move · 0:00 · 0/104 home';
    expect(daily66).toHaveLength(66);
    expect(savedSummary(daily, false, full.length - 1)).toBe(daily66);
    // Then the word "home" goes, before the time.
    expect(savedSummary(daily, false, 65)).toBe('Forty Thieves, hard, daily 2026-12-03 · 1 move · 0:00 · 0/104');
    const twoMoves = { ...savedFive('d d'), daily: '2026-12-03' };
    expect(savedSummary(twoMoves, false, 66)).toBe('Forty Thieves, hard, daily 2026-12-03 · 2 moves · 0:00 · 0/104');
    expect(savedSummary(savedFive(), false, 45)).toBe('Forty Thieves, hard · 1 move · 0:00 · 0/104');
    expect(savedSummary(savedFive(), false, 42)).toBe('Forty Thieves, hard · 1 move · 0/104 home');
  });

  it('narrower, shortens the daily deal and drops whole parts from the end, keeping the game and its day', () => {
    const napoleon = {
      ...daily,
      game: { ...daily.game, variant: findVariant('napoleons-square')!, level: 'medium' as const },
    };
    expect(savedSummary(napoleon, false, 66)).toBe("Napoleon's Square, medium, daily 2026-12-03 · 1 move · 0/104 home");
    expect(savedSummary(napoleon, false, 64)).toBe("Napoleon's Square, medium, daily 2026-12-03 · 1 mv · 0/104");
    expect(savedSummary(napoleon, false, 57)).toBe("Napoleon's Square, medium, daily 2026-12-03 · 1 mv");
    // 60 columns less the cursor and the label: 46.
    expect(savedSummary(napoleon, false, 46)).toBe("Napoleon's Square, medium, daily 2026-12-03");
    // Narrower still, the screen cuts it: the shortest form, never a longer one.
    expect(savedSummary(napoleon, false, 10)).toBe("Napoleon's Square, medium, daily 2026-12-03");
    expect(savedSummary(savedFive(), false, 10)).toBe('Forty Thieves, hard');
  });

  it('as the game ends, says a daily deal is one', () => {
    const state = { saved: daily } as AppState;
    expect(farewell(state)).toBe(
      'Saved Forty Thieves, hard, daily deal of 2026-12-03 (seed 5), 1 move: run forty-thieves to continue',
    );
  });

  it('as the game ends on a win, says it is counted: Ctrl+C as the cards go home quits before the win shows', () => {
    const run = press(tableFrom('Foundations: JC KC KS KS KH KH KD KD\nWaste: QC\n1: KC'), [
      'w',
      'f',
      { type: 'finish-all' },
    ]);
    expect(farewell({ table: run.state } as AppState)).toBe(
      'Won Forty Thieves, hard, seed 1 in 2 moves: the win is counted',
    );
    // A win the store could not record is not said to be counted: its notice said so already.
    expect(farewell({ table: run.state } as AppState, 'forty-thieves', false)).toBeUndefined();
  });

  it('as the game ends, names the command that started it: npm run play from a checkout', () => {
    const state = { saved: savedFive() } as AppState;
    const play = fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'scripts', 'play.mjs'), 'utf8');
    const env = { FORTY_THIEVES_COMMAND: /FORTY_THIEVES_COMMAND: '([^']*)'/.exec(play)?.[1] };
    expect(env.FORTY_THIEVES_COMMAND).toBe('npm run play');
    expect(farewell(state, startCommand(env))).toBe(
      'Saved Forty Thieves, hard, seed 5, 1 move: run npm run play to continue',
    );
    // Installed, or the variable empty: the installed command.
    for (const other of [{}, { FORTY_THIEVES_COMMAND: '' }]) {
      expect(farewell(state, startCommand(other))).toBe(
        'Saved Forty Thieves, hard, seed 5, 1 move: run forty-thieves to continue',
      );
    }
  });
});
