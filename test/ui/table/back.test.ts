// b in the table's reducer: going back counts one move however many it
// undoes, stops at the deal's own safe moves, and any key stops the search.

import { describe, expect, it } from 'vitest';
import { formatMoves } from '../../../src/engine/index.js';
import { kinds, message, press, tableFrom } from '../support/table.js';

const FOUR_DRAWS = 'Foundations: AC\n1: 5H 2C\n2: 9C\nStock: 9D 8D 7D 6D';

describe('b', () => {
  it('counts one move for going back, however many moves it undoes', () => {
    const drawn = press(tableFrom(FOUR_DRAWS), ['d', 'd', 'd', 'd']).state;
    const asked = press(drawn, ['b']);
    expect(kinds(asked.effects)).toContain('find-winnable');
    const back = press(asked.state, [{ type: 'back-found', moveCount: 4, keep: 1 }]).state;
    expect(formatMoves(back.game.done)).toBe('d');
    expect(formatMoves(back.game.undone)).toBe('d d d');
    expect(back.game.moveCount).toBe(5);
    expect(message({ state: back, effects: [] })).toBe('Back 3 moves to the last position known winnable (U redoes)');
  });

  it('takes the cards sent home at the deal as part of the deal', () => {
    const on = { autoSafe: { easy: true, medium: true, hard: true } };
    const dealt = press(tableFrom('1: 2S AH\n2: 3S\nStock: 5C 6C', { settings: on }), [{ type: 'begin' }]).state;
    expect(dealt.game.done).toHaveLength(1);
    expect(message(press(dealt, ['b']))).toBe('This is the deal: there is nothing to go back to');
    // An answer that goes back further than the deal stops at it.
    const drawn = press(dealt, ['d', 'd', 'b']).state;
    const back = press(drawn, [{ type: 'back-found', moveCount: 2, keep: 0 }]).state;
    expect(formatMoves(back.game.done)).toBe('1>f');
    expect(message({ state: back, effects: [] })).toBe('Back 2 moves to the last position known winnable (U redoes)');
  });

  it('never stops between a move and the safe moves it set off: they go and come back with it', () => {
    const on = { autoSafe: { easy: true, medium: true, hard: true } };
    const table = tableFrom('Foundations: AC AC\n1: 5H 9S\n2: 9C\nStock: 7D 3C 2C 8D', { settings: on });
    // The third draw turns up 2C, which goes home by itself.
    const played = press(table, [{ type: 'begin' }, 'd', 'd', 'd', 'd', 'b']).state;
    expect(formatMoves(played.game.done)).toBe('d d d w>f d');
    // The position after three moves, 2C not yet home, was the one proven winnable.
    const back = press(played, [{ type: 'back-found', moveCount: 4, keep: 3 }]).state;
    expect(formatMoves(back.game.done)).toBe('d d d w>f');
    expect(formatMoves(back.game.undone)).toBe('d');
    expect(message({ state: back, effects: [] })).toBe('Back 1 move to the last position known winnable (U redoes)');
  });

  it('counts the moves it goes back as undo and redo count them: a safe move played automatically goes with its move', () => {
    const on = { autoSafe: { easy: true, medium: true, hard: true } };
    const table = tableFrom('Foundations: AC AC\n1: 5H 9S\n2: 9C\nStock: 7D 3C 2C 8D', { settings: on });
    const played = press(table, [{ type: 'begin' }, 'd', 'd', 'd', 'd', 'b']).state;
    const back = press(played, [{ type: 'back-found', moveCount: 4, keep: 2 }]);
    // The third draw with the 2C it sent home, and the fourth draw: two U to come back.
    expect(formatMoves(back.state.game.undone)).toBe('d w>f d');
    expect(message(back)).toBe('Back 2 moves to the last position known winnable (U redoes)');
    expect(formatMoves(press(back.state, ['U', 'U']).state.game.done)).toBe('d d d w>f d');
  });

  it('stops looking at any other key, which does nothing else', () => {
    const asked = press(tableFrom(FOUR_DRAWS), ['d', 'd', 'd', 'd', 'b']).state;
    // q too, as the message line says: it stops the search and quits only when pressed again.
    for (const key of ['u', 'right', 'x', 'q']) {
      const stopped = press(asked, [key]).state;
      expect(stopped.backPending).toBeUndefined();
      expect(stopped.game).toBe(asked.game);
      expect(stopped.cursor).toEqual(asked.cursor);
      expect(stopped.message?.text).toBe('Stopped looking back');
    }
    expect(kinds(press(asked, ['q']).effects)).not.toContain('quit');
    expect(kinds(press(asked, ['q', 'q']).effects)).toContain('quit');
    expect(kinds(press(asked, ['ctrl+c']).effects)).toContain('quit');
    const moved = press(asked, ['right']).state;
    expect(press(moved, [{ type: 'back-found', moveCount: 4, keep: 1 }]).state.game).toBe(moved.game);
    // b again while it looks goes on looking.
    expect(press(asked, ['b']).state.backPending).toBe(4);
    // Out of sight, behind the settings, it stops too.
    const hidden = press(asked, [{ type: 'shown', visible: false }]).state;
    expect(hidden.backPending).toBeUndefined();
    expect(press(hidden, [{ type: 'back-found', moveCount: 4, keep: 1 }]).state.game).toBe(hidden.game);
  });

  it('stops looking on Esc, and the answer that comes later changes nothing', () => {
    const drawn = press(tableFrom(FOUR_DRAWS), ['d', 'd', 'd', 'd']).state;
    const asked = press(drawn, ['b']).state;
    expect(asked.message?.text).toBe('Looking back for the last position known winnable… (any key stops)');
    const stopped = press(asked, ['escape']);
    expect(stopped.state.backPending).toBeUndefined();
    expect(message(stopped)).toBe('Stopped looking back');
    const late = press(stopped.state, [{ type: 'back-found', moveCount: 4, keep: 1 }]).state;
    expect(late.game).toBe(stopped.state.game);
  });

  it('says how many searches are left at most while it searches, and nothing once stopped', () => {
    const drawn = press(tableFrom(FOUR_DRAWS), ['d', 'd', 'd', 'd']).state;
    const asked = press(drawn, ['b']).state;
    const looking = press(asked, [{ type: 'back-looking', moveCount: 4, searchesLeft: 3 }]).state;
    expect(looking.message?.text).toBe(
      'Looking back for the last position known winnable: 3 searches left at most (any key stops)',
    );
    const last = press(looking, [{ type: 'back-looking', moveCount: 4, searchesLeft: 1 }]).state;
    expect(last.message?.text).toBe(
      'Looking back for the last position known winnable: one search left (any key stops)',
    );
    const stopped = press(last, ['escape']).state;
    const after = press(stopped, [{ type: 'back-looking', moveCount: 4, searchesLeft: 1 }]).state;
    expect(after.message?.text).toBe('Stopped looking back');
  });
});
