// The Easy level and the solver's verdict in the built CLI, in tmux at
// 80x24: a new easy game opens on a deal of the catalogue and its status
// line shows a verdict; a seed outside the catalogue is checked first (a
// quick one here: Josephine 2), opens with its verdict known, and after a
// move the verdict is searched again.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canRunEndToEnd, root } from './prerequisites.js';
import { TmuxPane } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of the easy level', { tmux: true });

const GAME = 'node bin/forty-thieves.js';
const VERDICT = /[ ·](winnable|no longer winnable|cannot be won|can't tell|lost|unwinnable|\?)( \(b: back\))?\s*$/m;
let pane: TmuxPane | undefined;
let configDir: string | undefined;
afterEach(() => {
  pane?.kill();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

function open(): TmuxPane {
  configDir = mkdtempSync(join(tmpdir(), 'forty-thieves-e2e-'));
  pane = new TmuxPane(80, 24, root, { FORTY_THIEVES_CONFIG_DIR: configDir });
  return pane;
}

describe.runIf(ready)('the easy level and the verdict, 80 x 24', () => {
  it('opens a new easy game, and the status line gives the solver’s verdict', async () => {
    const p = open();
    await p.waitFor(/^\$/m);
    p.type(`${GAME} --difficulty easy; echo "exit=$?"`, true);
    const screen = await p.waitFor('q quit');
    expect(screen).toMatch(/Forty Thieves easy #\d+/);
    // Four seconds of search at most, after the worker starts.
    await p.waitFor(VERDICT, 15_000);
    p.type('q');
    await p.waitFor('exit=0');
  });

  it('checks a seed outside the catalogue, opens it proven winnable, and searches again after a move', async () => {
    const p = open();
    await p.waitFor(/^\$/m);
    p.type(`${GAME} --variant josephine --difficulty easy --seed 2; echo "exit=$?"`, true);
    let screen = await p.waitFor('Josephine easy #2 · 0 moves', 15_000);
    expect(screen).toMatch(VERDICT);
    expect(screen).toContain('· winnable');
    p.type('d');
    screen = await p.waitFor(/1 move .*· winnable\s*$/m, 15_000);
    p.type('q');
    await p.waitFor('exit=0');
  });
});
