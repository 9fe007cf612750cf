// The study's deals, solved on worker threads running the solver's own
// worker as the game ships it (dist/solver-worker.js, built by `npm run
// build`): the same code the game runs, and bundled, about twice as fast as
// through tsx. Each deal gets the solver's verdict within a time budget; a
// win is replayed through the rules engine once more here before it counts.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deal, type Position } from '../../src/engine/index.js';
import { replayProblem, type SolveResult } from '../../src/solver/index.js';
import type { SolveReply, SolveRequest } from '../../src/solver-runtime/index.js';
import { WorkerPool } from '../worker-pool.js';
import type { Outcome, SolveDeal } from './run.js';

const SOLVER_WORKER = fileURLToPath(new URL('../../dist/solver-worker.js', import.meta.url));

export class MissingWorkerError extends Error {}

export interface DealSolver {
  readonly solveDeal: SolveDeal;
  readonly close: () => Promise<void>;
}

/**
 * `onProblem` hears of deals counted as unknown for a reason other than the
 * budget: a winning line that does not replay (a solver bug), or a worker
 * that ran out of memory. Any other failure of a worker is thrown.
 */
export function dealSolver(workers: number, onProblem: (problem: string) => void): DealSolver {
  if (!existsSync(SOLVER_WORKER)) {
    throw new MissingWorkerError(`${SOLVER_WORKER} is missing: build it with npm run build (npm run study does)`);
  }
  const pool = new WorkerPool<SolveRequest, SolveReply>(workers, SOLVER_WORKER);
  const solveDeal: SolveDeal = async (variant, level, seed, seconds) => {
    const position = deal(variant, seed, level);
    const where = `${variant.id} ${level} seed ${seed}`;
    let reply: SolveReply;
    try {
      reply = await pool.run({ position, budget: { ms: seconds * 1000 } });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
      onProblem(`${where}: the solver ran out of memory (counted as unknown)`);
      return { outcome: 'unknown', positions: null };
    }
    if ('error' in reply) throw new Error(`${where}: ${reply.error}`);
    return {
      outcome: outcome(position, reply.result, (problem) => onProblem(`${where}: ${problem}`)),
      positions: reply.result.nodes,
    };
  };
  return { solveDeal, close: () => pool.close() };
}

function outcome(position: Position, result: SolveResult, onProblem: (problem: string) => void): Outcome {
  // The worker runs as the game ships it: a bug answers "unknown" there, and says so here.
  if (result.solverBug) {
    onProblem(
      `${result.solverBug} (counted as ${result.verdict === 'winnable' ? 'won: the line found replays' : 'unknown'})`,
    );
  }
  if (result.verdict === 'unwinnable') return 'lost';
  if (result.verdict === 'unknown') return 'unknown';
  const problem = replayProblem(position, result.moves);
  if (problem === undefined) return 'won';
  onProblem(`the winning line does not replay: ${problem} (counted as unknown)`);
  return 'unknown';
}
