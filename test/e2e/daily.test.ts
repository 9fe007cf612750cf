// The daily deal in the built CLI, in tmux: --daily opens today's deal
// (the UTC date's digits as the seed), and again the same deal the second
// time; a past day's deal by its date.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of the daily deal', { tmux: true });
const pane = panes();

/** The board's rows, above the status line, without the cursor. */
const boardOf = (screen: string) => screen.slice(0, screen.indexOf('Forty Thieves')).replace(/▸/g, ' ');

describe.runIf(ready)('the daily deal', () => {
  it('opens the same deal twice on one day, and a past day by its date', async () => {
    const p = await pane.open(100, 30);
    const today = new Date().toISOString().slice(0, 10);
    // The status line names a daily game by its date.
    const onStatus = new RegExp(`daily ${today} `);

    p.type(`${GAME} --daily; echo "exit=$?"`, true);
    const first = await p.waitFor(onStatus);
    p.type('q');
    await p.waitFor('exit=0');
    p.type('clear', true);
    await p.waitForGone('exit=0');

    p.type(`${GAME} --daily; echo "again=$?"`, true);
    const second = await p.waitFor(onStatus);
    expect(boardOf(second)).toBe(boardOf(first));
    p.type('q');
    await p.waitFor('again=0');
    p.type('clear', true);
    await p.waitForGone('again=0');

    p.type(`${GAME} --daily 2026-11-30 --new; echo "past=$?"`, true);
    await p.waitFor(/daily 2026-11-30 /);
    p.type('q');
    await p.waitFor('past=0');
  });

  it('says at the end which daily game is saved, wrapped at words to the terminal', async () => {
    const p = await pane.open(72, 24);
    p.type(`${GAME} --daily 2026-11-30 --new; echo "end=$?"`, true);
    await p.waitFor(/daily 2026-11-30 /);
    p.type('q');
    const screen = await p.waitFor('end=0');
    // 101 characters in all: the line breaks between words, not inside one, nor between 0 and moves.
    expect(screen).toMatch(
      /Saved Forty Thieves, hard, daily deal of 2026-11-30 \(seed 20261130\),\n0 moves: run forty-thieves to continue\nend=0/,
    );
  });
});
