// The stock (cards left, and redeals left where the game has any) and the
// waste (its top card, with how many lie under it below), as lines of
// spans. Compact: labels beside the counts on two lines. Framed: each pile
// as a card, its label and count under it.

import { type Position, plural, redealsFor } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { framedLines } from './framed.js';
import { type BoardGeometry, FRAMED_PILE_WIDTH, STOCK_WIDTH, slotPadding, WASTE_WIDTH } from './layout.js';
import type { PileMarks } from './marks.js';
import { type SlotContent, type SlotMarks, type Span, slotSpans } from './slot.js';

export interface PilesProps {
  position: Position;
  theme: Theme;
  geometry: BoardGeometry;
  waste: PileMarks;
  /** The hinted move is to draw or redeal. */
  hintStock: boolean;
  hidden?: boolean;
}

const WASTE_LABEL = 'waste';
/** The compact waste card sits in a 6-wide slot after its label: mark, card, mark, gap. */
const WASTE_SLOT = WASTE_WIDTH - WASTE_LABEL.length;

function fit(text: string, width: number): string {
  return text.length > width ? text.slice(0, width) : text.padEnd(width);
}

/** What the piles show, in words and cards, whatever the style. */
function piles(props: PilesProps) {
  const { position, waste, hintStock, hidden = false } = props;
  const top = position.waste[position.waste.length - 1];
  const wasteCard: SlotContent =
    top === undefined ? { kind: 'empty' } : hidden ? { kind: 'back' } : { kind: 'card', card: top };
  const wasteMarks: SlotMarks = hidden
    ? {}
    : { cursor: waste.cursor > 0, selected: waste.selection > 0, hint: waste.hint > 0 || waste.hintTarget };
  const under = position.waste.length - 1;
  // The redeals line only for games that have redeals, so the others stay quiet.
  const hasRedeals = redealsFor(position.variant, position.level) > 0;
  return {
    count: String(position.stock.length),
    stockCard: (position.stock.length > 0 ? { kind: 'back' } : { kind: 'empty' }) as SlotContent,
    stockMarks: { hint: hintStock && !hidden } as SlotMarks,
    redeals: hasRedeals ? plural(position.redealsLeft, 'redeal') : '',
    wasteCard,
    wasteMarks,
    under: under > 0 ? `${under} under` : '',
  };
}

/** The compact piles: "stock 44" and "waste ▸10♦◂" on the foundations' line, redeals and "12 under" below. */
export function compactPileLines(props: PilesProps): { stock: Span[][]; waste: Span[][] } {
  const { theme } = props;
  const p = piles(props);
  const mark = p.stockMarks.hint;
  const stock: Span[][] = [
    [
      { text: 'stock ', style: theme.style('muted') },
      { text: p.count, style: mark ? { ...theme.style('title'), ...theme.style('hint') } : theme.style('title') },
      mark ? { text: theme.glyphs.hint, style: theme.style('hint') } : { text: ' ' },
      { text: ' '.repeat(Math.max(0, STOCK_WIDTH - 7 - p.count.length)) },
    ],
    [{ text: fit(p.redeals, STOCK_WIDTH), style: theme.style('muted') }],
  ];
  const waste: Span[][] = [
    [{ text: WASTE_LABEL, style: theme.style('muted') }, ...slotSpans(theme, WASTE_SLOT, p.wasteCard, p.wasteMarks)],
    // "12 under" ends under the waste card.
    [{ text: fit(p.under.padStart(WASTE_LABEL.length + 4), WASTE_WIDTH), style: theme.style('muted') }],
  ];
  return { stock, waste };
}

/** The framed piles: each a whole card, then its label and count, then the redeals or how many are under. */
export function framedPileLines(props: PilesProps): { stock: Span[][]; waste: Span[][] } {
  const { theme, geometry } = props;
  const p = piles(props);
  const { left } = slotPadding(FRAMED_PILE_WIDTH, geometry.face);
  // Under the card, from its left edge.
  const text = (label: string, count = ''): Span[] => [
    { text: ' '.repeat(left + 1) + label, style: theme.style('muted') },
    { text: count, style: theme.style('title') },
    { text: ' '.repeat(Math.max(0, FRAMED_PILE_WIDTH - left - 1 - label.length - count.length)) },
  ];
  const card = (content: SlotContent, marks: SlotMarks) =>
    framedLines(theme, FRAMED_PILE_WIDTH, geometry.face, content, false, marks);
  return {
    stock: [...card(p.stockCard, p.stockMarks), text('stock ', p.count), text(p.redeals)],
    waste: [...card(p.wasteCard, p.wasteMarks), text(WASTE_LABEL), text(p.under)],
  };
}

/** The stock and the waste side by side, one line for each of the top rows. */
export function pileLines(props: PilesProps): Span[][] {
  const framed = props.geometry.style === 'framed';
  const { stock, waste } = framed ? framedPileLines(props) : compactPileLines(props);
  const gap: Span[] = framed ? [] : [{ text: ' ' }];
  return stock.map((line, i) => [...line, ...gap, ...waste[i]]);
}
