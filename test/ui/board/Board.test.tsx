import { describe, expect, it } from 'vitest';
import { applyLegal, DRAW, deal, findVariant, moveOf, VARIANTS } from '../../../src/engine/index.js';
import { boardMinimumSize } from '../../../src/ui/board/layout.js';
import type { Cursor, Selection } from '../../../src/ui/table/places.js';
import { played } from '../../support/played.js';
import { positionFromText } from '../../support/position-text.js';
import { boardLines, lineWidth, PLAIN, SMALL } from './frame.js';

describe('the board at 80 x 20', () => {
  it('draws foundations, stock, waste and columns where they belong', () => {
    const lines = boardLines(positionFromText(SMALL), { width: 80, height: 12 });
    // Slots of 7: one space, the cursor mark, the card right-aligned in 3, the selection mark, one space.
    expect(lines).toEqual([
      '   A♣     ·♣     2♠     ·♠     ·♥     ·♥     ·♦     ·♦    stock 2    waste   5♦',
      // 56 for the foundations, 2, the stock's 10, 1, then "1 under" ending under the waste card.
      `${' '.repeat(72)}1 under`,
      '   1      2      3      4      5      6      7      8      9      0',
      '   K♣     7♥    ···    10♦    ···    ···    ···    ···    ···    ···',
      '   Q♣                   9♦',
      '                        8♦',
    ]);
  });

  it('marks the cursor and the selection with characters that survive without colour', () => {
    const lines = boardLines(positionFromText(SMALL), {
      width: 80,
      height: 12,
      cursor: { pile: 3, depth: 2 },
      selection: { from: 'waste', count: 1 },
      theme: { ...PLAIN, monochrome: true },
    });
    expect(lines[0]).toMatch(/waste {3}5♦◂$/);
    // Column 4 starts at 21: a space, then the mark at 22, then the card.
    expect(lines[4]).toBe(`   Q♣${' '.repeat(17)}▸ 9♦`);
    expect(lines[5]).toBe(`${' '.repeat(22)}▸ 8♦`);
    expect(lines.join('\n').match(/▸/g)).toHaveLength(2);
  });

  it('marks the cursor on the waste and on an empty column', () => {
    const position = positionFromText(SMALL);
    expect(boardLines(position, { width: 80, height: 12, cursor: { pile: 'waste', depth: 1 } })[0]).toMatch(
      /waste ▸ 5♦$/,
    );
    expect(boardLines(position, { width: 80, height: 12, cursor: { pile: 2, depth: 1 } })[3]).toBe(
      // Column 3 starts at 14: a space, the mark at 15, the empty place at 16.
      '   K♣     7♥   ▸···    10♦    ···    ···    ···    ···    ···    ···',
    );
  });

  it('keeps a space between the waste’s label and the cursor, so a ten reads as it does in a column', () => {
    const ten = positionFromText(SMALL.replace('Waste: 8S 5D', 'Waste: 8S TD'));
    const marks = { cursor: { pile: 'waste', depth: 1 }, selection: { from: 'waste', count: 1 } } as const;
    // 56 for the foundations, 2, the stock's 10, 1, then the waste's 11: the label, a space, ▸, 10♦, ◂.
    const lines = boardLines(ten, { width: 80, height: 12, ...marks });
    expect(lines[0]).toBe('   A♣     ·♣     2♠     ·♠     ·♥     ·♥     ·♦     ·♦    stock 2    waste ▸10♦◂');
    // "1 under" still ends under the card.
    expect(lines[1]).toBe(`${' '.repeat(72)}1 under`);
    // The narrowest board: slots of 6, the waste's cell the last 11 of 72 columns.
    const narrow = boardLines(ten, { width: 72, height: 12, ...marks, theme: { ...PLAIN, ascii: true } });
    expect(narrow[0].slice(61)).toBe('waste >10d<');
    for (const line of [...lines, ...narrow]) expect(lineWidth(line)).toBeLessThanOrEqual(80);
    expect(lineWidth(narrow[0])).toBe(72);
  });

  it('marks a hint: the cards that move and where they go', () => {
    const position = positionFromText(SMALL);
    // 8♦ on 9♦? No: the hint is the waste's 5♦... onto nothing; take 7♥ to an empty column.
    const toColumn = boardLines(position, { width: 80, height: 12, hint: moveOf(1, 4) });
    expect(toColumn[3]).toBe('   K♣     7♥+   ···    10♦    ···+   ···    ···    ···    ···    ···');
    // A2♣ would go on the clubs foundation standing at A: the first one.
    const home = positionFromText(`${SMALL}\n5: 2C`);
    expect(boardLines(home, { width: 80, height: 12, hint: moveOf(4, 'foundation') })[0]).toMatch(/^ {3}A♣\+ {4}·♣ /);
    expect(boardLines(position, { width: 80, height: 12, hint: DRAW })[0]).toContain('stock 2 +');
  });

  it('shows the stock count, the waste top and how many cards are under it', () => {
    const position = played('forty-thieves', 3, 0);
    expect(boardLines(position, { width: 80, height: 20 })[0]).toMatch(/stock 64 {3}waste {2}···$/);
    let drawn = position;
    for (let i = 0; i < 5; i++) drawn = applyLegal(drawn, DRAW);
    const lines = boardLines(drawn, { width: 80, height: 20 });
    const top = drawn.waste[drawn.waste.length - 1];
    expect(lines[0]).toContain('stock 59');
    expect(
      lines[0].endsWith(
        `waste  ${['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][(top % 13) + 1].padStart(2)}${'♣♠♥♦'[Math.floor(top / 13)]}`,
      ),
    ).toBe(true);
    expect(lines[1]).toMatch(/ 4 under$/);
  });

  it('counts redeals left under the stock in games that have them', () => {
    const little = played('little-forty', 2, 0);
    expect(boardLines(little, { width: 80, height: 20 })[1]).toMatch(/^ {50}3 redeals/);
    expect(boardLines({ ...little, redealsLeft: 1 }, { width: 80, height: 20 })[1]).toMatch(/^ {50}1 redeal\b/);
  });

  it('fans the top three waste cards of a game that deals three, the playable one last and in full', () => {
    // Little Forty 5: the stock's first three are 4♦ Q♦ 7♠ (deal --json), the 7♠ on top after a draw.
    let little = deal(findVariant('little-forty')!, 5n);
    little = applyLegal(little, DRAW);
    const lines = boardLines(little, { width: 80, height: 20, cursor: { pile: 'waste', depth: 1 } });
    // The foundations' 48 columns, 2, the stock's 10, 1; then 3 spaces, the fan of 5 a card, the cursor on the top card.
    expect(lines[0].slice(61)).toBe('    4♦   Q♦  ▸ 7♠');
    expect(lines[1].slice(61).trim()).toBe('waste');
    // Two draws: six in the waste, three shown, three under them.
    const twice = applyLegal(little, DRAW);
    expect(boardLines(twice, { width: 80, height: 20 })[0]).toMatch(/7♣ {3}J♥ {4}4♥$/);
    expect(boardLines(twice, { width: 80, height: 20 })[1]).toMatch(/waste, 3 under$/);
  });

  it('fans the framed waste too, each card under the top one showing its index', () => {
    const little = applyLegal(applyLegal(deal(findVariant('little-forty')!, 5n), DRAW), DRAW);
    const lines = boardLines(little, { width: 120, height: 40 });
    expect(lines[0]).toMatch(/╭7♣─╭J♥─ ╭4♥───╮$/);
    expect(lines[2]).toMatch(/╰───╰─── ╰───4♥╯$/);
    expect(lines[4]).toMatch(/3 under$/);
  });

  it('centres the board and draws huge cards on a wide and tall terminal, the piles as large', () => {
    const lines = boardLines(deal(findVariant('forty-thieves')!, 5n), { width: 200, height: 46 });
    // Ten slots of 16, the foundations' 128 then 2 and two pile cells of 17: 164 of the 200 columns, 18
    // left of them. In a slot of 16 a face of 13 has no padding before the cursor's mark: the first
    // foundation's corner is at 19.
    expect(lines[0].indexOf('╭')).toBe(19);
    expect(lines.find((line) => line.includes('╭3♣'))).toContain('╭3♣─────────╮');
    // Each covered card shows a row of its sides under its top edge, and the top card is nine rows.
    const three = lines.findIndex((line) => line.includes('╭3♣'));
    expect(lines[three + 1].slice(19, 32)).toBe('│           │');
    expect(lines[three + 2]).toContain('╭K♥');
    const inside = '│           │';
    expect(lines.slice(three + 6, three + 15).map((line) => line.slice(19, 32))).toEqual([
      '╭10♣────────╮',
      inside,
      inside,
      inside,
      '│     ♣     │',
      inside,
      inside,
      inside,
      '╰────────10♣╯',
    ]);
    // The foundations and the stock are nine rows too, the stock's card as wide as the columns'.
    expect(lines[0]).toContain('╭───────────╮');
    expect(lines[8]).toContain('╰───────────╯');
    expect(lines[9]).toContain('stock 64');
    for (const line of lines) expect(lineWidth(line)).toBeLessThanOrEqual(200);
  });

  it('shows one waste card in games that deal one', () => {
    const forty = applyLegal(applyLegal(deal(findVariant('forty-thieves')!, 5n), DRAW), DRAW);
    expect(boardLines(forty, { width: 80, height: 20 })[0]).toMatch(/waste {3}Q♦$/);
  });

  it('fits every variant, early and late in a game, in every theme, within 80 x 20 and larger sizes', () => {
    const themes = [PLAIN, { ...PLAIN, ascii: true }, { ...PLAIN, fourColor: true, monochrome: true }];
    const sizes = [
      [80, 20],
      [80, 20],
      [120, 36],
      [200, 46],
    ];
    for (const v of VARIANTS) {
      [
        [1, 0],
        [7, 80],
        [12, 400],
        [3, 250],
      ].forEach(([seed, moves], k) => {
        const position = played(v.id, seed, moves);
        const longest = position.columns.reduce((a, c) => Math.max(a, c.length), 0);
        const cursor: Cursor = { pile: position.columns.findIndex((c) => c.length === longest), depth: 2 };
        const [width, height] = sizes[k];
        const lines = boardLines(position, { width, height, cursor, theme: themes[k % 3] });
        expect(lines.length, `${v.id} seed ${seed}`).toBeLessThanOrEqual(height);
        for (const line of lines) expect(lineWidth(line), `${v.id}: "${line}"`).toBeLessThanOrEqual(width);
      });
    }
  });

  it('fits every variant in its own minimum size', () => {
    for (const v of VARIANTS) {
      const { width, height } = boardMinimumSize(v);
      const lines = boardLines(played(v.id, 5, 150), { width, height });
      expect(lines.length, v.id).toBeLessThanOrEqual(height);
      expect(lines[0], v.id).toContain('stock');
      for (const line of lines) expect(lineWidth(line), v.id).toBeLessThanOrEqual(width);
    }
  });

  it('asks for a larger terminal below the minimum, within the width it has', () => {
    const lucas = played('lucas', 1, 0);
    const lines = boardLines(lucas, { width: 77, height: 20 });
    expect(lines.join(' ')).toContain('78 x 12');
    expect(lines.every((l) => lineWidth(l) <= 77)).toBe(true);
  });
});

