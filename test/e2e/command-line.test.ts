// The built command line in tmux, as a player types it: a misspelt command
// is named, with the one meant, and exits 2; solve shows its progress and
// hears Ctrl+C.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const pane = panes();

describe.runIf(canRunEndToEnd('the command line in tmux', { tmux: true }))('the command line in a terminal', () => {
  it('names a misspelt command and the one meant, exit 2', async () => {
    const p = await pane.open();
    p.type(`${GAME} stat; echo "exit=$?"`, true);
    const screen = await p.waitFor(/^exit=\d/m);
    expect(screen).toContain("forty-thieves: unknown command 'stat' (did you mean stats?)");
    expect(screen).toContain('exit=2');
  });

  it('solve shows its progress, and Ctrl+C ends it at once with the line cleared, exit 130', async () => {
    const p = await pane.open();
    p.type(`${GAME} solve --seed 3 --timeout 60; echo "exit=$?"`, true);
    await p.waitFor(/solving\.\.\. \d+\.\d s of 60 s/);
    p.press('C-c');
    const screen = await p.waitFor(/^exit=\d/m);
    expect(screen).toMatch(/^exit=130$/m);
    expect(screen).not.toContain('solving');
  });
});
