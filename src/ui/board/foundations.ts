// The eight foundations as lines of spans: the top card of each, or its suit
// dimmed when empty. Foundations 2s and 2s+1 take suit s, as in the engine.

import { card, foundationSuit, type Position } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { framedLines } from './framed.js';
import type { BoardGeometry } from './layout.js';
import { type SlotContent, type Span, slotSpans } from './slot.js';

export interface FoundationProps {
  position: Position;
  theme: Theme;
  geometry: BoardGeometry;
  /** The foundation the hinted move goes to, or -1. */
  hintFoundation: number;
  hidden?: boolean;
}

/** The foundation row's lines: one compact, a whole card's rows framed. */
export function foundationLines(props: FoundationProps): Span[][] {
  const { position, theme, geometry, hintFoundation, hidden = false } = props;
  const { slot, face } = geometry;
  const slots = position.foundations.map((height, f) => {
    const suit = foundationSuit(f);
    const content: SlotContent =
      height === 0
        ? { kind: 'emptyFoundation', suit }
        : hidden
          ? { kind: 'back' }
          : { kind: 'card', card: card(suit, height) };
    const marks = { hint: !hidden && f === hintFoundation };
    return geometry.style === 'framed'
      ? framedLines(theme, slot, face, content, { rows: geometry.cardRows, covered: false }, marks)
      : [slotSpans(theme, slot, content, marks)];
  });
  return slots[0].map((_, row) => slots.flatMap((lines) => lines[row]));
}