/** Rank and File: three cards face down under a long run. */
const LONG = `
variant: rank-and-file
1: [5C] [6C] [7C] 9C 8C 7C KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS
2: 4D
`;

/** The text of column `index` (0-based) of a 10-column board at 80: slots of 7 from the left. */
function columnText(lines: string[], index: number): string[] {
  const header = lines.findIndex((l) => /^ +1 +2 +3/.test(l));
  return lines
    .slice(header + 1)
    .map((l) => l.slice(index * 7, index * 7 + 7).trimEnd())
    .filter((l) => l !== '');
}

describe('a long column', () => {
  it('is compressed to the rows it has, never cut: face-down cards, then the middle', () => {
    const lines = boardLines(positionFromText(LONG), { width: 80, height: 20 });
    expect(lines.length).toBeLessThanOrEqual(20);
    // 16 rows: "[3]", one line for 9♣ and 8♣, then 7♣ and the run K♠ to A♠ on top.
    expect(columnText(lines, 0)).toEqual([
      '  [3]',
      '  ⋮+2',
      '   7♣',
      '   K♠',
      '   Q♥',
      '   J♠',
      '  10♥',
      '   9♠',
      '   8♥',
      '   7♠',
      '   6♥',
      '   5♠',
      '   4♥',
      '   3♠',
      '   2♥',
      '   A♠',
    ]);
  });

  it('keeps the card under the cursor in view, however deep, and the top card last', () => {
    const cursor = { pile: 0, depth: 16 }; // 9♣, the first face-up card
    const lines = boardLines(positionFromText(LONG), {
      width: 80,
      height: 20,
      cursor,
      theme: { ...PLAIN, monochrome: true },
    });
    const column = columnText(lines, 0);
    expect(column).toHaveLength(16);
    expect(column.slice(0, 4)).toEqual(['  [3]', ' ▸ 9♣', ' ▸⋮+2', ' ▸ K♠']);
    expect(column[15]).toBe(' ▸ A♠');
  });

  it('keeps the cursor, the selection and the hint in view in a short board', () => {
    const selection: Selection = { from: 0, count: 10 }; // from 10♥
    const lines = boardLines(positionFromText(LONG), {
      width: 80,
      height: 12,
      cursor: { pile: 0, depth: 15 },
      selection,
      hint: moveOf(0, 1, 4),
      theme: { ...PLAIN, monochrome: true },
    });
    // 9 rows: every line but "[3]" and 9♣ is under the cursor; the selection's mark wins over the hint's.
    expect(columnText(lines, 0)).toEqual([
      '  [3]',
      '   9♣',
      ' ▸ 8♣',
      ' ▸⋮+4',
      ' ▸10♥◂',
      ' ▸⋮+5◂',
      ' ▸ 4♥◂',
      ' ▸⋮+2◂',
      ' ▸ A♠◂',
    ]);
  });

  it('is shown whole when the terminal is tall', () => {
    const lines = boardLines(positionFromText(LONG), { width: 120, height: 36 });
    // Framed: 5 lines of foundations and piles, a blank, the header, 19 cards and the top card's 2 more lines.
    expect(lines.length).toBe(7 + 19 + 2);
    expect(lines.join('\n')).not.toContain('⋮');
  });
});

