import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findVariant, VARIANTS } from '../../../src/engine/index.js';
import {
  boardGeometry,
  boardMinimumSize,
  type ColumnLine,
  columnLines,
  MIN_COLUMN_ROWS,
  slotPadding,
} from '../../../src/ui/board/layout.js';
import { fuzzRuns } from '../../support/runs.js';

const variant = (id: string) => findVariant(id)!;

describe('board size', () => {
  it('fits every variant in the 80 x 20 a 80 x 24 terminal leaves the board', () => {
    for (const v of VARIANTS) {
      const min = boardMinimumSize(v);
      expect(min.width, v.id).toBeLessThanOrEqual(80);
      expect(min.height, v.id).toBeLessThanOrEqual(20);
    }
  });

  it('needs 13 six-wide slots for Lucas, and the foundation row for ten columns', () => {
    expect(boardMinimumSize(variant('lucas'))).toEqual({ width: 78, height: 12 });
    // 8 foundations x 6 + 2 + stock 10 + 1 + waste 11.
    expect(boardMinimumSize(variant('forty-thieves'))).toEqual({ width: 72, height: 12 });
    expect(boardMinimumSize(variant('maria'))).toEqual({ width: 72, height: 12 });
  });

  it('gives wider slots as the terminal widens: compact up to ten, framed up to sixteen', () => {
    const ten = variant('forty-thieves');
    expect(boardGeometry(ten, 80, 20).slot).toBe(7); // (80 - 24) / 8 for the foundation row
    // Too few rows for anything but the smallest framed cards: their slots grow all the same.
    expect(boardGeometry(ten, 200, 26)).toMatchObject({ scale: 'framed', slot: 16, face: 13 });
    // 120: slots of 11 make the foundation row 88, the two pile cells of 12 and the gap 26: 114.
    expect(boardGeometry(ten, 120, 36)).toMatchObject({ scale: 'large', slot: 11, width: 114, left: 3 });
    // 200: ten slots of 16, the top row 128 + 2 + 2 x 17 = 164 wide, centred with 18 on the left.
    expect(boardGeometry(ten, 200, 46)).toMatchObject({ scale: 'huge', slot: 16, face: 13, width: 164, left: 18 });
    // Thirteen columns: 13 x 15 = 195 at 200, 13 x 9 = 117 at 120.
    expect(boardGeometry(variant('lucas'), 200, 46)).toMatchObject({ slot: 15, width: 195, left: 2 });
    expect(boardGeometry(variant('lucas'), 80, 20).slot).toBe(6);
    expect(boardGeometry(variant('lucas'), 120, 36).slot).toBe(9);
  });

  it('never draws wider than the width it is given', () => {
    for (const v of VARIANTS) {
      for (let width = boardMinimumSize(v).width; width <= 220; width++) {
        expect(boardGeometry(v, width, 30).width, `${v.id} at ${width}`).toBeLessThanOrEqual(width);
      }
    }
  });

  it('frames the cards when slots of 9 fit and the columns keep nine lines', () => {
    const ten = variant('forty-thieves');
    expect(boardGeometry(ten, 80, 20)).toMatchObject({ style: 'compact', face: 3, topRows: 2 });
    // 18 rows: 5 for the foundations and piles, a blank, the header, 11 for the columns: 9 lines and the
    // top card's two more rows.
    expect(boardGeometry(ten, 120, 18)).toMatchObject({ scale: 'framed', topRows: 5, columnRows: 11 });
    expect(boardGeometry(ten, 120, 17)).toMatchObject({ style: 'compact', slot: 10 });
    // Slots of 10 at 110: ten of them and the piles' 24 beside the foundations' 80 make 104.
    expect(boardGeometry(ten, 110, 27)).toMatchObject({ style: 'framed', slot: 10, face: 7, topRows: 5 });
    expect(boardGeometry(variant('lucas'), 120, 36)).toMatchObject({ style: 'framed', slot: 9, face: 6 });
    expect(boardGeometry(variant('lucas'), 116, 36)).toMatchObject({ style: 'compact', slot: 8 });
  });

  it('follows the card size setting where the cards fit', () => {
    const ten = variant('forty-thieves');
    expect(boardGeometry(ten, 120, 40, 'compact')).toMatchObject({ style: 'compact', slot: 10 });
    // Framed asked for: from 11 column rows (9 and the top card's two more), not only from 20.
    expect(boardGeometry(ten, 120, 18, 'framed')).toMatchObject({ style: 'framed', columnRows: 11 });
    expect(boardGeometry(ten, 120, 17, 'framed')).toMatchObject({ style: 'compact' });
    // Framed slots of 9 do not fit 10 columns in 80: compact, whatever the setting says.
    expect(boardGeometry(ten, 80, 40, 'framed')).toMatchObject({ style: 'compact' });
  });

  it('gives the columns what is left of the height, with a blank line when there is room', () => {
    // 20 rows: foundation row 2, blank 1, header 1, columns 16.
    expect(boardGeometry(variant('lucas'), 80, 20)).toMatchObject({ columnRows: 16, spacer: true });
    // At the minimum height the blank line goes first.
    expect(boardGeometry(variant('lucas'), 80, 12)).toMatchObject({ columnRows: MIN_COLUMN_ROWS, spacer: false });
  });

  it('splits the room around a card evenly, the odd space to the right', () => {
    expect(slotPadding(6)).toEqual({ left: 0, right: 1 });
    expect(slotPadding(7)).toEqual({ left: 1, right: 1 });
    expect(slotPadding(10)).toEqual({ left: 2, right: 3 });
  });
});

