// The statistics together with the ids of every game counted in them, so a
// result reported twice (by a copy killed before it could mark its game as
// recorded, or by two copies finishing the same saved game) counts once.
//
// Every id is kept, not the latest few: a game can stay unrecorded in
// game.json, or on the screen of a copy left running, while any number of
// other games are recorded, so no count of recent ids is enough to cover
// every game that could still be reported. An id is 12 characters, about 16
// bytes of the file with its quotes and separator: a hundred thousand games
// make 1.6 MB, a tenth of the size the store agrees to read.

import { addDaily, type DailyRecord, emptyDaily } from './daily.js';
import { addResults, type FinishedGame, type VariantStats } from './stats.js';

export interface StatsLedger {
  /** Keyed by statsKey. */
  readonly table: ReadonlyMap<string, VariantStats>;
  /** The ids of the games counted; results from before games had ids have none here. */
  readonly counted: ReadonlySet<string>;
  /** The daily deal's record: its streak and its last 30 days. */
  readonly daily: DailyRecord;
}

export const emptyLedger = (): StatsLedger => ({ table: new Map(), counted: new Set(), daily: emptyDaily() });

/** The daily record with the daily games among `games`. */
function withDailyGames(daily: DailyRecord, games: readonly FinishedGame[]): DailyRecord {
  return games.reduce(
    (record, g) =>
      g.daily === undefined
        ? record
        : addDaily(record, {
            date: g.daily,
            variant: g.variant,
            level: g.level,
            won: g.won,
            ...(g.assisted ? { assisted: true } : {}),
            moves: g.moves,
            seconds: g.seconds,
            score: g.score,
            at: g.at,
          }),
    daily,
  );
}

/**
 * Counts the games not counted yet. A game without an id (recorded by an
 * earlier version) is new here; `addResult` still drops one reported twice
 * among the recent games (same seed, same instant).
 */
export function countResults(ledger: StatsLedger, games: readonly FinishedGame[]): StatsLedger {
  const counted = new Set(ledger.counted);
  const fresh = games.filter((game) => {
    if (game.gameId === undefined) return true;
    if (counted.has(game.gameId)) return false;
    counted.add(game.gameId);
    return true;
  });
  if (fresh.length === 0) return ledger;
  return { table: addResults(ledger.table, fresh), counted, daily: withDailyGames(ledger.daily, fresh) };
}
