// One seed under Easy rules: look for a win within a budget; a winning line
// comes shortened and replayed through the engine. Runs in the workers of
// `npm run deals`; a pure function, so it is tested directly.
//
// Two searches, cheapest first. The depth-first search, within a small node
// budget, wins most deals of the same-suit variants at once. What it does not
// win goes to the solver's beam search, which keeps the few most promising
// positions at each turn of the stock: it wins most of the rest for a few
// tens of thousands of positions each (figures in settings.ts), where the
// depth-first search needed up to a million (Little Forty).

import { deal, formatMoves, type Move, type Variant } from '../../src/engine/index.js';
import { BeamSearch } from '../../src/solver/beam.js';
import { type SolveResult, SolverBugError, solve } from '../../src/solver/index.js';
import { toMove } from '../../src/solver/move-code.js';
import { shortenWin } from '../../src/solver/shorten.js';
import { SearchState } from '../../src/solver/state.js';
import { replayProblem } from '../../src/solver/verify.js';

export type Outcome = 'won' | 'lost' | 'unknown';

export interface Attempt {
  readonly seed: bigint;
  readonly outcome: Outcome;
  /** Positions the searches reached (see SolveResult). */
  readonly nodes: number;
  /** For a won deal, the winning line from the Easy deal, in notation. */
  readonly moves?: string;
  /** A winning line that did not replay, said for the run's log; the seed then counts as unknown. */
  readonly solverBug?: string;
}

export interface SearchBudget {
  /** Positions for the depth-first search. */
  readonly nodes: number;
  /** Positions kept at each turn of the stock by the beam search; 0 for none. */
  readonly beamWidth: number;
  /** Positions the beam search searches from each kept one within a turn. */
  readonly beamPerPosition: number;
  /** Positions for the beam search in all. */
  readonly beamNodes: number;
}

/**
 * The catalogue wants wins, not proofs of loss, so the depth-first search
 * runs in one pass (its restarts search much the same positions again) and
 * without its deadlock test (which proves positions lost; on samples of Easy
 * deals it found no win sooner and cost a third of the node rate).
 */
const FIND_WINS = { firstPass: 0, deadlocks: false, strict: true } as const;

export function trySeed(variant: Variant, seed: bigint, budget: SearchBudget): Attempt {
  const start = deal(variant, seed, 'easy');
  let result: SolveResult;
  try {
    result = solve(start, { nodes: budget.nodes, ...FIND_WINS });
  } catch (error) {
    if (!(error instanceof SolverBugError)) throw error;
    return { seed, outcome: 'unknown', nodes: budget.nodes, solverBug: error.message };
  }
  if (result.verdict === 'winnable') return won(seed, result.nodes, result.moves);
  if (result.verdict === 'unwinnable' || budget.beamWidth === 0) {
    return { seed, outcome: result.verdict === 'unwinnable' ? 'lost' : 'unknown', nodes: result.nodes };
  }

  const state = new SearchState(start);
  let beamNodes = 0;
  const line = new BeamSearch(state).run({
    width: budget.beamWidth,
    perPosition: budget.beamPerPosition,
    spend: (n) => {
      beamNodes += n;
      return beamNodes >= budget.beamNodes;
    },
  });
  const nodes = result.nodes + beamNodes;
  if (!line) return { seed, outcome: 'unknown', nodes };
  const moves = line.map(toMove);
  // solve() shortens its own lines; the beam search's are shortened here, as solve() does.
  const problem = replayProblem(start, moves);
  if (problem)
    return { seed, outcome: 'unknown', nodes, solverBug: `the beam search's winning line does not replay: ${problem}` };
  const shorter = shortenWin(start, moves);
  if (shorter.problem)
    return {
      seed,
      outcome: 'unknown',
      nodes,
      solverBug: `the shortened winning line does not replay: ${shorter.problem}`,
    };
  return won(seed, nodes, shorter.moves);
}

function won(seed: bigint, nodes: number, moves: readonly Move[]): Attempt {
  return { seed, outcome: 'won', nodes, moves: formatMoves(moves) };
}
