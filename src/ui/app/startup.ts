// What the game opens on, and new deals. With no game options the start
// screen; with them the saved game when it is the one asked for, else a new
// deal. A saved game with moves would be lost (and count as a loss if it is
// not counted yet): the player is asked first, and nothing is recorded or
// dealt until the answer is yes. An Easy
// deal the catalogue does not have is checked by the solver before it
// opens, and the saved game stays until then. A variant or level not given
// is the default one, as for `deal`, so `--seed 5` is the same game here as
// in `deal --seed 5`, with `--new` or without; but `--daily`, and `--new`
// without a seed, deal the variant and level played before unless told
// otherwise: the saved game's, else those of the game played last, as the
// start screen offers them. A seed not given is any seed.
// All of it is pure but for the new game's id (the saved game, the random
// numbers, the time and the catalogue of Easy deals come in as arguments),
// except `openGame`, which reads the store for them.

import {
  DEFAULT_LEVEL,
  DEFAULT_VARIANT,
  dailyEasySeed,
  dailySeed,
  findVariant,
  type Game,
  type Level,
  newGame,
  type Variant,
} from '../../engine/index.js';
import { type GameInProgress, type GameResult, newGameId, type Store } from '../../store/index.js';
import { type EasyLookups, easySeed, SHIPPED_CATALOGUE } from '../live/easy-seed.js';
import { countsAsLoss, gameResult, worthKeeping } from '../table/results.js';
import { marksOf } from '../table/table-state.js';
import { plural, solverWinWords } from '../text/describe.js';
import { randomSeed } from './seeds.js';

/** The game options of `play`, checked. */
export interface GameChoice {
  readonly variant?: Variant;
  readonly level?: Level;
  readonly seed?: bigint;
  /** --new: a new deal even when a game is saved. */
  readonly fresh?: boolean;
  /** --daily: the daily deal of this date (YYYY-MM-DD), in place of a seed. */
  readonly daily?: string;
}

/** A new deal asked for: the seed, when one was named. */
export interface DealRequest {
  readonly variant: Variant;
  readonly level: Level;
  readonly seed?: bigint;
  /** A daily deal: its date (the seed is the day's). */
  readonly daily?: string;
  /** The command line named this deal (a seed or a day): leaving it unplayed is a refusal. */
  readonly asked?: boolean;
  /** Said after the new deal's words: a daily deal won already (WON_ALREADY). */
  readonly note?: string;
}

export type Launch =
  | { readonly screen: 'start' }
  | { readonly screen: 'table'; readonly table: GameInProgress }
  /** An easy deal the catalogue does not have: checked first. */
  | { readonly screen: 'check'; readonly check: EasyCheckRequest }
  /** A new deal would cost the saved game, which has moves: the player is asked first. */
  | { readonly screen: 'replace'; readonly saved: GameInProgress; readonly deal: DealRequest };

/** An Easy deal for the solver to check before it opens. */
export interface EasyCheckRequest {
  readonly variant: Variant;
  readonly seed: bigint;
  /** The command line named this deal: leaving without playing it is a refusal. */
  readonly asked: boolean;
  /** Why the catalogue could not tell, when it could not be read. */
  readonly notice?: string;
  /** A daily deal (when the catalogue has no seeds, the day's hard seed): its date, kept to its result. */
  readonly daily?: string;
}

export function hasGameOptions(choice: GameChoice): boolean {
  return (
    choice.variant !== undefined ||
    choice.level !== undefined ||
    choice.seed !== undefined ||
    choice.fresh === true ||
    choice.daily !== undefined
  );
}

/** The variant and level of a game played before. */
export interface Played {
  readonly variant: Variant;
  readonly level: Level;
}

/**
 * Whether a variant or level not given is the one played before (`--new`, `--daily`), not the default.
 * Never with a seed: `--seed 5` names one deal, with `--new` or without, the one `deal --seed 5` prints.
 */
const followsPlayed = (choice: GameChoice): boolean =>
  (choice.fresh === true && choice.seed === undefined) || choice.daily !== undefined;

