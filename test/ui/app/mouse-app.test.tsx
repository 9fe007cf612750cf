// The mouse in the running app: reports reach the same reducer as keys and
// change the table as the keys would, found where the board draws each card.

import { afterEach, describe, expect, it } from 'vitest';
import { formatMoves } from '../../../src/engine/index.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import type { MouseListener, MouseSource } from '../../../src/ui/terminal/mouse-stdin.js';
import { type Driven, drive, until } from '../support/ink.js';
import { gameFrom } from '../support/table.js';

/** A mouse that the test moves: each report goes to whoever listens. */
function fakeMouse() {
  const listeners = new Set<MouseListener>();
  const source: MouseSource = {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const press = (x: number, y: number, button: MouseEvent['button'] = 'left') => {
    const event: MouseEvent = { kind: 'press', button, x, y, shift: false, meta: false, ctrl: false };
    for (const listener of listeners) listener(event);
  };
  return { source, press, listening: () => listeners.size > 0 };
}

let app: Driven | undefined;
afterEach(() => app?.unmount());

/** The cell of the first `text` at or below row `from` of the frame. */
function cellOf(lines: string[], text: string, from = 0) {
  for (let y = from; y < lines.length; y++) {
    const x = [...lines[y]].join('').indexOf(text);
    if (x >= 0) return { x, y };
  }
  throw new Error(`${text} not on screen`);
}

describe('the mouse in the app', () => {
  it('a double click on the Ace on top of a column sends it home', async () => {
    const mouse = fakeMouse();
    app = await drive({ game: gameFrom('1: 5H AS\n2: 9C\nStock: 4D'), mouse: mouse.source });
    await until(mouse.listening, 'the app to listen to the mouse');
    const ace = cellOf(app.lines(), 'A♠', 2);
    mouse.press(ace.x, ace.y);
    mouse.press(ace.x, ace.y);
    await until(() => app!.store.saved?.game.done.length === 1, 'the move saved');
    expect(formatMoves(app.store.saved?.game.done ?? [])).toBe('1>f');
  });

  it('a click on the stock draws', async () => {
    const mouse = fakeMouse();
    app = await drive({ game: gameFrom('1: 5H AS\n2: 9C\nStock: 4D'), mouse: mouse.source });
    await until(mouse.listening, 'the app to listen to the mouse');
    const stock = cellOf(app.lines(), 'stock');
    mouse.press(stock.x, stock.y);
    await app.waitFor('4♦');
    expect(app.store.saved?.game.done).toHaveLength(1);
  });
});
