// How many lines a message may take on the game screen: the rows the board
// can give up, but never so many that its cards would shrink for a message
// that passes (framed cards at 96 x 22 on a deal would turn compact with a
// two-line message; at 96 x 23 they stay framed).

import { describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { positionGeometry } from '../../../src/ui/board/layout.js';
import { boardHeight, messageRoom } from '../../../src/ui/screens/game-layout.js';
import { newTableState } from '../../../src/ui/table/table-state.js';

const table = (cardSize: 'auto' | 'compact') =>
  newTableState(
    {
      id: newGameId(),
      game: newGame(findVariant('forty-thieves')!, 'hard', 6n),
      settings: { ...DEFAULT_SETTINGS, cardSize },
    },
    0,
  );

describe('the room for a message', () => {
  it('stays one line where a second would shrink the cards', () => {
    const position = table('auto').game.positions[0];
    // Checked first: 96 x 22 draws framed cards with one line of message and compact ones with two.
    expect(positionGeometry(position, 96, boardHeight(22), 'auto').style).toBe('framed');
    expect(positionGeometry(position, 96, boardHeight(22, 2), 'auto').style).toBe('compact');
    expect(messageRoom(table('auto'), 96, 22)).toBe(1);
  });

  it('takes the rows the short columns of a deal leave where the cards keep their size', () => {
    // Compact cards at 96 x 22: columns of 4 need 2 + 1 + 4 rows of the 18 the board has with one line.
    expect(messageRoom(table('compact'), 96, 22)).toBe(22 - 1 - 2 - 7);
    // At 72 x 16 the cards are compact anyway.
    expect(messageRoom(table('auto'), 72, 16)).toBe(16 - 1 - 2 - 7);
  });
});
