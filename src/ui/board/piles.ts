// The stock (cards left, and redeals left where the game has any) and the
// waste (its top card, fanned with the two under it in games that deal
// three at a time, and how many lie under those below), as lines of spans.
// Compact: labels beside the counts on two lines. Framed: each pile as a
// card, its label and count under it.

import { type Position, plural, redealsFor } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { COMPACT_FAN_STEP, compactFan, type FanCard, fanCards, framedFan, withFan } from './fan.js';
import { framedLines } from './framed.js';
import {
  type BoardGeometry,
  FAN_STEP,
  framedPileWidth,
  STOCK_WIDTH,
  slotPadding,
  WASTE_WIDTH,
  wasteFan,
} from './layout.js';
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
/** The compact waste card's 6-wide slot: mark, card, mark, gap (beside the label, a space first and no gap). */
const WASTE_SLOT = WASTE_WIDTH - WASTE_LABEL.length;

/**
 * Where the fan of `fanned` cards begins in the waste's cell: after the
 * framed card's left padding, or, compact, after the blanks that end the
 * fan at the top card's slot. The board's hit test reads it too (hit.ts).
 */
export function fanStart(geometry: BoardGeometry, fanned: number): number {
  if (geometry.style === 'framed') return slotPadding(framedPileWidth(geometry.slot), geometry.face).left;
  return WASTE_WIDTH + fanned * FAN_STEP - fanned * COMPACT_FAN_STEP - WASTE_SLOT;
}

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
  const fan: FanCard[] = fanCards(position.waste, wasteFan(position.variant) - 1, hidden);
  const under = position.waste.length - 1 - fan.filter((c) => c !== undefined).length;
  // The redeals line only for games that have redeals, so the others stay quiet.
  const hasRedeals = redealsFor(position.variant, position.level) > 0;
  return {
    count: String(position.stock.length),
    stockCard: (position.stock.length > 0 ? { kind: 'back' } : { kind: 'empty' }) as SlotContent,
    stockMarks: { hint: hintStock && !hidden } as SlotMarks,
    redeals: hasRedeals ? plural(position.redealsLeft, 'redeal') : '',
    wasteCard,
    wasteMarks,
    fan,
    /** The columns the fan adds to the waste's cell. */
    fanWidth: fan.length * FAN_STEP,
    under: under > 0 ? `${under} under` : '',
  };
}

/** The compact piles: "stock 44" and "waste ▸10♦◂" on the foundations' line, redeals and "12 under" below. */
function compactPileLines(props: PilesProps): { stock: Span[][]; waste: Span[][] } {
  const { theme } = props;
  const p = piles(props);
  const mark = p.stockMarks.hint;
  const stock: Span[][] = [
    [
      { text: 'stock ', style: theme.style('muted') },
      { text: p.count, style: mark ? { ...theme.style('title'), ...theme.style('hint') } : theme.style('title') },
      // The mark a space after the count: "stock 64+" read as more than 64.
      { text: mark ? ` ${theme.glyphs.hint}` : '  ' },
      { text: ' '.repeat(Math.max(0, STOCK_WIDTH - 8 - p.count.length)) },
    ],
    [{ text: fit(p.redeals, STOCK_WIDTH), style: theme.style('muted') }],
  ];
  const top = (slot: number) => slotSpans(theme, slot, p.wasteCard, p.wasteMarks);
  const muted = (text: string): Span => ({ text, style: theme.style('muted') });
  // A fan takes the label's place; the label goes below, with the count.
  const cell = WASTE_WIDTH + p.fanWidth;
  const fanned = p.fan.length > 0;
  const fan = compactFan(theme, p.fan);
  const waste: Span[][] = fanned
    ? [
        [{ text: ' '.repeat(fanStart(props.geometry, p.fan.length)) }, ...fan, ...top(WASTE_SLOT)],
        [muted(fit(`${WASTE_LABEL}${p.under ? `, ${p.under}` : ''}`.padStart(cell - 2), cell))],
      ]
    : [
        // A space after the label, as before a column's slot, so that the cursor's mark never joins
        // the label to a ten ("waste▸10♦"); the slot's own gap, at the end of the line, gives way to it.
        [muted(`${WASTE_LABEL} `), ...top(WASTE_SLOT - 1)],
        // "12 under" ends under the waste card.
        [muted(fit(p.under.padStart(WASTE_LABEL.length + 5), cell))],
      ];
  return { stock, waste };
}

/** The framed piles: each a whole card, then its label and count, then the redeals or how many are under. */
function framedPileLines(props: PilesProps): { stock: Span[][]; waste: Span[][] } {
  const { theme, geometry } = props;
  const p = piles(props);
  // The piles' cards are the size of the columns' cards, in cells that grow with them.
  const { face, cardRows } = geometry;
  const cell = framedPileWidth(geometry.slot);
  const { left } = slotPadding(cell, face);
  // Under the card, from its left edge.
  const text = (label: string, count = ''): Span[] => [
    { text: ' '.repeat(left + 1) + label, style: theme.style('muted') },
    { text: count, style: theme.style('title') },
    { text: ' '.repeat(Math.max(0, cell - left - 1 - label.length - count.length)) },
  ];
  const card = (content: SlotContent, marks: SlotMarks) =>
    framedLines(theme, cell, face, content, { rows: cardRows, covered: false }, marks);
  const fan = framedFan(theme, p.fan, cardRows);
  const wasteCard = card(p.wasteCard, p.wasteMarks).map((line, i) => withFan(line, left, fan[i]));
  // The labels under the waste stay under its top card.
  const under = (spans: Span[]): Span[] => (p.fanWidth > 0 ? [{ text: ' '.repeat(p.fanWidth) }, ...spans] : spans);
  return {
    stock: [...card(p.stockCard, p.stockMarks), text('stock ', p.count), text(p.redeals)],
    waste: [...wasteCard, under(text(WASTE_LABEL)), under(text(p.under))],
  };
}

/** The stock and the waste side by side, one line for each of the top rows. */
export function pileLines(props: PilesProps): Span[][] {
  const framed = props.geometry.style === 'framed';
  const { stock, waste } = framed ? framedPileLines(props) : compactPileLines(props);
  const gap: Span[] = framed ? [] : [{ text: ' ' }];
  return stock.map((line, i) => [...line, ...gap, ...waste[i]]);
}
