// A game that could not be saved, in the built CLI: the directory becomes a
// file under the running game (no write in it can succeed, even as root,
// who runs CI). The table says so, the first q asks, and at the second the
// game says what was not saved and exits with 1, so that a script running
// it knows.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of a game not saved', { tmux: true });
const pane = panes();

describe.runIf(ready)('a game its directory will not take', () => {
  it('says so, asks at the first q, and at the second says it again and exits with 1', {
    timeout: 60_000,
  }, async () => {
    const p = await pane.open(80, 24);
    p.type(`${GAME} --seed 5; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    rmSync(pane.dir(), { recursive: true, force: true });
    writeFileSync(pane.dir(), 'not a directory');
    p.type('d');
    await p.waitFor(/Forty Thieves.* 1 move /);
    p.type('q');
    await p.waitFor('q again quits though this game is not saved');
    p.type('q');
    const screen = await p.waitFor(/exit=\d/);
    expect(screen.replace(/\n/g, ' ')).toMatch(/the game in progress was not saved/);
    expect(screen).toContain('exit=1');
    // The farewell names a saved game: there is none.
    expect(screen).not.toContain('to continue');
  });
});
