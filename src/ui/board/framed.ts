// Framed cards, for terminals with room to spare: a covered card shows its
// top edge with its index ("╭10♦─╮") and, at the larger sizes, rows of its
// sides under it; the top card of a pile is drawn whole, its pip in the
// middle and the index again in its bottom corner.

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

/** How a card sits in a column: the rows it takes, and whether a card above covers all but its top. */
export interface CardPart {
  readonly rows: number;
  readonly covered: boolean;
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

/**
 * A card `part.rows` tall: its top edge, then its body (`middle` on the
 * middle row, `body` on the others), then its bottom edge with `bottom` in
 * the right corner; covered, the top edge and the body rows under it.
 */
function card(
  theme: Theme,
  e: Edges,
  face: number,
  part: CardPart,
  top: Span[],
  body: Span[],
  middle: Span[],
  bottom: Span[],
): Span[][] {
  const side = (inside: Span[]) => line(theme, e.down, e.down, inside, ' ', face);
  const lines = [line(theme, e.tl, e.tr, top, e.across, face)];
  if (part.covered) {
    for (let r = 1; r < part.rows; r++) lines.push(side(body));
    return lines;
  }
  const bodyRows = Math.max(1, part.rows - 2);
  const centre = Math.floor((bodyRows - 1) / 2);
  for (let r = 0; r < bodyRows; r++) lines.push(side(r === centre ? middle : body));
  lines.push(line(theme, e.bl, e.br, bottom, e.across, face, true));
  return lines;
}

/** A suit's symbol in the middle of a card's inside, `face` wide with its edges. */
const centred = (face: number, symbol: string): string => ' '.repeat(Math.floor((face - 3) / 2)) + symbol;

/** The lines of a card as framed, or undefined for content that is a line of text. */
function cardParts(theme: Theme, face: number, content: SlotContent, part: CardPart): Span[][] | undefined {
  const solid = edges(theme.glyphs.frame);
  switch (content.kind) {
    case 'card': {
      const role = theme.style(theme.cardRole(content.card));
      const index: Span = { text: theme.cardText(content.card), style: role };
      // The suit again in the middle of the card, as on a real one.
      const pip: Span = { text: centred(face, theme.suitSymbol(suitOf(content.card))), style: role };
      return card(theme, solid, face, part, [index], [], [pip], [index]);
    }
    case 'back': {
      const texture: Span[] = [{ text: theme.glyphs.back.repeat(face - 2), style: theme.style('faceDown') }];
      return card(theme, solid, face, part, part.covered ? texture : [], texture, texture, []);
    }
    case 'empty':
    case 'emptyFoundation': {
      // Where a card's pip would be, so that the suit lines up with the cards beside it.
      const suit = content.kind === 'emptyFoundation' ? [{ text: centred(face, theme.suitSymbol(content.suit)) }] : [];
      const empty = theme.style('empty');
      return card(theme, edges(theme.glyphs.emptyFrame), face, part, [], [], suit, []).map((spans) =>
        spans.map((s) => ({ ...s, style: empty })),
      );
    }
    default:
      return undefined;
  }
}

/**
 * The lines of one framed slot, `part.rows` of them, each `slot` wide with
 * the marks around it. Lines that stand for several cards ("[3]", "⋮ 5
 * more") stay one line of text, with blank rows under it.
 */
export function framedLines(
  theme: Theme,
  slot: number,
  face: number,
  content: SlotContent,
  part: CardPart,
  marks: SlotMarks = {},
): Span[][] {
  const text = () => {
    const blank: Span[][] = Array.from({ length: part.rows - 1 }, () => []);
    return [[contentSpan(theme, content, textRoom(slot, face))], ...blank];
  };
  const lines = cardParts(theme, face, content, part) ?? text();
  return lines.map((spans) => inSlot(theme, slot, face, spans, marks));
}
