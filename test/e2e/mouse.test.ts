// The mouse in the built CLI, in tmux: the terminal is asked for mouse
// reports, SGR clicks typed into the pane play as keys would, and after q
// the terminal reports the mouse no more.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of the mouse', { tmux: true });
const pane = panes();

/** An SGR press and release of the left button at a 0-based cell (the report counts from 1). */
const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;

/** The 0-based cell where `text` first shows on the screen, from row `from`. */
function cellOf(screen: string, text: string, from = 0): { x: number; y: number } {
  const rows = screen.split('\n');
  for (let y = from; y < rows.length; y++) {
    const x = [...rows[y]].join('').indexOf(text);
    if (x >= 0) return { x, y };
  }
  throw new Error(`${text} is not on the screen:\n${screen}`);
}

describe.runIf(ready)('the mouse', () => {
  it('a double click sends the top Ace home, a click on the stock draws, and q turns reporting off', async () => {
    const p = await pane.open(80, 24);
    // Seed 12: column 1 has the A♦ on top, under the cursor.
    p.type(`${GAME} --seed 12; echo "exit=$?"`, true);
    let screen = await p.waitFor('q quit');
    expect(p.display('#{mouse_button_flag} #{mouse_sgr_flag}')).toBe('1 1');

    const ace = cellOf(screen, '▸ A♦');
    p.type(click(ace.x + 2, ace.y) + click(ace.x + 2, ace.y));
    screen = await p.waitFor(/ 1 move /);
    // The A♦ is on the first diamond foundation, on the top row.
    expect(screen.split('\n')[0]).toContain('A♦');

    const stock = cellOf(screen, 'stock 64');
    p.type(click(stock.x, stock.y));
    screen = await p.waitFor('stock 63');
    expect(screen).toMatch(/ 2 moves /);

    p.type('q');
    await p.waitFor('exit=0');
    expect(p.display('#{mouse_button_flag} #{mouse_sgr_flag} #{alternate_on}')).toBe('0 0 0');
  });

  it('--no-mouse leaves the mouse to the terminal', async () => {
    const p = await pane.open(80, 24);
    p.type(`${GAME} --seed 12 --no-mouse; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    expect(p.display('#{mouse_button_flag} #{mouse_sgr_flag}')).toBe('0 0');
    p.type('q');
    await p.waitFor('exit=0');
  });

  it('--mouse takes the mouse back for the run where the settings leave it off', async () => {
    writeFileSync(join(pane.dir(), 'settings.json'), JSON.stringify({ schemaVersion: 1, mouse: false }));
    const p = await pane.open(80, 24);
    p.type(`${GAME} --seed 12; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    expect(p.display('#{mouse_button_flag} #{mouse_sgr_flag}')).toBe('0 0');
    p.type('q');
    await p.waitFor('exit=0');
    p.type(`${GAME} --seed 12 --mouse; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    expect(p.display('#{mouse_button_flag} #{mouse_sgr_flag}')).toBe('1 1');
    p.type('q');
    await p.waitFor(/exit=0[\s\S]*exit=0/);
  });
});
