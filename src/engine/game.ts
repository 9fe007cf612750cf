// A game: the deal plus the moves done and undone, and the move counter.
// Pure: every function returns a new Game. Time is kept by the caller.

import { applyLegal } from './apply.js';
import { deal } from './deal.js';
import { formatMove, type Move, sameMove } from './moves.js';
import { isWon, type Position } from './position.js';
import { check, type Refusal } from './rules.js';
import type { Level, Variant } from './variants.js';

export interface Game {
  readonly variant: Variant;
  readonly level: Level;
  readonly seed: bigint;
  /** positions[0] is the deal; positions[k] follows done[k - 1]. */
  readonly positions: readonly Position[];
  readonly done: readonly Move[];
  /** The redo stack: its last move is the next one redone. */
  readonly undone: readonly Move[];
  /** User actions that changed the position, undos and redos included. */
  readonly moveCount: number;
}

export function newGame(variant: Variant, level: Level, seed: bigint): Game {
  return { variant, level, seed, positions: [deal(variant, seed, level)], done: [], undone: [], moveCount: 0 };
}

export function current(game: Game): Position {
  return game.positions[game.positions.length - 1];
}

export type PlayResult = { readonly game: Game } | { readonly refusal: Refusal };

/**
 * Plays a move. A move equal to the next redo keeps the rest of the redo
 * stack; any other move clears it.
 */
export function play(game: Game, move: Move): PlayResult {
  const position = current(game);
  const refusal = check(position, move);
  if (refusal) return { refusal };
  const next =
    game.undone.length > 0 && sameMove(game.undone[game.undone.length - 1], move) ? game.undone.slice(0, -1) : [];
  return {
    game: made(
      game,
      game.positions.concat([applyLegal(position, move)]),
      game.done.concat([move]),
      next,
      game.moveCount + 1,
    ),
  };
}

export const canUndo = (game: Game): boolean => game.done.length > 0;
export const canRedo = (game: Game): boolean => game.undone.length > 0;

export function undo(game: Game): Game {
  if (!canUndo(game)) return game;
  const undone = game.undone.concat([game.done[game.done.length - 1]]);
  return made(game, game.positions.slice(0, -1), game.done.slice(0, -1), undone, game.moveCount + 1);
}

export function redo(game: Game): Game {
  if (!canRedo(game)) return game;
  const move = game.undone[game.undone.length - 1];
  const positions = game.positions.concat([applyLegal(current(game), move)]);
  return made(game, positions, game.done.concat([move]), game.undone.slice(0, -1), game.moveCount + 1);
}

/**
 * Back to the deal in one step, every move kept for redo. The first `kept`
 * moves stay: the cards an interface sends home as part of the deal.
 */
export function restart(game: Game, kept = 0): Game {
  if (game.done.length <= kept) return game;
  const undone = game.undone.concat(game.done.slice(kept).reverse());
  return made(game, game.positions.slice(0, kept + 1), game.done.slice(0, kept), undone, game.moveCount + 1);
}

/** A game with the same fields in the same order every time (one object shape is faster). */
function made(
  game: Game,
  positions: readonly Position[],
  done: readonly Move[],
  undone: readonly Move[],
  moveCount: number,
): Game {
  return { variant: game.variant, level: game.level, seed: game.seed, positions, done, undone, moveCount };
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly move: Move,
    readonly reason: string,
  ) {
    super(`move ${index + 1} "${formatMove(move)}" is illegal: ${reason}`);
  }
}

/** The position after `moves`, each checked: the first illegal one throws ReplayError, counted from `first`. */
export function replay(position: Position, moves: readonly Move[], first = 0): Position {
  let after = position;
  for (const [i, move] of moves.entries()) after = checkedStep(after, move, first + i);
  return after;
}

/**
 * Rebuilds a game from its moves, checking every one, the redo stack
 * included: an impossible record throws ReplayError instead of showing a
 * wrong board.
 */
export function restoreGame(
  variant: Variant,
  level: Level,
  seed: bigint,
  done: readonly Move[],
  undone: readonly Move[] = [],
  moveCount = done.length,
): Game {
  const positions: Position[] = [deal(variant, seed, level)];
  for (const [i, move] of done.entries()) positions.push(checkedStep(positions[positions.length - 1], move, i));
  // The redo stack holds its next move last; checked only, its positions are made again on redo.
  replay(positions[positions.length - 1], undone.toReversed(), done.length);
  return { variant, level, seed, positions, done: done.slice(), undone: undone.slice(), moveCount };
}

function checkedStep(position: Position, move: Move, index: number): Position {
  // Nothing is legal after a win; the rules' own reason ("the stock is empty") would not say why.
  if (isWon(position)) throw new ReplayError(index, move, 'the game is won already: every card is home');
  const refusal = check(position, move);
  if (refusal) throw new ReplayError(index, move, refusal.reason);
  return applyLegal(position, move);
}