describe('themes on the board', () => {
  it('draws no character outside ASCII in ASCII mode', () => {
    const position = positionFromText(`${LONG}\nWaste: 3D 9H\nStock: KD`);
    const frame = boardLines(position, {
      width: 80,
      height: 14,
      cursor: { pile: 0, depth: 3 },
      selection: { from: 'waste', count: 1 },
      hint: moveOf(0, 2),
      theme: { ...PLAIN, ascii: true },
    }).join('\n');
    expect(frame).toMatch(/^[\x00-\x7f]*$/);
    expect(frame).toContain('[3]');
    expect(frame).toContain(':');
    expect(frame).toContain('> 3s');
    expect(frame).toContain('9h<');
    expect(frame).toContain(' .c ');
  });

  it('hides every card face while paused, and keeps the counts', () => {
    const position = played('indian', 4, 120);
    const lines = boardLines(position, { width: 80, height: 20, hidden: true, cursor: { pile: 0, depth: 1 } });
    const frame = lines.join('\n');
    const faces = frame.replace(/stock \d+|·[♣♠♥♦]/g, '');
    expect(faces).not.toMatch(/[♣♠♥♦]/);
    expect(faces).not.toContain('▸');
    expect(frame).toContain(`stock ${position.stock.length}`);
  });
});
