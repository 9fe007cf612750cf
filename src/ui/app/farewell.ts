// The one line printed when the game ends, once the terminal is itself
// again: which game is saved and how to continue it. Nothing when no game
// is kept (it was won, given up, or never started).

import { isWon } from '../../engine/index.js';
import { positionOf } from '../table/table-state.js';
import { plural } from '../text/describe.js';
import type { AppState } from './app-state.js';

export function farewell(state: AppState): string | undefined {
  const game = state.table ? (isWon(positionOf(state.table)) ? undefined : state.table.game) : state.saved?.game;
  if (!game) return undefined;
  return `Saved ${game.variant.name} #${game.seed}, ${plural(game.moveCount, 'move')}: run forty-thieves to continue`;
}
