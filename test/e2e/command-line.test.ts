// The built command line in tmux, as a player types it: a misspelt command
// is named, with the one meant, and exits 2; solve shows its progress and
// hears Ctrl+C and kill, and says so in one line when its table does not fit.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { canRunEndToEnd, root } from './prerequisites.js';
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

  it('solve ended by kill clears its line too, exit 143', async () => {
    const p = await pane.open();
    // A budget no other test gives, to find this process by.
    p.type(`${GAME} solve --seed 3 --timeout 61; echo "exit=$?"`, true);
    await p.waitFor(/solving\.\.\. \d+\.\d s of 61 s/);
    expect(spawnSync('pkill', ['-TERM', '-f', 'solve --seed 3 --timeout 61']).status).toBe(0);
    const screen = await p.waitFor(/^exit=\d/m);
    expect(screen).toMatch(/^exit=143$/m);
    expect(screen).not.toContain('solving');
  });

  // A 4,096 MB table under a limit of about 3,000 MB of address space: the solver's worker cannot set it aside.
  const NO_ROOM = 'ulimit -v 3000000';
  const SAID = "forty-thieves: not enough memory for the solver's table of 4096 MB: give a smaller --hash";

  it('solve --hash more than the machine has: one line, exit 1, in a terminal and in a pipe', async () => {
    const p = await pane.open();
    p.type(`(${NO_ROOM}; ${GAME} solve --seed 5 --timeout 1 --hash 4096); echo "exit=$?"`, true);
    const screen = await p.waitFor(/^exit=\d/m);
    // In a terminal the line wraps at words.
    expect(screen.replace(/\s+/g, ' ')).toContain(SAID);
    expect(screen).toMatch(/^exit=1$/m);
    expect(screen).not.toContain(' at ');
    const piped = spawnSync('bash', ['-c', `${NO_ROOM}; exec ${GAME} solve --seed 5 --timeout 1 --hash 4096`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(piped.status).toBe(1);
    expect(piped.stderr.trim().split('\n')).toEqual([`${SAID} (the default is 96)`]);
  });
});
