// The footer's rows and the message line's text in lines of the width. Apart from
// TableFooter.tsx, so that game-layout.ts and the click handlers read them without loading Ink.

import type { Span } from '../board/slot.js';
import { tableCommandFor } from '../input/keymap.js';
import { solverLooking, type TableState, type Tone } from '../table/table-state.js';
import { messageFor } from '../text/footer-text.js';
import { CUT_TO_LOG, messageLines } from '../text/message-text.js';
import type { Role, Theme } from '../theme.js';

/** The footer's rows with a message of one line. */
export const FOOTER_ROWS = 3;

const TONE_ROLE: Record<Tone, Role> = { info: 'title', error: 'error', success: 'success' };

/**
 * The message line's text in lines of the width, at most `maxLines`; a last
 * line cut sends to the log, which has it whole, when L would open it now
 * and the text is a message (the log keeps those).
 */
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
  // What a drop would do is no message the log keeps: cut, it sends nowhere.
  const cut = opensLog(state) && said === state.message ? CUT_TO_LOG : '…';
  return message ? messageLines(message.text, theme, TONE_ROLE[message.tone], width, maxLines, cut) : [];
}

/** Whether L opens the message log now: not over a question, while the solver plays or looks back, or while cards fly home. */
const opensLog = (state: TableState): boolean => tableCommandFor(state, 'L').type === 'log';