/** `last`: with no saved game, the game played last. */
export function decideLaunch(
  choice: GameChoice,
  saved: GameInProgress | undefined,
  random: () => number,
  catalogue: EasyLookups = SHIPPED_CATALOGUE,
  last?: Played,
): Launch {
  if (!hasGameOptions(choice)) return { screen: 'start' };
  const before = followsPlayed(choice) ? (saved?.game ?? last) : undefined;
  const variant = choice.variant ?? before?.variant ?? findVariant(DEFAULT_VARIANT)!;
  const level = choice.level ?? before?.level ?? DEFAULT_LEVEL;
  const { daily } = choice;
  const deal: DealRequest =
    daily === undefined
      ? { variant, level, ...(choice.seed === undefined ? {} : { seed: choice.seed, asked: true }) }
      : { ...dailyRequest(variant, level, daily, catalogue), asked: true };
  if (saved && !choice.fresh && resumes(saved, deal)) return { screen: 'table', table: saved };
  if (saved && worthKeeping(saved)) return { screen: 'replace', saved, deal };
  const dealt = dealNew(deal, random, catalogue);
  if ('check' in dealt) return { screen: 'check', check: dealt.check };
  return {
    screen: 'table',
    table: { id: newGameId(), game: dealt.game, elapsedMs: 0, recorded: false, ...marksOf(deal) },
  };
}

/**
 * The seed of a date's daily deal (docs/rules.md, The daily deal). At Easy,
 * when the catalogue has no seeds to choose from, the hard seed, which is
 * then checked like any Easy seed asked for.
 */
export function dailyDeal(variant: Variant, level: Level, date: string, catalogue: EasyLookups): bigint {
  if (level !== 'easy') return dailySeed(date);
  return dailyEasySeed(date, catalogue.seeds(variant.id)) ?? dailySeed(date);
}

/** A date's daily deal of a variant and level, as a deal to ask for. */
export function dailyRequest(variant: Variant, level: Level, date: string, catalogue: EasyLookups): DealRequest {
  return { variant, level, seed: dailyDeal(variant, level, date, catalogue), daily: date };
}

/**
 * Whether the saved game is the deal asked for, to be resumed rather than
 * dealt again: its variant and level, its seed if one is given, and the
 * same daily date or none.
 */
export function resumes(saved: GameInProgress, deal: DealRequest): boolean {
  const { game } = saved;
  return (
    saved.daily === deal.daily &&
    game.variant.id === deal.variant.id &&
    game.level === deal.level &&
    (deal.seed === undefined || deal.seed === game.seed)
  );
}

export type NewDeal = { readonly game: Game } | { readonly check: EasyCheckRequest };

/** A new deal: the seed given, or a random one (for easy, one proven winnable, or one to check). */
export function dealNew(deal: DealRequest, random: () => number, catalogue: EasyLookups = SHIPPED_CATALOGUE): NewDeal {
  const { variant, level, seed } = deal;
  if (level === 'easy') {
    const easy = easySeed(variant, seed, random, catalogue);
    if ('check' in easy) {
      return {
        check: { variant, seed: easy.check, asked: deal.asked === true, notice: easy.notice, ...marksOf(deal) },
      };
    }
    return { game: newGame(variant, level, easy.seed) };
  }
  return { game: newGame(variant, level, seed ?? randomSeed(random)) };
}

/** Leaving a saved game for another: its loss, if it counts as one, and the words that say so. */
export function abandon(saved: GameInProgress, now: number): { loss?: GameResult; notice?: string } {
  if (!countsAsLoss(saved)) return {};
  const { game } = saved;
  return {
    loss: gameResult(saved, now),
    notice: `Your saved game (${game.variant.name}, ${game.level}, ${plural(game.moveCount, 'move')}) counted as a loss`,
  };
}

