// Where the board's parts go for a terminal size, and how a long column is
// compressed to the rows it has: pure arithmetic, tested without Ink.
//
// The board, top to bottom: the foundations with the stock and waste beside
// them, a line under them (the waste count, the redeals), a blank line when
// there is room, a header with each column's jump key, then the columns.

import type { Variant } from '../engine/index.js';

/** Text columns per table column at the least: cursor mark, "10♦", selection mark, a gap. */
export const MIN_SLOT = 6;
/** Wider slots only spread the cards thin. */
export const MAX_SLOT = 10;
/** The stock cell ("stock 44", "3 redeals") and the waste cell ("waste ▸10♦◂", "12 under"). */
export const STOCK_WIDTH = 10;
export const WASTE_WIDTH = 11;
/** Spaces before the stock and between the stock and the waste. */
export const PILES_GAP = 2;
export const PILES_WIDTH = PILES_GAP + STOCK_WIDTH + 1 + WASTE_WIDTH;
/** The foundation row and the line under it. */
export const TOP_ROWS = 2;
export const HEADER_ROWS = 1;
/**
 * Rows a column needs at the least to keep its top card and the deepest card
 * of the cursor, the selection and the hint in view, with every hidden
 * stretch between them shown as one line: "[n]", then up to four
 * "⋮ n more" lines and four cards.
 */
export const MIN_COLUMN_ROWS = 9;
export const FOUNDATION_COUNT = 8;

export interface BoardGeometry {
  /** Text columns per table column (and per foundation). */
  readonly slot: number;
  /** Rows for the cards of the columns. */
  readonly columnRows: number;
  /** A blank line between the foundation row and the column headers. */
  readonly spacer: boolean;
  /** The width the board draws in. */
  readonly width: number;
  /** The rows the board draws in. */
  readonly height: number;
}

function slotFor(columns: number, width: number): number {
  const fromColumns = Math.floor(width / columns);
  const fromTop = Math.floor((width - PILES_WIDTH) / FOUNDATION_COUNT);
  return Math.max(MIN_SLOT, Math.min(MAX_SLOT, fromColumns, fromTop));
}

function boardWidth(columns: number, slot: number): number {
  return Math.max(columns * slot, FOUNDATION_COUNT * slot + PILES_WIDTH);
}

/** The smallest board area (width x height) that shows this variant without cutting anything. */
export function boardMinimumSize(variant: Variant): { width: number; height: number } {
  return {
    width: boardWidth(variant.columns, MIN_SLOT),
    height: TOP_ROWS + HEADER_ROWS + MIN_COLUMN_ROWS,
  };
}

/** How the board uses a terminal area of width x height (at least the minimum size). */
export function boardGeometry(variant: Variant, width: number, height: number): BoardGeometry {
  const slot = slotFor(variant.columns, width);
  const withoutSpacer = height - TOP_ROWS - HEADER_ROWS;
  const spacer = withoutSpacer - 1 >= MIN_COLUMN_ROWS;
  return {
    slot,
    columnRows: Math.max(0, spacer ? withoutSpacer - 1 : withoutSpacer),
    spacer,
    width: boardWidth(variant.columns, slot),
    height,
  };
}

/**
 * Where a card sits in its slot: the cursor mark at `mark`, the card's text
 * (3 wide, rank right-aligned so suits line up) after it, the selection mark
 * after that. The rest of the slot is split around them.
 */
export function slotPadding(slot: number): { left: number; right: number } {
  const left = Math.floor((slot - 5) / 2);
  return { left, right: slot - 5 - left };
}

/** One line of a column as drawn. Indices count from the bottom card, 0. */
export type ColumnLine =
  | { readonly kind: 'card'; readonly index: number }
  | { readonly kind: 'back'; readonly index: number }
  /** Face-down cards collapsed into one "[n]" line. */
  | { readonly kind: 'down'; readonly count: number }
  /** Face-up cards from `index` up, hidden in one "⋮ n more" line. */
  | { readonly kind: 'more'; readonly index: number; readonly count: number }
  | { readonly kind: 'empty' };

/**
 * The lines of a column of `length` cards, the bottom `faceDown` of them face
 * down, in at most `rows` lines. The top card is always the last line. When
 * the column is too long, the face-down cards collapse into one line, then
 * hidden stretches of face-up cards become "more" lines. `keep` lists cards
 * to show, most important first (the deepest card of the cursor, the
 * selection and the hint): with MIN_COLUMN_ROWS or more, up to three stay in
 * view. The rest of the room goes to the cards nearest the top, the ones in
 * play, so a run under the cursor loses its middle, never its ends.
 */
export function columnLines(length: number, faceDown: number, rows: number, keep: readonly number[] = []): ColumnLine[] {
  if (rows <= 0) return [];
  if (length === 0) return [{ kind: 'empty' }];
  const down = Math.min(faceDown, length - 1);
  if (length <= rows) {
    return Array.from({ length }, (_, index) => (index < down ? { kind: 'back', index } : { kind: 'card', index }));
  }
  const top = length - 1;
  // Fewer rows than any board has: the top card, and one line for all the rest.
  if (rows === 1) return [{ kind: 'card', index: top }];
  if (rows === 2) return [{ kind: 'more', index: 0, count: top }, { kind: 'card', index: top }];
  const faceUp = length - down;
  // Room left for the face-up cards once the face-down ones are one line.
  const room = rows - (down > 0 ? 1 : 0);
  if (faceUp <= room) return [...downLines(down), ...cardLines(down, top)];

  const visible = new Set<number>([top]);
  const wanted = keep.filter((i) => i >= down && i <= top);
  for (const i of wanted) {
    if (visible.has(i)) continue;
    visible.add(i);
    if (lineCount(visible, down, top) > room) visible.delete(i);
  }
  for (let i = top - 1; i >= down; i--) {
    if (visible.has(i)) continue;
    visible.add(i);
    if (lineCount(visible, down, top) > room) visible.delete(i);
  }
  return [...downLines(down), ...faceUpLines(visible, down, top)];
}

function downLines(down: number): ColumnLine[] {
  if (down === 0) return [];
  return down === 1 ? [{ kind: 'back', index: 0 }] : [{ kind: 'down', count: down }];
}

function cardLines(from: number, to: number): ColumnLine[] {
  const lines: ColumnLine[] = [];
  for (let index = from; index <= to; index++) lines.push({ kind: 'card', index });
  return lines;
}

/** Cards in `visible` as cards; each stretch of others as one line (a lone hidden card is simply shown). */
function faceUpLines(visible: ReadonlySet<number>, from: number, to: number): ColumnLine[] {
  const lines: ColumnLine[] = [];
  let index = from;
  while (index <= to) {
    if (visible.has(index)) {
      lines.push({ kind: 'card', index: index++ });
      continue;
    }
    let end = index;
    while (end + 1 <= to && !visible.has(end + 1)) end++;
    const count = end - index + 1;
    if (count === 1) lines.push({ kind: 'card', index });
    else lines.push({ kind: 'more', index, count });
    index = end + 1;
  }
  return lines;
}

function lineCount(visible: ReadonlySet<number>, from: number, to: number): number {
  let lines = 0;
  let hidden = false;
  for (let index = from; index <= to; index++) {
    if (visible.has(index)) {
      lines++;
      hidden = false;
    } else if (!hidden) {
      lines++;
      hidden = true;
    }
  }
  return lines;
}
