// A second copy of the program in miniature: opens the store, waits for a
// line on stdin, then records `count` results, all wins or all losses,
// printing the number recorded after each one.
// Usage: record-results.ts <dir> <count> <won|lost> <tag>

import { newGameId, openStore } from '../../../src/store/index.js';

const [dir, count, outcome, tag] = process.argv.slice(2);
const store = openStore({ dir });
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  for (let i = 0; i < Number(count); i++) {
    store.recordResult({
      gameId: newGameId(),
      variant: 'forty-thieves',
      level: 'hard',
      seed: `${tag}${i}`,
      won: outcome === 'won',
      moves: 100,
      seconds: 100,
      score: 100,
      cardsHome: 50,
      at: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, i)).toISOString(),
    });
    process.stdout.write(`${i + 1}\n`);
  }
  store.finish();
  const notices = store.takeNotices();
  process.stdout.write(`done ${JSON.stringify(notices)}\n`);
  process.exit(0);
});
