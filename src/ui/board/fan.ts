// The waste fanned, for games that deal three at a time: the cards under
// the top one show to its left, oldest first, each FAN_STEP columns (a
// compact card's text, or a framed card's left edge with its index), drawn
// dim so that the one card in full, the playable one, stands out.

import type { Card } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import { FAN_STEP } from './layout.js';
import type { Span } from './slot.js';

/** A fanned card under the top one, or a gap where the waste has fewer. */
export type FanCard = Card | 'back' | undefined;

/** The cards under the top one that the fan shows, oldest first, `count` of them (gaps first when there are fewer). */
export function fanCards(waste: readonly Card[], count: number, hidden: boolean): FanCard[] {
  const under = waste.slice(Math.max(0, waste.length - 1 - count), Math.max(0, waste.length - 1));
  const shown: FanCard[] = under.map((c) => (hidden ? 'back' : c));
  return [...Array<FanCard>(count - shown.length).fill(undefined), ...shown];
}

function dim(theme: Theme, card: Card): Span['style'] {
  return { ...theme.style(theme.cardRole(card)), ...theme.style('muted') };
}

/**
 * Compact fanned cards take a column more than FAN_STEP: the waste's label
 * moves to the line below to make room, so that "10♦" never touches the
 * cursor's mark beside the top card.
 */
export const COMPACT_FAN_STEP = FAN_STEP + 1;

/** One compact line: " 8♣  " or " 10♦ " for each card, blanks for gaps. */
export function compactFan(theme: Theme, cards: readonly FanCard[]): Span[] {
  return cards.map((c) => {
    if (c === undefined) return { text: ' '.repeat(COMPACT_FAN_STEP) };
    if (c === 'back') return { text: ` ${theme.glyphs.back.repeat(3)} `, style: theme.style('faceDown') };
    return { text: ` ${theme.cardText(c)}`.padEnd(COMPACT_FAN_STEP), style: dim(theme, c) };
  });
}

/** The lines of the framed fan, `rows` of them: each card's top edge with its index, its left edge, its bottom edge. */
export function framedFan(theme: Theme, cards: readonly FanCard[], rows: number): Span[][] {
  const [tl, , bl, , across, down] = [...theme.glyphs.frame];
  const border = theme.style('muted');
  const inside = FAN_STEP - 1;
  const last = rows - 1;
  return Array.from({ length: rows }, (_, row) =>
    cards.map((c): Span => {
      if (c === undefined) return { text: ' '.repeat(FAN_STEP) };
      if (row > 0 && row < last) {
        const fill = c === 'back' ? theme.glyphs.back.repeat(inside) : ' '.repeat(inside);
        return { text: down + fill, style: c === 'back' ? theme.style('faceDown') : border };
      }
      if (row === last || c === 'back') return { text: (row === 0 ? tl : bl) + across.repeat(inside), style: border };
      const index = theme.cardText(c);
      return { text: tl + index + across.repeat(Math.max(0, inside - index.length)), style: dim(theme, c) };
    }),
  );
}

/** A slot's line with the fan put after its left padding, before the cursor mark: the fan ends at the card. */
export function withFan(slotLine: readonly Span[], left: number, fan: readonly Span[]): Span[] {
  return left > 0 ? [slotLine[0], ...fan, ...slotLine.slice(1)] : [...fan, ...slotLine];
}
