// The win: moves, time and score of this game, the statistics of its variant
// and level, and what next (a new game, choosing another, or quitting). A
// game the solver finished (`s`) says so: it counts as won, yet its time,
// score and moves are no record, and the player should not look for them.
// Where the choices' line is is said here for clicks too (winKeysRow).

import { Box, Text } from 'ink';
import { current, type Game, score } from '../../engine/index.js';
import type { VariantStats } from '../../stats/index.js';
import { choiceItems, type ReminderItem, WON_KEYS } from '../input/keymap.js';
import { formatTime } from '../table/clock.js';
import { fitItems } from '../text/footer-text.js';
import { themed } from '../text/plain-text.js';
import { statsLines } from '../text/stats-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';

export interface WinScreenProps {
  game: Game;
  elapsedMs: number;
  stats?: VariantStats;
  /** The solver played it to its end. */
  assisted?: boolean;
  /** A daily deal: its date. */
  daily?: string;
  theme: Theme;
  width: number;
}

/** The facts of the game: moves, time, score. */
const FACTS = 3;
/** The statistics' lines: a heading, three lines and a blank line. */
const STATS_LINES = 5;

/** What a win the solver finished does not count for (docs/rules.md, Statistics). */
function solverNote(game: { readonly assisted?: boolean; readonly daily?: string }): string[] {
  if (!game.assisted) return [];
  const note = 'Won with the solver: it sets no best time, score or moves';
  return game.daily === undefined ? [note] : [`${note},`, 'nor a day of the daily streak'];
}

/** The choices' row: the title, a blank line, the facts (and the solver's note), a blank line, the statistics. */
export function winKeysRow(game: { readonly assisted?: boolean; readonly daily?: string }, withStats: boolean): number {
  return 2 + FACTS + solverNote(game).length + 1 + (withStats ? STATS_LINES : 0);
}

export const winKeyItems = (ascii: boolean, width: number): ReminderItem[] =>
  fitItems(choiceItems(WON_KEYS, ascii), width);

export function WinScreen({ game, elapsedMs, stats, assisted, daily, theme, width }: WinScreenProps) {
  const seconds = Math.floor(elapsedMs / 1000);
  const facts: [string, string][] = [
    ['Moves', String(game.moveCount)],
    ['Time', formatTime(elapsedMs)],
    ['Score', String(score(current(game), seconds))],
  ];
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('success')}>
        You won {game.variant.name} ({game.level}),{' '}
        {daily === undefined ? `seed ${game.seed}` : `the daily deal of ${daily}`}
        {assisted ? ', with the solver.' : '!'}
      </Text>
      <Text> </Text>
      {facts.map(([label, value]) => (
        <Text key={label} wrap="truncate">
          {'  '}
          <Text {...theme.style('muted')}>{label.padEnd(7)}</Text>
          <Text {...theme.style('title')}>{value}</Text>
        </Text>
      ))}
      {solverNote({ assisted, daily }).map((line) => (
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
    </Box>
  );
}
