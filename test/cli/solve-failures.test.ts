// `forty-thieves solve` in a terminal, where the search runs in a worker:
// a worker that fails, and a solver that met a bug of its own, each said in
// words (docs/rules.md: failures are one line, never a stack trace).

import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../src/cli/errors.js';
import { runSolve } from '../../src/cli/solve.js';
import type { SolveResult } from '../../src/solver/index.js';

const worker = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.reject(new Error('unset')) }));
vi.mock('../../src/solver-runtime/index.js', () => ({ solveInWorker: () => worker.answer() }));

function captured() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    output: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) },
  };
}

async function failure(error: unknown): Promise<unknown> {
  worker.answer = () => Promise.reject(error);
  return runSolve({ seed: '5', timeout: '1' }, captured().output, true).catch((e: unknown) => e);
}

describe('solve in a terminal', () => {
  it('says a worker that could not start in one line', async () => {
    const error = await failure(
      Object.assign(
        new Error("Cannot find module '/x/dist/solver-worker.js'\n    at Module._resolveFilename (node:internal)"),
        {
          code: 'MODULE_NOT_FOUND',
        },
      ),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe("the solver failed: Cannot find module '/x/dist/solver-worker.js'");
  });

  it('says a table the machine refused as a lack of memory for it, and names --hash', async () => {
    const error = await failure(new RangeError('Array buffer allocation failed'));
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe(
      "not enough memory for the solver's table of 96 MB: give a smaller --hash (the default is 96)",
    );
  });

  it('says a worker stopped at its heap limit as the solver out of memory, not its table', async () => {
    const error = await failure(
      Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), {
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe('the solver ran out of memory; a shorter --timeout searches less');
  });

  it('says that a verdict left unknown by a bug of the solver is no question of time', async () => {
    const bug = "the solver's winning line does not replay: move 3 (2>f) is not legal";
    const result: SolveResult = {
      verdict: 'unknown',
      moves: [],
      nodes: 7,
      expanded: 3,
      ms: 12,
      deadlocks: 0,
      bottoms: 0,
      stayedBuilt: 0,
      solverBug: bug,
    };
    worker.answer = () => Promise.resolve(result);
    const { out, output } = captured();
    await runSolve({ seed: '5', timeout: '1' }, output, true);
    expect(out.stdout).toContain('seed 5 (hard): unknown.\n');
    expect(out.stdout).not.toContain('--timeout');
    expect(out.stdout).toContain(`The solver has a bug here; please report the seed and the moves: ${bug}.`);

    const json = captured();
    await runSolve({ seed: '5', timeout: '1', json: true }, json.output, true);
    expect(JSON.parse(json.out.stdout)).toEqual({ verdict: 'unknown', moves: [], nodes: 7, ms: 12, solverBug: bug });
  });
});
