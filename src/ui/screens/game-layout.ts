// The game screen's rows: the board's height beside the footer, and the smallest terminal it fits.
// Apart from GameScreen.tsx, so that the reducers and click handlers read them without loading Ink.

import type { Variant } from '../../engine/index.js';
import { boardMinimumSize, boardRowsNeeded, positionGeometry } from '../board/layout.js';
import type { Span } from '../board/slot.js';
import { positionOf, type TableState } from '../table/table-state.js';
import { capitalise } from '../text/describe.js';
import { CUT_TO_LOG, messageLines } from '../text/message-text.js';
import type { Theme } from '../theme.js';
import { FOOTER_ROWS, footerMessage } from './footer-lines.js';

/**
 * The board's rows in a terminal `height` tall: all but the footer's and the
 * one Ink needs; a message of more than one line takes rows from the board.
 */
export const boardHeight = (height: number, messageLines = 1): number =>
  height - 1 - FOOTER_ROWS - Math.max(0, messageLines - 1);

/**
 * The most lines a message can have: a long one takes the rows it needs,
 * down to the rows the board needs for the position (its short columns in
 * full, or the smallest board), and never so many that the cards would be
 * drawn smaller than with a one-line message: a passing message does not
 * change the size of the cards.
 */
export function messageRoom(state: TableState, width: number, height: number): number {
  const position = positionOf(state);
  const most = Math.max(1, height - 1 - (FOOTER_ROWS - 1) - boardRowsNeeded(position));
  const size = state.settings.cardSize;
  const scale = positionGeometry(position, width, boardHeight(height), size).scale;
  let lines = most;
  while (lines > 1 && positionGeometry(position, width, boardHeight(height, lines), size).scale !== scale) lines--;
  return lines;
}

const FRAMED_MISSING = 'Framed cards need a larger terminal: compact ones until it grows';

/**
 * The message lines under the board: the message, or while there is none
 * and something is in no file (`notSaved`, the store's words), that, on the
 * line the message leaves empty: told once only, a player would quit and
 * lose it. Else, where framed cards are asked for (--cards framed, the
 * settings) but not drawn, a line that says why, where there is room for
 * it: alone, or after the deal's notice.
 */
export function tableMessage(
  state: TableState,
  theme: Theme,
  width: number,
  height: number,
  spinner = '',
  notSaved?: string,
): Span[][] {
  const room = messageRoom(state, width, height);
  const said = footerMessage(state, theme, width, room, spinner);
  // One line, whatever its length: the board's rows stay as tableBoardHeight, which does not know it, counts them.
  if (said.length === 0 && notSaved)
    return messageLines(`${capitalise(notSaved)}.`, theme, 'error', width, 1, CUT_TO_LOG);
  if (said.length >= room || state.settings.cardSize !== 'framed') return said;
  // Within the message's room the cards keep their size (messageRoom): the line costs them nothing.
  const geometry = positionGeometry(positionOf(state), width, boardHeight(height, said.length), 'framed');
  return geometry.style === 'compact' ? [...said, ...messageLines(FRAMED_MISSING, theme, 'muted', width, 1)] : said;
}

/** The board's rows on the table as it is: fewer while a long message shows. */
export function tableBoardHeight(state: TableState, theme: Theme, width: number, height: number): number {
  return boardHeight(height, tableMessage(state, theme, width, height).length);
}

/** The smallest terminal the game screen fits: the board, the footer, and Ink's last row. */
export function tableMinimumSize(variant: Variant): { width: number; height: number } {
  const board = boardMinimumSize(variant);
  return { width: board.width, height: board.height + FOOTER_ROWS + 1 };
}
