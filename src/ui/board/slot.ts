// One line of one slot of the board, as styled spans of text: a card, a card
// back, an empty place, or the marks of a compressed column, with the cursor
// mark on its left and the selection or hint mark on its right. Pure, so the
// widths can be checked without Ink.

import { type Card, type Suit, rankOf, suitOf } from '../../engine/index.js';
import { slotPadding } from '../layout.js';
import type { TextStyle, Theme } from '../theme.js';

export interface Span {
  readonly text: string;
  readonly style?: TextStyle;
}

export type SlotContent =
  | { readonly kind: 'card'; readonly card: Card }
  | { readonly kind: 'back' }
  /** Face-down cards collapsed: "[3]". */
  | { readonly kind: 'down'; readonly count: number }
  /** Face-up cards hidden: "⋮ 5 more". */
  | { readonly kind: 'more'; readonly count: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'emptyFoundation'; readonly suit: Suit }
  | { readonly kind: 'text'; readonly text: string; readonly role?: 'muted' | 'title' };

export interface SlotMarks {
  readonly cursor?: boolean;
  readonly selected?: boolean;
  readonly hint?: boolean;
}

/** The width of a card's text: "10♦". */
export const CARD_WIDTH = 3;

/** A style's text attributes without its colour: how a mark changes a card it lies on. */
function attributes(style: TextStyle): TextStyle {
  const { color: _c, backgroundColor: _b, ...rest } = style;
  return rest;
}

/** A style's colour and weight without inverse or underline: how a mark character is drawn. */
function markStyle(style: TextStyle): TextStyle {
  const { inverse: _i, underline: _u, ...rest } = style;
  return rest;
}

/** The card's text, rank right-aligned so that suits line up down a column. */
export function cardFace(theme: Theme, c: Card): string {
  return theme.rankText(rankOf(c)).padStart(2) + theme.suitSymbol(suitOf(c));
}

function contentSpan(theme: Theme, content: SlotContent, room: number): Span {
  const g = theme.glyphs;
  switch (content.kind) {
    case 'card':
      return { text: cardFace(theme, content.card), style: theme.style(theme.cardRole(content.card)) };
    case 'back':
      return { text: g.back.repeat(CARD_WIDTH), style: theme.style('faceDown') };
    case 'down':
      return { text: `[${content.count}]`, style: theme.style('faceDown') };
    case 'more': {
      const n = content.count;
      const choices = [`${g.more} ${n} more`, `${g.more}${n} more`, `${g.more} ${n}`, `${g.more}${n}`];
      return { text: choices.find((t) => t.length <= room) ?? choices[3], style: theme.style('muted') };
    }
    case 'empty':
      return { text: g.emptyColumn.repeat(CARD_WIDTH), style: theme.style('empty') };
    case 'emptyFoundation':
      return { text: (g.emptyFoundation + theme.suitSymbol(content.suit)).padStart(CARD_WIDTH), style: theme.style('empty') };
    case 'text':
      return { text: content.text, style: content.role ? theme.style(content.role) : undefined };
  }
}

function merge(base: TextStyle | undefined, over: TextStyle): TextStyle {
  return { ...base, ...over };
}

/**
 * The spans of one slot line, exactly `slot` wide: padding, the cursor mark,
 * the content, the selection (or else hint) mark, padding. Text longer than
 * a card runs into the right mark and padding, and is cut at the slot's end.
 */
export function slotSpans(theme: Theme, slot: number, content: SlotContent, marks: SlotMarks = {}): Span[] {
  const { left } = slotPadding(slot);
  const g = theme.glyphs;
  // A lone hidden-cards line may use the right mark's place, never the next slot.
  const room = slot - left - 1 - (left === 0 ? 1 : 0);
  let body = contentSpan(theme, content, room);
  if (marks.cursor) body = { ...body, style: merge(body.style, attributes(theme.style('cursor'))) };
  else if (marks.selected) body = { ...body, style: merge(body.style, attributes(theme.style('selection'))) };
  else if (marks.hint) body = { ...body, style: merge(body.style, attributes(theme.style('hint'))) };

  const spans: Span[] = [];
  if (left > 0) spans.push({ text: ' '.repeat(left) });
  spans.push(marks.cursor ? { text: g.cursor, style: markStyle(theme.style('cursor')) } : { text: ' ' });
  const bodyRoom = slot - left - 1;
  const text = body.text.length > bodyRoom ? body.text.slice(0, bodyRoom) : body.text;
  spans.push({ ...body, text });
  let rest = bodyRoom - text.length;
  if (rest > 0 && text.length <= CARD_WIDTH) {
    if (marks.selected) spans.push({ text: g.selection, style: markStyle(theme.style('selection')) });
    else if (marks.hint) spans.push({ text: g.hint, style: markStyle(theme.style('hint')) });
    else spans.push({ text: ' ' });
    rest--;
  }
  if (rest > 0) spans.push({ text: ' '.repeat(rest) });
  return spans;
}

/** The plain text of spans, for measuring and for tests. */
export function spansText(spans: readonly Span[]): string {
  return spans.map((s) => s.text).join('');
}
