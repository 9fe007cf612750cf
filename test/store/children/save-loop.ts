// Plays the tests' fixed walk, saving after every move and then printing the
// number of moves saved, until it is killed. Usage: save-loop.ts <dir>

import { newGameId, openStore } from '../../../src/store/index.js';
import { walk } from '../support.js';

const store = openStore({ dir: process.argv[2] });
for (const game of walk(500)) {
  store.saveGame({ game, elapsedMs: game.done.length * 1000, recorded: false, id: newGameId() });
  process.stdout.write(`${game.done.length}\n`);
}
