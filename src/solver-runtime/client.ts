// Solving off the main thread, for the interface and `solve` in a terminal: one
// worker thread per request, terminated when the request is aborted (the
// search is synchronous and cannot be interrupted any other way).
//
// The worker is dist/solver-worker.js beside the bundle, or worker.ts when
// running from source (tests, tsx). Node 20 loads a worker's entry before
// any `--import` hook is in place, so from source a two-line bootstrap
// loads worker.ts through tsx's API instead.

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Position } from '../engine/index.js';
import type { Budget, SolveResult } from '../solver/index.js';

export interface SolveRequest {
  readonly position: Position;
  readonly budget: Budget;
}

export type SolveReply = { readonly result: SolveResult } | { readonly error: string };

export interface WorkerSolveOptions {
  readonly budget: Budget;
  /** Aborting terminates the worker and rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

const fromSource = import.meta.url.endsWith('.ts');

/**
 * The worker's young generation kept small: the search allocates little on
 * the heap (its tables are typed arrays), and V8 would otherwise let the
 * young generation grow to tens of MiB under the beams' short-lived
 * objects. On the live verdict's budget it saved 7-9 MiB of the game's peak.
 */
const LIMITS = { maxYoungGenerationSizeMb: 3 };

function startWorker(): Worker {
  if (!fromSource) return new Worker(new URL('./solver-worker.js', import.meta.url), { resourceLimits: LIMITS });
  // require.resolve finds the CommonJS build of tsx's API; its ES module build sits beside it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { eval: true, resourceLimits: LIMITS });
}

export function solveInWorker(position: Position, { budget, signal }: WorkerSolveOptions): Promise<SolveResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = startWorker();
    let settled = false;
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      settle();
    };
    const onAbort = (): void => finish(() => reject(signal!.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (reply: SolveReply) =>
      finish(() => ('result' in reply ? resolve(reply.result) : reject(new Error(reply.error)))),
    );
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`the solver's worker stopped (exit code ${code})`))));
    const request: SolveRequest = { position, budget };
    worker.postMessage(request);
  });
}
