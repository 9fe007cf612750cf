// The lines under the board: the status line, the message (on as many lines
// as it needs, which the board gives up), and the key reminder.

import { Box } from 'ink';
import { Spans } from '../board/Spans.js';
import type { Span } from '../board/slot.js';
import { solverLooking, type TableState, type Tone } from '../table/table-state.js';
import { messageFor, reminderItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { themed } from '../text/plain-text.js';
import { statusParts, type VerdictSlot } from '../text/status.js';
import type { Role, Theme } from '../theme.js';
import { itemSpans } from './KeyItems.js';

/** The footer's rows with a message of one line. */
export const FOOTER_ROWS = 3;

const TONE_ROLE: Record<Tone, Role> = { info: 'title', error: 'error', success: 'success' };

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

/** The message line's text in lines of the width, at most `maxLines` (a last line cut ends in "…"). */
export function footerMessage(
  state: TableState,
  theme: Theme,
  width: number,
  maxLines: number,
  spinner = '',
): Span[][] {
  const said = messageFor(state);
  // The spinner turns while the solver looks (a hint, a line to watch, a way back): it runs in another thread.
  const turning = said?.searching && solverLooking(state) && spinner;
  const message = turning ? { ...said, text: `${spinner} ${said.text}` } : said;
  return message ? messageLines(message.text, theme, TONE_ROLE[message.tone], width, maxLines) : [];
}

export function TableFooter({ state, theme, width, elapsedMs, verdict, spinner, message }: TableFooterProps) {
  const status = statusParts(state.game, elapsedMs, width, verdict, spinner, state.daily).map((part) => ({
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
