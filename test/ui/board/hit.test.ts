// The mouse's hit-testing against the board as drawn: every card's text in a
// rendered frame is looked up, and the spot at its cell must be that card's
// column and depth, compact and at every framed size, with long columns
// compressed; every row of a framed card (its sides, its bottom edge) finds
// the card too. Then the piles by their drawn labels.

import { describe, expect, it } from 'vitest';
import { applyLegal, type Card, deal, findVariant, type Position } from '../../../src/engine/index.js';
import type { CardSize } from '../../../src/store/index.js';
import { spotAt } from '../../../src/ui/board/hit.js';
import { positionGeometry } from '../../../src/ui/board/layout.js';
import { cardFace } from '../../../src/ui/board/slot.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { played } from '../../support/played.js';
import { positionFromText } from '../../support/position-text.js';
import { boardLines, PLAIN, SMALL } from './frame.js';

const theme = makeTheme(PLAIN);

/** Forty Thieves `moves` random moves into deal `seed`. */
const fortyThieves = (seed: number, moves: number) => played('forty-thieves', seed, moves, 7n);

/** A column far longer than the rows it has: 20 face-up cards over 2 face down. */
const LONG = `
1: [KS] [QS] KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC KH QH JH TH 9H 8H 7H
2: 5D
`;

/** Checks every face-up card drawn in the columns' area: the spot under it is a card of that face. */
function checkCardsDrawn(position: Position, width: number, height: number, cardSize?: CardSize) {
  const lines = boardLines(position, { width, height, cardSize });
  const geometry = positionGeometry(position, width, height, cardSize);
  // Compact cards show "10♦" and " 7♣"; framed ones "10♦" and "7♣" after the frame's corner.
  const face = geometry.style === 'framed' ? (c: Card) => theme.cardText(c) : (c: Card) => cardFace(theme, c);
  const columnTop = geometry.topRows + (geometry.spacer ? 1 : 0) + 1;
  let checked = 0;
  for (let y = columnTop; y < lines.length; y++) {
    for (let c = 0; c < position.columns.length; c++) {
      const column = position.columns[c];
      const start = geometry.left + c * geometry.slot;
      const cell = [...lines[y]].slice(start, start + geometry.slot).join('');
      // Two decks: a face may stand for either copy, so the spot must be a card with the face drawn.
      const shown = column.slice(position.faceDown[c]).find((card) => cell.includes(face(card)));
      if (shown === undefined) continue;
      const spot = spotAt({ position, width, height, cardSize }, start + cell.indexOf(face(shown)), y);
      expect(spot.kind, `row ${y} column ${c + 1}`).toBe('column');
      if (spot.kind !== 'column') continue;
      expect(spot.index).toBe(c);
      expect(face(column[column.length - spot.depth]), `row ${y} column ${c + 1}`).toBe(face(shown));
      checked++;
    }
  }
  return checked;
}

/**
 * Checks every row of the framed cards drawn in the columns' area, their
 * sides and bottom edges included: a click on a card's left edge finds the
 * card whose top edge ("╭10♦") is the nearest above it.
 */
function checkFramedRows(position: Position, width: number, height: number, cardSize?: CardSize) {
  const lines = boardLines(position, { width, height, cardSize });
  const geometry = positionGeometry(position, width, height, cardSize);
  const columnTop = geometry.topRows + 1 + 1;
  let checked = 0;
  for (let c = 0; c < position.columns.length; c++) {
    const column = position.columns[c];
    const start = geometry.left + c * geometry.slot;
    let card: Card | undefined;
    for (let y = columnTop; y < lines.length; y++) {
      const cell = [...lines[y]].slice(start, start + geometry.slot).join('');
      const edge = cell.search(/[╭│╰]/);
      // A blank row or a line of text ("⋮ 5 more") ends the card above.
      if (edge < 0) {
        card = undefined;
        continue;
      }
      if (cell[edge] === '╭')
        card = column.slice(position.faceDown[c]).find((k) => cell.includes(`╭${theme.cardText(k)}`));
      if (card === undefined) continue;
      const spot = spotAt({ position, width, height, cardSize }, start + edge, y);
      expect(spot.kind, `row ${y} column ${c + 1}`).toBe('column');
      if (spot.kind !== 'column') continue;
      expect(spot.index).toBe(c);
      expect(theme.cardText(column[column.length - spot.depth]), `row ${y} column ${c + 1}`).toBe(theme.cardText(card));
      checked++;
    }
  }
  return checked;
}

