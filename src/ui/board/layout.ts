// Where the board's parts go for a terminal size, and how a long column is
// compressed to the rows it has: pure arithmetic, tested without Ink.
//
// The board, top to bottom: the foundations with the stock and waste beside
// them, the lines under them (the waste count, the redeals), a blank line
// when there is room, a header with each column's jump key, then the
// columns. Cards are drawn compact ("10♦", one line each) or framed, at one
// of the sizes of card-scales.ts: a covered card shows its top edge
// ("╭10♦─╮") and rows of its sides, the top card of each pile is drawn whole.

import type { Position, Variant } from '../../engine/index.js';
import type { CardSize } from '../../store/index.js';
import {
  type CardScale,
  type CardScaleName,
  type CardStyle,
  COMPACT,
  columnLineRoom,
  FRAMED_SCALES,
} from './card-scales.js';

/** Text columns per table column at the least: cursor mark, "10♦", selection mark, a gap. */
const MIN_SLOT = COMPACT.minSlot;
/** The compact stock cell ("stock 44", "3 redeals") and waste cell ("waste ▸10♦◂", "12 under"). */
export const STOCK_WIDTH = 10;
export const WASTE_WIDTH = 11;
/** Spaces before the stock. */
export const PILES_GAP = 2;
/** The stock and the waste beside the foundations, compact, and framed in slots of 10 or less. */
const PILES_WIDTH = PILES_GAP + STOCK_WIDTH + 1 + WASTE_WIDTH;
/** A framed pile cell: the card, then its label and count under it. */
const FRAMED_PILE_WIDTH = (PILES_WIDTH - PILES_GAP) / 2;
/**
 * A game that deals three at a time fans the top three cards of the waste,
 * as draw-three patience does: each card under the top one shows this many
 * columns ("10♦ ", or a framed card's left edge and index).
 */
export const FAN_STEP = 4;

/** How many waste cards the board shows: the top one, or a fan of up to three. */
export function wasteFan(variant: Variant): number {
  return Math.min(3, variant.drawCount);
}

/**
 * The width of a framed pile's cell: a space and the card with its marks,
 * the same card as the columns'; never narrower than the labels under it
 * need ("stock 44").
 */
export function framedPileWidth(slot: number): number {
  return Math.max(FRAMED_PILE_WIDTH, slot + 1);
}

/** The width of the stock and the waste beside the foundations: wider by the fan, and with framed cards that grow. */
export function pilesWidth(variant: Variant, style: CardStyle = 'compact', slot = 0): number {
  const fan = (wasteFan(variant) - 1) * FAN_STEP;
  return (style === 'framed' ? PILES_GAP + 2 * framedPileWidth(slot) : PILES_WIDTH) + fan;
}
/** Compact: the foundation row and the line under it. Framed: a whole card's rows, then two label lines. */
export const TOP_ROWS = 2;
const LABEL_ROWS = 2;
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
  /** The size the cards are drawn at (card-scales.ts). */
  readonly scale: CardScaleName;
  readonly style: CardStyle;
  /** Text columns per table column (and per foundation). */
  readonly slot: number;
  /** The width of a card in its slot: 3 compact ("10♦"), the slot less 3 framed ("╭10♦─╮" in 9). */
  readonly face: number;
  /** Rows of a covered card in a column. */
  readonly coveredRows: number;
  /** Rows of a whole card: a column's top card, a foundation, the stock, the waste. */
  readonly cardRows: number;
  /** Rows of the foundations, stock and waste. */
  readonly topRows: number;
  /** A blank line between the foundations and the column headers. */
  readonly spacer: boolean;
  /** Rows for the cards of the columns. */
  readonly columnRows: number;
  /** The width the board draws in. */
  readonly width: number;
  /** Columns left of the board: a board narrower than the terminal is centred. */
  readonly left: number;
  /** The rows the board draws in. */
  readonly height: number;
}

function boardWidth(variant: Variant, style: CardStyle, slot: number): number {
  return Math.max(variant.columns * slot, FOUNDATION_COUNT * slot + pilesWidth(variant, style, slot));
}

/** The widest slot of the scale that fits the width, or undefined when even its narrowest does not. */
function widestSlot(variant: Variant, scale: CardScale, width: number): number | undefined {
  for (let slot = scale.maxSlot; slot >= scale.minSlot; slot--) {
    if (boardWidth(variant, scale.style, slot) <= width) return slot;
  }
  return undefined;
}

/** The smallest board area (width x height) that shows this variant without cutting anything. */
export function boardMinimumSize(variant: Variant): { width: number; height: number } {
  return {
    width: boardWidth(variant, 'compact', MIN_SLOT),
    height: TOP_ROWS + HEADER_ROWS + MIN_COLUMN_ROWS,
  };
}

