// What the winning line of an Easy deal's check tells the live verdict: the
// deal is winnable, its hint is the line's first move, and so is the position
// the table opens on once the setting has sent the deal's safe cards home (the
// line carried over them), so neither needs a search of its own. A game
// resumed part way along the line (the check's line is saved with the game)
// knows the rest of it from the latest of its positions on the line.

import { applyLegal, current, type Game, lineAfterSafeMoves, type Move } from '../../engine/index.js';
import { positionKey } from '../live/verdict-keeper.js';
import type { AppEffect } from './app-state.js';

/** The answers to learn, for the deal and for the game as the table opened it. */
export function learnedFromLine(opened: Game, line: readonly Move[] | undefined): AppEffect[] {
  if (!line || line.length === 0) return [];
  const [dealt] = opened.positions;
  const effects: AppEffect[] = [{ kind: 'learn', position: dealt, moves: line }];
  if (opened.done.length === 0) return effects;
  const rest = lineAfterSafeMoves(dealt, line, opened.done);
  if (rest) return [...effects, { kind: 'learn', position: current(opened), moves: rest }];
  return [...effects, ...furthestAlong(opened, line)];
}

/**
 * The latest position of the game that the line passes through, with the
 * rest of the line from it: the live verdict looks back from the position on
 * the table a few dozen moves for a winning line, not to the deal.
 */
function furthestAlong(game: Game, line: readonly Move[]): AppEffect[] {
  const along = new Map<string, number>();
  let position = game.positions[0];
  for (const [i, move] of line.entries()) {
    along.set(positionKey(position), i);
    position = applyLegal(position, move);
  }
  for (let j = game.positions.length - 1; j > 0; j--) {
    const at = along.get(positionKey(game.positions[j]));
    if (at !== undefined) return [{ kind: 'learn', position: game.positions[j], moves: line.slice(at) }];
  }
  return [];
}
