// `stats reset` while a live copy (this child's parent) holds the
// statistics' lock throughout the wait, on a clock that stands still: one
// set back as fast as it runs. The wait must end by its own measure, not
// when the wall clock reaches its deadline. Prints what the reset said.

import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '../../../src/store/index.js';

const dir = process.argv[2] as string;
const store = openStore({ dir, command: true });
fs.writeFileSync(path.join(dir, 'stats.json.lock'), String(process.ppid));
const stopped = Date.now();
Date.now = () => stopped;
const erased = store.resetStats();
process.stdout.write(`${JSON.stringify({ erased: erased ?? null, notices: store.takeNotices() })}\n`);
