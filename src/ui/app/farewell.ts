// The one line printed when the game ends, once the terminal is itself
// again: which game is saved and how to continue it. Nothing when no game
// is kept (it was won, given up, or never started).

import { isWon } from '../../engine/index.js';
import { positionOf } from '../table/table-state.js';
import { plural } from '../text/describe.js';
import type { AppState } from './app-state.js';

export function farewell(state: AppState): string | undefined {
  const kept = state.table ? (isWon(positionOf(state.table)) ? undefined : state.table) : state.saved;
  if (!kept) return undefined;
  const { game } = kept;
  const daily = kept.daily === undefined ? '' : ` (daily deal of ${kept.daily})`;
  return `Saved ${game.variant.name} #${game.seed}${daily}, ${plural(game.moveCount, 'move')}: run forty-thieves to continue`;
}
