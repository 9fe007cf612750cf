// A full mid-game Forty Thieves board for the benchmarks that time a frame:
// 67 cards on the columns, the longest 14, an empty column, the stock nearly
// out. Found by a beam search over legal play that favours long columns
// (real games rarely build longer ones in Forty Thieves), kept as its moves
// so that it replays through the engine.

import { current, findVariant, type Game, newGame, parseMoves, play } from '../src/engine/index.js';

export const MID_GAME_SEED = 4n;
export const MID_GAME_LEVEL = 'medium';

const MOVES =
  'd d d w>9 d d w>5 d w>8 d d w>f d d w>1 3>1 10>7 d d d d d d w>7 d d d d d d d d d d d w>1 w>f d d ' +
  'd w>2 d d d d d d d d d d d d d d w>8 6>f 6>8 w>8 w>10 d d d d w>3 d d w>1 d d d d w>1 d d d d w>8 ' +
  '6>8 6>5 d d d d d d r d w>7 d d d d w>7 9>7:2 d d d d d w>3 d d w>10 d d w>8 d d d d d d d d w>1 d ' +
  'w>10 d d w>5 d d d d d w>8 4>8 4>9 4>6 4>1 5>f 5>1:2 d w>f d w>4 d d w>1 5>4 d w>4 5>f 5>3 d d d d ' +
  'w>3 6>3 w>7 w>6 5>6 d d w>10';

/** The moves played to reach it, as the status line counts them. */
export const MID_GAME_MOVES = parseMoves(MOVES).length;

export function midGame(): Game {
  let game = newGame(findVariant('forty-thieves')!, MID_GAME_LEVEL, MID_GAME_SEED);
  for (const move of parseMoves(MOVES)) {
    const next = play(game, move);
    if (!('game' in next)) throw new Error(`the mid-game board no longer replays: ${next.refusal.reason}`);
    game = next.game;
  }
  return game;
}

/** The longest column and the cards on the columns of the mid-game board. */
export function midGameShape(game: Game): { longest: number; onColumns: number } {
  const lengths = current(game).columns.map((c) => c.length);
  return { longest: Math.max(...lengths), onColumns: lengths.reduce((a, b) => a + b, 0) };
}
