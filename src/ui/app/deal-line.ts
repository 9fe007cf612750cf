// What the winning line of an Easy deal's check tells the live verdict: the
// deal is winnable, its hint is the line's first move, and so is the position
// the table opens on once the setting has sent the deal's safe cards home (the
// line carried over them), so neither needs a search of its own.

import { current, type Game, lineAfterSafeMoves, type Move } from '../../engine/index.js';
import type { AppEffect } from './app-state.js';

/** The answers to learn, for the deal and for the game as the table opened it. */
export function learnedFromLine(opened: Game, line: readonly Move[] | undefined): AppEffect[] {
  if (!line || line.length === 0) return [];
  const [dealt] = opened.positions;
  const effects: AppEffect[] = [{ kind: 'learn', position: dealt, moves: line }];
  if (opened.done.length === 0) return effects;
  const rest = lineAfterSafeMoves(dealt, line, opened.done);
  if (rest) effects.push({ kind: 'learn', position: current(opened), moves: rest });
  return effects;
}
