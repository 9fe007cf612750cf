// Where the board's parts go for a terminal size, and how a long column is
// compressed to the rows it has: pure arithmetic, tested without Ink.
//
// The board, top to bottom: the foundations with the stock and waste beside
// them, the lines under them (the waste count, the redeals), a blank line
// when there is room, a header with each column's jump key, then the
// columns. Cards are drawn compact ("10♦", one line each) or, when the
// terminal has room to spare, framed: a covered card shows its top edge
// ("┌10♦─┐") and the top card of each pile is drawn whole, three lines tall.

import type { Variant } from '../../engine/index.js';
import type { CardSize } from '../../store/index.js';

export type CardStyle = 'compact' | 'framed';

/** Text columns per table column at the least: cursor mark, "10♦", selection mark, a gap. */
export const MIN_SLOT = 6;
/** Wider compact slots only spread the cards thin. */
export const MAX_SLOT = 10;
/** Framed slots: cursor mark, a card 6 or 7 wide ("┌10♦─┐"), selection mark, a gap. */
export const FRAMED_MIN_SLOT = 9;
export const FRAMED_MAX_SLOT = 10;
/**
 * A terminal far wider than the board gets wider framed cards, the board
 * growing to WIDE_SHARE of the width, up to faces of 13: past that a card
 * is more frame than card, and the eye travels too far.
 */
export const WIDE_MAX_SLOT = 16;
export const WIDE_SHARE = 0.8;
/** Rows the columns need before framed cards are worth their two extra lines. */
export const FRAMED_MIN_COLUMN_ROWS = 20;
/** The top card of a framed column adds its body and bottom edge below its top edge. */
export const FRAME_EXTRA_ROWS = 2;
/**
 * Tall cards, for terminals with rows to spare as well as columns: each
 * line of a column takes two rows (a covered card shows its top edge and a
 * row of its sides), and the top card five. They come with the wide slots,
 * when the columns have at least this many rows.
 */
export const TALL_MIN_COLUMN_ROWS = 36;
export const TALL_LINE_ROWS = 2;
export const TALL_CARD_ROWS = 5;
/** The compact stock cell ("stock 44", "3 redeals") and waste cell ("waste ▸10♦◂", "12 under"). */
export const STOCK_WIDTH = 10;
export const WASTE_WIDTH = 11;
/** Spaces before the stock. */
export const PILES_GAP = 2;
/** The stock and the waste beside the foundations, in either style. */
export const PILES_WIDTH = PILES_GAP + STOCK_WIDTH + 1 + WASTE_WIDTH;
/** A framed pile cell: the card, then its label and count under it. */
export const FRAMED_PILE_WIDTH = (PILES_WIDTH - PILES_GAP) / 2;
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

/** The width of the stock and the waste beside the foundations: wider by the fan. */
export function pilesWidth(variant: Variant): number {
  return PILES_WIDTH + (wasteFan(variant) - 1) * FAN_STEP;
}
/** Compact: the foundation row and the line under it. Framed: three card lines and two label lines. */
export const TOP_ROWS = 2;
export const FRAMED_TOP_ROWS = 5;
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
  readonly style: CardStyle;
  /** Text columns per table column (and per foundation). */
  readonly slot: number;
  /** The width of a card in its slot: 3 compact ("10♦"), 6 or 7 framed ("┌10♦─┐"). */
  readonly face: number;
  /** Rows of the foundations, stock and waste. */
  readonly topRows: number;
  /** A blank line between the foundations and the column headers. */
  readonly spacer: boolean;
  /** Rows for the cards of the columns. */
  readonly columnRows: number;
  /** Framed cards drawn tall (see TALL_MIN_COLUMN_ROWS). */
  readonly tall: boolean;
  /** The width the board draws in. */
  readonly width: number;
  /** Columns left of the board: a board narrower than the terminal is centred. */
  readonly left: number;
  /** The rows the board draws in. */
  readonly height: number;
}

function widestSlot(variant: Variant, width: number, most: number): number {
  const { columns } = variant;
  return Math.min(most, Math.floor(width / columns), Math.floor((width - pilesWidth(variant)) / FOUNDATION_COUNT));
}

function boardWidth(variant: Variant, slot: number): number {
  return Math.max(variant.columns * slot, FOUNDATION_COUNT * slot + pilesWidth(variant));
}

/** The smallest board area (width x height) that shows this variant without cutting anything. */
export function boardMinimumSize(variant: Variant): { width: number; height: number } {
  return {
    width: boardWidth(variant, MIN_SLOT),
    height: TOP_ROWS + HEADER_ROWS + MIN_COLUMN_ROWS,
  };
}

/**
 * How the board uses a terminal area of width x height (at least the minimum
 * size). `size`: the setting; framed cards are drawn only where their slots
 * fit and the columns keep the rows they need, whatever it asks.
 */
export function boardGeometry(variant: Variant, width: number, height: number, size: CardSize = 'auto'): BoardGeometry {
  const framedSlot = Math.max(
    widestSlot(variant, width, FRAMED_MAX_SLOT),
    widestSlot(variant, Math.floor(width * WIDE_SHARE), WIDE_MAX_SLOT),
  );
  const framedRows = height - FRAMED_TOP_ROWS - 1 - HEADER_ROWS;
  const leastRows = size === 'framed' ? MIN_COLUMN_ROWS + FRAME_EXTRA_ROWS : FRAMED_MIN_COLUMN_ROWS;
  if (size !== 'compact' && framedSlot >= FRAMED_MIN_SLOT && framedRows >= leastRows) {
    return {
      style: 'framed',
      slot: framedSlot,
      face: framedSlot - 3,
      topRows: FRAMED_TOP_ROWS,
      spacer: true,
      columnRows: framedRows,
      tall: framedSlot > FRAMED_MAX_SLOT && framedRows >= TALL_MIN_COLUMN_ROWS,
      ...centred(boardWidth(variant, framedSlot), width),
      height,
    };
  }
  const slot = Math.max(MIN_SLOT, widestSlot(variant, width, MAX_SLOT));
  const withoutSpacer = height - TOP_ROWS - HEADER_ROWS;
  const spacer = withoutSpacer - 1 >= MIN_COLUMN_ROWS;
  return {
    style: 'compact',
    slot,
    face: 3,
    topRows: TOP_ROWS,
    spacer,
    columnRows: Math.max(0, spacer ? withoutSpacer - 1 : withoutSpacer),
    tall: false,
    ...centred(boardWidth(variant, slot), width),
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
