// A saved game for the tests of what a new deal does to it.

import { findVariant, parseMoves, restoreGame } from '../../../src/engine/index.js';
import type { GameInProgress } from '../../../src/store/types.js';

/** Forty Thieves 5, hard, with `moves` played (one draw by default): with moves, a new deal costs it. */
export const savedFive = (moves = 'd'): GameInProgress => ({
  id: 'saved-5',
  game: restoreGame(findVariant('forty-thieves')!, 'hard', 5n, parseMoves(moves)),
  elapsedMs: 0,
  recorded: false,
});
