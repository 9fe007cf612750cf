// Framed cards, for terminals with room to spare: a covered card shows only
// its top edge with its index ("╭10♦─╮"), the top card of a pile is drawn
// whole, three lines tall, with the index again in its bottom corner.

import { type Card, suitOf } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { type SlotContent, type SlotMarks, type Span, contentSpan, inSlot, textRoom } from './slot.js';

/** What a framed slot can hold; "down" and "more" lines stay plain text. */
export type FramedContent = SlotContent;

interface Edges {
  readonly tl: string;
  readonly tr: string;
  readonly bl: string;
  readonly br: string;
  readonly across: string;
  readonly down: string;
}

function edges(chars: string): Edges {
  const [tl, tr, bl, br, across, down] = [...chars];
  return { tl, tr, bl, br, across, down };
}

/** A line `face` wide: left edge, inside, right edge, the inside padded with `fill`. */
function line(theme: Theme, left: string, right: string, inside: readonly Span[], fill: string, face: number,
  alignEnd = false): Span[] {
  const border = theme.style('muted');
  let used = 0;
  for (const s of inside) used += s.text.length;
  const pad: Span = { text: fill.repeat(Math.max(0, face - 2 - used)), style: border };
  const middle = alignEnd ? [pad, ...inside] : [...inside, pad];
  return [{ text: left, style: border }, ...middle, { text: right, style: border }];
}

function label(theme: Theme, c: Card): Span {
  return { text: theme.cardText(c), style: theme.style(theme.cardRole(c)) };
}

/**
 * The lines of one framed slot: one line for a covered card (its top edge),
 * three for a whole card. Each line is `slot` wide with the marks around it.
 */
export function framedLines(theme: Theme, slot: number, face: number, content: FramedContent, whole: boolean,
  marks: SlotMarks = {}): Span[][] {
  const solid = edges(theme.glyphs.frame);
  const dashed = edges(theme.glyphs.emptyFrame);
  const back = theme.glyphs.back;
  const backStyle = theme.style('faceDown');
  let parts: Span[][];
  switch (content.kind) {
    case 'card': {
      const index = label(theme, content.card);
      // The suit again in the middle of the card, as on a real one.
      const pip: Span = {
        text: ' '.repeat(Math.floor((face - 3) / 2)) + theme.suitSymbol(suitOf(content.card)),
        style: theme.style(theme.cardRole(content.card)),
      };
      parts = [
        line(theme, solid.tl, solid.tr, [index], solid.across, face),
        line(theme, solid.down, solid.down, [pip], ' ', face),
        line(theme, solid.bl, solid.br, [index], solid.across, face, true),
      ];
      break;
    }
    case 'back': {
      const texture: Span = { text: back.repeat(face - 2), style: backStyle };
      parts = whole
        ? [
            line(theme, solid.tl, solid.tr, [], solid.across, face),
            line(theme, solid.down, solid.down, [texture], ' ', face),
            line(theme, solid.bl, solid.br, [], solid.across, face),
          ]
        : [line(theme, solid.tl, solid.tr, [texture], solid.across, face)];
      break;
    }
    case 'empty':
    case 'emptyFoundation': {
      const inside: Span[] = content.kind === 'emptyFoundation'
        ? [{ text: ` ${theme.suitSymbol(content.suit)}`, style: theme.style('empty') }]
        : [];
      parts = [
        line(theme, dashed.tl, dashed.tr, [], dashed.across, face),
        line(theme, dashed.down, dashed.down, inside, ' ', face),
        line(theme, dashed.bl, dashed.br, [], dashed.across, face),
      ].map((spans) => spans.map((s) => ({ ...s, style: theme.style('empty') })));
      break;
    }
    default:
      // "[3]" and "⋮ 5 more": a line of text where the cards would be.
      return [inSlot(theme, slot, face, [contentSpan(theme, content, textRoom(slot, face))], marks)];
  }
  const shown = whole ? parts : parts.slice(0, 1);
  return shown.map((spans) => inSlot(theme, slot, face, spans, marks));
}
