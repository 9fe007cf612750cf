// Clicks through the same reducer as keys: each click is found on the board
// as drawn (its card's text in the rendered frame), turned into commands,
// and must leave the table exactly as the keys that mean the same.

import { describe, expect, it } from 'vitest';
import { formatMoves, parseCard, parseMove } from '../../../src/engine/index.js';
import { spotAt } from '../../../src/ui/board/hit.js';
import { cardFace } from '../../../src/ui/board/slot.js';
import { clickCommands, isDoubleClick } from '../../../src/ui/input/clicks.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import { positionOf, type TableState } from '../../../src/ui/table/table-state.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { boardLines, PLAIN } from '../board/frame.js';
import { press, tableFrom } from '../support/table.js';

const WIDTH = 80;
const HEIGHT = 20;

/** Forty Thieves: an Ace of hearts on column 2, a run of two on column 4, an empty column 3, 3♠ on the waste. */
const POSITION = `
Foundations: AC 2S
1: KC QC
2: 7H AH
4: TD 9D 8D
Stock: 9C
Waste: 8S 3S
`;

type Press = Pick<MouseEvent, 'kind' | 'button'>;
const LEFT: Press = { kind: 'press', button: 'left' };
const RIGHT: Press = { kind: 'press', button: 'right' };

/** The cell where `text` is drawn on the board, searching from `fromRow`. */
function cellOf(state: TableState, text: string, fromRow = 0): { x: number; y: number } {
  const lines = boardLines(positionOf(state), { width: WIDTH, height: HEIGHT, cursor: state.cursor });
  for (let y = fromRow; y < lines.length; y++) {
    const x = [...lines[y]].join('').indexOf(text);
    if (x >= 0) return { x, y };
  }
  throw new Error(`${text} is not on the board`);
}

const face = (card: string) => cardFace(makeTheme(PLAIN), parseCard(card)!);

/** Clicks, each at a cell, through spotAt, clickCommands and the reducer; `at` the time of each press. */
function click(state: TableState, clicks: readonly { cell: { x: number; y: number }; event?: Press; at?: number }[]) {
  let last: { spot: ReturnType<typeof spotAt>; at: number } | undefined;
  for (const { cell, event = LEFT, at = 0 } of clicks) {
    const view = {
      position: positionOf(state),
      cursor: state.cursor,
      selection: state.selection,
      width: WIDTH,
      height: HEIGHT,
    };
    const spot = spotAt(view, cell.x, cell.y);
    const double = event.button === 'left' && isDoubleClick(last, spot, at);
    const commands = clickCommands(positionOf(state), state.selection, event, spot, double);
    state = press(state, commands, at).state;
    last = event.button === 'left' ? { spot, at } : undefined;
  }
  return state;
}

/** What the player sees of the table: the moves made, the picked-up cards, the cursor. */
const seen = (state: TableState) => ({
  moves: formatMoves(state.game.done),
  selection: state.selection,
  cursor: state.cursor,
});