/** Where the game opens, once the store has had its say. */
export type Opening =
  /** `last`: with no saved game, the variant and level of the game played last, for the menu to offer. */
  | { readonly screen: 'start'; readonly saved?: GameInProgress; readonly last?: Played }
  | { readonly screen: 'table'; readonly table: GameInProgress; readonly message?: string }
  /** `saved`: the game a new one replaces once the check lets it open. */
  | { readonly screen: 'check'; readonly check: EasyCheckRequest; readonly saved?: GameInProgress }
  | { readonly screen: 'replace'; readonly saved: GameInProgress; readonly deal: DealRequest };

/**
 * Opens the game for `play`'s options: loads the saved game, and when a new
 * deal replaces one without moves saves the new one at once. A saved game
 * with moves stays as it is until the player answers.
 */
export function openGame(store: Store, choice: GameChoice, random: () => number): Opening {
  const saved = store.loadGame();
  // The game played last matters only without a saved game, to the start screen, --new and --daily:
  // the statistics are not read for a --seed.
  const wantsLast = !saved && (!hasGameOptions(choice) || followsPlayed(choice));
  const last = wantsLast ? lastPlayed(store) : undefined;
  const launch = decideLaunch(choice, saved, random, SHIPPED_CATALOGUE, last);
  if (launch.screen === 'check') return { screen: 'check', check: launch.check, saved };
  if (launch.screen === 'start') return { screen: 'start', saved, ...(last ? { last } : {}) };
  if (launch.screen === 'replace') {
    const { deal } = launch;
    return wonAlready(store, deal) ? { ...launch, deal: { ...deal, note: WON_ALREADY } } : launch;
  }
  if (launch.table === saved) return { screen: 'table', table: saved, message: continuedText(saved) };
  store.saveGame(launch.table);
  const { game, daily } = launch.table;
  const message = newDealText(game, daily);
  const won = wonAlready(store, { variant: game.variant, level: game.level, daily });
  return { screen: 'table', table: launch.table, message: won ? `${message}. ${WON_ALREADY}` : message };
}

/** A daily deal dealt again once won (the start screen's line says "won today" instead). */
const WON_ALREADY = 'You won it already: this one counts as another game, not for the streak';

/**
 * Whether a daily deal was won unaided, at its variant and level, as far as
 * the daily record's games go back (30 days): playing it again counts anew.
 */
function wonAlready(
  store: Store,
  { variant, level, daily }: Pick<DealRequest, 'variant' | 'level' | 'daily'>,
): boolean {
  if (daily === undefined) return false;
  return store
    .daily()
    .recent.some((g) => g.date === daily && g.variant === variant.id && g.level === level && g.won && !g.assisted);
}

/** The variant and level of the game that ended last, by the statistics' recent games. */
function lastPlayed(store: Store): Played | undefined {
  let latest: { at: string; variant: Variant; level: Level } | undefined;
  for (const stats of store.allStats()) {
    const at = stats.recent.at(-1)?.at;
    const variant = findVariant(stats.variant);
    if (at !== undefined && variant && (latest === undefined || at > latest.at))
      latest = { at, variant, level: stats.level };
  }
  return latest ? { variant: latest.variant, level: latest.level } : undefined;
}

/** A deal named: 'Lucas, hard, daily deal of 2026-12-03 (seed 4886139618)', 'Lucas, hard, seed 7'. */
export const dealName = (game: Game, daily?: string): string =>
  `${game.variant.name}, ${game.level}, ${daily === undefined ? `seed ${game.seed}` : `daily deal of ${daily} (seed ${game.seed})`}`;

/** What the message line says of a new deal. */
export const newDealText = (game: Game, daily?: string): string => `New deal: ${dealName(game, daily)}`;

/** What the message line says of a saved game taken up again: its variant, level and seed (or daily date) in full. */
export const continuedText = (saved: GameInProgress): string =>
  `Continued: ${dealName(saved.game, saved.daily)}, ${plural(saved.game.moveCount, 'move')}` +
  (saved.assisted ? ` (the solver played in it: ${solverWinWords(saved.daily)})` : '');
