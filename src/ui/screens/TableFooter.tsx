// The three lines under the board: the status line, the message line, and
// the key reminder (which a message too long for one line borrows).

import { Box } from 'ink';
import { Spans } from '../board/Spans.js';
import { awaitingHint, type TableState, type Tone } from '../table/table-state.js';
import { messageFor, reminderItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { themed } from '../text/plain-text.js';
import { statusParts, type VerdictSlot } from '../text/status.js';
import type { Role, Theme } from '../theme.js';
import { itemSpans } from './KeyItems.js';

export const FOOTER_ROWS = 3;

const TONE_ROLE: Record<Tone, Role> = { info: 'title', error: 'error', success: 'success' };

export interface TableFooterProps {
  state: TableState;
  theme: Theme;
  width: number;
  elapsedMs: number;
  verdict?: VerdictSlot;
  spinner?: string;
}

export function TableFooter({ state, theme, width, elapsedMs, verdict, spinner }: TableFooterProps) {
  const status = statusParts(state.game, elapsedMs, width, verdict, spinner).map((part) => ({
    text: themed(theme, part.text),
    style: part.role ? theme.style(part.role) : undefined,
  }));
  const said = messageFor(state);
  // The spinner turns while a hint is looked for: the search runs in another thread.
  const message = said && awaitingHint(state) && spinner ? { ...said, text: `${spinner} ${said.text}` } : said;
  const lines = message ? messageLines(message.text, theme, TONE_ROLE[message.tone], width, 2) : [];
  return (
    <Box flexDirection="column" height={FOOTER_ROWS} flexShrink={0}>
      <Spans spans={status} />
      <Spans spans={lines[0] ?? [{ text: ' ' }]} />
      <Spans spans={lines[1] ?? itemSpans(reminderItems(state, width, theme.options.ascii), theme)} />
    </Box>
  );
}