/** A short text for lines: 5 a face-up card, b0 a back, [3] collapsed, 4+6 six hidden from 4, - empty. */
function show(lines: ColumnLine[]): string {
  return lines
    .map((l) => {
      switch (l.kind) {
        case 'card':
          return String(l.index);
        case 'back':
          return `b${l.index}`;
        case 'down':
          return `[${l.count}]`;
        case 'more':
          return `${l.index}+${l.count}`;
        default: // 'empty'
          return '-';
      }
    })
    .join(' ');
}

describe('compressing a column', () => {
  it('draws an empty column as one empty place', () => {
    expect(show(columnLines(0, 0, 10))).toBe('-');
  });

  it('shows every card, face-down ones as backs, when they fit', () => {
    expect(show(columnLines(5, 2, 5))).toBe('b0 b1 2 3 4');
  });

  it('first collapses the face-down cards into one line', () => {
    expect(show(columnLines(7, 3, 5))).toBe('[3] 3 4 5 6');
  });

  it('keeps a single face-down card as a back, which takes no more room than "[1]"', () => {
    expect(show(columnLines(7, 1, 6))).toBe('b0 1+2 3 4 5 6');
  });

  it('then hides the middle of the face-up cards, keeping the top ones', () => {
    // 3 face down, 14 face up (3..16), 10 rows: [3], one line for 3..8, then 9..16.
    expect(show(columnLines(17, 3, 10))).toBe('[3] 3+6 9 10 11 12 13 14 15 16');
    expect(show(columnLines(20, 0, 5))).toBe('0+16 16 17 18 19');
  });

  it('keeps the cards asked for in view, most important first', () => {
    // A cursor three cards deep in a 20-card column of 9 rows: 17, 18, 19 on top anyway.
    expect(show(columnLines(20, 0, 9, [17, 18]))).toBe('0+12 12 13 14 15 16 17 18 19');
    // A cursor deep down at 4: it stays, and so does the top.
    expect(show(columnLines(20, 0, 9, [4]))).toBe('0+4 4 5+9 14 15 16 17 18 19');
    // Cursor at 2 and selection at 9 with the cards above it; the last row goes to 18, next to the top.
    expect(show(columnLines(20, 0, 9, [2, 9, 10, 11]))).toBe('0+2 2 3+6 9 10 11 12+6 18 19');
  });

  it('never hides a single card behind a "more" line', () => {
    // Card 0 alone below the kept card 1: hiding it would take the same line as showing it.
    expect(show(columnLines(6, 0, 5, [1]))).toBe('0 1 2+2 4 5');
    expect(show(columnLines(6, 0, 4, [1]))).toBe('0 1 2+3 5');
  });

  it('fits one row with the top card alone', () => {
    expect(show(columnLines(9, 4, 1))).toBe('8');
    expect(show(columnLines(9, 4, 0))).toBe('');
    expect(show(columnLines(9, 4, 2))).toBe('0+8 8');
    expect(show(columnLines(9, 4, 3))).toBe('[4] 4+4 8');
  });

  it('always fits, ends with the top card, accounts for every card once, and keeps the cursor, selection and hint cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (length, down, rows, deepest, others) => {
          const faceDown = Math.min(down, length - 1);
          const clamp = (i: number) => faceDown + (i % (length - faceDown));
          const must = deepest.map(clamp);
          const lines = columnLines(length, faceDown, rows, [...must, ...others.map(clamp)]);
          expect(lines.length).toBeLessThanOrEqual(rows);
          expect(lines[lines.length - 1]).toEqual({ kind: 'card', index: length - 1 });
          if (rows === 1) return; // the top card alone
          const seen: number[] = [];
          for (const line of lines) {
            if (line.kind === 'card' || line.kind === 'back') seen.push(line.index);
            if (line.kind === 'down') for (let i = 0; i < line.count; i++) seen.push(i);
            if (line.kind === 'more') {
              expect(line.count).toBeGreaterThanOrEqual(2);
              for (let i = 0; i < line.count; i++) seen.push(line.index + i);
            }
          }
          expect(seen).toEqual(Array.from({ length }, (_, i) => i));
          if (rows < MIN_COLUMN_ROWS) return;
          const shown = new Set(lines.flatMap((l) => (l.kind === 'card' ? [l.index] : [])));
          for (const i of must) expect(shown.has(i)).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(500) },
    );
  });
});
