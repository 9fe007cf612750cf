// The win screen's facts, their note (a win the solver finished, a daily streak), and where its choices' line is.
// Apart from WinScreen.tsx, so that the click handlers read them without loading Ink.

import { current, type Game, plural, score, wrapWords } from '../../engine/index.js';
import type { DailySummary, VariantStats } from '../../stats/index.js';
import { choiceItems, type ReminderItem, WON_KEYS } from '../input/keymap.js';
import { formatTime } from '../table/clock.js';
import { fitItems } from '../text/footer-text.js';

export interface WinFact {
  readonly label: string;
  readonly value: string;
  /** The game holds the record of its variant and level for this figure (alone or tied). */
  readonly best: boolean;
}

/** What the win's lines say besides the game: the marks that change them. */
export interface WinMarks {
  readonly assisted?: boolean;
  readonly daily?: string;
  readonly wonAgain?: boolean;
}

/**
 * The facts of the game: moves, time, score, each marked where it is the
 * record of the variant and level now that the win is counted (`stats`
 * holds it). A win the solver finished sets no record and is never marked,
 * nor one won again after an undo: the first was counted, with its figures.
 */
export function winFacts(
  game: Game,
  elapsedMs: number,
  stats: VariantStats | undefined,
  marks: WinMarks = {},
): WinFact[] {
  const seconds = Math.floor(elapsedMs / 1000);
  const points = score(current(game), seconds);
  const record = (best: number | undefined, mine: number) => !marks.assisted && !marks.wonAgain && best === mine;
  return [
    { label: 'Moves', value: String(game.moveCount), best: record(stats?.fewestMoves, game.moveCount) },
    { label: 'Time', value: formatTime(elapsedMs), best: record(stats?.bestSeconds, seconds) },
    { label: 'Score', value: String(points), best: record(stats?.bestScore, points) },
  ];
}

/** Why the statistics below may not last: the win is in no file yet. Tried again at every save and at the end. */
export const unsavedWin = (dir: string): string =>
  `Not saved yet: ${dir} took no writes. It is tried again until you quit; the end says if it was lost.`;

/** The facts of the game: moves, time, score. */
const FACTS = 3;
/** The statistics' lines: a heading, three lines and a blank line. */
const STATS_LINES = 5;

/** A win of a game whose first win was counted: why its figures are not the statistics'. */
const WON_AGAIN = "Won again: the statistics keep the first win's figures";
/**
 * The same after the solver played: the first win may have been the
 * player's own, with figures, or the solver's, without (the mark stays from
 * the solver's first move), so this says only what holds for both.
 */
const WON_AGAIN_ASSISTED = 'Won again, with the solver: the first win counts';

/**
 * The lines under the facts: what a win the solver finished does not count
 * for (docs/rules.md, Statistics), or, for a daily deal the player won, the
 * daily streak it keeps (`daily`: the record with this win in it); then,
 * for a game won again after an undo, that the first win is the one counted.
 */
export function winNote(game: WinMarks, daily?: Pick<DailySummary, 'currentStreak' | 'longestStreak'>): string[] {
  if (game.wonAgain && game.assisted) return [WON_AGAIN_ASSISTED];
  const notes = markNotes(game, daily);
  return game.wonAgain ? [...notes, WON_AGAIN] : notes;
}

function markNotes(game: WinMarks, daily?: Pick<DailySummary, 'currentStreak' | 'longestStreak'>): string[] {
  if (!game.assisted) {
    if (game.daily === undefined) return [];
    if (!daily) return ['A day of the daily streak'];
    const longest = `longest ${plural(daily.longestStreak, 'day')}`;
    // A past day's deal won now fills its own day (the title names it), yet no streak may run to today: "0 days in a row" would read as lost.
    if (daily.currentStreak === 0) return [`That day is won; no daily streak now (${longest})`];
    return [`Daily streak: ${plural(daily.currentStreak, 'day')} in a row (${longest})`];
  }
  const note = 'Won with the solver: it sets no best time, score or moves';
  return game.daily === undefined ? [note] : [`${note},`, 'nor a day of the daily streak'];
}

/** The win's first lines, wrapped at words: a daily deal's date and "with the solver" are kept at any width. */
export function winTitle(game: Game, marks: WinMarks, width: number): string[] {
  const deal = marks.daily === undefined ? `seed ${game.seed}` : `the daily deal of ${marks.daily}`;
  return wrapWords(
    `You won ${game.variant.name} (${game.level}), ${deal}${marks.assisted ? ', with the solver.' : '!'}`,
    width,
  );
}

/** The choices' row: the title, a blank line, the facts (and their note), a blank line, the statistics. */
export function winKeysRow(table: WinMarks & { readonly game: Game }, withStats: boolean, width: number): number {
  return (
    winTitle(table.game, table, width).length + 1 + FACTS + winNote(table).length + 1 + (withStats ? STATS_LINES : 0)
  );
}

export const winKeyItems = (ascii: boolean, width: number): ReminderItem[] =>
  fitItems(choiceItems(WON_KEYS, ascii), width);