/**
 * The fewest rows the board needs for this position: its columns in full
 * while they are short, else the smallest board (longer columns are
 * compressed). A long message may take the rest.
 */
export function boardRowsNeeded(position: Position): number {
  return TOP_ROWS + HEADER_ROWS + Math.min(MIN_COLUMN_ROWS, longestColumn(position));
}

/** The lines the longest column of the position takes drawn in full: a card each, an empty column one. */
export function longestColumn(position: Position): number {
  return position.columns.reduce((most, column) => Math.max(most, column.length, 1), 0);
}

/**
 * How the board uses a terminal area of width x height (at least the minimum
 * size). Framed cards come at the largest size whose slots fit the width and
 * whose columns hold `longest` lines (the longest column in full) and never
 * fewer than MIN_COLUMN_ROWS: as a column grows the cards get smaller before
 * it has to be compressed, and they grow again as it shrinks. Compact cards
 * hold the most lines; a column longer than those is compressed. `size`: the
 * setting. Asked for, framed cards are drawn, compressed if need be, wherever
 * their slots fit with MIN_COLUMN_ROWS lines; compact cards always.
 */
export function boardGeometry(
  variant: Variant,
  width: number,
  height: number,
  size: CardSize = 'auto',
  longest = 0,
): BoardGeometry {
  if (size !== 'compact') {
    const framed = FRAMED_SCALES.flatMap((scale) => framedGeometry(variant, scale, width, height) ?? []);
    const holding = framed.find((g) => columnLineRoom(g, g.columnRows) >= longest);
    // The smallest framed size holds the most lines.
    const chosen = holding ?? (size === 'framed' ? framed[framed.length - 1] : undefined);
    if (chosen) return chosen;
  }
  return compactGeometry(variant, width, height);
}

/** The board's geometry for a position: its longest column decides how large the cards can be. */
export function positionGeometry(position: Position, width: number, height: number, size?: CardSize): BoardGeometry {
  return boardGeometry(position.variant, width, height, size, longestColumn(position));
}

/** Framed cards of one scale, when their slots fit the width and their columns have MIN_COLUMN_ROWS lines. */
function framedGeometry(variant: Variant, scale: CardScale, width: number, height: number): BoardGeometry | undefined {
  const slot = widestSlot(variant, scale, width);
  const topRows = scale.cardRows + LABEL_ROWS;
  const columnRows = height - topRows - 1 - HEADER_ROWS;
  if (slot === undefined || columnLineRoom(scale, columnRows) < MIN_COLUMN_ROWS) return undefined;
  return {
    scale: scale.name,
    style: 'framed',
    slot,
    face: slot - 3,
    coveredRows: scale.coveredRows,
    cardRows: scale.cardRows,
    topRows,
    spacer: true,
    columnRows,
    ...centred(boardWidth(variant, 'framed', slot), width),
    height,
  };
}

function compactGeometry(variant: Variant, width: number, height: number): BoardGeometry {
  const slot = widestSlot(variant, COMPACT, width) ?? MIN_SLOT;
  const withoutSpacer = height - TOP_ROWS - HEADER_ROWS;
  const spacer = withoutSpacer - 1 >= MIN_COLUMN_ROWS;
  return {
    scale: 'compact',
    style: 'compact',
    slot,
    face: 3,
    coveredRows: 1,
    cardRows: 1,
    topRows: TOP_ROWS,
    spacer,
    columnRows: Math.max(0, spacer ? withoutSpacer - 1 : withoutSpacer),
    ...centred(boardWidth(variant, 'compact', slot), width),
    height,
  };
}

/** A board `board` wide in a terminal `width` wide, with the room left split on either side. */
function centred(board: number, width: number): { width: number; left: number } {
  return { width: board, left: Math.max(0, Math.floor((width - board) / 2)) };
}

/**
 * Where a card `face` wide sits in its slot: the cursor mark, the card, the
 * selection mark, and the rest of the slot split around them, the odd space
 * to the right.
 */
export function slotPadding(slot: number, face = 3): { left: number; right: number } {
  const left = Math.max(0, Math.floor((slot - face - 2) / 2));
  return { left, right: Math.max(0, slot - face - 2 - left) };
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
export function columnLines(
  length: number,
  faceDown: number,
  rows: number,
  keep: readonly number[] = [],
): ColumnLine[] {
  if (rows <= 0) return [];
  if (length === 0) return [{ kind: 'empty' }];
  const down = Math.min(faceDown, length - 1);
  if (length <= rows) {
    return Array.from({ length }, (_, index) => (index < down ? { kind: 'back', index } : { kind: 'card', index }));
  }
  const top = length - 1;
  // Fewer rows than any board has: the top card, and one line for all the rest.
  if (rows === 1) return [{ kind: 'card', index: top }];
  if (rows === 2)
    return [
      { kind: 'more', index: 0, count: top },
      { kind: 'card', index: top },
    ];
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