describe('a click does what its keys do', () => {
  const start = tableFrom(POSITION);

  it('a click on a card deep in a run, then on an empty column: 4, up, Enter, 3, Enter', () => {
    const nine = cellOf(start, face('9D'), 3);
    const picked = click(start, [{ cell: nine, at: 0 }]);
    expect(picked.selection).toEqual({ from: 3, count: 2 });
    // Column 3 is empty: its slot in the columns' first row.
    const empty = { x: 2 * 7 + 3, y: nine.y - 1 };
    const mouse = click(picked, [{ cell: empty, at: 1000 }]);
    const keys = press(start, ['4', 'up', 'enter', '3', 'enter']).state;
    expect(seen(mouse)).toEqual(seen(keys));
    expect(formatMoves(mouse.game.done)).toBe('4>3:2');
  });

  it('a click on a card under the cards that move picks up nothing and says why; a drop there still drops', () => {
    // The 7♥ lies under the A♥, which alone can move from column 2.
    const seven = cellOf(start, face('7H'), 3);
    const clicked = click(start, [{ cell: seven }]);
    expect(clicked.selection).toBeUndefined();
    expect(clicked.cursor).toEqual({ pile: 1, depth: 1 });
    expect(clicked.message?.text).toBe('7H is covered by AH');
    // With the Q♣ held, the same click is a drop on column 2 (refused there: it builds on no heart).
    const queen = cellOf(start, face('QC'), 3);
    const dropped = click(start, [{ cell: queen }, { cell: seven, at: 1000 }]);
    expect(seen(dropped)).toEqual(seen(press(start, ['1', 'enter', '2', 'enter']).state));
  });

  it('names every card on the one clicked, not how many of them may move', () => {
    // A run of four on the J♥; with no empty column one card at a time moves, which a drop says.
    const table = tableFrom('1: KS JH JD TD 9D 8D\n2: 5C\n3: 6C\n4: 7C\n5: 8C\n6: 9C\n7: TC\n8: JC\n9: QC\n10: KC');
    const jack = cellOf(table, face('JH'), 3);
    expect(click(table, [{ cell: jack }]).message?.text).toBe('JH is covered by JD-8D (4 cards)');
  });

  it('names cards that are no run one by one, not as a range that would read as the run between them', () => {
    const table = tableFrom('1: KS 3C 5C JC TC\n2: 3D 5D 9H JD 2S\n3: 6C');
    const said = (card: string) => click(table, [{ cell: cellOf(table, face(card), 3) }]).message?.text;
    // The J♣-10♣ is a run: named as one.
    expect(said('5C')).toBe('5C is covered by JC-TC (2 cards)');
    expect(said('3C')).toBe('3C is covered by 5C, JC and TC');
    expect(said('3D')).toBe('3D is covered by 4 cards, 2S on top');
  });

  it('a click on a face-down card says it is face down', () => {
    // Rank and File: the 3♣ face down under a 9♦-8♦ run.
    const table = tableFrom('variant: rank-and-file\n1: [3C] 9D 8D\nStock: 9C');
    const nine = cellOf(table, face('9D'), 3);
    const clicked = click(table, [{ cell: { x: nine.x, y: nine.y - 1 } }]);
    expect(clicked.selection).toBeUndefined();
    expect(clicked.message?.text).toBe('That card is face down: it turns up when the cards on it have gone');
  });

  it('a click on a card fanned under the waste’s top picks up nothing and says why', () => {
    // Little Forty fans the two cards under the top one: 8♠ under 9♥ under 3♠.
    const table = tableFrom('variant: little-forty\n1: KC QC\n2: 7H\nStock: 9C\nWaste: 8S 9H 3S');
    const eight = cellOf(table, face('8S'));
    const clicked = click(table, [{ cell: eight }]);
    expect(clicked.selection).toBeUndefined();
    expect(clicked.cursor).toEqual({ pile: 'waste', depth: 1 });
    expect(clicked.message?.text).toBe('8S is covered by 9H and 3S');
    expect(click(table, [{ cell: cellOf(table, face('3S')) }]).selection).toEqual({ from: 'waste', count: 1 });
  });

  it('a double click on an Ace sends it home: 2, f', () => {
    const ace = cellOf(start, face('AH'), 3);
    const mouse = click(start, [
      { cell: ace, at: 0 },
      { cell: ace, at: 250 },
    ]);
    const keys = press(start, ['2', 'f']).state;
    expect(seen(mouse)).toEqual(seen(keys));
    expect(formatMoves(mouse.game.done)).toBe('2>f');
  });

  it('a double click on a card no foundation takes leaves it where it was, nothing picked up: 1, f', () => {
    const queen = cellOf(start, face('QC'), 3);
    const mouse = click(start, [
      { cell: queen, at: 0 },
      { cell: queen, at: 250 },
    ]);
    const keys = press(start, ['1', 'f']).state;
    expect(seen(mouse)).toEqual(seen(keys));
    expect(mouse.selection).toBeUndefined();
    expect(mouse.message?.text).toMatch(/^No foundation takes QC/);
  });

  it('a double click on a card under the top one moves the cards clicked as two slow clicks do: 4, up, Enter, Enter', () => {
    const nine = cellOf(start, face('9D'), 3);
    const mouse = click(start, [
      { cell: nine, at: 0 },
      { cell: nine, at: 250 },
    ]);
    expect(seen(mouse)).toEqual(seen(press(start, ['4', 'up', 'enter', 'enter']).state));
    expect(formatMoves(mouse.game.done)).toBe('4>3:2');
  });

  it('picks up the card clicked, whatever count a hint shown for its column moves', () => {
    const hinted = press(start, ['t', { type: 'hint-ready', moveCount: 0, hint: parseMove('4>3:2'), text: 'Hint' }]);
    expect(hinted.state.hint).toBeDefined();
    const eight = cellOf(hinted.state, face('8D'), 3);
    const picked = click(hinted.state, [{ cell: eight }]);
    expect(picked.selection).toEqual({ from: 3, count: 1 });
    // Enter on the column, as the cursor's keys do, takes the hint's count.
    expect(press(hinted.state, ['4', 'enter']).state.selection).toEqual({ from: 3, count: 2 });
  });

  it('two clicks on a card slower than a double click are a pick-up and the smart move: 2, Enter, Enter', () => {
    const ace = cellOf(start, face('AH'), 3);
    const mouse = click(start, [
      { cell: ace, at: 0 },
      { cell: ace, at: 2000 },
    ]);
    expect(seen(mouse)).toEqual(seen(press(start, ['2', 'enter', 'enter']).state));
  });

  it('a click on the stock draws: d', () => {
    const mouse = click(start, [{ cell: cellOf(start, 'stock') }]);
    expect(seen(mouse)).toEqual(seen(press(start, ['d']).state));
    expect(formatMoves(mouse.game.done)).toBe('d');
  });

  it('a click on the waste, then on a foundation: w, Enter, f', () => {
    const waste = cellOf(start, face('3S'));
    const foundation = cellOf(start, face('2S'));
    const mouse = click(start, [
      { cell: waste, at: 0 },
      { cell: foundation, at: 1000 },
    ]);
    expect(seen(mouse)).toEqual(seen(press(start, ['w', 'enter', 'f']).state));
    expect(formatMoves(mouse.game.done)).toBe('w>f');
  });

  it('a right click, or a click on the cloth past the columns, puts the cards back: Esc', () => {
    const ace = cellOf(start, face('AH'), 3);
    const keys = seen(press(start, ['2', 'enter', 'escape']).state);
    expect(seen(click(start, [{ cell: ace }, { cell: ace, event: RIGHT, at: 1000 }]))).toEqual(keys);
    expect(seen(click(start, [{ cell: ace }, { cell: { x: 79, y: 10 }, at: 1000 }]))).toEqual(keys);
  });

  it('a click on the cloth under the cards held puts them back, where under another column it drops them there', () => {
    const ace = cellOf(start, face('AH'), 3);
    const underAce = { x: ace.x, y: ace.y + 4 };
    expect(seen(click(start, [{ cell: ace }, { cell: underAce, at: 1000 }]))).toEqual(
      seen(press(start, ['2', 'enter', 'escape']).state),
    );
    // A double click there sends the top card home, as one on the card does.
    expect(formatMoves(click(start, [{ cell: underAce }, { cell: underAce, at: 100 }]).game.done)).toBe('2>f');
    // Under the empty column 3: the Ace goes there, as 2, Enter, 3, Enter.
    const empty = { x: ace.x + (ace.x - cellOf(start, face('QC'), 3).x), y: ace.y + 4 };
    expect(formatMoves(click(start, [{ cell: ace }, { cell: empty, at: 1000 }]).game.done)).toBe('2>3');
  });

  it('a click on a foundation with nothing picked up does nothing', () => {
    expect(seen(click(start, [{ cell: cellOf(start, face('2S')) }]))).toEqual(seen(start));
  });
});
