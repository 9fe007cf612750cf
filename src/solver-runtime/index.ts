// The solver's runtime: the pure search of src/solver run in Node, a
// worker thread per request, and the Easy level's catalogue file with its
// live check.

export { type SolveReply, type SolveRequest, solveInWorker } from './client.js';
export { EasyCatalogueError, easySeeds, isProvenEasy, randomEasySeed } from './easy.js';
export {
  checkEasySeed,
  type EasyCheck,
  type EasyCheckOptions,
  type EasyCheckProgress,
} from './easy-check.js';
export { knownEasyLine } from './easy-lines.js';
