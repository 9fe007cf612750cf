// What the game does when a new deal replaces the saved one: the saved
// game's loss recorded, then the new game saved. Usage:
//   new-deal.ts <dir> kill <n>   stops dead (SIGKILL) at the n-th write step
//   new-deal.ts <dir> race       waits for a line on stdin first ("ready" said)
// Prints the write steps it passed, one a line.

import { findVariant, newGame } from '../../../src/engine/index.js';
import { setFaultHook } from '../../../src/store/fault-points.js';
import { newGameId, openStore } from '../../../src/store/index.js';
import { gameResult } from '../../../src/ui/table/results.js';

const [dir, mode, n] = process.argv.slice(2);
const store = openStore({ dir });
const saved = store.loadGame();
if (!saved) throw new Error('no saved game to replace');

let steps = 0;
if (mode === 'kill') {
  setFaultHook((point) => {
    steps += 1;
    if (steps === Number(n)) process.kill(process.pid, 'SIGKILL');
    process.stdout.write(`${point}\n`);
  });
}

const replace = () => {
  store.recordResult(gameResult(saved, Date.now()));
  store.saveGame({
    id: newGameId(),
    game: newGame(findVariant('forty-thieves')!, 'hard', 77n),
    elapsedMs: 0,
    recorded: false,
  });
  store.finish();
  process.exit(0);
};

if (mode === 'race') {
  process.stdout.write('ready\n');
  process.stdin.once('data', replace);
} else {
  replace();
}
