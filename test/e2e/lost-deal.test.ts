// A deal the solver proves lost before the first move, in the built CLI at
// 80 x 24: the status line says it cannot be won, in those words, never that
// it is "no longer winnable" (it never was) nor the bare "unwinnable".
//
// Forty Thieves deal 135 is lost at once: no column of it can ever be
// emptied (`forty-thieves solve --seed 135` searches 1 position), so the
// live verdict comes within its first search however busy the machine is.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of a deal proven lost', { tmux: true });
const pane = panes();

describe.runIf(ready)('a deal proven lost at move 0', () => {
  it('says at 80 columns that the deal cannot be won', { timeout: 90_000 }, async () => {
    const p = await pane.open(80, 24);
    p.type(`${GAME} --seed 135 --variant forty-thieves --difficulty hard; echo "exit=$?"`, true);
    const screen = await p.waitFor(/0 moves .*home · cannot be won/, 60_000);
    const status = screen.split('\n').find((line) => line.includes('/104')) ?? '';
    expect(status.trimEnd()).toMatch(
      /^Forty Thieves hard #135 · 0 moves · \d+:\d\d · 0 pts · 0\/104 home · cannot be won$/,
    );
    expect(screen).not.toMatch(/no longer|unwinnable/);
    p.type('q');
    await p.waitFor('exit=0');
  });
});
