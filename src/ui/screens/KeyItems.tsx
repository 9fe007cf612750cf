// A line of "keys words" items, the keys in the theme's key style: the key
// reminder, and the choices of a notice or a screen.

import { Spans } from '../board/Spans.js';
import type { Span } from '../board/slot.js';
import type { ReminderItem } from '../input/keymap.js';
import { ITEM_GAP } from '../text/footer-text.js';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';

export function itemSpans(items: readonly ReminderItem[], theme: Theme): Span[] {
  const spans: Span[] = [];
  items.forEach((item, i) => {
    if (i > 0) spans.push({ text: ITEM_GAP });
    spans.push(
      { text: themed(theme, item.keys), style: theme.style('key') },
      { text: themed(theme, ` ${item.words}`), style: theme.style('muted') },
    );
  });
  return spans;
}

export function KeyItems({ items, theme }: { items: readonly ReminderItem[]; theme: Theme }) {
  return <Spans spans={itemSpans(items, theme)} />;
}
