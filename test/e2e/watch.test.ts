// Watching the solver win in the built CLI, in tmux: s on Forty Thieves
// deal 12 plays the solver's line to the win screen, and stats --json marks
// the win as assisted, with no best time, score or fewest moves from it.
//
// Needs `npm run build` (npm test builds first) and tmux (CI installs it).

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { canRunEndToEnd, root } from './prerequisites.js';
import { GAME, panes } from './tmux.js';

const ready = canRunEndToEnd('the end-to-end tests of watching the solver', { tmux: true });
const pane = panes();

describe.runIf(ready)('s: watch the solver win', () => {
  it('plays deal 12 to the win screen, recorded as assisted', { timeout: 150_000 }, async () => {
    const p = await pane.open(80, 24);
    p.type(`${GAME} --seed 12; echo "exit=$?"`, true);
    await p.waitFor('q quit');
    p.type('ss');
    await p.waitFor('Solver playing', 30_000);
    // Two steps faster, 20 moves a second: the line in about 15 s instead of 55.
    p.type('++');
    await p.waitFor('You won', 120_000);
    p.type('q');
    await p.waitFor('exit=0');

    const stats = JSON.parse(
      execFileSync('node', ['bin/forty-thieves.js', 'stats', '--json'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, FORTY_THIEVES_CONFIG_DIR: pane.dir() },
      }),
    );
    const [forty] = stats.variants;
    expect(forty).toMatchObject({ variant: 'forty-thieves', level: 'hard', played: 1, won: 1 });
    expect(forty.recent[0]).toMatchObject({ seed: '12', won: true, assisted: true });
    expect(forty.bestSeconds).toBeNull();
    expect(forty.fewestMoves).toBeNull();
  });
});
