// What stats.json holds (docs/rules.md, Statistics): the statistics of
// every variant and level, the ids of the games counted and the daily
// record, as written, and read back with every field checked, so that a
// file that does not make sense is found out whole, never half used. Such a
// file, kept aside whole, can yet give its sound parts (`salvageStats`),
// where the backup cannot stand in for it: one bad number in one entry
// would otherwise cost every variant's statistics and the daily streak.

import { isLevel } from '../engine/index.js';
import {
  type DailyRecord,
  emptyDaily,
  type FinishedGame,
  type RecentGame,
  type StatsLedger,
  statsKey,
  type VariantStats,
} from '../stats/index.js';
import { GAME_ID_PATTERN } from './game-id.js';
import {
  arrayOf,
  booleanOf,
  checkVersion,
  countOf,
  type Fields,
  objectOf,
  optionalCountOf,
  SchemaError,
  stringOf,
} from './schema.js';

export const STATS_SCHEMA_VERSION = 1;

export function statsRecord(ledger: StatsLedger): Record<string, unknown> {
  return {
    schemaVersion: STATS_SCHEMA_VERSION,
    stats: [...ledger.table.values()],
    countedGames: [...ledger.counted],
    daily: ledger.daily,
  };
}

/** Why a result, written and read back, would not decode; undefined when it would. */
export function whyUnreadable(result: FinishedGame): string | undefined {
  try {
    decodeResult(JSON.parse(JSON.stringify(result)));
    return undefined;
  } catch (error) {
    if (error instanceof SchemaError) return error.message;
    throw error;
  }
}

/**
 * Where a damaged file's sound parts are taken: the count of the parts left
 * out. Without one, the first bad part throws.
 */
interface Salvage {
  left: number;
}

/** The items of a list decoded; in a salvage, those that do not decode are left out and counted. */
function itemsOf<T>(list: readonly unknown[], decode: (item: unknown, i: number) => T, salvage?: Salvage): T[] {
  return list.flatMap((item, i) => {
    if (!salvage) return [decode(item, i)];
    try {
      return [decode(item, i)];
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      salvage.left += 1;
      return [];
    }
  });
}

/** A list of the file; in a salvage, one that is no list is left out, as empty. */
function listOf(fields: Fields, key: string, salvage?: Salvage): readonly unknown[] {
  if (!salvage || Array.isArray(fields[key])) return arrayOf(fields, key);
  salvage.left += 1;
  return [];
}

/**
 * Throws SchemaError naming the first bad field. A file from before games
 * had ids has no countedGames: its results stay as they are, and the ids
 * start with the next game recorded.
 */
export function decodeStats(data: unknown, salvage?: Salvage): StatsLedger {
  const fields = objectOf(data, 'the file');
  checkVersion(fields, STATS_SCHEMA_VERSION);
  const table = new Map<string, VariantStats>();
  const entries = itemsOf(
    listOf(fields, 'stats', salvage),
    (entry, i) => {
      try {
        return decodeVariantStats(entry, salvage);
      } catch (error) {
        if (error instanceof SchemaError) throw new SchemaError(`"stats" entry ${i + 1}: ${error.message}`);
        throw error;
      }
    },
    salvage,
  );
  for (const [i, stats] of entries.entries()) {
    const key = statsKey(stats.variant, stats.level);
    if (!table.has(key)) {
      table.set(key, stats);
      continue;
    }
    // Which of two counts of one game is right cannot be told: the file is kept aside whole, losing neither.
    if (!salvage)
      throw new SchemaError(`"stats" entry ${i + 1}: "${stats.variant}" at "${stats.level}" is counted twice`);
    salvage.left += 1;
  }
  const daily =
    fields.daily === undefined ? emptyDaily() : itemsOf([fields.daily], (d) => decodeDaily(d, salvage), salvage)[0];
  return {
    table,
    counted: new Set(fields.countedGames === undefined ? [] : gameIdsOf(fields, 'countedGames', salvage)),
    daily: daily ?? emptyDaily(),
  };
}

/**
 * The sound parts of a file decodeStats refuses: the entries of variants and
 * levels, recent games, game ids and daily games that decode, each checked
 * as there, and how many parts were left out. Undefined for a file with
 * nothing of this schema in it.
 */
export function salvageStats(data: unknown): { readonly ledger: StatsLedger; readonly left: number } | undefined {
  const salvage: Salvage = { left: 0 };
  try {
    return { ledger: decodeStats(data, salvage), left: salvage.left };
  } catch (error) {
    if (error instanceof SchemaError) return undefined;
    throw error;
  }
}

