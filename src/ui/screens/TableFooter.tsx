// The lines under the board: the status line, the message (on as many lines
// as it needs, which the board gives up), and the key reminder.

import { Box } from 'ink';
import { Spans } from '../board/Spans.js';
import type { Span } from '../board/slot.js';
import { atTheDeal, type TableState } from '../table/table-state.js';
import { reminderItems } from '../text/footer-text.js';
import { themed } from '../text/plain-text.js';
import { statusParts, type VerdictSlot } from '../text/status.js';
import type { Theme } from '../theme.js';
import { FOOTER_ROWS } from './footer-lines.js';
import { itemSpans } from './KeyItems.js';

export interface TableFooterProps {
  state: TableState;
  theme: Theme;
  width: number;
  elapsedMs: number;
  verdict?: VerdictSlot;
  spinner?: string;
  /** The message's lines (see footerMessage). */
  message: readonly Span[][];
}

export function TableFooter({ state, theme, width, elapsedMs, verdict, spinner, message }: TableFooterProps) {
  const parts = statusParts(state.game, elapsedMs, width, {
    verdict,
    spinner,
    daily: state.daily,
    atDeal: atTheDeal(state),
  });
  const status = parts.map((part) => ({
    text: themed(theme, part.text),
    style: part.role ? theme.style(part.role) : undefined,
  }));
  const lines = message.length > 0 ? message : [[{ text: ' ' }]];
  return (
    <Box flexDirection="column" height={FOOTER_ROWS - 1 + lines.length} flexShrink={0}>
      <Spans spans={status} />
      {lines.map((spans, i) => (
        <Spans key={i} spans={spans} />
      ))}
      <Spans spans={itemSpans(reminderItems(state, width, theme.options.ascii), theme)} />
    </Box>
  );
}
