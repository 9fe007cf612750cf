// Little Forty in the built CLI, in tmux at 80x24: a draw deals three cards,
// and the waste shows all three, fanned, the playable one on top.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const pane = panes();

describe.runIf(canRunEndToEnd("Little Forty's waste", { tmux: true }))("Little Forty's waste, 80 x 24", () => {
  it('shows the three cards of a draw', async () => {
    const p = await pane.open();
    // Seed 5: the stock's first three are 4♦ Q♦ 7♠ (deal --seed 5 --variant little-forty --json).
    p.type(`${GAME} --variant little-forty --seed 5; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    p.type('d');
    const screen = await p.waitFor(/(seed |#)5 · 1 (move|mv) /);
    const top = screen.split('\n')[0];
    // The playable card last, with the cursor on it after the draw.
    expect(top, screen).toMatch(/4♦ +Q♦ +▸ 7♠\s*$/);
    p.type('q');
    await p.waitFor(/^exit=0/m);
  });
});
