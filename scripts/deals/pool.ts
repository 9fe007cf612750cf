// The worker threads of `npm run deals`, one seed each at a time. The
// workers run worker.ts bundled by esbuild into a temporary directory: the
// solver runs about twice as fast bundled as through tsx, whose modules
// reach every imported constant through a getter.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { SeedReply, SeedRequest } from './worker.js';

export class SeedPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];

  private constructor(
    readonly size: number,
    private readonly directory: string,
  ) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(join(directory, 'worker.mjs'));
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  static async start(size: number): Promise<SeedPool> {
    const directory = mkdtempSync(join(tmpdir(), 'forty-thieves-deals-'));
    await build({
      entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
      outfile: join(directory, 'worker.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return new SeedPool(size, directory);
  }

  /** Solves one seed on the next free worker; rejects on an error in the worker. */
  async run(request: SeedRequest): Promise<Extract<SeedReply, { attempt: unknown }>> {
    const worker = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    try {
      const reply = await new Promise<SeedReply>((resolve, reject) => {
        const onMessage = (reply: SeedReply): void => {
          worker.off('error', onError);
          resolve(reply);
        };
        const onError = (error: Error): void => {
          worker.off('message', onMessage);
          reject(error);
        };
        worker.once('message', onMessage);
        worker.once('error', onError);
        worker.postMessage(request);
      });
      if ('error' in reply) throw new Error(`${request.variant} seed ${request.seed}: ${reply.error}`);
      return reply;
    } finally {
      const next = this.waiting.shift();
      if (next) next(worker);
      else this.idle.push(worker);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((worker) => worker.terminate()));
    rmSync(this.directory, { recursive: true, force: true });
  }
}