describe('a click on a card finds the card drawn there', () => {
  it('compact, 80 x 20, a game under way', () => {
    expect(checkCardsDrawn(fortyThieves(12, 60), 80, 20)).toBeGreaterThan(15);
  });

  it('huge and centred, 200 x 46, a fresh deal and a game under way, ten columns and thirteen', () => {
    for (const position of [fortyThieves(12, 0), fortyThieves(12, 30), deal(findVariant('lucas')!, 12n)]) {
      expect(positionGeometry(position, 200, 46)).toMatchObject({ scale: 'huge', coveredRows: 2, cardRows: 9 });
      expect(checkCardsDrawn(position, 200, 46)).toBeGreaterThan(25);
      expect(checkFramedRows(position, 200, 46)).toBeGreaterThan(100);
    }
  });

  it('large, 120 x 36 and 150 x 36, ten columns and thirteen', () => {
    for (const [position, width] of [
      [fortyThieves(12, 0), 120],
      [fortyThieves(12, 30), 150],
      [deal(findVariant('lucas')!, 12n), 150],
    ] as const) {
      expect(positionGeometry(position, width, 36)).toMatchObject({ scale: 'large', coveredRows: 2, cardRows: 5 });
      expect(checkCardsDrawn(position, width, 36)).toBeGreaterThan(25);
      expect(checkFramedRows(position, width, 36)).toBeGreaterThan(70);
    }
  });

  it('framed, 110 x 45, a game under way', () => {
    const position = fortyThieves(12, 60);
    expect(positionGeometry(position, 110, 45).scale).toBe('framed');
    expect(checkCardsDrawn(position, 110, 45)).toBeGreaterThan(15);
    expect(checkFramedRows(position, 110, 45)).toBeGreaterThan(40);
  });

  it('compact with a long column compressed', () => {
    const position = positionFromText(LONG);
    // 12 rows for the board: 2 top, a header, 9 for the cards (no spacer).
    expect(checkCardsDrawn(position, 80, 12)).toBeGreaterThan(5);
  });

  it('framed with a long column compressed', () => {
    // Framed cards asked for: automatic ones would be compact, which hold the 22 cards whole.
    const position = positionFromText(LONG);
    expect(positionGeometry(position, 100, 30, 'framed').scale).toBe('framed');
    expect(checkCardsDrawn(position, 100, 30, 'framed')).toBeGreaterThan(5);
    expect(checkFramedRows(position, 100, 30, 'framed')).toBeGreaterThan(5);
  });
});

