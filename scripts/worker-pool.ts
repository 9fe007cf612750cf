// A fixed number of worker threads running one script, each handling one
// request at a time: the maintenance scripts' way of using every core
// (`npm run deals` with its own worker, `npm run study` and `npm run
// bench:solver` with the solver's).
// A worker that dies (an error thrown out of it, or its heap exhausted) is
// replaced, so one failed request does not shrink the pool.

import { Worker, type WorkerOptions } from 'node:worker_threads';

export class WorkerPool<Request, Reply> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private readonly waiting: ((worker: Worker) => void)[] = [];
  /** Closed: a worker that fails is not replaced, and nothing keeps the process alive. */
  private closed = false;

  constructor(
    readonly size: number,
    private readonly script: string | URL,
    private readonly options: WorkerOptions = {},
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  /**
   * What ended a worker while it waited for a request (its script failing to
   * load, say, after a rebuild replaced the file): the next request given to
   * it fails with it, and the worker is replaced, as a busy one's would be.
   * Without a listener, the error would end the whole process.
   */
  private readonly failedIdle = new WeakMap<Worker, Error>();

  private spawn(): Worker {
    const worker = new Worker(this.script, this.options);
    const failed = (error: Error): void => {
      if (!this.busy.has(worker) && !this.failedIdle.has(worker)) this.failedIdle.set(worker, error);
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`a worker stopped with exit code ${code}`)));
    return worker;
  }

  /** Sends the request to the next free worker and resolves with its one reply; rejects if the worker fails. */
  async run(request: Request): Promise<Reply> {
    if (this.closed) throw new Error('the pool of workers is closed');
    let worker = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    this.busy.add(worker);
    try {
      return await new Promise<Reply>((resolve, reject) => {
        const stopListening = (): void => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const onMessage = (reply: Reply): void => {
          stopListening();
          resolve(reply);
        };
        const onError = (error: Error): void => {
          stopListening();
          reject(error);
        };
        // A worker that ends without an error (process.exit in its script) would leave the request waiting for ever.
        const onExit = (code: number): void => onError(new Error(`a worker stopped with exit code ${code}`));
        const failedIdle = this.failedIdle.get(worker);
        if (failedIdle) return reject(failedIdle);
        worker.once('message', onMessage);
        worker.once('error', onError);
        worker.once('exit', onExit);
        worker.postMessage(request);
      });
    } catch (error) {
      void worker.terminate();
      this.busy.delete(worker);
      if (this.closed) throw error;
      worker = this.spawn();
      throw error;
    } finally {
      this.busy.delete(worker);
      const next = this.waiting.shift();
      if (next) next(worker);
      else this.idle.push(worker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.idle, ...this.busy].map((worker) => worker.terminate()));
  }
}
