// Automatic safe moves across a quit and a resume: the game saved to
// game.json and loaded back undoes them with the move that caused them, as
// before, and counts the same moves.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS, newGameId, openStore } from '../../../src/store/index.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import { newTableState, snapshot, type TableState } from '../../../src/ui/table/table-state.js';
import { useConfigDir } from '../../store/support.js';
import { done, message, press } from '../support/table.js';

useConfigDir({ beforeEach, afterEach });

const settings = { ...DEFAULT_SETTINGS, autoSafe: { easy: true, medium: false, hard: false } };

/**
 * Forty Thieves deal 24 at easy (`forty-thieves deal --seed 24 --difficulty
 * easy`): the A♠ on top of column 5 goes home at the deal; the player moves
 * the 4♠ of column 7 onto the 5♠ of column 3, and the A♥ under it goes home
 * after it.
 */
function played(): TableState {
  const game = newGame(findVariant('forty-thieves')!, 'easy', 24n);
  const dealt = newTableState({ id: newGameId(), game, settings }, 0);
  return press(dealt, [{ type: 'begin' }, '7', 'enter', '3', 'enter']).state;
}

/** The game saved, the program started again: the table on the game the store loads. */
function resumed(state: TableState): TableState {
  openStore().saveGame(snapshot(state, 0));
  const saved = openStore().loadGame()!;
  return newTableState({ ...saved, settings }, 0);
}

describe('automatic safe moves, saved and resumed', () => {
  it('are undone with the move that caused them after a resume, as before it', () => {
    const before = played();
    // The deal's Ace, the player's move and the safe move after it; one move counted.
    expect(done({ state: before, effects: [] })).toBe('5>f 7>3 7>f');
    expect(before.game.moveCount).toBe(1);
    const after = resumed(before);
    expect(after.auto).toEqual(before.auto);
    expect(after.game.moveCount).toBe(1);
    const undoneBefore = press(before, ['u']);
    const undoneAfter = press(after, ['u']);
    expect(done(undoneAfter)).toBe(done(undoneBefore));
    // Back to the deal with its Ace home: one undo, one more move counted.
    expect(done(undoneAfter)).toBe('5>f');
    expect(undoneAfter.state.game.moveCount).toBe(2);
    expect(message(undoneAfter)).toBe(message(undoneBefore));
    expect(message(undoneAfter)).toBe('Undone: 4S from column 7 to column 3 and 1 safe move after it');
    expect(message(press(undoneAfter.state, ['u']))).toBe('Nothing to undo: this is the deal');
  });

  it('are redone with the move that caused them after a resume with them on the redo list', () => {
    const undone = press(played(), ['u']).state;
    const after = resumed(undone);
    expect(after.auto).toEqual(undone.auto);
    const redone = press(after, ['U']);
    expect(done(redone)).toBe(done({ state: played(), effects: [] }));
    expect(redone.state.game.moveCount).toBe(3);
  });

  it('are undone with their move when the game opens straight on the table, as --seed or --daily open it', () => {
    openStore().saveGame(snapshot(played(), 0));
    const saved = openStore().loadGame()!;
    const size = { width: 120, height: 40 };
    const env = { now: 0, random: () => 0.5 };
    const opened = openingState({ screen: 'table', table: saved }, settings, size, 0);
    const undone = reduce(reduce(opened, { type: 'begin' }, env).state, { type: 'key', name: 'u' }, env).state.table!;
    expect(done({ state: undone, effects: [] })).toBe('5>f');
    expect(message({ state: undone, effects: [] })).toBe(
      'Undone: 4S from column 7 to column 3 and 1 safe move after it',
    );
  });
});