describe('the piles and the rest of the board', () => {
  // SMALL at 80 x 12, as drawn (see Board.test.tsx):
  //    A♣     ·♣     2♠     ·♠     ·♥     ·♥     ·♦     ·♦    stock 2    waste   5♦
  //                                                                         1 under
  //    1      2      3      4      5      6      7      8      9      0
  //    K♣     7♥    ···    10♦    ···    ···    ···    ···    ···    ···
  //    Q♣                   9♦
  const view = { position: positionFromText(SMALL), width: 80, height: 12 };
  const line0 = boardLines(view.position, view)[0];

  it('finds the stock by its label and its count', () => {
    expect(spotAt(view, line0.indexOf('stock'), 0)).toEqual({ kind: 'stock' });
    expect(spotAt(view, line0.indexOf('stock') + 6, 0)).toEqual({ kind: 'stock' });
  });

  it('finds the waste by its label and its card', () => {
    expect(spotAt(view, line0.indexOf('waste'), 0)).toEqual({ kind: 'waste', depth: 1 });
    expect(spotAt(view, line0.indexOf('5♦'), 0)).toEqual({ kind: 'waste', depth: 1 });
    expect(spotAt(view, line0.indexOf('5♦'), 1)).toEqual({ kind: 'waste', depth: 1 });
  });

  it('finds each card of the waste’s fan, in a game that deals three, by its depth', () => {
    // Little Forty 5 after two draws: 7♣ and J♥ fanned under the 4♥.
    const little = applyLegal(applyLegal(deal(findVariant('little-forty')!, 5n), { kind: 'draw' }), { kind: 'draw' });
    for (const [width, height] of [
      [80, 20],
      [120, 40],
    ]) {
      const fanned = { position: little, width, height };
      const lines = boardLines(little, fanned);
      // 7♣ was drawn first: under the J♥, under the 4♥ on top.
      for (const [card, depth] of [
        ['7♣', 3],
        ['J♥', 2],
        ['4♥', 1],
      ] as const) {
        const x = lines[0].indexOf(card);
        for (const at of [x - 1, x, x + card.length - 1]) {
          expect(spotAt(fanned, at, 0), `${card} at ${width}`).toEqual({ kind: 'waste', depth });
        }
      }
      const stockRow = lines.findIndex((line) => line.includes('stock'));
      expect(spotAt(fanned, lines[stockRow].indexOf('stock'), stockRow)).toEqual({ kind: 'stock' });
    }
  });

  it('finds the piles and the foundations on every row of huge cards, in cells as wide as the cards', () => {
    const little = applyLegal(applyLegal(deal(findVariant('little-forty')!, 5n), { kind: 'draw' }), { kind: 'draw' });
    const huge = { position: little, width: 200, height: 46 };
    const geometry = positionGeometry(little, 200, 46);
    expect(geometry).toMatchObject({ scale: 'huge', cardRows: 9 });
    const lines = boardLines(little, huge).map((line) => [...line].join(''));
    const piles = geometry.left + 8 * geometry.slot;
    // The stock's card is the first after the foundations, the waste's top card the last, its fan before it.
    const stock = lines[0].indexOf('╭', piles);
    const waste = lines[0].lastIndexOf('╭');
    for (let y = 0; y < geometry.cardRows; y++) {
      for (const [x, kind] of [
        [stock, 'stock'],
        [stock + geometry.face - 1, 'stock'],
        [waste, 'waste'],
        [waste + geometry.face - 1, 'waste'],
      ] as const) {
        expect(lines[y][x], `row ${y}`).toMatch(/[╭╮│╰╯]/);
        expect(spotAt(huge, x, y), `row ${y} at ${x}`).toEqual(kind === 'waste' ? { kind, depth: 1 } : { kind });
      }
      for (let f = 0; f < 8; f++) {
        // Slots of 16 hold a face of 13 with no padding: the cursor's mark, then the card (empty: dashed).
        const x = geometry.left + f * geometry.slot + 1;
        expect(lines[y][x], `row ${y}`).toMatch(/[╭│╎╰]/);
        expect(spotAt(huge, x, y)).toEqual({ kind: 'foundation', index: f });
      }
    }
    expect(spotAt(huge, lines[0].indexOf('7♣'), 0)).toEqual({ kind: 'waste', depth: 3 });
    // The fan's cards are edges on the rows under their index, a step wide.
    expect(spotAt(huge, lines[0].indexOf('J♥') - 1, 4)).toEqual({ kind: 'waste', depth: 2 });
    const labels = geometry.cardRows;
    expect(spotAt(huge, lines[labels].indexOf('stock'), labels)).toEqual({ kind: 'stock' });
    expect(spotAt(huge, lines[labels].indexOf('waste'), labels)).toEqual({ kind: 'waste', depth: 1 });
  });

  it('finds each foundation: 2♠ is the third', () => {
    expect(spotAt(view, line0.indexOf('2♠'), 0)).toEqual({ kind: 'foundation', index: 2 });
    expect(spotAt(view, line0.indexOf('A♣'), 0)).toEqual({ kind: 'foundation', index: 0 });
  });

  it('takes a column header, an empty column and the cloth under a column as that column', () => {
    // The header row is row 2; column 3 (empty) starts at 14; row 9 is under every card.
    expect(spotAt(view, 22, 2)).toEqual({ kind: 'column', index: 3, depth: 1 });
    expect(spotAt(view, 15, 3)).toEqual({ kind: 'column', index: 2, depth: 1 });
    expect(spotAt(view, 3, 9)).toEqual({ kind: 'column', index: 0, depth: 1, below: true });
  });

  it('finds nothing past the last column, below the board, nor on a board too small', () => {
    expect(spotAt(view, 79, 5)).toEqual({ kind: 'table' });
    // Row 11 is the board's last, under every card; row 12 is the status line's, under the board.
    expect(spotAt(view, 3, 11)).toEqual({ kind: 'column', index: 0, depth: 1, below: true });
    expect(spotAt(view, 3, 12)).toEqual({ kind: 'outside' });
    expect(spotAt({ ...view, width: 40 }, 3, 3)).toEqual({ kind: 'table' });
  });
});
