// game.json: the game in progress as the deal (variant, level, seed) and the
// move lists in the engine's notation, never as a board. Loading replays
// every move, the redo list too, so a save that does not add up fails with
// the first move that is wrong instead of showing an impossible board.

import {
  DailyDateError,
  findVariant,
  formatMove,
  formatMoves,
  isLevel,
  isWon,
  MAX_SEED,
  MIN_SEED,
  type Move,
  NotationError,
  type Position,
  parseDailyDate,
  parseMoves,
  ReplayError,
  replay,
  restoreGame,
} from '../engine/index.js';
import { automaticOf, automaticRecord } from './automatic-moves.js';
import { GAME_ID_PATTERN, legacyGameId } from './game-id.js';
import { booleanOf, checkVersion, countOf, type Fields, objectOf, SchemaError, stringOf } from './schema.js';
import type { GameInProgress, Settings } from './types.js';

export const GAME_FILE = 'game.json';
export const GAME_SCHEMA_VERSION = 1;

/**
 * The most moves a save's two lists may hold: a day of play at a move a
 * second. Replaying keeps a position for each move, about 600 bytes: a file
 * under the store's size limit (disk.ts) can list millions of moves, which
 * took gigabytes and minutes to load, where a save of this many takes a
 * fraction of a second.
 */
export const MOST_SAVED_MOVES = 100_000;
/** The most moves and milliseconds a game may have counted, bounds under which the statistics' sums stay exact. */
const MOST_MOVE_COUNT = 100_000_000;
const MOST_ELAPSED_MS = 100 * 365 * 24 * 3600 * 1000;

export function gameRecord(saved: GameInProgress, settings: Settings, savedAt: string): Record<string, unknown> {
  const { game } = saved;
  return {
    schemaVersion: GAME_SCHEMA_VERSION,
    id: saved.id,
    variant: game.variant.id,
    level: game.level,
    seed: game.seed.toString(),
    done: formatMoves(game.done),
    undone: formatMoves(game.undone),
    moveCount: game.moveCount,
    elapsedMs: elapsedRecord(saved.elapsedMs),
    recorded: saved.recorded,
    ...(saved.daily === undefined ? {} : { daily: saved.daily }),
    ...(saved.assisted ? { assisted: true } : {}),
    ...automaticRecord(saved.automatic),
    ...(saved.dealLine ? { dealLine: formatMoves(saved.dealLine) } : {}),
    // The settings the game was played with, for the record; settings.json
    // stays the one the program reads.
    settings,
    savedAt,
  };
}

/**
 * The clock as the file can hold it: a time that is no number (a fault of
 * the clock) or past the bound loading checks would make the whole save
 * unreadable, and the game would be set aside for its time alone.
 */
function elapsedRecord(ms: number): number {
  return Number.isFinite(ms) ? Math.min(MOST_ELAPSED_MS, Math.max(0, Math.round(ms))) : 0;
}

/** Rebuilds the game through the engine. Throws SchemaError with a reason a player can read. */
export function restoreSavedGame(data: unknown): GameInProgress {
  const fields = objectOf(data, 'the file');
  checkVersion(fields, GAME_SCHEMA_VERSION);
  const variantId = stringOf(fields, 'variant');
  const variant = findVariant(variantId);
  if (!variant) throw new SchemaError(`unknown variant "${variantId}"`);
  const level = stringOf(fields, 'level');
  if (!isLevel(level)) throw new SchemaError(`unknown level "${level}"`);
  const seed = seedOf(fields);
  const listed = wordsIn(stringOf(fields, 'done')) + wordsIn(stringOf(fields, 'undone'));
  if (listed > MOST_SAVED_MOVES) {
    throw new SchemaError(
      `"done" and "undone" list ${listed} moves, more than the ${MOST_SAVED_MOVES} a save may hold`,
    );
  }
  const done = movesOf(fields, 'done');
  const undone = movesOf(fields, 'undone');
  const moveCount = countOf(fields, 'moveCount', 0, MOST_MOVE_COUNT);
  const elapsedMs = countOf(fields, 'elapsedMs', 0, MOST_ELAPSED_MS);
  const recorded = booleanOf(fields, 'recorded');
  const id = idOf(fields);
  const automatic = automaticOf(fields, { done: done.length, undone: undone.length });
  const marks = {
    ...(fields.daily === undefined ? {} : { daily: dailyOf(fields) }),
    ...(booleanOf(fields, 'assisted', false) ? { assisted: true } : {}),
    ...(automatic ? { automatic } : {}),
  };
  try {
    const game = restoreGame(variant, level, seed, done, undone, moveCount);
    // Only an Easy deal's check makes one.
    const dealLine = level === 'easy' ? winningLineOf(fields, game.positions[0]) : undefined;
    return { id, game, elapsedMs, recorded, ...marks, ...(dealLine ? { dealLine } : {}) };
  } catch (error) {
    if (error instanceof ReplayError) {
      const which =
        error.index < done.length ? `move ${error.index + 1}` : `redo move ${error.index - done.length + 1}`;
      throw new SchemaError(`${which} (${formatMove(error.move)}) cannot be played: ${error.reason}`);
    }
    throw error;
  }
}

/**
 * The saved line from the deal, if it is one that wins: anything else (a
 * line edited by hand, damaged) is dropped, not trusted and not a reason to
 * set the game aside. The verdict and the hints would follow it blindly.
 */
function winningLineOf(fields: Fields, dealt: Position): readonly Move[] | undefined {
  if (typeof fields.dealLine !== 'string' || wordsIn(fields.dealLine) > MOST_SAVED_MOVES) return undefined;
  try {
    const line = parseMoves(fields.dealLine);
    return isWon(replay(dealt, line)) ? line : undefined;
  } catch (error) {
    if (error instanceof NotationError || error instanceof ReplayError) return undefined;
    throw error;
  }
}

/** A save from before games had ids gets one made from its content, the same in every copy that loads it. */
function idOf(fields: Fields): string {
  if (fields.id === undefined) {
    return legacyGameId(['variant', 'level', 'seed', 'done', 'moveCount', 'savedAt'].map((key) => fields[key]));
  }
  const id = stringOf(fields, 'id');
  if (!GAME_ID_PATTERN.test(id)) throw new SchemaError(`"id" is not a game id`);
  return id;
}

function dailyOf(fields: Fields): string {
  try {
    return parseDailyDate(stringOf(fields, 'daily'));
  } catch (error) {
    if (error instanceof DailyDateError) throw new SchemaError(`"daily": ${error.message}`);
    throw error;
  }
}

function seedOf(fields: Fields): bigint {
  const text = stringOf(fields, 'seed');
  const seed = /^\d{1,20}$/.test(text) ? BigInt(text) : -1n;
  if (seed < MIN_SEED || seed > MAX_SEED) throw new SchemaError(`the seed "${text}" is not a deal number`);
  return seed;
}

/** How many words a move list holds, counted without splitting it (a list can be megabytes long). */
function wordsIn(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

function movesOf(fields: Fields, key: string) {
  const text = stringOf(fields, key);
  try {
    return parseMoves(text);
  } catch (error) {
    if (error instanceof NotationError) throw new SchemaError(`"${key}" has a bad move: ${error.message}`);
    throw error;
  }
}
