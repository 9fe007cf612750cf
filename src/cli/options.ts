// Parsing and checking the options several commands share: seed, variant,
// level and moves. Each bad value gets a message naming it and the valid ones.

import {
  DailyDateError,
  DEFAULT_LEVEL,
  DEFAULT_VARIANT,
  findVariant,
  isLevel,
  LEVELS,
  type Level,
  MAX_SEED,
  MIN_SEED,
  type Move,
  NotationError,
  type Position,
  parseDailyDate,
  parseMoves,
  ReplayError,
  replay,
  VARIANTS,
  type Variant,
  variantIds,
} from '../engine/index.js';
import { RequestError, UsageError } from './errors.js';
import { nearest, orList } from './suggest.js';

export function parseSeed(text: string): bigint {
  const t = text.trim();
  const seed = /^\d+$/.test(t) ? BigInt(t) : undefined;
  if (seed === undefined || seed < MIN_SEED || seed > MAX_SEED) {
    throw new UsageError(`invalid seed "${text}": a seed is a whole number from ${MIN_SEED} to ${MAX_SEED}`);
  }
  return seed;
}

export function parseVariant(text: string | undefined): Variant {
  const variant = findVariant(text ?? DEFAULT_VARIANT);
  if (!variant) {
    const near = text === undefined ? [] : variantsMeant(text);
    const guess = near.length > 0 ? ` (did you mean ${orList(near)}?)` : '';
    throw new UsageError(`unknown variant "${text}"${guess}: choose one of ${variantIds().join(', ')}`);
  }
  return variant;
}

/** At most this many variants are named for a word they begin with ("thieves"): more would be the whole list. */
const FEW_VARIANTS = 3;

/** The words of a variant's id, name and other names: "napoleon" is one of Forty Thieves' (Napoleon at St Helena). */
const wordsOf = (v: Variant): string[] =>
  [v.id, v.name, ...v.aliases]
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/);

/**
 * The variants a mistyped one may have meant: the nearest by edits
 * ("forty-theives"), else those with a word that begins with it ("forty",
 * "roosevelt", "thieves").
 */
function variantsMeant(text: string): string[] {
  const typed = text.trim().toLowerCase();
  const near = nearest(typed, variantIds());
  if (near) return [near];
  if (typed.length < 2) return [];
  const begun = VARIANTS.filter((v) => wordsOf(v).some((word) => word.startsWith(typed))).map((v) => v.id);
  return begun.length <= FEW_VARIANTS ? begun : [];
}

export function parseLevel(text: string | undefined): Level {
  const t = (text ?? DEFAULT_LEVEL).trim().toLowerCase();
  if (!isLevel(t)) {
    const near = nearest(t, LEVELS);
    const guess = near ? ` (did you mean ${near}?)` : '';
    throw new UsageError(`unknown difficulty "${text}"${guess}: choose one of ${LEVELS.join(', ')}`);
  }
  return t;
}

export function parseMoveList(text: string | undefined): Move[] {
  try {
    return parseMoves(text ?? '');
  } catch (error) {
    if (error instanceof NotationError) {
      throw new UsageError(`bad move notation: token ${error.index + 1} "${error.token}": ${error.why}`);
    }
    throw error;
  }
}

/** The position after moves from a deal; the first illegal one is refused with its index and the engine's reason. */
export function positionAfter(dealt: Position, moves: readonly Move[]): Position {
  try {
    return replay(dealt, moves);
  } catch (error) {
    if (error instanceof ReplayError) throw new RequestError(error.message);
    throw error;
  }
}

/**
 * The option a word given alone is the value of: a variant ("maria" is
 * --variant maria), a level, or a deal number; undefined for none.
 */
export function gameOptionFor(word: string): string | undefined {
  if (findVariant(word.toLowerCase())) return `--variant ${word.toLowerCase()}`;
  if (isLevel(word.toLowerCase())) return `--difficulty ${word.toLowerCase()}`;
  if (/^[1-9]\d{0,19}$/.test(word)) return `--seed ${word}`;
  return undefined;
}

/**
 * What a word given as --daily's date was meant as: the date without its
 * dashes ("20261207", the daily seed's digits), or a variant or a level
 * ("--daily=lucas" for --daily --variant lucas), unless that option is
 * given too. Any other number is a date mistyped more likely than a seed,
 * which the daily deal does not take.
 */
export function dailyMeant(word: string, given: readonly string[]): string | undefined {
  const digits = /^(\d{4})(\d\d)(\d\d)$/.exec(word);
  if (digits) {
    try {
      return parseDailyDate(digits.slice(1).join('-'));
    } catch (error) {
      if (error instanceof DailyDateError) return undefined;
      throw error;
    }
  }
  const meant = /^\d/.test(word) ? undefined : gameOptionFor(word);
  const flag = meant?.split(' ')[0];
  return flag && given.some((arg) => arg === flag || arg.startsWith(`${flag}=`)) ? undefined : meant;
}

/**
 * The date --daily asks for: today (UTC) when none is given; never a day
 * still to come. `given`: the words typed, for what a bad date was meant as.
 */
export function dailyDate(option: boolean | string, today: string, given: readonly string[] = []): string {
  if (option === true) return today;
  let date: string;
  try {
    date = parseDailyDate(String(option));
  } catch (error) {
    if (!(error instanceof DailyDateError)) throw error;
    const meant = dailyMeant(String(option), given);
    throw new UsageError(`invalid --daily date: ${error.message}${meant ? ` (did you mean --daily ${meant}?)` : ''}`);
  }
  if (date > today) throw new UsageError(`invalid --daily date: ${date} has no deal yet (today is ${today}, UTC)`);
  return date;
}
