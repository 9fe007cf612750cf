// Framed cards, for terminals with room to spare: a covered card shows only
// its top edge with its index ("╭10♦─╮"), the top card of a pile is drawn
// whole, three lines tall, with the index again in its bottom corner.

import { suitOf } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { contentSpan, inSlot, type SlotContent, type SlotMarks, type Span, textRoom } from './slot.js';

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
function line(
  theme: Theme,
  left: string,
  right: string,
  inside: readonly Span[],
  fill: string,
  face: number,
  alignEnd = false,
): Span[] {
  const border = theme.style('muted');
  let used = 0;
  for (const s of inside) used += s.text.length;
  const pad: Span = { text: fill.repeat(Math.max(0, face - 2 - used)), style: border };
  const middle = alignEnd ? [pad, ...inside] : [...inside, pad];
  return [{ text: left, style: border }, ...middle, { text: right, style: border }];
}

/** A whole card: its top edge, its body, its bottom edge (with `bottom` in the right corner). */
function whole(theme: Theme, e: Edges, face: number, top: Span[], body: Span[], bottom: Span[]): Span[][] {
  return [
    line(theme, e.tl, e.tr, top, e.across, face),
    line(theme, e.down, e.down, body, ' ', face),
    line(theme, e.bl, e.br, bottom, e.across, face, true),
  ];
}

/** The lines of a card, or of the first line only when it is covered. */
function cardParts(theme: Theme, face: number, content: SlotContent, covered: boolean): Span[][] | undefined {
  const solid = edges(theme.glyphs.frame);
  switch (content.kind) {
    case 'card': {
      const role = theme.style(theme.cardRole(content.card));
      const index: Span = { text: theme.cardText(content.card), style: role };
      if (covered) return [line(theme, solid.tl, solid.tr, [index], solid.across, face)];
      // The suit again in the middle of the card, as on a real one.
      const pip: Span = {
        text: ' '.repeat(Math.floor((face - 3) / 2)) + theme.suitSymbol(suitOf(content.card)),
        style: role,
      };
      return whole(theme, solid, face, [index], [pip], [index]);
    }
    case 'back': {
      const texture: Span = { text: theme.glyphs.back.repeat(face - 2), style: theme.style('faceDown') };
      if (covered) return [line(theme, solid.tl, solid.tr, [texture], solid.across, face)];
      return whole(theme, solid, face, [], [texture], []);
    }
    case 'empty':
    case 'emptyFoundation': {
      const suit = content.kind === 'emptyFoundation' ? [{ text: ` ${theme.suitSymbol(content.suit)}` }] : [];
      const empty = theme.style('empty');
      return whole(theme, edges(theme.glyphs.emptyFrame), face, [], suit, []).map((spans) =>
        spans.map((s) => ({ ...s, style: empty })),
      );
    }
    default:
      return undefined;
  }
}

/**
 * The lines of one framed slot, each `slot` wide with the marks around it:
 * a covered card's top edge, or a whole card three lines tall. Lines that
 * stand for several cards ("[3]", "⋮ 5 more") stay one line of text.
 */
export function framedLines(
  theme: Theme,
  slot: number,
  face: number,
  content: SlotContent,
  covered: boolean,
  marks: SlotMarks = {},
  tall = false,
): Span[][] {
  const parts = cardParts(theme, face, content, covered) ?? [[contentSpan(theme, content, textRoom(slot, face))]];
  const lines = tall ? taller(theme, face, content, parts) : parts;
  return lines.map((spans) => inSlot(theme, slot, face, spans, marks));
}

/**
 * A tall card: a covered one shows a row of its sides under its top edge, a
 * whole one a blank row above and below its pip; a line of text ("⋮ 5
 * more") gets an empty row under it.
 */
function taller(theme: Theme, face: number, content: SlotContent, parts: Span[][]): Span[][] {
  const [, , , , , down] = [...theme.glyphs.frame];
  const inside = content.kind === 'back' ? theme.glyphs.back.repeat(face - 2) : ' '.repeat(face - 2);
  const style = content.kind === 'back' ? theme.style('faceDown') : theme.style('muted');
  const sides: Span[] = [{ text: down + inside + down, style }];
  if (parts.length === 1) return [parts[0], content.kind === 'card' || content.kind === 'back' ? sides : []];
  const [top, pip, bottom] = parts;
  const blank = content.kind === 'card' || content.kind === 'back' ? sides : [{ text: ' '.repeat(face) }];
  return [top, blank, pip, blank, bottom];
}
