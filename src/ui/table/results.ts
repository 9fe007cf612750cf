// A game's result for the statistics, and when another deal in its place costs a loss: the
// results and loss policy, apart from the table's state in table-state.ts.

import { current, isWon } from '../../engine/index.js';
import { finishedGame } from '../../stats/index.js';
import type { GameInProgress, GameResult } from '../../store/index.js';
import { marksOf, snapshot, type TableState } from './table-state.js';

/** The result of a game as it stands, for the statistics: won if it is won, else a loss. */
export function gameResult(saved: GameInProgress, now: number): GameResult {
  const result = finishedGame(saved.game, saved.elapsedMs, new Date(now).toISOString());
  return { ...result, gameId: saved.id, ...marksOf(saved) };
}

export const resultOf = (state: TableState, now: number): GameResult => gameResult(snapshot(state, now), now);

/** Whether another deal in its place costs the player something: it has moves and is not won. */
export function worthKeeping(saved: Pick<GameInProgress, 'game'>): boolean {
  return saved.game.moveCount > 0 && !isWon(current(saved.game));
}

/** Whether leaving a game now costs a loss: it is worth keeping and not counted yet (a won game undone is). */
export function countsAsLoss(saved: Pick<GameInProgress, 'game' | 'recorded'>): boolean {
  return worthKeeping(saved) && !saved.recorded;
}
