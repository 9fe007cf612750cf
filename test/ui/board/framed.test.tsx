import { describe, expect, it } from 'vitest';
import { moveOf, parseCard } from '../../../src/engine/index.js';
import { framedLines } from '../../../src/ui/board/framed.js';
import type { SlotContent } from '../../../src/ui/board/slot.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { positionFromText } from '../../support/position-text.js';
import { boardLines, lineWidth, PLAIN, SMALL } from './frame.js';

/** Slots of 10 side by side, each given by hand, the line's trailing spaces trimmed. */
const row = (...slots: string[]) =>
  slots
    .map((s) => s.padEnd(10))
    .join('')
    .trimEnd();
const EMPTY = [' ╭╌╌╌╌╌╮', ' ╎     ╎', ' ╰╌╌╌╌╌╯'];
// An empty foundation's suit where a card's pip is, as on the A♣ beside it.
const NO_CLUB = [' ╭╌╌╌╌╌╮', ' ╎  ♣  ╎', ' ╰╌╌╌╌╌╯'];
const NO_SPADE = [' ╭╌╌╌╌╌╮', ' ╎  ♠  ╎', ' ╰╌╌╌╌╌╯'];
const NO_HEART = [' ╭╌╌╌╌╌╮', ' ╎  ♥  ╎', ' ╰╌╌╌╌╌╯'];
const NO_DIAMOND = [' ╭╌╌╌╌╌╮', ' ╎  ♦  ╎', ' ╰╌╌╌╌╌╯'];

/**
 * At 110 columns the board of ten framed slots of 10 is 104 wide (the
 * foundations' 80 and the piles' 24), centred: 3 columns left of it. Slots
 * of 11, the large cards' narrowest, would make it 114.
 */
const board = (lines: string[]) => lines.map((line) => line.slice(3));

describe('framed cards, when the terminal has room', () => {
  it('draws covered cards as their top edge and the top card whole', () => {
    const lines = board(boardLines(positionFromText(SMALL), { width: 110, height: 27 }));
    const foundations = [
      [' ╭A♣───╮', ' │  ♣  │', ' ╰───A♣╯'],
      NO_CLUB,
      [' ╭2♠───╮', ' │  ♠  │', ' ╰───2♠╯'],
      NO_SPADE,
      NO_HEART,
      NO_HEART,
      NO_DIAMOND,
      NO_DIAMOND,
    ];
    const top = (k: number) => foundations.map((f) => f[k].padEnd(10)).join('');
    // After the 80 columns of foundations and a gap of 2, cells of 11: a space, the mark, the card.
    expect(lines.slice(0, 5)).toEqual([
      `${top(0)}    ╭─────╮    ╭5♦───╮`,
      `${top(1)}    │░░░░░│    │  ♦  │`,
      `${top(2)}    ╰─────╯    ╰───5♦╯`,
      `${' '.repeat(84)}stock 2    waste`,
      `${' '.repeat(95)}1 under`,
    ]);
    expect(lines[5]).toBe('');
    expect(lines[6]).toBe(row('  1', '  2', '  3', '  4', '  5', '  6', '  7', '  8', '  9', '  0'));
    const rest = (k: number) => Array(6).fill(EMPTY[k]);
    expect(lines.slice(7)).toEqual([
      row(' ╭K♣───╮', ' ╭7♥───╮', EMPTY[0], ' ╭10♦──╮', ...rest(0)),
      row(' ╭Q♣───╮', ' │  ♥  │', EMPTY[1], ' ╭9♦───╮', ...rest(1)),
      row(' │  ♣  │', ' ╰───7♥╯', EMPTY[2], ' ╭8♦───╮', ...rest(2)),
      row(' ╰───Q♣╯', '', '', ' │  ♦  │'),
      row('', '', '', ' ╰───8♦╯'),
    ]);
  });

  it('marks every line of a card under the cursor, and of the selection', () => {
    const lines = board(
      boardLines(positionFromText(SMALL), {
        width: 110,
        height: 27,
        cursor: { pile: 3, depth: 2 },
        selection: { from: 0, count: 1 },
        theme: { ...PLAIN, monochrome: true },
      }),
    );
    expect(lines.slice(7)).toEqual([
      row(' ╭K♣───╮', ' ╭7♥───╮', EMPTY[0], ' ╭10♦──╮', ...Array(6).fill(EMPTY[0])),
      row(' ╭Q♣───╮◂', ' │  ♥  │', EMPTY[1], '▸╭9♦───╮', ...Array(6).fill(EMPTY[1])),
      row(' │  ♣  │◂', ' ╰───7♥╯', EMPTY[2], '▸╭8♦───╮', ...Array(6).fill(EMPTY[2])),
      row(' ╰───Q♣╯◂', '', '', '▸│  ♦  │'),
      row('', '', '', '▸╰───8♦╯'),
    ]);
  });

  it("puts an empty foundation's suit where a card's pip is, on a wider card too", () => {
    const theme = makeTheme(PLAIN);
    const middle = (content: SlotContent) =>
      framedLines(theme, 14, 13, content, { rows: 5, covered: false })[2]
        .map((span) => span.text)
        .join('');
    // The mark's cell, then eleven cells inside the edges: five blank, the suit, five blank.
    expect(middle({ kind: 'card', card: parseCard('KC')! })).toBe(' │     ♣     │');
    expect(middle({ kind: 'emptyFoundation', suit: 0 })).toBe(' ╎     ♣     ╎');
  });

  it('compresses a column too long even for a tall board, keeping the top card whole', () => {
    const position = positionFromText('1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS KH QH JH TH 9H 8H 7H 6H 5H');
    const lines = board(
      boardLines(position, {
        width: 110,
        height: 27,
        cursor: { pile: 0, depth: 20 },
        hint: moveOf(0, 1),
        // Automatic cards would be compact here: those hold the 22 cards whole.
        cardSize: 'framed',
      }),
    );
    // 20 rows: 18 for the column's lines and 2 more for the top card.
    const column = lines.slice(7).map((l) => l.slice(0, 10).trimEnd());
    expect(column).toHaveLength(20);
    // The cursor's card (J♠, third from the bottom) stays; the room left goes to the cards nearest the top,
    // so 10♠ to 7♠ are hidden.
    expect(column.slice(0, 5)).toEqual([' ⋮ 2 more', '▸╭J♠───╮', '▸⋮ 4 more', '▸╭6♠───╮', '▸╭5♠───╮']);
    expect(column.join('\n')).toContain('⋮');
    expect(column.slice(-3)).toEqual(['▸╭5♥───╮+', '▸│  ♥  │+', '▸╰───5♥╯+']);
  });

  it('stays within the width and draws only ASCII in ASCII mode', () => {
    const lines = boardLines(positionFromText(`${SMALL}\n5: [2H] [3H] 4H`), {
      width: 110,
      height: 30,
      cursor: { pile: 'waste', depth: 1 },
      hint: moveOf(3, 'foundation'),
      theme: { ...PLAIN, ascii: true },
    });
    const frame = lines.join('\n');
    expect(frame).toMatch(/^[\x00-\x7f]*$/);
    expect(frame).toContain('>+5d---+');
    expect(frame).toContain(' +#####+ ');
    for (const line of lines) expect(lineWidth(line)).toBeLessThanOrEqual(110);
  });
});
