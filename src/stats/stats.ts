// Statistics per variant and level (docs/rules.md, Statistics), as pure data.

import { cardsOnFoundations, current, type Game, isWon, type Level, score } from '../engine/index.js';

export interface RecentGame {
  /** The game's id (see ledger.ts); results recorded before games had ids have none. */
  readonly gameId?: string;
  readonly at: string;
  readonly seed: string;
  readonly won: boolean;
  readonly moves: number;
  readonly seconds: number;
  readonly score: number;
  /** Cards on the foundations at the end: the classic measure of a lost game. */
  readonly cardsHome?: number;
  /** The solver played a move in it (`s` or `T`): a win, but no record. */
  readonly assisted?: boolean;
  /** A daily deal: its date, YYYY-MM-DD. */
  readonly daily?: string;
}

export interface VariantStats {
  readonly variant: string;
  readonly level: Level;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** Positive: wins in a row; negative: losses in a row. */
  readonly currentStreak: number;
  readonly longestWinStreak: number;
  readonly longestLossStreak: number;
  readonly bestSeconds?: number;
  readonly bestScore?: number;
  readonly fewestMoves?: number;
  /** Newest last. */
  readonly recent: readonly RecentGame[];
}

/** A finished game as the statistics take it in: a recent game and where it was played. */
export interface FinishedGame extends RecentGame {
  readonly variant: string;
  readonly level: Level;
}

/** Some of the statistics: one variant, one level, or both; none named is all of them. */
export interface StatsFilter {
  readonly variant?: string;
  readonly level?: Level;
}

export const matches = (stats: { readonly variant: string; readonly level: Level }, filter: StatsFilter): boolean =>
  (filter.variant === undefined || stats.variant === filter.variant) &&
  (filter.level === undefined || stats.level === filter.level);

/**
 * Recent games kept per variant and level: enough for a picture of the last
 * games and a recent win rate, small enough that the statistics file stays a
 * few kilobytes however long someone plays.
 */
export const RECENT_LIMIT = 20;

export function emptyStats(variant: string, level: Level): VariantStats {
  return {
    variant,
    level,
    played: 0,
    won: 0,
    lost: 0,
    currentStreak: 0,
    longestWinStreak: 0,
    longestLossStreak: 0,
    recent: [],
  };
}

/** One file holds every variant and level; this names an entry. */
export function statsKey(variant: string, level: Level): string {
  return `${variant}/${level}`;
}

/**
 * The same game reported twice among the recent games: the same id, or for
 * a result without one, the same seed ending at the same instant. The
 * ledger (ledger.ts) catches a repeat of any game, however old.
 */
function alreadyCounted(stats: VariantStats, game: FinishedGame): boolean {
  if (game.gameId !== undefined) return stats.recent.some((r) => r.gameId === game.gameId);
  return stats.recent.some((r) => r.gameId === undefined && r.at === game.at && r.seed === game.seed);
}

const better = (best: number | undefined, value: number, lower: boolean): number =>
  best === undefined ? value : lower ? Math.min(best, value) : Math.max(best, value);

/**
 * Counts a finished game. Best time and fewest moves come from wins only (a
 * quick loss is no record); best score from any game, since a loss scores
 * its cards home too; none from a game the solver played in. A game already
 * counted is not counted again.
 */
export function addResult(stats: VariantStats, game: FinishedGame): VariantStats {
  if (alreadyCounted(stats, game)) return stats;
  const streak = game.won ? Math.max(stats.currentStreak, 0) + 1 : Math.min(stats.currentStreak, 0) - 1;
  const recent: RecentGame = {
    ...(game.gameId === undefined ? {} : { gameId: game.gameId }),
    at: game.at,
    seed: game.seed,
    won: game.won,
    moves: game.moves,
    seconds: game.seconds,
    score: game.score,
    ...(game.cardsHome === undefined ? {} : { cardsHome: game.cardsHome }),
    ...(game.assisted ? { assisted: true } : {}),
    ...(game.daily === undefined ? {} : { daily: game.daily }),
  };
  // A game the solver played in counts as played (and won or lost), and sets no record.
  const records = !game.assisted;
  return {
    ...stats,
    played: stats.played + 1,
    won: stats.won + (game.won ? 1 : 0),
    lost: stats.lost + (game.won ? 0 : 1),
    currentStreak: streak,
    longestWinStreak: Math.max(stats.longestWinStreak, streak),
    longestLossStreak: Math.max(stats.longestLossStreak, -streak),
    ...(game.won && records
      ? {
          bestSeconds: better(stats.bestSeconds, game.seconds, true),
          fewestMoves: better(stats.fewestMoves, game.moves, true),
        }
      : {}),
    ...(records ? { bestScore: better(stats.bestScore, game.score, false) } : {}),
    recent: [...stats.recent, recent].slice(-RECENT_LIMIT),
  };
}

/** Whole percent of games won; 0 before the first game. */
export function winPercent(stats: Pick<VariantStats, 'played' | 'won'>): number {
  return stats.played === 0 ? 0 : Math.round((100 * stats.won) / stats.played);
}

/**
 * Adds games to a table of statistics keyed by statsKey, each to its own
 * variant and level. Used to merge this program's new results into what
 * another copy may have written since.
 */
export function addResults(
  table: ReadonlyMap<string, VariantStats>,
  games: readonly FinishedGame[],
): Map<string, VariantStats> {
  const next = new Map(table);
  for (const game of games) {
    const key = statsKey(game.variant, game.level);
    next.set(key, addResult(next.get(key) ?? emptyStats(game.variant, game.level), game));
  }
  return next;
}

/**
 * The result of a game as it stands: a win if it is won, otherwise a loss
 * (given up, or abandoned for a new one). Time and the date come from the
 * caller, since the engine keeps no clock.
 */
export function finishedGame(game: Game, elapsedMs: number, at: string): FinishedGame & { readonly cardsHome: number } {
  const position = current(game);
  const seconds = Math.floor(elapsedMs / 1000);
  return {
    variant: game.variant.id,
    level: game.level,
    seed: game.seed.toString(),
    won: isWon(position),
    moves: game.moveCount,
    seconds,
    score: score(position, seconds),
    cardsHome: cardsOnFoundations(position),
    at,
  };
}
