// The built CLI in a tmux terminal of 200 x 50: the board spans most of the
// width and more than half the rows, centred, its frame a row short of the
// terminal; a click on a huge card's middle row plays that card.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of a wide terminal', { tmux: true });
const pane = panes();

/** An SGR press and release of the left button at a 0-based cell (the report counts from 1). */
const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;

describe.runIf(ready)('a terminal of 200 x 50', () => {
  it('the board spans most of the width and more than half the rows, and a click finds a huge card', async () => {
    const p = await pane.open(200, 50);
    p.type(`${GAME} --seed 5; echo "exit=$?"`, true);
    const screen = await p.waitFor('q quit');
    const rows = screen.split('\n');
    // The reminder on the last row but one: the frame is one row shorter than the terminal.
    expect(rows[48]).toContain('q quit');
    expect(rows[49]).toBe('');

    // The board: from the top row to the bottom edges of the columns' top cards.
    const board = rows.slice(0, rows.findLastIndex((row) => row.includes('╯')) + 1);
    expect(board.length).toBeGreaterThan(25);
    const drawn = board.filter((row) => row.trim() !== '').map((row) => [...row]);
    const left = Math.min(...drawn.map((row) => row.findIndex((c) => c !== ' ')));
    const right = Math.max(...drawn.map((row) => row.join('').trimEnd().length));
    expect(right - left).toBeGreaterThan(150);
    expect(Math.abs(left - (200 - right))).toBeLessThanOrEqual(4);

    // Seed 5: an A♦ on top of column 9; its pip four rows under its top edge.
    const y = board.findIndex((row) => row.includes('╭A♦'));
    const x = [...board[y]].join('').indexOf('╭A♦');
    p.type(click(x, y + 4) + click(x, y + 4));
    await p.waitFor('1/104 home');

    p.type('q');
    await p.waitFor('exit=0');
  });
});
