// The whole board as lines of styled spans, top to bottom: the foundations
// and the piles side by side, a blank line, the column headers, then the
// columns' lines side by side. Drawing whole lines, rather than a box per
// column, keeps a frame cheap for Ink to lay out.

import type { Position } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { columnSpans, headerSpans } from './column.js';
import { foundationLines } from './foundations.js';
import { type BoardGeometry, FOUNDATION_COUNT, PILES_GAP } from './layout.js';
import type { BoardMarks } from './marks.js';
import { pileLines } from './piles.js';
import type { Span } from './slot.js';

export interface RowsProps {
  position: Position;
  marks: BoardMarks;
  theme: Theme;
  geometry: BoardGeometry;
  hidden: boolean;
}

const blank = (width: number): Span => ({ text: ' '.repeat(width) });

/** Joins neighbouring spans of the same style and drops the trailing blanks. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && sameStyle(last, span)) merged[merged.length - 1] = { ...last, text: last.text + span.text };
    else merged.push(span);
  }
  while (
    merged.length > 0 &&
    merged[merged.length - 1].style === undefined &&
    merged[merged.length - 1].text.trim() === ''
  ) {
    merged.pop();
  }
  return merged;
}

function sameStyle(a: Span, b: Span): boolean {
  if (a.style === b.style) return true;
  if (!a.style || !b.style) return (a.style === undefined || isPlain(a)) && (b.style === undefined || isPlain(b));
  const keys = new Set([...Object.keys(a.style), ...Object.keys(b.style)]);
  for (const k of keys) if (a.style[k as keyof Span['style']] !== b.style[k as keyof Span['style']]) return false;
  return true;
}

/** A span that looks the same whatever its style: spaces with no inverse or underline. */
function isPlain(span: Span): boolean {
  return span.text.trim() === '' && !span.style?.inverse && !span.style?.underline && !span.style?.backgroundColor;
}

export function boardRows(props: RowsProps): Span[][] {
  const { position, marks, theme, geometry, hidden } = props;
  const { slot } = geometry;
  const foundations = foundationLines({ position, theme, geometry, hintFoundation: marks.hintFoundation, hidden });
  const piles = pileLines({ position, theme, geometry, waste: marks.waste, hintStock: marks.hintStock, hidden });
  const rows: Span[][] = [];
  for (let r = 0; r < geometry.topRows; r++) {
    rows.push([...(foundations[r] ?? [blank(slot * FOUNDATION_COUNT)]), blank(PILES_GAP), ...piles[r]]);
  }
  if (geometry.spacer) rows.push([]);
  rows.push(position.columns.flatMap((_, i) => headerSpans(theme, geometry, i, marks.columns[i].cursor > 0)));
  const columns = position.columns.map((_, index) =>
    columnSpans({ position, index, marks: marks.columns[index], theme, geometry, hidden }),
  );
  const height = Math.max(...columns.map((c) => c.length));
  for (let r = 0; r < height; r++) rows.push(columns.flatMap((lines) => lines[r] ?? [blank(slot)]));
  // An empty line still takes its row: Ink gives an empty text none.
  return rows.map(mergeSpans).map((spans) => (spans.length > 0 ? spans : [blank(1)]));
}
