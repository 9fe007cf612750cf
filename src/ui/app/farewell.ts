// The one line printed when the game ends, once the terminal is itself
// again: which game is saved and how to continue it, or that the game on
// the table was won and counted (Ctrl+C while its cards went home ends the
// program before the win shows). Nothing when no game is kept (given up, or
// never started).
//
// "How to continue it" names the command that started the game: the
// installed `forty-thieves`, unless the environment variable
// FORTY_THIEVES_COMMAND says another (scripts/play.mjs sets "npm run play"
// and the `dev` script "npm run dev", since a checkout has no forty-thieves
// command).

import { isWon } from '../../engine/index.js';
import { positionOf } from '../table/table-state.js';
import { plural } from '../text/describe.js';
import type { AppState } from './app-state.js';
import { dealName } from './startup.js';

const INSTALLED = 'forty-thieves';

/** The command that started the game, from the environment. */
export function startCommand(env: Readonly<Record<string, string | undefined>>): string {
  return env.FORTY_THIEVES_COMMAND?.trim() || INSTALLED;
}

/** `recorded`: every result reached its file (else the store's notices said which did not, and no win is claimed). */
export function farewell(state: AppState, command = INSTALLED, recorded = true): string | undefined {
  const { table } = state;
  if (table && isWon(positionOf(table))) {
    if (!recorded) return undefined;
    return `Won ${dealName(table.game, table.daily)} in ${plural(table.game.moveCount, 'move')}: the win is counted`;
  }
  const kept = table ?? state.saved;
  if (!kept) return undefined;
  const { game } = kept;
  return `Saved ${dealName(game, kept.daily)}, ${plural(game.moveCount, 'move')}: run ${command} to continue`;
}
