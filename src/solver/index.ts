// The solver's public face: `solve` for a verdict and a winning line (a
// hint is its first move). A pure search: running it in Node (a worker
// thread, the Easy catalogue's file) is src/solver-runtime's.

export { solve } from './search.js';
export { shortenWin } from './shorten.js';
export { DEFAULT_HASH_MB } from './table.js';
export type { Budget, SolveResult } from './types.js';
export { replayProblem, SolverBugError } from './verify.js';
