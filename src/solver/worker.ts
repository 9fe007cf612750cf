// The solver's worker thread: receives a position and a budget, answers with
// the result. Messages only; the search itself is in search.ts.

import { parentPort } from 'node:worker_threads';
import type { SolveReply, SolveRequest } from './client.js';
import { solve } from './search.js';

parentPort?.on('message', ({ position, budget }: SolveRequest) => {
  let reply: SolveReply;
  try {
    reply = { result: solve(position, { ...budget, now: () => performance.now() }) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
