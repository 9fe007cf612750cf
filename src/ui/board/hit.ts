// What is drawn at a cell of the board: the mouse's question. Answered from
// the same geometry and column layout that draw the board (layout.ts,
// columnLayout), so a click lands on the card the player sees there, long
// columns compressed and framed cards of every size included.

import type { Position } from '../../engine/index.js';
import type { CardSize } from '../../store/index.js';
import type { Cursor, Hint, Selection } from '../table/places.js';
import { columnLayout, lineSpan } from './column.js';
import { COMPACT_FAN_STEP } from './fan.js';
import {
  type BoardGeometry,
  boardMinimumSize,
  boardRowsNeeded,
  FAN_STEP,
  FOUNDATION_COUNT,
  framedPileWidth,
  HEADER_ROWS,
  PILES_GAP,
  pilesWidth,
  positionGeometry,
  STOCK_WIDTH,
  wasteFan,
} from './layout.js';
import { boardMarks } from './marks.js';
import { fanStart } from './piles.js';

export type BoardSpot =
  | { readonly kind: 'foundation'; readonly index: number }
  | { readonly kind: 'stock' }
  /** `depth`: 1 for the top card, or the label; more for a card fanned under it. */
  | { readonly kind: 'waste'; readonly depth: number }
  /**
   * `depth`: the cards from the one clicked to the top (1: the top card; an
   * empty column is 1 too). `below`: the cloth under the column's last card,
   * a drop on the column for cards held from elsewhere.
   */
  | { readonly kind: 'column'; readonly index: number; readonly depth: number; readonly below?: true }
  /** Nothing there: the table's cloth. */
  | { readonly kind: 'table' }
  /** Under the board: the status line, a message, the keys. */
  | { readonly kind: 'outside' };

/** What the board is drawn from: Board's props, less the theme. */
export interface BoardView {
  readonly position: Position;
  readonly cursor?: Cursor;
  readonly selection?: Selection;
  readonly hint?: Hint;
  readonly width: number;
  readonly height: number;
  readonly cardSize?: CardSize;
}

const TABLE: BoardSpot = { kind: 'table' };
const OUTSIDE: BoardSpot = { kind: 'outside' };

/** The spot at column x, row y of the board's area (0-based, from its top-left corner; the board is centred in it). */
export function spotAt(view: BoardView, areaX: number, y: number): BoardSpot {
  const { position, width, height } = view;
  const minimum = boardMinimumSize(position.variant);
  if (width < minimum.width || height < boardRowsNeeded(position) || areaX < 0 || y < 0) return TABLE;
  if (y >= height) return OUTSIDE;
  const geometry = positionGeometry(position, width, height, view.cardSize);
  const x = areaX - geometry.left;
  if (x < 0) return TABLE;
  if (y < geometry.topRows) return topSpot(position, geometry, x, y);
  const columnIndex = Math.floor(x / geometry.slot);
  if (columnIndex >= position.columns.length) return TABLE;
  const columnTop = geometry.topRows + (geometry.spacer ? 1 : 0) + HEADER_ROWS;
  // The header with its jump key stands for the column's top card.
  if (y === columnTop - HEADER_ROWS) return { kind: 'column', index: columnIndex, depth: 1 };
  if (y < columnTop) return TABLE;
  const marks = boardMarks(position, view.cursor, view.selection, view.hint);
  const length = position.columns[columnIndex].length;
  let row = columnTop;
  for (const { line, rows } of columnLayout(position, columnIndex, marks.columns[columnIndex], geometry)) {
    if (y < row + rows) return { kind: 'column', index: columnIndex, depth: Math.max(1, length - lineSpan(line).from) };
    row += rows;
  }
  // Below the column's last card: a drop on the column.
  return { kind: 'column', index: columnIndex, depth: 1, below: true };
}

/** The foundations, then the stock and the waste beside them. */
function topSpot(position: Position, geometry: BoardGeometry, x: number, y: number): BoardSpot {
  const { slot } = geometry;
  const piles = pilesWidth(position.variant, geometry.style, slot);
  const foundation = Math.floor(x / slot);
  if (foundation < FOUNDATION_COUNT) return { kind: 'foundation', index: foundation };
  const inPiles = x - FOUNDATION_COUNT * slot - PILES_GAP;
  if (inPiles < 0) return TABLE;
  // Compact: the stock's cell, a space, the waste's; framed: two cells side by side.
  const stockEnd = geometry.style === 'framed' ? framedPileWidth(slot) : STOCK_WIDTH + 1;
  if (inPiles < stockEnd) return { kind: 'stock' };
  if (inPiles < piles - PILES_GAP)
    return { kind: 'waste', depth: wasteDepth(position, geometry, inPiles - stockEnd, y) };
  return TABLE;
}

/**
 * How deep the card at column x of the waste's cell lies, as piles.ts draws
 * the fan on the card's rows: the cards under the top one, oldest first,
 * after the cell's padding, each a step wide (compact cards a column more).
 */
function wasteDepth(position: Position, geometry: BoardGeometry, x: number, y: number): number {
  const fanned = wasteFan(position.variant) - 1;
  const shown = Math.min(fanned, Math.max(0, position.waste.length - 1));
  if (shown === 0 || y >= geometry.cardRows) return 1;
  const step = geometry.style === 'framed' ? FAN_STEP : COMPACT_FAN_STEP;
  const start = fanStart(geometry, fanned);
  const place = Math.floor((x - start) / step);
  // Gaps come first where the waste has fewer cards than the fan shows.
  if (x < start || place >= fanned || place < fanned - shown) return 1;
  return fanned - place + 1;
}
