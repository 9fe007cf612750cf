// The maintenance scripts' pool of worker threads: a worker that fails, by
// an error or by ending, fails its request and is replaced, so the pool
// neither hangs nor shrinks.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../scripts/worker-pool.js';

/** Echoes each request; 'exit' ends the worker with code 3, 'throw' throws out of it, 'hang' has no reply. */
const ECHO = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (request) => {
  if (request === 'hang') return;
  if (request === 'exit') process.exit(3);
  if (request === 'throw') throw new Error('thrown in the worker');
  parentPort.postMessage(request);
});`;

let pool: WorkerPool<string, string> | undefined;
afterEach(() => pool?.close());

describe('WorkerPool', () => {
  it('fails a request whose worker ends without a reply, and answers the next with a new worker', async () => {
    pool = new WorkerPool<string, string>(1, ECHO, { eval: true });
    await expect(pool.run('exit')).rejects.toThrow('a worker stopped with exit code 3');
    await expect(pool.run('hello')).resolves.toBe('hello');
  });

  it('closed, fails the request under way and refuses new ones, starting no worker for them', async () => {
    pool = new WorkerPool<string, string>(1, ECHO, { eval: true });
    await expect(pool.run('ready')).resolves.toBe('ready');
    // Closed while a request waits for its reply: the worker is ended under it.
    const underWay = pool.run('hang');
    await pool.close();
    await expect(underWay).rejects.toThrow(/a worker stopped with exit code/);
    await expect(pool.run('after')).rejects.toThrow('the pool of workers is closed');
  });

  it('fails the next request of a worker that failed while idle, instead of ending the process, and replaces it', async () => {
    // While the marker file exists, a worker fails after loading, before any request (as one whose script a
    // rebuild replaced): a vitest run fails on an unhandled error. Without it, the worker echoes.
    const marker = join(mkdtempSync(join(tmpdir(), 'pool-')), 'fail');
    writeFileSync(marker, '');
    const failing = `if (require('node:fs').existsSync(${JSON.stringify(marker)})) setTimeout(() => { throw new Error('failed while idle'); }, 10);
${ECHO}`;
    pool = new WorkerPool<string, string>(1, failing, { eval: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(marker);
    await expect(pool.run('hello')).rejects.toThrow('failed while idle');
    await expect(pool.run('again')).resolves.toBe('again');
  });

  it('fails a request whose worker throws, and answers the next', async () => {
    pool = new WorkerPool<string, string>(1, ECHO, { eval: true });
    await expect(pool.run('throw')).rejects.toThrow('thrown in the worker');
    await expect(pool.run('again')).resolves.toBe('again');
  });
});
