// One line of one slot of the board, as styled spans of text: a card, a card
// back, an empty place, or the marks of a compressed column, with the cursor
// mark on its left and the selection or hint mark on its right. Pure, so the
// widths can be checked without Ink.

import { type Card, rankOf, type Suit, suitOf } from '../../engine/index.js';
import { type TextStyle, type Theme, withoutColour } from '../theme.js';
import { slotPadding } from './layout.js';

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
  | { readonly kind: 'emptyFoundation'; readonly suit: Suit };

export interface SlotMarks {
  readonly cursor?: boolean;
  readonly selected?: boolean;
  readonly hint?: boolean;
}

/** The width of a card's text: "10♦". */
export const CARD_WIDTH = 3;

/** A style's colour and weight without inverse or underline: how a mark character is drawn. */
function markStyle(style: TextStyle): TextStyle {
  const { inverse: _i, underline: _u, ...rest } = style;
  return rest;
}

/** The card's text, rank right-aligned so that suits line up down a column. */
export function cardFace(theme: Theme, c: Card): string {
  return theme.rankText(rankOf(c)).padStart(2) + theme.suitSymbol(suitOf(c));
}

/** Compact content: a card's text, a back, an empty place, or the marks of a compressed column. */
export function contentSpan(theme: Theme, content: SlotContent, room: number): Span {
  const g = theme.glyphs;
  switch (content.kind) {
    case 'card':
      return { text: cardFace(theme, content.card), style: theme.style(theme.cardRole(content.card)) };
    case 'back':
      return { text: g.back.repeat(CARD_WIDTH), style: theme.style('faceDown') };
    case 'down':
      // Words, not texture: muted, as "⋮ 5 more", where the backs' blue is faint on a black background.
      return { text: `[${content.count}]`, style: theme.style('muted') };
    case 'more':
      return { text: moreText(theme, content.count, room), style: theme.style('muted') };
    case 'empty':
      return { text: g.emptyColumn.repeat(CARD_WIDTH), style: theme.style('empty') };
    case 'emptyFoundation':
      return {
        text: (g.emptyFoundation + theme.suitSymbol(content.suit)).padStart(CARD_WIDTH),
        style: theme.style('empty'),
      };
  }
}

/**
 * "⋮ 5 more" as long as the room allows, else "⋮+5" or "+12": the plus
 * keeps a count alone from reading as a card's rank ("⋮ 5" looked like a 5).
 */
function moreText(theme: Theme, n: number, room: number): string {
  const g = theme.glyphs.more;
  const choices = [`${g} ${n} more`, `${g}${n} more`, `${g}+${n}`, `+${n}`];
  return choices.find((t) => t.length <= room) ?? choices[3];
}

function merge(base: TextStyle | undefined, over: TextStyle): TextStyle {
  return { ...base, ...over };
}

/** How the cursor, the selection or the hint changes what it lies on (the cursor first). */
export function markedStyle(theme: Theme, style: TextStyle | undefined, marks: SlotMarks): TextStyle | undefined {
  if (marks.cursor) return merge(style, withoutColour(theme.style('cursor')));
  if (marks.selected) return merge(style, withoutColour(theme.style('selection')));
  if (marks.hint) return merge(style, withoutColour(theme.style('hint')));
  return style;
}

function width(spans: readonly Span[]): number {
  let n = 0;
  for (const s of spans) n += s.text.length;
  return n;
}

/**
 * A slot line exactly `slot` wide around a body drawn `face` wide: padding,
 * the cursor mark, the body, the selection (or else hint) mark, padding. A
 * body wider than the face runs into the right mark and padding, and is cut
 * at the slot's end.
 */
export function inSlot(theme: Theme, slot: number, face: number, body: readonly Span[], marks: SlotMarks = {}): Span[] {
  const { left } = slotPadding(slot, face);
  const g = theme.glyphs;
  const spans: Span[] = [];
  if (left > 0) spans.push({ text: ' '.repeat(left) });
  spans.push(marks.cursor ? { text: g.cursor, style: markStyle(theme.style('cursor')) } : { text: ' ' });
  let room = slot - left - 1;
  for (const span of body) {
    if (room <= 0) break;
    const text = span.text.length > room ? span.text.slice(0, room) : span.text;
    spans.push({ text, style: markedStyle(theme, span.style, marks) });
    room -= text.length;
  }
  if (room > 0 && width(body) <= face) {
    if (marks.selected) spans.push({ text: g.selection, style: markStyle(theme.style('selection')) });
    else if (marks.hint) spans.push({ text: g.hint, style: markStyle(theme.style('hint')) });
    else spans.push({ text: ' ' });
    room--;
  }
  if (room > 0) spans.push({ text: ' '.repeat(room) });
  return spans;
}

/** Room for a line of text that has no card's marks: up to the slot's end, less a gap when nothing else separates it. */
export function textRoom(slot: number, face: number): number {
  const { left } = slotPadding(slot, face);
  return slot - left - 1 - (left === 0 ? 1 : 0);
}

/** One compact line of a slot: the content three wide, with its marks. */
export function slotSpans(theme: Theme, slot: number, content: SlotContent, marks: SlotMarks = {}): Span[] {
  return inSlot(theme, slot, CARD_WIDTH, [contentSpan(theme, content, textRoom(slot, CARD_WIDTH))], marks);
}
