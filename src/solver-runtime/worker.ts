// The solver's worker thread: receives a position and a budget, answers with
// the result. Messages only; the search itself is in src/solver.

import { parentPort } from 'node:worker_threads';
import { solve } from '../solver/index.js';
import type { SolveReply, SolveRequest } from './client.js';

/** A solver bug throws in development and tests, and is an "unknown" for players (SolveOptions.strict). */
const strict = process.env.NODE_ENV !== 'production';

parentPort?.on('message', ({ position, budget }: SolveRequest) => {
  let reply: SolveReply;
  try {
    reply = { result: solve(position, { ...budget, strict }) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
