// Scoring (docs/rules.md, Score) and the game record: the move counter with undo,
// redo and restart, and restoring a game from its moves.

import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  cardsPlayedHome,
  current,
  findVariant,
  formatMoves,
  type Game,
  type Level,
  newGame,
  parseMove,
  parseMoves,
  play,
  ReplayError,
  redo,
  restart,
  restoreGame,
  score,
  undo,
} from '../../src/engine/index.js';
import { positionFromText } from '../support/position-text.js';
import { WINS } from '../support/wins.js';

describe('score', () => {
  // 20 cards home: clubs and spades both to the five.
  const twenty = positionFromText('Foundations: 5C 5C 5S 5S');
  const won = positionFromText('Foundations: KC KC KS KS KH KH KD KD');

  const table: [string, number | undefined, number][] = [
    ['without time', undefined, 200],
    ['at 0 s', 0, 200],
    ['at 29.9 s', 29.9, 200],
    ['at 30 s: one full 30 s', 30, 170],
    ['at 59 s', 59, 170],
    ['at 60 s', 60, 140],
    ['at 200 s: six full 30 s', 200, 20],
    ['at 210 s: never below zero', 210, 0],
    ['at an hour', 3600, 0],
  ];
  it.each(table)('20 cards home, %s', (_, seconds, expected) => {
    expect(score(twenty, seconds)).toBe(expected);
  });

  it('adds floor(600000 / seconds) on a win', () => {
    expect(score(won)).toBe(1040);
    expect(score(won, 100)).toBe(1040 - 90 + 6000);
    expect(score(won, 7)).toBe(1040 + 85714);
    expect(score(won, 1000)).toBe(1040 - 990 + 600);
  });

  it('the win bonus still comes when time has eaten the card points', () => {
    expect(score(won, 1200)).toBe(0 + 500);
  });

  it('counts only the cards the player put home: Lucas starts with its Aces there', () => {
    const lucas = positionFromText('variant: lucas\nFoundations: 2C AC AS AS AH AH AD AD');
    expect(cardsPlayedHome(lucas)).toBe(1);
    expect(score(lucas)).toBe(10);
    expect(score(positionFromText('variant: lucas\nFoundations: KC KC KS KS KH KH KD KD'))).toBe(960);
  });
});

describe('the game record', () => {
  const forty = findVariant('forty-thieves')!;
  // Seed 1: d turns up 3S; 8>4 puts TH on JH and uncovers AD; 8>f sends it home.
  const start = () => newGame(forty, 'hard', 1n);
  const played = (game: Game, notation: string) =>
    parseMoves(notation).reduce((g, m) => {
      const result = play(g, m);
      if (!('game' in result)) throw new Error(result.refusal.reason);
      return result.game;
    }, game);

  it('counts every move, undo, redo and restart, and nothing else', () => {
    let game = played(start(), 'd 8>4 8>f');
    expect(game.moveCount).toBe(3);
    game = undo(game);
    expect(game.moveCount).toBe(4);
    game = redo(game);
    expect(game.moveCount).toBe(5);
    game = restart(game);
    expect(game.moveCount).toBe(6);
    expect(undo(game)).toBe(game); // nothing to undo: not a move
    game = redo(redo(redo(game)));
    expect(game.moveCount).toBe(9);
    expect(redo(game)).toBe(game); // nothing to redo: not a move
    const refused = play(game, parseMove('w>3'));
    expect('refusal' in refused && refused.refusal.code).toBe('does-not-build');
  });

  it('undo steps back to the exact position, and takes back the points', () => {
    const before = played(start(), 'd 8>4');
    const after = played(before, '8>f');
    expect(score(current(after))).toBe(10);
    const back = undo(after);
    expect(current(back)).toEqual(current(before));
    expect(score(current(back))).toBe(0);
    expect(formatMoves(back.undone)).toBe('8>f');
  });

  it('restart goes back to the deal in one step, keeping the moves to redo in order', () => {
    const game = restart(played(start(), 'd 8>4 8>f'));
    expect(current(game)).toEqual(current(start()));
    expect(game.done).toEqual([]);
    expect(canUndo(game)).toBe(false);
    expect(canRedo(game)).toBe(true);
    const again = redo(redo(redo(game)));
    expect(formatMoves(again.done)).toBe('d 8>4 8>f');
    expect(current(again)).toEqual(current(played(start(), 'd 8>4 8>f')));
  });

  it('restart can keep the first moves (the cards sent home at the deal), counting one move', () => {
    const game = restart(played(start(), 'd 8>4 8>f'), 1);
    expect(formatMoves(game.done)).toBe('d');
    expect(current(game)).toEqual(current(played(start(), 'd')));
    expect(game.moveCount).toBe(4);
    expect(formatMoves(redo(redo(game)).done)).toBe('d 8>4 8>f');
    expect(restart(game, 1)).toBe(game);
  });

  it('playing the next redo keeps the rest; any other move clears it', () => {
    const undone = undo(undo(played(start(), 'd 8>4 8>f')));
    expect(formatMoves(played(undone, '8>4').undone)).toBe('8>f');
    expect(played(undone, 'd').undone).toEqual([]);
  });

  it('restoreGame rebuilds a game from its moves and redo stack', () => {
    const game = undo(played(start(), 'd 8>4 8>f'));
    const restored = restoreGame(forty, 'hard', 1n, game.done, game.undone, game.moveCount);
    expect(restored).toEqual(game);
  });

  it('restoreGame rejects an impossible record, naming the move', () => {
    const bad = () => restoreGame(forty, 'hard', 1n, parseMoves('d 8>4 3>f'));
    expect(bad).toThrow(ReplayError);
    expect(bad).toThrow('move 3 "3>f" is illegal: no foundation takes 8H: the hearts foundations are both empty');
    try {
      bad();
    } catch (error) {
      expect((error as ReplayError).index).toBe(2);
    }
  });

  it('a move after a win is refused as one after the game is won, not by the rules of a draw', () => {
    const win = WINS.find((w) => w.variant === 'forty-thieves')!;
    const moves = parseMoves(win.moves);
    const bad = () =>
      restoreGame(findVariant(win.variant)!, win.level as Level, BigInt(win.seed), [...moves, parseMove('d')]);
    expect(bad).toThrow(`move ${moves.length + 1} "d" is illegal: the game is won already: every card is home`);
  });

  it('restoreGame rejects an impossible redo stack too', () => {
    // The redo stack's last move is redone first: here 8>f before 8>4, which cannot be.
    const bad = () => restoreGame(forty, 'hard', 1n, parseMoves('d'), parseMoves('8>4 8>f'));
    expect(bad).toThrow('move 2 "8>f" is illegal: no foundation takes TH: the hearts foundations are both empty');
  });
});
