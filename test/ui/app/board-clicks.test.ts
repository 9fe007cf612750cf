// Presses on the board as boardClick reads them, with the press before:
// what makes a double click, and what a double click's second press does.

import { describe, expect, it } from 'vitest';
import { formatMoves } from '../../../src/engine/index.js';
import { boardClick } from '../../../src/ui/app/board-clicks.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import type { TableState } from '../../../src/ui/table/table-state.js';
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

/** The first cell whose press draws: the stock, found as a click finds it. */
function stockCell(table: TableState): { x: number; y: number } {
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const { commands } = boardClick(table, size, pressAt(x, y), undefined, 0);
      if (commands.length === 1 && commands[0].type === 'draw') return { x, y };
    }
  }
  throw new Error('no stock on the board');
}

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
});
