// The game on a terminal of 200 x 50: the board centred over most of the
// screen with huge cards, the footer under it, the frame a row short of the
// terminal (a frame as tall as the terminal makes Ink clear the scrollback),
// and the mouse finding a card by any row of it.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, formatMoves, newGame } from '../../../src/engine/index.js';
import { type Driven, drive, until } from '../support/ink.js';
import { cellOf, fakeMouse } from '../support/mouse.js';

let app: Driven | undefined;
afterEach(() => app?.unmount());

const seed5 = () => newGame(findVariant('forty-thieves')!, 'hard', 5n);

describe('a terminal of 200 x 50', () => {
  it('draws the board over most of it, centred, with the footer below and a row to spare', async () => {
    app = await drive({ game: seed5(), width: 200, height: 50 });
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(49);
    // The board ends with the bottom edges of the columns' top cards.
    const board = lines.slice(0, lines.findLastIndex((line) => line.includes('╯')) + 1);
    expect(board.length).toBeGreaterThan(25);
    const drawn = board.filter((line) => line.trim() !== '');
    const left = Math.min(...drawn.map((line) => line.length - line.trimStart().length));
    const right = Math.max(...drawn.map((line) => [...line.trimEnd()].length));
    expect(right - left).toBeGreaterThan(150);
    // Centred: as much room on either side, within the odd column and the cursor's mark.
    expect(Math.abs(left - (200 - right))).toBeLessThanOrEqual(4);
    expect(lines.join('\n')).toContain('q quit');
  });

  it('a double click on the middle row of a huge top card plays that card', async () => {
    const mouse = fakeMouse();
    app = await drive({ game: seed5(), width: 200, height: 50, mouse: mouse.source });
    await until(mouse.listening, 'the app to listen to the mouse');
    // Seed 5: the A♦ on top of column 9 (and of column 10). Its top edge, then three rows of its sides,
    // then its pip, four rows down.
    const ace = cellOf(app.lines(), '╭A♦');
    expect(app.lines()[ace.y + 4].slice(ace.x, ace.x + 13)).toBe('│     ♦     │');
    mouse.press(ace.x, ace.y + 4);
    mouse.press(ace.x, ace.y + 4);
    await until(() => app!.store.saved?.game.done.length === 1, 'the move saved');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('9>f');
  });
});
