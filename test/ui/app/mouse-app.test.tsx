// The mouse in the running app: reports reach the same reducer as keys and
// change the table as the keys would, found where the board draws each card.

import { afterEach, describe, expect, it } from 'vitest';
import { formatMoves } from '../../../src/engine/index.js';
import { type Driven, drive, until } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { cellOf, fakeMouse } from '../support/mouse.js';
import { savedFive } from '../support/saved.js';
import { gameFrom } from '../support/table.js';

let app: Driven | undefined;
afterEach(() => app?.unmount());

/** The app on the layout given, with a mouse the test moves, once the app listens to it. */
async function withMouse(layout: string) {
  const mouse = fakeMouse();
  const driven = await drive({ game: gameFrom(layout), mouse: mouse.source });
  app = driven;
  await until(mouse.listening, 'the app to listen to the mouse');
  return { mouse, app: driven };
}

describe('the mouse in the app', () => {
  it('a double click on the Ace on top of a column sends it home', async () => {
    const { mouse, app } = await withMouse('1: 5H AS\n2: 9C\nStock: 4D');
    const ace = cellOf(app.lines(), 'A♠', 2);
    mouse.press(ace.x, ace.y);
    mouse.press(ace.x, ace.y);
    await until(() => app.store.saved?.game.done.length === 1, 'the move saved');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('1>f');
  });

  it('a double click that drops the cards held leaves them there, picking nothing up again', async () => {
    const { mouse, app } = await withMouse('1: 5H 9C 8C\n2: TC\n3: KD\nStock: 4D');
    const nine = cellOf(app.lines(), '9♣', 2);
    mouse.press(nine.x, nine.y);
    mouse.release(nine.x, nine.y);
    await app.waitFor('Picked up 9♣-8♣');
    const ten = cellOf(app.lines(), '10♣', 2);
    mouse.press(ten.x, ten.y);
    mouse.release(ten.x, ten.y);
    mouse.press(ten.x, ten.y);
    mouse.release(ten.x, ten.y);
    await until(() => app.store.saved?.game.done.length === 1, 'the drop');
    await app.press('x');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('1>2:2');
    expect(app.frame()).not.toContain('Picked up');
    expect(app.frame()).not.toContain('◂');
  });

  it('a click on the lines under the board, the keys or the status line, does nothing', async () => {
    const { mouse, app } = await withMouse('1: 5H AS\n2: 9C\nStock: 4D');
    const before = app.frame();
    // Under column 1, at the rows of the status line and of the keys: as the board's, two such clicks sent its A♠ home.
    mouse.press(2, cellOf(app.lines(), '0 moves').y);
    mouse.press(2, cellOf(app.lines(), 'd draw').y);
    await app.press('x');
    expect(app.frame()).not.toContain('Picked up');
    expect(app.store.saved?.game.done ?? []).toHaveLength(0);
    expect(app.frame().split('\n').slice(0, 8)).toEqual(before.split('\n').slice(0, 8));
    // Nor with cards picked up: they stay in hand.
    await app.press('1', 'enter');
    await app.waitFor('Picked up A♠');
    mouse.press(2, cellOf(app.lines(), '0 moves').y);
    await app.press('x');
    expect(app.frame()).toContain('◂');
  });

  it('a drag takes the cards picked up by the press to where the button is let go', async () => {
    const { mouse, app } = await withMouse('1: 5H 9C 8C\n2: TC\n3: KD\nStock: 4D');
    const nine = cellOf(app.lines(), '9♣', 2);
    const ten = cellOf(app.lines(), '10♣', 2);
    // Let go where it was pressed: a click, the 9♣-8♣ picked up and held.
    mouse.press(nine.x, nine.y);
    mouse.release(nine.x + 1, nine.y);
    await app.waitFor('Picked up 9♣-8♣');
    mouse.press(ten.x, ten.y);
    await until(() => app.store.saved?.game.done.length === 1, 'the click-click move');
    await app.press('u');
    // Pressed on the 9♣ and let go on the 10♣: the same move in one gesture.
    mouse.press(nine.x, nine.y);
    mouse.release(ten.x, ten.y);
    await until(() => app.store.saved?.game.done.length === 1 && app.store.saved.game.moveCount === 3, 'the drag');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('1>2:2');
    // Let go on the stock, which takes no cards: they go back, nothing is drawn.
    await app.press('u');
    const stock = cellOf(app.lines(), 'stock');
    mouse.press(nine.x, nine.y);
    await app.waitFor('Picked up 9♣-8♣');
    mouse.release(stock.x, stock.y);
    // Nor does the message line still say they are held.
    await until(() => !app.frame().includes('Picked up'), 'the cards put back');
    expect(app.store.saved?.game.done ?? []).toHaveLength(0);
    expect(app.frame()).not.toContain('4♦');
    expect(app.frame()).not.toContain('◂');
  });

  it('a drag under way marks the pile under the pointer and says what a drop there would do', async () => {
    const { mouse, app } = await withMouse('1: 5H 9C 8C\n2: TC\n3: KD\nStock: 4D');
    const nine = cellOf(app.lines(), '9♣', 2);
    const ten = cellOf(app.lines(), '10♣', 2);
    const king = cellOf(app.lines(), 'K♦', 2);
    mouse.press(nine.x, nine.y);
    await app.waitFor('Picked up 9♣-8♣');
    mouse.drag(ten.x, ten.y);
    await app.waitFor('Drop: 9♣-8♣ (2 cards) onto 10♣');
    mouse.drag(king.x, king.y);
    await app.waitFor('Cannot drop here');
    // Back over their own column: the cards held, and no drop to tell.
    mouse.drag(nine.x, nine.y);
    await until(() => !app.frame().includes('Cannot drop here'), 'the preview gone');
    expect(app.frame()).toContain('Picked up 9♣-8♣');
    mouse.drag(ten.x, ten.y);
    mouse.release(ten.x, ten.y);
    await until(() => app.store.saved?.game.done.length === 1, 'the drop');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('1>2:2');
  });

  it('a drag refused puts the cards back and says why, and the next drag starts afresh', async () => {
    const { mouse, app } = await withMouse('1: 5H 9C 8C\n2: TC\n3: KD\n4: JC\nStock: 4D');
    const nine = cellOf(app.lines(), '9♣', 2);
    const king = cellOf(app.lines(), 'K♦', 2);
    mouse.press(nine.x, nine.y);
    await app.waitFor('Picked up 9♣-8♣');
    mouse.release(king.x, king.y);
    await app.waitFor('cannot go on K♦');
    expect(app.frame()).not.toContain('◂');
    // Had the cards stayed in hand, this press would drop them on the 10♣ and its release do nothing.
    const ten = cellOf(app.lines(), '10♣', 2);
    const jack = cellOf(app.lines(), 'J♣', 2);
    mouse.press(ten.x, ten.y);
    await app.waitFor('Picked up 10♣');
    mouse.release(jack.x, jack.y);
    await until(() => app.store.saved?.game.done.length === 1, 'the second drag');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('2>4');
  });

  it('a click while the question before quitting shows lands on the card drawn there, the board as tall as the question left it', async () => {
    const store = new MemoryStore();
    store.lost = 'this game is not saved: /home/player/.local/share/forty-thieves did not take the writes';
    const mouse = fakeMouse();
    app = await drive({
      store,
      opening: { screen: 'table', table: savedFive() },
      mouse: mouse.source,
      width: 80,
      height: 17,
    });
    await until(mouse.listening, 'the app to listen to the mouse');
    await app.press('q');
    await app.waitFor('q again quits');
    // The question takes two lines: the board drawn above it has a row fewer than without it.
    const lines = app.lines();
    expect(lines.filter((line) => line.includes('forty-thieves did not') || line.includes('q again')).length).toBe(2);
    // Column 1 of deal 5 ends with the 10♣, the cursor on it.
    const ten = cellOf(lines, '▸10♣');
    mouse.press(ten.x + 1, ten.y);
    await app.waitFor('Picked up 10♣');
    expect(app.exits.count).toBe(0);
  });

  it('a click on the stock draws', async () => {
    const { mouse, app } = await withMouse('1: 5H AS\n2: 9C\nStock: 4D');
    const stock = cellOf(app.lines(), 'stock');
    mouse.press(stock.x, stock.y);
    await app.waitFor('4♦');
    expect(app.store.saved?.game.done).toHaveLength(1);
  });
});