/** The daily record; a file from before the daily deal has none. */
function decodeDaily(data: unknown, salvage?: Salvage): DailyRecord {
  const f = objectOf(data, '"daily"');
  const date = (fields: Fields, key: string): string => dateOf(fields, key, '"daily": ');
  const won = itemsOf(
    listOf(f, 'won', salvage),
    (run) => {
      const r = objectOf(run, 'a run of days won');
      return { from: date(r, 'from'), to: date(r, 'to') };
    },
    salvage,
  );
  const recent = itemsOf(
    listOf(f, 'recent', salvage),
    (entry) => {
      const g = objectOf(entry, 'a daily game');
      const level = stringOf(g, 'level');
      if (!isLevel(level)) throw new SchemaError(`"daily": "level" is "${level}", not easy, medium or hard`);
      return {
        date: date(g, 'date'),
        variant: stringOf(g, 'variant'),
        level,
        won: booleanOf(g, 'won'),
        ...(booleanOf(g, 'assisted', false) ? { assisted: true } : {}),
        moves: countOf(g, 'moves'),
        seconds: countOf(g, 'seconds'),
        score: countOf(g, 'score'),
        at: stringOf(g, 'at'),
      };
    },
    salvage,
  );
  return { won, recent };
}

/** A date written YYYY-MM-DD; `where` leads the error's words. */
function dateOf(fields: Fields, key: string, where: string): string {
  const text = stringOf(fields, key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new SchemaError(`${where}"${key}" is not a date`);
  return text;
}

function gameIdsOf(fields: Fields, key: string, salvage?: Salvage): string[] {
  return itemsOf(
    listOf(fields, key, salvage),
    (id, i) => {
      if (typeof id !== 'string' || !GAME_ID_PATTERN.test(id))
        throw new SchemaError(`"${key}" item ${i + 1} is not a game id`);
      return id;
    },
    salvage,
  );
}

function decodeVariantStats(entry: unknown, salvage?: Salvage): VariantStats {
  const f = objectOf(entry, 'it');
  const level = stringOf(f, 'level');
  if (!isLevel(level)) throw new SchemaError(`"level" is "${level}", not easy, medium or hard`);
  const played = countOf(f, 'played');
  const won = countOf(f, 'won');
  const lost = countOf(f, 'lost');
  if (won + lost !== played) throw new SchemaError(`won ${won} and lost ${lost} do not add up to played ${played}`);
  // A variant this version does not know is kept (a newer one may have added it), if it looks like an id.
  const variant = stringOf(f, 'variant');
  if (!/^[a-z0-9-]{1,40}$/.test(variant)) throw new SchemaError(`"variant" is not a variant id`);
  return {
    variant,
    level,
    played,
    won,
    lost,
    currentStreak: countOf(f, 'currentStreak', -played),
    longestWinStreak: countOf(f, 'longestWinStreak'),
    longestLossStreak: countOf(f, 'longestLossStreak'),
    ...optional('bestSeconds', optionalCountOf(f, 'bestSeconds')),
    ...optional('bestScore', optionalCountOf(f, 'bestScore')),
    ...optional('fewestMoves', optionalCountOf(f, 'fewestMoves')),
    recent: itemsOf(
      listOf(f, 'recent', salvage),
      (game, i) => {
        try {
          return decodeRecent(game);
        } catch (error) {
          if (error instanceof SchemaError) throw new SchemaError(`recent game ${i + 1}: ${error.message}`);
          throw error;
        }
      },
      salvage,
    ),
  };
}

/**
 * A result waiting to be counted: a recent game with its variant and level,
 * and its game's id, which keeps it from counting twice when read again.
 */
export function decodeFinished(entry: unknown): FinishedGame {
  const result = decodeResult(entry);
  if (result.gameId === undefined) throw new SchemaError('a result has no "gameId"');
  return result;
}

/** A result with its variant and level, its game's id or none (results from before games had ids). */
function decodeResult(entry: unknown): FinishedGame {
  const f = objectOf(entry, 'a result');
  const level = stringOf(f, 'level');
  if (!isLevel(level)) throw new SchemaError(`"level" is "${level}", not easy, medium or hard`);
  return { variant: stringOf(f, 'variant'), level, ...decodeRecent(entry) };
}

function decodeRecent(entry: unknown): RecentGame {
  const f = objectOf(entry, 'a recent game');
  const gameId = f.gameId === undefined ? undefined : stringOf(f, 'gameId');
  if (gameId !== undefined && !GAME_ID_PATTERN.test(gameId)) throw new SchemaError(`"gameId" is not a game id`);
  return {
    ...(gameId === undefined ? {} : { gameId }),
    at: stringOf(f, 'at'),
    seed: stringOf(f, 'seed'),
    won: booleanOf(f, 'won'),
    moves: countOf(f, 'moves'),
    seconds: countOf(f, 'seconds'),
    score: countOf(f, 'score'),
    ...optional('cardsHome', optionalCountOf(f, 'cardsHome')),
    ...(booleanOf(f, 'assisted', false) ? { assisted: true } : {}),
    // Its daily record checks its dates: a result kept with one that is no date would take the file down with it.
    ...(f.daily === undefined ? {} : { daily: dateOf(f, 'daily', '') }),
  };
}

const optional = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;
