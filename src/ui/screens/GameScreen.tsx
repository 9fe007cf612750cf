// The game screen: the board with the status line, the message line and the
// key reminder below it; or, over it, the help, the message log or the win
// screen. The board gets every row but the footer's three and the one Ink
// needs. It is drawn again only when what it shows changes, not for each
// turn of the spinner or tick of the clock on the status line.

import { Box } from 'ink';
import { memo } from 'react';
import type { DailySummary, VariantStats } from '../../stats/index.js';
import { Board } from '../board/Board.js';
import { elapsedAt } from '../table/clock.js';
import { positionOf, type TableState } from '../table/table-state.js';
import type { VerdictSlot } from '../text/status.js';
import type { Theme } from '../theme.js';
import { boardHeight, tableMessage } from './game-layout.js';
import { HelpScreen } from './HelpScreen.js';
import { LogScreen } from './LogScreen.js';
import { TableFooter } from './TableFooter.js';
import { WinScreen } from './WinScreen.js';

const StillBoard = memo(Board);

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
  /** The daily record, for the win screen of a daily deal. */
  dailyRecord?: DailySummary;
  /** The win counts but is in no file yet: the directory that took no writes, for the win screen. */
  unsavedIn?: string;
  /** What quitting now would lose, and why (the store's words). */
  notSaved?: string;
}

export function GameScreen(props: GameScreenProps) {
  const { state, theme, width, height, now, verdict, spinner, helpPage, stats } = props;
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
        wonAgain={state.wonAgain}
        dailyRecord={props.dailyRecord}
        unsavedIn={props.unsavedIn}
        theme={theme}
        width={width}
        height={height}
      />
    );
  }
  const message = tableMessage(state, theme, width, height, spinner, props.notSaved);
  const rows = boardHeight(height, message.length);
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
          cardSize={state.settings.cardSize}
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
