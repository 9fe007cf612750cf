// The game screen: the board with the status line, the message line and the
// key reminder below it; or, over it, the help or the win screen. The board
// gets every row but the footer's three and the one Ink needs. It is drawn
// again only when what it shows changes, not for each turn of the spinner
// or tick of the clock on the status line.

import { Box } from 'ink';
import { memo } from 'react';
import type { Variant } from '../../engine/index.js';
import type { VariantStats } from '../../stats/index.js';
import type { CardSize } from '../../store/index.js';
import { Board } from '../board/Board.js';
import { boardMinimumSize, positionGeometry } from '../board/layout.js';
import { elapsedAt } from '../table/clock.js';
import { positionOf, type TableState } from '../table/table-state.js';
import { messageLines } from '../text/message-text.js';
import type { VerdictSlot } from '../text/status.js';
import type { Theme } from '../theme.js';
import { HelpScreen } from './HelpScreen.js';
import { LogScreen } from './LogScreen.js';
import { FOOTER_ROWS, footerMessage, TableFooter } from './TableFooter.js';
import { WinScreen } from './WinScreen.js';

const StillBoard = memo(Board);

/**
 * The board's rows in a terminal `height` tall: all but the footer's and the
 * one Ink needs; a message of more than one line takes rows from the board.
 */
export const boardHeight = (height: number, messageLines = 1): number =>
  height - 1 - FOOTER_ROWS - Math.max(0, messageLines - 1);

/** The most lines a message can have: a long one takes the rows it needs, down to the smallest board. */
const messageRoom = (state: TableState, height: number): number =>
  Math.max(1, height - 1 - (FOOTER_ROWS - 1) - boardMinimumSize(state.game.variant).height);

/** The board's rows on the table as it is: fewer while a long message shows. */
export function tableBoardHeight(state: TableState, theme: Theme, width: number, height: number): number {
  return boardHeight(height, footerMessage(state, theme, width, messageRoom(state, height)).length);
}

/** The smallest terminal the game screen fits: the board, the footer, and Ink's last row. */
export function tableMinimumSize(variant: Variant): { width: number; height: number } {
  const board = boardMinimumSize(variant);
  return { width: board.width, height: board.height + FOOTER_ROWS + 1 };
}

export interface GameScreenProps {
  state: TableState;
  theme: Theme;
  width: number;
  height: number;
  now: number;
  verdict?: VerdictSlot;
  spinner?: string;
  /** The page of the help or of the message log. */
  helpPage: number;
  /** The messages of this run, for the message log. */
  log?: readonly string[];
  /** The statistics of the game's variant and level, for the win screen. */
  stats?: VariantStats;
  /** The card size setting. */
  cardSize?: CardSize;
}

export function GameScreen(props: GameScreenProps) {
  const { state, theme, width, height, now, verdict, spinner, helpPage, stats, cardSize } = props;
  const elapsedMs = elapsedAt(state.clock, now);
  if (state.overlay === 'help') {
    return <HelpScreen theme={theme} width={width} height={height} page={helpPage} variant={state.game.variant} />;
  }
  if (state.overlay === 'log') {
    return <LogScreen log={props.log ?? []} theme={theme} width={width} height={height} page={helpPage} />;
  }
  if (state.overlay === 'won') {
    return (
      <WinScreen
        game={state.game}
        elapsedMs={elapsedMs}
        stats={stats}
        assisted={state.assisted}
        daily={state.daily}
        theme={theme}
        width={width}
      />
    );
  }
  const said = footerMessage(state, theme, width, messageRoom(state, height), spinner);
  const rows = boardHeight(height, said.length);
  // Framed cards asked for (--cards framed, the settings) but not drawn: the empty message line says why.
  const framedMissing =
    cardSize === 'framed' && positionGeometry(positionOf(state), width, rows, cardSize).style === 'compact';
  const message =
    said.length === 0 && framedMissing
      ? messageLines('Framed cards need a larger terminal: compact ones until it grows', theme, 'muted', width, 1)
      : said;
  return (
    <Box flexDirection="column" width={width} height={height - 1}>
      <Box height={rows} flexShrink={0}>
        <StillBoard
          position={positionOf(state)}
          cursor={state.cursor}
          selection={state.selection}
          hint={state.hint}
          theme={theme}
          width={width}
          height={rows}
          hidden={state.overlay === 'paused'}
          cardSize={cardSize}
        />
      </Box>
      <TableFooter
        state={state}
        theme={theme}
        width={width}
        elapsedMs={elapsedMs}
        verdict={verdict}
        spinner={spinner}
        message={message}
      />
    </Box>
  );
}
