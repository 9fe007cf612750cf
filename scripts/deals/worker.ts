// The worker thread of `npm run deals`: messages only, one seed at a time.

import { parentPort } from 'node:worker_threads';
import { findVariant } from '../../src/engine/index.js';
import { type Attempt, type SearchBudget, trySeed } from './try-seed.js';

export interface SeedRequest {
  readonly variant: string;
  readonly seed: bigint;
  readonly budget: SearchBudget;
}

export type SeedReply = { readonly attempt: Attempt; readonly ms: number } | { readonly error: string };

parentPort?.on('message', ({ variant, seed, budget }: SeedRequest) => {
  let reply: SeedReply;
  try {
    const started = performance.now();
    const attempt = trySeed(findVariant(variant)!, seed, budget);
    reply = { attempt, ms: performance.now() - started };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
