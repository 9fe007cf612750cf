// The size the cards are drawn at, for terminals from 80 x 24 to 200 x 50:
// the largest that fits the width and the height, the board centred, and
// smaller cards as the columns grow long, before anything is compressed.
// The board's area is the terminal less the footer's rows and Ink's last
// one (boardHeight).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, findVariant, type Position, VARIANTS } from '../../../src/engine/index.js';
import { columnLayout } from '../../../src/ui/board/column.js';
import { boardGeometry, longestColumn, positionGeometry } from '../../../src/ui/board/layout.js';
import { NO_MARKS } from '../../../src/ui/board/marks.js';
import { boardHeight } from '../../../src/ui/screens/game-layout.js';
import { played } from '../../support/played.js';
import { fuzzRuns } from '../../support/runs.js';
import { boardLines, lineWidth } from './frame.js';

const fortyThieves = () => deal(findVariant('forty-thieves')!, 5n);
const lucas = () => deal(findVariant('lucas')!, 5n);

/** What a fresh deal takes of a terminal: the board's width and left margin, and the rows it draws. */
function onScreen(position: Position, columns: number, rows: number) {
  const height = boardHeight(rows);
  const geometry = positionGeometry(position, columns, height);
  const lines = boardLines(position, { width: columns, height });
  for (const line of lines) expect(lineWidth(line)).toBeLessThanOrEqual(columns);
  return { scale: geometry.scale, slot: geometry.slot, width: geometry.width, left: geometry.left, rows: lines.length };
}

describe('the card size for the terminal, a fresh deal', () => {
  // Rows drawn: compact, the foundation row and the line under it, a blank, the header, a line a card;
  // framed, a whole card's rows and two label lines, a blank, the header, then the covered cards' rows
  // and the top card's.
  it('80 x 24: compact cards, as ever', () => {
    // Slots of 7 (80 - 24) / 8; Lucas 13 slots of 6 = 78, one column left of it.
    expect(onScreen(fortyThieves(), 80, 24)).toEqual({ scale: 'compact', slot: 7, width: 80, left: 0, rows: 8 });
    expect(onScreen(lucas(), 80, 24)).toEqual({ scale: 'compact', slot: 6, width: 78, left: 1, rows: 7 });
  });

  it('120 x 40: large cards for ten columns, framed ones for thirteen', () => {
    // Slots of 11: 88 for the foundations, 2, two pile cells of 12: 114. Rows 5 + 2 + 2 + 1 + 3 x 2 + 5.
    expect(onScreen(fortyThieves(), 120, 40)).toEqual({ scale: 'large', slot: 11, width: 114, left: 3, rows: 20 });
    // Thirteen slots of 9 are 117. Rows 3 + 2 + 2 + 2 x 1 + 3.
    expect(onScreen(lucas(), 120, 40)).toEqual({ scale: 'framed', slot: 9, width: 117, left: 1, rows: 12 });
  });

  it('150 x 40: large cards, wider', () => {
    // Slots of 14: 112 + 2 + 2 x 15 = 144. Thirteen slots of 11: 143. Lucas: 7 + 2 + 2 x 2 + 5 rows.
    expect(onScreen(fortyThieves(), 150, 40)).toEqual({ scale: 'large', slot: 14, width: 144, left: 3, rows: 20 });
    expect(onScreen(lucas(), 150, 40)).toEqual({ scale: 'large', slot: 11, width: 143, left: 3, rows: 18 });
  });

  it('200 x 50: huge cards over most of the screen', () => {
    // Slots of 16: 128 + 2 + 2 x 17 = 164. Rows 9 + 2 + 2 + 3 x 2 + 9.
    const ten = onScreen(fortyThieves(), 200, 50);
    expect(ten).toEqual({ scale: 'huge', slot: 16, width: 164, left: 18, rows: 28 });
    // Thirteen slots of 15: 195. Rows 9 + 2 + 2 + 2 x 2 + 9.
    const thirteen = onScreen(lucas(), 200, 50);
    expect(thirteen).toEqual({ scale: 'huge', slot: 15, width: 195, left: 2, rows: 26 });
    for (const used of [ten, thirteen]) {
      expect(used.width).toBeGreaterThan(0.75 * 200);
      expect(used.rows).toBeGreaterThan(50 / 2);
    }
  });

  it('is never wider or taller than the terminal, for every variant at every size', () => {
    for (const v of VARIANTS) {
      const position = deal(v, 1n);
      for (const [columns, rows] of [
        [80, 24],
        [120, 40],
        [150, 40],
        [200, 50],
      ]) {
        const used = onScreen(position, columns, rows);
        expect(used.left + used.width, `${v.id} at ${columns} x ${rows}`).toBeLessThanOrEqual(columns);
        expect(used.rows, `${v.id} at ${columns} x ${rows}`).toBeLessThanOrEqual(boardHeight(rows));
      }
    }
  });
});

describe('the card size as the columns grow', () => {
  const ten = findVariant('forty-thieves')!;
  // 200 x 50 leaves the board 46 rows. Huge cards: 46 - 11 - 2 = 33 for the columns, the top card's 9 and 2
  // a card above it: 13 cards. Large: 46 - 7 - 2 = 37, 5 and 2 a card: 17. Framed: 46 - 7 = 39, 3 and 1
  // a card: 37. Compact: 46 - 2 - 2 = 42 lines, then compressed.
  it('steps down a size when the longest column no longer fits, and up again when it does', () => {
    const scale = (longest: number) => boardGeometry(ten, 200, 46, 'auto', longest).scale;
    expect([13, 14, 17, 18, 37, 38, 42, 60].map(scale)).toEqual([
      'huge',
      'large',
      'large',
      'framed',
      'framed',
      'compact',
      'compact',
      'compact',
    ]);
  });

  it('keeps framed cards, compressed, when they are asked for, and compact ones always', () => {
    expect(boardGeometry(ten, 200, 46, 'framed', 60).scale).toBe('framed');
    expect(boardGeometry(ten, 200, 46, 'framed', 13).scale).toBe('huge');
    expect(boardGeometry(ten, 200, 46, 'compact', 4).scale).toBe('compact');
  });

  it('draws automatic framed cards only where every column is whole, and never past the board', () => {
    const sizes = [
      [120, 36],
      [150, 36],
      [200, 46],
      [110, 20],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(...sizes),
        (variant, seed, moves, [width, height]) => {
          const position = played(variant.id, seed, moves);
          const geometry = positionGeometry(position, width, height);
          const drawn = boardLines(position, { width, height });
          expect(drawn.length).toBeLessThanOrEqual(height);
          if (geometry.style === 'compact') return;
          for (let c = 0; c < position.columns.length; c++) {
            const lines = columnLayout(position, c, NO_MARKS, geometry).map((placed) => placed.line.kind);
            expect(lines, `column ${c + 1} of ${longestColumn(position)}`).not.toContain('more');
            expect(lines).not.toContain('down');
          }
        },
      ),
      { numRuns: fuzzRuns(40) },
    );
  });
});
