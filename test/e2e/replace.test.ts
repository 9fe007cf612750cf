// A saved game with moves, then `--seed` of another deal, in the built CLI
// in tmux: the question names the saved game, the statistics stay as they
// were while it waits, and only y records the loss and deals the new game.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canRunEndToEnd } from './prerequisites.js';
import { GAME, panes, type TmuxPane } from './tmux.js';

const pane = panes();

/** What `stats --json` says of the variants, read beside the game running in the pane. */
function stats(configDir: string): { played: number; lost: number }[] {
  const result = spawnSync(process.execPath, ['bin/forty-thieves.js', 'stats', '--json'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, FORTY_THIEVES_CONFIG_DIR: configDir },
  });
  return JSON.parse(result.stdout).variants;
}

/** A pane where Forty Thieves 5 was played one move and left (saved). */
async function savedWithOneMove(): Promise<TmuxPane> {
  const p = await pane.open();
  p.type(`${GAME} --seed 5; echo "exit=$?"`, true);
  await p.waitFor('q quit');
  p.type('d');
  await p.waitFor(/(seed |#)5 · 1 (move|mv) /);
  p.type('q');
  await p.waitFor(/^exit=0/m);
  return p;
}

describe.runIf(canRunEndToEnd('the question before another deal', { tmux: true }))(
  'another deal over a saved game, 80 x 24',
  () => {
    it('asks, counts nothing until y, then records the loss', async () => {
      const p = await savedWithOneMove();

      p.type(`clear; ${GAME} --seed 6; echo "exit=$?"`, true);
      let screen = await p.waitFor('Start Forty Thieves, hard, seed 6?');
      expect(screen).toContain('Forty Thieves, hard, seed 5 · 1 move');
      expect(screen).toContain('counts as a loss');
      expect(stats(pane.dir())).toEqual([]);

      p.type('y');
      screen = await p.waitFor(/(seed |#)6 · 0 (moves|mv) /);
      expect(screen).toContain('counted as a loss');
      expect(stats(pane.dir())).toMatchObject([{ played: 1, lost: 1 }]);
      p.type('q');
      await p.waitFor(/^exit=0/m);
    });

    it('any other key opens the saved game, nothing recorded', async () => {
      const p = await savedWithOneMove();

      p.type(`clear; ${GAME} --variant josephine; echo "exit=$?"`, true);
      await p.waitFor('Start a new deal of Josephine, hard?');
      p.type('n');
      await p.waitFor(/Forty Thieves( · | )hard( · seed | #)5 · 1 (move|mv) /);
      expect(stats(pane.dir())).toEqual([]);
      p.type('q');
      await p.waitFor(/^exit=0/m);
    });
  },
);
