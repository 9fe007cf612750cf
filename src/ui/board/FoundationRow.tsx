// The eight foundations: the top card of each, or its suit dimmed when empty.
// Foundations 2s and 2s+1 take suit s, as in the engine.

import { Box } from 'ink';
import { type Position, card, foundationSuit } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { type SlotContent, type Span, slotSpans } from './slot.js';
import { Spans } from './Spans.js';

export interface FoundationRowProps {
  position: Position;
  theme: Theme;
  slot: number;
  /** The foundation the hinted move goes to, or -1. */
  hintFoundation: number;
  hidden?: boolean;
}

export function foundationSpans(props: FoundationRowProps): Span[] {
  const { position, theme, slot, hintFoundation, hidden = false } = props;
  return position.foundations.flatMap((height, f) => {
    const suit = foundationSuit(f);
    const content: SlotContent =
      height === 0 ? { kind: 'emptyFoundation', suit } : hidden ? { kind: 'back' } : { kind: 'card', card: card(suit, height) };
    return slotSpans(theme, slot, content, { hint: !hidden && f === hintFoundation });
  });
}

export function FoundationRow(props: FoundationRowProps) {
  return (
    <Box flexDirection="column" flexShrink={0}>
      <Spans spans={foundationSpans(props)} />
    </Box>
  );
}
