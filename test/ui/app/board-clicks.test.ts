// Presses on the board as boardClick reads them, with the press before:
// what makes a double click, and what a double click's second press does.

import { describe, expect, it } from 'vitest';
import { formatMoves } from '../../../src/engine/index.js';
import { boardClick } from '../../../src/ui/app/board-clicks.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import type { TableState } from '../../../src/ui/table/table-state.js';
import { messageFor } from '../../../src/ui/text/footer-text.js';
import { press, tableFrom } from '../support/table.js';

const size = { width: 80, height: 24 };
const pressAt = (x: number, y: number): MouseEvent => ({
  kind: 'press',
  button: 'left',
  x,
  y,
  shift: false,
  meta: false,
  ctrl: false,
});

/** The first cell whose press gives a command of `type` first, found as a click finds it. */
function cellWhere(table: TableState, type: string, pile?: number): { x: number; y: number } {
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const [first] = boardClick(table, size, pressAt(x, y), undefined, 0).commands;
      if (first?.type === type && (pile === undefined || (first.type === 'point' && first.pile === pile)))
        return { x, y };
    }
  }
  throw new Error(`no press gives ${type} on the board`);
}

const stockCell = (table: TableState) => cellWhere(table, 'draw');

describe('boardClick', () => {
  it('two quick presses on the stock draw twice, with cards held at the first as without', () => {
    const held = press(tableFrom('1: 5H 9S\n2: TS\nStock: 4C 2D 7H'), ['1', 'enter']).state;
    expect(held.selection).toBeDefined();
    const { x, y } = stockCell(held);
    const first = boardClick(held, size, pressAt(x, y), undefined, 0);
    const drawn = press(held, [...first.commands]).state;
    const second = boardClick(drawn, size, pressAt(x, y), first.lastPress, 100);
    expect(formatMoves(press(drawn, [...second.commands]).state.game.done)).toBe('d d');
  });

  it('a drag over a foundation, the stock or the cloth takes the cursor back to the cards held, no column previewed', () => {
    const table = tableFrom('1: 5H AS\n2: 9C\nStock: 4D');
    const source = cellWhere(table, 'point', 0);
    const first = boardClick(table, size, pressAt(source.x, source.y), undefined, 0);
    const held = press(table, [...first.commands]).state;
    expect(held.selection).toEqual({ from: 0, count: 1 });
    const dragTo = (state: TableState, cell: { x: number; y: number }) =>
      press(state, [
        ...boardClick(state, size, { ...pressAt(cell.x, cell.y), kind: 'drag' }, first.lastPress, 50).commands,
      ]).state;
    const overNine = dragTo(held, cellWhere(held, 'point', 1));
    expect(messageFor(overNine)?.text).toMatch(/^Cannot drop here: AS cannot go on 9C/);
    for (const type of ['foundation', 'draw', 'cancel']) {
      const over = dragTo(overNine, cellWhere(held, type));
      expect(over.cursor.pile).toBe(0);
      expect(messageFor(over)?.text).toBe('Picked up AS');
    }
  });
});
