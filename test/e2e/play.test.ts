// The built CLI played in tmux at 80x24 and 120x40, as a player would: start,
// several moves, undo, redo, a refused move and its reason, help, quit, and
// resume to the same position and move count. After each quit the terminal
// is itself again: the alternate screen is left and the shell shows.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canRunEndToEnd, root } from './prerequisites.js';
import { TmuxPane } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of play', { tmux: true });

const GAME = 'node bin/forty-thieves.js';
let pane: TmuxPane | undefined;
let configDir: string | undefined;
afterEach(() => {
  pane?.kill();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

/** The status line's start with the move count: its long form at 120 columns, the shorter at 80. */
const moves = (n: number) => new RegExp(`Forty Thieves( · hard · seed | hard #)5 · ${n} moves? `);

/** The board's rows, everything above the status line, without the cursor (it starts on column 1 when resumed). */
const boardOf = (screen: string) => screen.slice(0, screen.search(/Forty Thieves( · | )hard/)).replace(/▸/g, ' ');

describe.runIf(ready).each([
  [80, 24],
  [120, 40],
])('the game in a %i x %i terminal', (width, height) => {
  it('plays, refuses, helps, quits and resumes where it was', async () => {
    configDir = mkdtempSync(join(tmpdir(), 'forty-thieves-e2e-'));
    pane = new TmuxPane(width, height, root, { FORTY_THIEVES_CONFIG_DIR: configDir });
    const p = pane;
    await p.waitFor(/^\$/m);

    // Seed 5: the last two columns hold the two aces of diamonds on top; the first draw turns the 4♦.
    p.type(`${GAME} --seed 5; echo "exit=$?"`, true);
    let screen = await p.waitFor('q quit');
    expect(screen).toMatch(moves(0));
    // The frame is one row shorter than the terminal: the reminder is on the last row but one.
    const rows = screen.split('\n');
    expect(rows[height - 2]).toContain('q quit');
    expect(rows[height - 1]).toBe('');

    p.type('d');
    await p.waitFor(moves(1));
    p.type('9f');
    await p.waitFor('· 1/104 home');
    p.type('0f');
    screen = await p.waitFor('· 2/104 home');
    expect(screen).toMatch(moves(3));

    p.type('u');
    screen = await p.waitFor('Undone');
    expect(screen).toContain('· 1/104 home');
    expect(screen).toMatch(moves(4));
    p.type('U');
    screen = await p.waitFor('Redone');
    expect(screen).toContain('· 2/104 home');
    expect(screen).toMatch(moves(5));

    // The 4♦ from the waste onto column 3's Q♣: refused, with the reason.
    p.type('w');
    p.press('Enter');
    await p.waitFor('Picked up');
    p.type('3');
    p.press('Enter');
    await p.waitFor('4♦ cannot go on Q♣');
    p.press('Escape');
    await p.waitFor('Enter pick up');

    p.type('?');
    screen = await p.waitFor('Keys');
    expect(screen).toContain('jump to the waste');
    expect(screen).toContain('draw from the stock');
    p.type('x');
    await p.waitForGone('jump to the waste');

    const before = boardOf(await p.waitFor(moves(5)));
    p.type('q');
    screen = await p.waitFor('exit=0');
    // The alternate screen is left: the shell and the command line are back, the board is gone.
    expect(screen).toContain(`$ ${GAME} --seed 5`);
    expect(screen).not.toContain('stock');

    // Without options: the start screen offers the saved game. The game is
    // slow to take the keyboard (see slow-keyboard.mjs), and Enter comes as
    // soon as the start screen shows: an Enter echoed by the terminal would
    // put the table a row low, with rows of the start screen left under it.
    p.type(`node --import ./test/e2e/slow-keyboard.mjs bin/forty-thieves.js; echo "exit=$?"`, true);
    screen = await p.waitFor('Continue');
    expect(screen).toMatch(/Continue +Forty Thieves, hard · 5 moves/);
    p.press('Enter');
    screen = await p.waitFor(moves(5));
    // The start screen's rows are gone (the message line says "Continued: …", which is the table's).
    for (const startScreenText of [/two-deck patience/, /Continue +Forty/, /New game/, /variant, level/]) {
      expect(screen).not.toMatch(startScreenText);
    }
    expect(screen).toContain('Continued: Forty Thieves, hard, seed');
    expect(boardOf(screen)).toBe(before);
    expect(screen).toContain('· 2/104 home');
    p.type('q');
    screen = await p.waitFor(/exit=0[\s\S]*exit=0/);
    expect(screen).not.toContain('stock');
  });
});
