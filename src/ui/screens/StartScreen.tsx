// The start screen: continue the saved game (its variant, level, moves and
// time), a new game with its variant and level chosen here (and that pair's
// win record beside them), today's daily deal of that variant and level, the
// statistics, help, quit. On the smallest terminal the blank line above the
// keys gives way before anything that says something.

import { Box, Text } from 'ink';
import { type Level, redealsFor, type Variant } from '../../engine/index.js';
import type { DailySummary, VariantStats } from '../../stats/index.js';
import type { GameInProgress } from '../../store/index.js';
import { Spans } from '../board/Spans.js';
import { capitalise, plural } from '../text/describe.js';
import { CUT_TO_LOG, messageLines } from '../text/message-text.js';
import { themed } from '../text/plain-text.js';
import { savedSummary } from '../text/saved-game.js';
import { dailyWords, winRecord } from '../text/stats-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';
import {
  arrowed,
  LABEL_LEFT,
  LABEL_WIDTH,
  narrowWarning,
  questionRows,
  startKeyItems,
  startLines,
} from './start-lines.js';
import type { MenuRow, MenuState } from './start-menu.js';

export interface StartScreenProps {
  menu: MenuState;
  saved?: GameInProgress;
  /** The win record of the variant and level chosen. */
  stats: VariantStats;
  /** Whether safe cards go home by themselves at the level chosen (a setting). */
  autoSafe: boolean;
  /** Something to tell: a notice of the store, what happened to the last game. */
  message?: string;
  /** What is in no file, and why (the store's words): said where there is no message, while it lasts. */
  notSaved?: string;
  /** Starting a new game asks first when the saved one would count as a loss: this is the question. */
  confirm?: string;
  /** The UTC date, whose daily deal the menu offers. */
  today: string;
  /** The daily record as of `today` (none: no daily game played). */
  daily?: DailySummary;
  theme: Theme;
  width: number;
  height: number;
}

const LABELS: Record<MenuRow, string> = {
  continue: 'Continue',
  new: 'New game',
  daily: 'Daily deal',
  variant: '  Variant',
  level: '  Level',
  stats: 'Statistics',
  settings: 'Settings',
  help: 'Help',
  quit: 'Quit',
};

/**
 * The level's redeals, its automatic safe moves, and where `room` allows,
 * what else sets it apart: that easy deals only deals proven winnable, and
 * where medium deals as the hard level does (Little Forty's): the two lines
 * would otherwise read alike, unexplained.
 */
function levelWords(variant: Variant, level: Level, autoSafe: boolean, room: number): string {
  const redeals = redealsFor(variant, level);
  const safe = autoSafe ? ', automatic safe moves' : '';
  const asHard = `${plural(redeals, 'redeal')}, as hard${safe}`;
  if (level === 'medium' && redeals === redealsFor(variant, 'hard') && asHard.length <= room) return asHard;
  const words = `${redeals === 0 ? 'no redeal' : plural(redeals, 'redeal')}${safe}`;
  const winnable = `winnable deals, ${words}`;
  return level === 'easy' && winnable.length <= room ? winnable : words;
}

export function StartScreen({
  menu,
  saved,
  stats,
  autoSafe,
  message,
  notSaved,
  confirm,
  today,
  daily,
  theme,
  width,
  height,
}: StartScreenProps) {
  const { variant, level } = menu;
  const beside: Record<MenuRow, string> = {
    continue: saved ? savedSummary(saved, false, width - LABEL_LEFT - LABEL_WIDTH) : '',
    new: `${variant.name}, ${level}: ${winRecord(stats)}`,
    daily: dailyWords(today, daily, variant.id, level, width - LABEL_LEFT - LABEL_WIDTH),
    variant: arrowed(variant.name),
    level: `${arrowed(level)}  ${levelWords(variant, level, autoSafe, width - LABEL_LEFT - LABEL_WIDTH - arrowed(level).length - 2)}`,
    stats: '',
    settings: '',
    help: '',
    quit: '',
  };
  const lines = startLines(menu, height, width);
  // Of the game Enter would open: on the Continue line, the saved game's.
  const narrow = narrowWarning(menu.row === 'continue' && saved ? saved.game.variant : variant, width);
  // Where the goal gives way, the warning still shows: on the blank line above the keys, else where no message is.
  const warnOn = narrow === undefined ? undefined : lines.goal ? 'goal' : lines.gap ? 'gap' : 'message';
  const standing = notSaved === undefined ? undefined : `${capitalise(notSaved)}.`;
  const said = message ?? standing ?? (warnOn === 'message' ? narrow : undefined);
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        Forty Thieves and its relatives: two-deck patience
      </Text>
      <Text> </Text>
      {menu.rows.map((row) => {
        const chosen = row === menu.row;
        return (
          <Text key={row} wrap="truncate">
            <Text {...theme.style(chosen ? 'cursor' : 'muted')}>{chosen ? theme.glyphs.cursor : ' '}</Text>{' '}
            <Text {...(chosen ? theme.style('title') : {})}>{LABELS[row].padEnd(LABEL_WIDTH)}</Text>
            {themed(theme, beside[row])}
          </Text>
        );
      })}
      <Text> </Text>
      {lines.about.map((line) => (
        <Text key={line} wrap="truncate" {...theme.style('muted')}>
          {line}
        </Text>
      ))}
      {/* The goal gives way to the message on the smallest terminals, and to a terminal too narrow for a game. */}
      {lines.goal && (
        <Text wrap="truncate" {...theme.style(narrow ? 'error' : 'muted')}>
          {narrow ?? 'Win with all 104 cards home, built Ace to King by suit.'}
        </Text>
      )}
      {lines.gap &&
        (warnOn === 'gap' ? (
          <Text wrap="truncate" {...theme.style('error')}>
            {narrow}
          </Text>
        ) : (
          <Text> </Text>
        ))}
      {confirm !== undefined &&
        messageLines(confirm, theme, 'title', width, questionRows(lines, confirm, width)).map((line, i) => (
          <Spans key={i} spans={line} />
        ))}
      <KeyItems items={startKeyItems(confirm !== undefined, theme.options.ascii, width)} theme={theme} />
      {confirm === undefined &&
        messageLines(said ?? ' ', theme, message ? 'title' : 'error', width, lines.messageRows, CUT_TO_LOG).map(
          (line, i) => <Spans key={i} spans={line} />,
        )}
    </Box>
  );
}
