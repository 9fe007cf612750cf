// The worker threads of `npm run deals`, one seed each at a time. The
// workers run worker.ts bundled by esbuild into a temporary directory: the
// solver runs about twice as fast bundled as through tsx, whose modules
// reach every imported constant through a getter.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { WorkerPool } from '../worker-pool.js';
import type { SeedReply, SeedRequest } from './worker.js';

export class SeedPool {
  private constructor(
    private readonly workers: WorkerPool<SeedRequest, SeedReply>,
    private readonly removeDirectory: () => void,
  ) {}

  get size(): number {
    return this.workers.size;
  }

  static async start(size: number): Promise<SeedPool> {
    const directory = mkdtempSync(join(tmpdir(), 'forty-thieves-deals-'));
    // A second Ctrl+C ends the process at once, without close(), the build too: the directory goes then.
    const removeDirectory = (): void => rmSync(directory, { recursive: true, force: true });
    process.once('exit', removeDirectory);
    await build({
      entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
      outfile: join(directory, 'worker.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return new SeedPool(new WorkerPool(size, join(directory, 'worker.mjs')), removeDirectory);
  }

  /** Solves one seed on the next free worker; rejects on an error in the worker. */
  async run(request: SeedRequest): Promise<Extract<SeedReply, { attempt: unknown }>> {
    const reply = await this.workers.run(request);
    if ('error' in reply) throw new Error(`${request.variant} seed ${request.seed}: ${reply.error}`);
    return reply;
  }

  async close(): Promise<void> {
    await this.workers.close();
    process.off('exit', this.removeDirectory);
    this.removeDirectory();
  }
}
