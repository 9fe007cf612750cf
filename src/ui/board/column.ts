// One column of the table as lines of spans: its jump key on top, then its
// cards bottom to top, compressed to the rows it has (see columnLines).

import type { Position } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { columnLineRoom } from './card-scales.js';
import { type CardPart, framedLines } from './framed.js';
import { type BoardGeometry, type ColumnLine, columnLines, slotPadding } from './layout.js';
import { keptCards, NO_MARKS, type PileMarks } from './marks.js';
import { type SlotContent, type SlotMarks, type Span, slotSpans } from './slot.js';

export interface ColumnProps {
  position: Position;
  index: number;
  marks: PileMarks;
  theme: Theme;
  geometry: BoardGeometry;
  hidden?: boolean;
}

/** The jump key: 1-9, 0 for the tenth, - and = for the next two; the thirteenth is reached from the twelfth. */
export function columnLabel(index: number, ascii = false): string {
  const past = ['0', '-', '=', ascii ? '=>' : '=→'];
  return index < 9 ? String(index + 1) : (past[index - 9] ?? String(index + 1));
}

export function headerSpans(theme: Theme, geometry: BoardGeometry, index: number, current: boolean): Span[] {
  const { slot, face } = geometry;
  const { left } = slotPadding(slot, face);
  // Over the rank: right-aligned over a compact card, after the frame's corner on a framed one.
  const key = columnLabel(index, theme.options.ascii);
  const label = geometry.style === 'framed' ? ` ${key}` : key.padStart(2);
  const text = (' '.repeat(left + 1) + label).padEnd(slot);
  return [{ text, style: theme.style(current ? 'title' : 'muted') }];
}

/** Marks of the cards in [from, from + count) of a column of `length`. */
function lineMarks(marks: PileMarks, length: number, from: number, count: number): SlotMarks {
  const covers = (n: number) => n > 0 && from + count > length - n;
  return {
    cursor: covers(marks.cursor),
    selected: covers(marks.selection),
    hint: covers(marks.hint) || (marks.hintTarget && from + count === Math.max(1, length)),
  };
}

function lineContent(position: Position, index: number, line: ColumnLine, hidden: boolean): SlotContent {
  const column = position.columns[index];
  switch (line.kind) {
    case 'card':
      return hidden ? { kind: 'back' } : { kind: 'card', card: column[line.index] };
    case 'back':
      return { kind: 'back' };
    case 'down':
      return { kind: 'down', count: line.count };
    case 'more':
      return { kind: 'more', count: line.count };
    case 'empty':
      return { kind: 'empty' };
  }
}

export function lineSpan(line: ColumnLine): { from: number; count: number } {
  switch (line.kind) {
    case 'card':
    case 'back':
      return { from: line.index, count: 1 };
    case 'more':
      return { from: line.index, count: line.count };
    case 'down':
      return { from: 0, count: line.count };
    case 'empty':
      return { from: 0, count: 1 };
  }
}

/** A line of a column and the rows it is drawn on: a covered card's, or a whole card's for the top card. */
export interface PlacedLine extends CardPart {
  readonly line: ColumnLine;
}

/**
 * The lines of a column as they are drawn, with their heights: what the
 * drawing below and the mouse's hit-testing (hit.ts) both read, so a click
 * lands on the card that is drawn there.
 */
export function columnLayout(
  position: Position,
  index: number,
  marks: PileMarks,
  geometry: BoardGeometry,
): PlacedLine[] {
  const length = position.columns[index].length;
  const rows = columnLineRoom(geometry, geometry.columnRows);
  const lines = columnLines(length, position.faceDown[index], rows, keptCards(length, marks));
  return lines.map((line, k) => {
    const whole = k === lines.length - 1 && line.kind !== 'more' && line.kind !== 'down';
    return { line, rows: whole ? geometry.cardRows : geometry.coveredRows, covered: !whole };
  });
}

export function columnSpans(props: ColumnProps): Span[][] {
  const { position, index, marks, theme, geometry, hidden = false } = props;
  const { slot, face } = geometry;
  const framed = geometry.style === 'framed';
  const length = position.columns[index].length;
  const shown = hidden ? NO_MARKS : marks;
  const lines = columnLayout(position, index, shown, geometry);
  return lines.flatMap(({ line, ...part }) => {
    const { from, count } = lineSpan(line);
    const lineMarked = line.kind === 'back' || line.kind === 'down' ? {} : lineMarks(shown, length, from, count);
    const content = lineContent(position, index, line, hidden);
    if (!framed) return [slotSpans(theme, slot, content, lineMarked)];
    return framedLines(theme, slot, face, content, part, lineMarked);
  });
}
