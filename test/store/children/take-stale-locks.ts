// A copy that takes over stale locks as fast as it can: `count` times, it
// leaves a stale lock (a holder's line, aged past any holding) where none
// is, takes the lock, and inside it checks that no other copy is inside
// too. Prints the number of times it found another copy inside.
// Usage: take-stale-locks.ts <dir> <count>

import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from '../../../src/store/lock.js';

const [dir, count] = process.argv.slice(2);
const lockPath = path.join(dir, 'stats.json.lock');
const inside = path.join(dir, 'inside');
const planted = path.join(dir, `planted-${process.pid}`);
const longAgo = new Date(0);
let together = 0;
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  for (let i = 0; i < Number(count); i++) {
    // Whole, by a link, as the program makes its locks: aging it in place could age the other copy's.
    fs.writeFileSync(planted, '12345 @elsewhere');
    fs.utimesSync(planted, longAgo, longAgo);
    try {
      fs.linkSync(planted, lockPath);
    } catch {
      // The other copy holds it, or has left a stale one already.
    }
    fs.rmSync(planted);
    tryLock(lockPath, () => {
      try {
        fs.writeFileSync(inside, '', { flag: 'wx' });
      } catch {
        together++;
        return;
      }
      // Inside for a moment, as a real holder is: long enough for the other copy to come in, if it can.
      const until = performance.now() + 0.3;
      while (performance.now() < until);
      fs.rmSync(inside);
    });
  }
  process.stdout.write(`together ${together}\n`);
  process.exit(0);
});
