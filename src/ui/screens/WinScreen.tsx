// The win: moves, time and score of this game (each marked "best yet" where
// it is the record now), the statistics of its variant and level, and what
// next (a new game, choosing another, or quitting). A game the solver
// finished (`s`) says so: it counts as won, yet its time, score and moves
// are no record, and the player should not look for them. A daily deal the
// player won says the daily streak; a game won again after an undo, that
// the statistics counted its first win.
// Where the choices' line is is said in win-lines.ts for clicks too (winKeysRow).

import { Box, Text } from 'ink';
import type { Game } from '../../engine/index.js';
import type { DailySummary, VariantStats } from '../../stats/index.js';
import { Spans } from '../board/Spans.js';
import { messageLines } from '../text/message-text.js';
import { themed } from '../text/plain-text.js';
import { statsLines } from '../text/stats-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';
import { unsavedWin, winFacts, winKeyItems, winKeysRow, winNote, winTitle } from './win-lines.js';

export interface WinScreenProps {
  game: Game;
  elapsedMs: number;
  stats?: VariantStats;
  /** The solver played it to its end. */
  assisted?: boolean;
  /** A daily deal: its date. */
  daily?: string;
  /** Won again after an undo: the first win was counted. */
  wonAgain?: boolean;
  /** A daily deal: the daily record, this win counted. */
  dailyRecord?: DailySummary;
  /** The win counts here but is in no file yet: the directory that took no writes. */
  unsavedIn?: string;
  theme: Theme;
  width: number;
  height: number;
}

export function WinScreen(props: WinScreenProps) {
  const { game, elapsedMs, stats, dailyRecord, theme, width, height } = props;
  const facts = winFacts(game, elapsedMs, stats, props);
  // The rows under the choices, in a frame a row shorter than the terminal.
  const room = height - 1 - (winKeysRow(props, stats !== undefined, width) + 1);
  return (
    <Box flexDirection="column" width={width}>
      {winTitle(game, props, width).map((line) => (
        <Text key={line} {...theme.style('success')}>
          {line}
        </Text>
      ))}
      <Text> </Text>
      {facts.map(({ label, value, best }) => (
        <Text key={label} wrap="truncate">
          {'  '}
          <Text {...theme.style('muted')}>{label.padEnd(7)}</Text>
          <Text {...theme.style('title')}>{value}</Text>
          {best && <Text {...theme.style('success')}>{'  best yet'}</Text>}
        </Text>
      ))}
      {winNote(props, dailyRecord).map((line) => (
        <Text key={line} wrap="truncate" {...theme.style('muted')}>
          {'  '}
          {line}
        </Text>
      ))}
      <Text> </Text>
      {stats && (
        <>
          <Text wrap="truncate" {...theme.style('title')}>
            {game.variant.name}, {game.level}:
          </Text>
          {statsLines(stats).map((line) => (
            <Text key={line} wrap="truncate">
              {'  '}
              {themed(theme, line)}
            </Text>
          ))}
          <Text> </Text>
        </>
      )}
      <KeyItems items={winKeyItems(theme.options.ascii, width)} theme={theme} />
      {props.unsavedIn !== undefined && room > 0 && (
        // Under the choices, so that their row stays where clicks look for it (winKeysRow); cut to
        // the rows left, since a frame as tall as the terminal would scroll the title away.
        <Box marginTop={room > 1 ? 1 : 0} flexDirection="column">
          {messageLines(unsavedWin(props.unsavedIn), theme, 'error', width, Math.max(1, room - 1)).map((spans, i) => (
            <Spans key={i} spans={spans} />
          ))}
        </Box>
      )}
    </Box>
  );
}
