// What the game opens on for each set of options, and what happens to the
// saved game: resumed when it is the one asked for; else, when it has moves,
// the player is asked first and nothing is recorded or saved; without moves
// the new deal is saved at once.

import { describe, expect, it } from 'vitest';
import { findVariant, type Level, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { EasyCatalogueError } from '../../../src/solver-runtime/easy.js';
import { newGameId } from '../../../src/store/index.js';
import type { GameInProgress } from '../../../src/store/types.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import { randomSeed } from '../../../src/ui/app/seeds.js';
import { continuedText, decideLaunch, type GameChoice, openGame } from '../../../src/ui/app/startup.js';
import { MemoryStore } from '../support/memory-store.js';

const v = (id: string) => findVariant(id)!;
const saved = (
  moves: string,
  options: { variant?: string; level?: Level; seed?: bigint; recorded?: boolean } = {},
): GameInProgress => ({
  id: newGameId(),
  game: restoreGame(
    v(options.variant ?? 'forty-thieves'),
    options.level ?? 'hard',
    options.seed ?? 5n,
    parseMoves(moves),
  ),
  elapsedMs: 42_000,
  recorded: options.recorded ?? false,
});
const half = () => 0.5;
const size = { width: 80, height: 24 };
/** A game of that variant and level that ended at `at`. */
const result = (variant: string, level: Level, at: string) => ({
  gameId: newGameId(),
  variant,
  level,
  seed: '1',
  won: true,
  moves: 100,
  seconds: 60,
  score: 500,
  cardsHome: 104,
  at,
});

describe('what the game opens on', () => {
  it('the start screen without game options, saved game or not', () => {
    expect(decideLaunch({}, undefined, half)).toEqual({ screen: 'start' });
    expect(decideLaunch({}, saved('d'), half)).toEqual({ screen: 'start' });
  });

  it.each<[string, GameChoice]>([
    ['the same seed', { seed: 5n }],
    ['the same variant', { variant: v('forty-thieves') }],
    ['the same level', { level: 'hard' }],
    ['all three the same', { seed: 5n, variant: v('forty-thieves'), level: 'hard' }],
  ])('the saved game for %s', (_, choice) => {
    const game = saved('d d');
    const launch = decideLaunch(choice, game, half);
    expect(launch).toEqual({ screen: 'table', table: game });
  });

  it.each<[string, GameChoice, string, Level, bigint | undefined]>([
    ['another seed', { seed: 6n }, 'forty-thieves', 'hard', 6n],
    ['another variant', { variant: v('josephine') }, 'josephine', 'hard', undefined],
    ['another level', { level: 'medium' }, 'forty-thieves', 'medium', undefined],
    ['--new', { fresh: true }, 'forty-thieves', 'hard', undefined],
    ['--new and a seed', { fresh: true, seed: 5n }, 'forty-thieves', 'hard', 5n],
  ])('for %s, the question first when the saved game has moves', (_, choice, variant, level, seed) => {
    const game = saved('d d');
    const launch = decideLaunch(choice, game, half);
    if (launch.screen !== 'replace') throw new Error(`expected the question, got ${launch.screen}`);
    expect(launch.saved).toBe(game);
    expect(launch.deal.variant.id).toBe(variant);
    expect(launch.deal.level).toBe(level);
    expect(launch.deal.seed).toBe(seed);
  });

  it.each<[string, GameChoice, string, Level, bigint | undefined]>([
    ['another seed', { seed: 6n }, 'forty-thieves', 'hard', 6n],
    ['another variant', { variant: v('josephine') }, 'josephine', 'hard', undefined],
    ['--new', { fresh: true }, 'forty-thieves', 'hard', undefined],
  ])('a new deal at once for %s when the saved game has no moves', (_, choice, variant, level, seed) => {
    const launch = decideLaunch(choice, saved(''), half);
    if (launch.screen !== 'table') throw new Error(`expected the table, got ${launch.screen}`);
    expect(launch.table.game.variant.id).toBe(variant);
    expect(launch.table.game.level).toBe(level);
    expect(launch.table.game.seed).toBe(seed ?? randomSeed(half));
    expect(launch.table.game.moveCount).toBe(0);
  });

  it('takes the default variant and level for those not given, as `deal` does', () => {
    const josephine = saved('d', { variant: 'josephine', seed: 5n });
    expect(decideLaunch({ seed: 5n }, josephine, half)).toMatchObject({
      screen: 'replace',
      deal: { variant: { id: 'forty-thieves' }, level: 'hard', seed: 5n },
    });
    const medium = saved('d', { level: 'medium' });
    expect(decideLaunch({ level: 'medium' }, medium, half)).toEqual({ screen: 'table', table: medium });
    expect(decideLaunch({ seed: 5n }, medium, half)).toMatchObject({ screen: 'replace', deal: { level: 'hard' } });
  });

  it('deals the saved game’s variant and level again for --new, unless told otherwise', () => {
    const josephine = saved('', { variant: 'josephine', level: 'medium' });
    expect(decideLaunch({ fresh: true }, josephine, half)).toMatchObject({
      screen: 'table',
      table: { game: { variant: { id: 'josephine' }, level: 'medium', moveCount: 0 } },
    });
    expect(decideLaunch({ fresh: true, variant: v('maria') }, josephine, half)).toMatchObject({
      table: { game: { variant: { id: 'maria' }, level: 'medium' } },
    });
    expect(decideLaunch({ fresh: true }, saved('d', { variant: 'josephine', level: 'medium' }), half)).toMatchObject({
      screen: 'replace',
      deal: { variant: { id: 'josephine' }, level: 'medium' },
    });
  });

  it('a seed names the deal: with --new as well, a variant or level not given is the default, as `deal --seed` has it', () => {
    const josephine = saved('d', { variant: 'josephine', level: 'medium' });
    expect(decideLaunch({ fresh: true, seed: 5n }, josephine, half)).toMatchObject({
      screen: 'replace',
      deal: { variant: { id: 'forty-thieves' }, level: 'hard', seed: 5n },
    });
    expect(decideLaunch({ fresh: true, seed: 5n, variant: v('maria') }, josephine, half)).toMatchObject({
      deal: { variant: { id: 'maria' }, level: 'hard', seed: 5n },
    });
  });

  it('no question for a saved game without moves; one for a game counted already, which has its moves to lose', () => {
    expect(decideLaunch({ seed: 9n }, saved(''), half)).toMatchObject({ screen: 'table' });
    expect(decideLaunch({ seed: 9n }, saved('d', { recorded: true }), half)).toMatchObject({ screen: 'replace' });
  });

  it('a new deal with the options given, the rest as the defaults, when nothing is saved', () => {
    const catalogue = { isProven: () => true, randomSeed: () => 7n, seeds: () => [7] };
    const launch = decideLaunch({ variant: v('lucas'), level: 'easy' }, undefined, half, catalogue);
    expect(launch).toMatchObject({ screen: 'table' });
    if (launch.screen !== 'table') return;
    expect(launch.table.game.variant.id).toBe('lucas');
    expect(launch.table.game.level).toBe('easy');
    expect(launch.table.game.seed).toBe(7n);
  });

  it('an Easy deal checked because the catalogue cannot be read is refused on quitting only if its seed was named', () => {
    const unreadable = {
      isProven: () => false,
      randomSeed: () => {
        throw new EasyCatalogueError('the Easy deal catalogue cannot be read');
      },
      seeds: () => [],
    };
    const quitAfterCheck = (choice: GameChoice) => {
      const launch = decideLaunch(choice, undefined, half, unreadable);
      if (launch.screen !== 'check') throw new Error(`opened ${launch.screen}`);
      const checking = openingState(launch, DEFAULT_SETTINGS, size, 0);
      const answer = { verdict: 'not proven' as const, solver: 'unknown' as const, reason: 'Not proven.' };
      const env = { now: 0, random: half };
      const offered = reduce(checking, { type: 'check-answer', attempt: 1, answer }, env).state;
      return reduce(offered, { type: 'key', name: 'q' }, env).effects;
    };
    expect(quitAfterCheck({ level: 'easy' })).toEqual([{ kind: 'exit' }]);
    expect(quitAfterCheck({ level: 'easy', seed: 5n })).toEqual([
      { kind: 'exit', refused: expect.stringMatching(/^Forty Thieves deal 5 was not dealt/) },
    ]);
  });
});

describe('random seeds', () => {
  it.each([
    [0, 1n],
    [0.5, 5_000_000_000n],
    [0.9999999999999999, 9_999_999_999n],
  ])('%d gives %d', (r, seed) => {
    expect(randomSeed(() => r)).toBe(seed);
  });
});

describe('opening with the store', () => {
  it('asks before replacing a saved game with moves, and leaves the store alone', () => {
    const game = saved('d d');
    const store = new MemoryStore({ saved: game });
    const opening = openGame(store, { seed: 77n }, half);
    expect(opening).toMatchObject({ screen: 'replace', saved: game, deal: { seed: 77n } });
    expect(store.results).toEqual([]);
    expect(store.saved).toBe(game);
    expect(store.saves).toBe(0);
  });

  it('saves the new deal at once in place of a saved game without moves, and names it', () => {
    const store = new MemoryStore({ saved: saved('') });
    expect(openGame(store, { seed: 77n }, half)).toMatchObject({
      screen: 'table',
      message: 'New deal: Forty Thieves, hard, seed 77',
    });
    expect(store.results).toEqual([]);
    expect(store.saved?.game.seed).toBe(77n);
  });

  it('with no saved game, offers the variant and level played last', () => {
    const store = new MemoryStore();
    store.recordResult(result('lucas', 'easy', '2026-12-01T10:00:00.000Z'));
    store.recordResult(result('josephine', 'medium', '2026-12-02T10:00:00.000Z'));
    store.recordResult(result('forty-thieves', 'hard', '2026-11-30T10:00:00.000Z'));
    const opening = openGame(store, {}, half);
    expect(opening).toMatchObject({ screen: 'start', last: { variant: { id: 'josephine' }, level: 'medium' } });
    const state = openingState(opening, DEFAULT_SETTINGS, { width: 80, height: 24 }, 0);
    expect(state.menu).toMatchObject({ variant: { id: 'josephine' }, level: 'medium' });
  });

  it('leaves the saved game and the statistics alone when resuming, and names the game', () => {
    const game = saved('d');
    const store = new MemoryStore({ saved: game });
    expect(openGame(store, { seed: 5n }, half)).toEqual({
      screen: 'table',
      table: game,
      message: 'Continued: Forty Thieves, hard, seed 5, 1 move',
    });
    expect(store.results).toEqual([]);
    expect(store.saves).toBe(0);
  });

  it('says, resuming a game the solver played in, what that costs a win', () => {
    const game = { ...saved('d'), assisted: true };
    expect(openGame(new MemoryStore({ saved: game }), { seed: 5n }, half)).toMatchObject({
      message:
        'Continued: Forty Thieves, hard, seed 5, 1 move (the solver played in it: a win still counts, but sets no best time, score or moves)',
    });
    expect(continuedText({ ...game, daily: '2026-12-04' })).toMatch(
      /no best time, score or moves, nor a day of the daily streak\)$/,
    );
  });

  it('deals the variant and level played last for --new and --daily when nothing is saved, not for a seed alone', () => {
    const store = new MemoryStore();
    store.recordResult(result('josephine', 'medium', '2026-12-02T10:00:00.000Z'));
    expect(openGame(store, { fresh: true }, half)).toMatchObject({
      screen: 'table',
      table: { game: { variant: { id: 'josephine' }, level: 'medium', seed: randomSeed(half) } },
    });
    expect(openGame(new MemoryStore(), { fresh: true }, half)).toMatchObject({
      table: { game: { variant: { id: 'forty-thieves' }, level: 'hard' } },
    });
    const daily = new MemoryStore();
    daily.recordResult(result('josephine', 'medium', '2026-12-02T10:00:00.000Z'));
    expect(openGame(daily, { daily: '2026-12-03' }, half)).toMatchObject({
      screen: 'table',
      table: { game: { variant: { id: 'josephine' }, level: 'medium', seed: 20261203n }, daily: '2026-12-03' },
    });
    const seeded = new MemoryStore();
    seeded.recordResult(result('josephine', 'medium', '2026-12-02T10:00:00.000Z'));
    expect(openGame(seeded, { seed: 5n }, half)).toMatchObject({
      table: { game: { variant: { id: 'forty-thieves' }, level: 'hard', seed: 5n } },
    });
  });

  it('offers the saved game on the start screen', () => {
    const game = saved('d');
    expect(openGame(new MemoryStore({ saved: game }), {}, half)).toEqual({ screen: 'start', saved: game });
  });
});

describe('the daily deal', () => {
  const seeds = { isProven: () => true, randomSeed: () => 7n, seeds: () => [10, 20, 30, 40, 50, 60, 70] };
  const opened = (choice: GameChoice, kept?: GameInProgress) => {
    const launch = decideLaunch(choice, kept, half, seeds);
    if (launch.screen !== 'table') throw new Error(`opened ${launch.screen}`);
    return launch.table;
  };

  it("deals the date's digits, marked with its date", () => {
    const table = opened({ daily: '2026-12-01' });
    expect(table.game.seed).toBe(20261201n);
    expect(table.game.variant.id).toBe('forty-thieves');
    expect(table.daily).toBe('2026-12-01');
  });

  it('at Easy, the catalogue seed of the day: day 20788 mod 7 = 5, the sixth', () => {
    expect(opened({ daily: '2026-12-01', level: 'easy' }).game.seed).toBe(60n);
  });

  it('at Easy with no catalogue seeds, checks the hard seed of the day, and the game it opens keeps the date', () => {
    const none = { isProven: () => false, randomSeed: () => 7n, seeds: () => [] };
    const launch = decideLaunch({ daily: '2026-12-01', level: 'easy' }, undefined, half, none);
    if (launch.screen !== 'check') throw new Error(`opened ${launch.screen}`);
    expect(launch.check).toMatchObject({ seed: 20261201n, daily: '2026-12-01' });
    const checking = openingState({ screen: 'check', check: launch.check }, DEFAULT_SETTINGS, size, 0);
    const answer = { verdict: 'winnable' as const, source: 'solver' as const, moves: [] };
    const { state } = reduce(checking, { type: 'check-answer', attempt: 1, answer }, { now: 0, random: half });
    expect(state.table?.game.seed).toBe(20261201n);
    expect(state.table?.daily).toBe('2026-12-01');
  });

  it('at Easy with no catalogue seeds, not proven and played at medium, is the day’s medium deal, date kept', () => {
    const none = { isProven: () => false, randomSeed: () => 7n, seeds: () => [] };
    const launch = decideLaunch({ daily: '2026-12-01', level: 'easy' }, undefined, half, none);
    if (launch.screen !== 'check') throw new Error(`opened ${launch.screen}`);
    const env = { now: 0, random: half };
    const checking = openingState({ screen: 'check', check: launch.check }, DEFAULT_SETTINGS, size, 0);
    const answer = { verdict: 'not proven' as const, solver: 'unknown' as const, reason: 'Not known to be winnable.' };
    const offered = reduce(checking, { type: 'check-answer', attempt: 1, answer }, env).state;
    const { state } = reduce(offered, { type: 'key', name: 'enter' }, env);
    expect(state.table?.game).toMatchObject({ seed: 20261201n, level: 'medium' });
    expect(state.table?.daily).toBe('2026-12-01');
  });

  it("deals the saved game's variant and level unless told otherwise, as --new does", () => {
    const littleForty = saved('d', { variant: 'little-forty', level: 'medium', seed: 9n });
    expect(decideLaunch({ daily: '2026-12-01' }, littleForty, half, seeds)).toMatchObject({
      screen: 'replace',
      deal: { variant: { id: 'little-forty' }, level: 'medium', seed: 20261201n, daily: '2026-12-01' },
    });
    expect(decideLaunch({ daily: '2026-12-01', variant: v('lucas') }, littleForty, half, seeds)).toMatchObject({
      deal: { variant: { id: 'lucas' }, level: 'medium' },
    });
    expect(decideLaunch({ daily: '2026-12-01', level: 'hard' }, littleForty, half, seeds)).toMatchObject({
      deal: { variant: { id: 'little-forty' }, level: 'hard' },
    });
    // A saved daily game of another variant than the default is resumed by --daily alone.
    const lucas = { ...saved('d', { variant: 'lucas', level: 'medium', seed: 20261201n }), daily: '2026-12-01' };
    expect(opened({ daily: '2026-12-01' }, lucas)).toBe(lucas);
  });

  it('says when the deal was won already, unaided, at that variant and level: the new game counts anew', () => {
    const daily = (date: string, variant: string, assisted = false) => ({
      ...result(variant, 'hard', `${date}T1${assisted ? 1 : 0}:00:00.000Z`),
      daily: date,
      ...(assisted && { assisted }),
    });
    /** The message of the game that --daily 2026-12-01 opens, after these results. */
    const message = (...results: ReturnType<typeof daily>[]) => {
      const store = new MemoryStore();
      for (const r of results) store.recordResult(r);
      const opening = openGame(store, { daily: '2026-12-01', variant: v('forty-thieves'), level: 'hard' }, half);
      return opening.screen === 'table' ? opening.message : opening.screen;
    };
    expect(message()).toBe('New deal: Forty Thieves, hard, daily deal of 2026-12-01 (seed 20261201)');
    // Won with the solver, another variant's or another day's: not won here.
    const others = [
      daily('2026-12-01', 'forty-thieves', true),
      daily('2026-12-01', 'lucas'),
      daily('2026-11-30', 'forty-thieves'),
    ];
    expect(message(...others)).toBe('New deal: Forty Thieves, hard, daily deal of 2026-12-01 (seed 20261201)');
    expect(message(...others, daily('2026-12-01', 'forty-thieves'))).toBe(
      'New deal: Forty Thieves, hard, daily deal of 2026-12-01 (seed 20261201). You won it already: this one counts as another game, not for the streak',
    );
  });

  it('says so too when the deal replaces a saved game with moves, once the player says yes', () => {
    const store = new MemoryStore({ saved: saved('d d d') });
    store.recordResult({ ...result('forty-thieves', 'hard', '2026-12-01T10:00:00.000Z'), daily: '2026-12-01' });
    const opening = openGame(store, { daily: '2026-12-01' }, half);
    expect(opening.screen).toBe('replace');
    const asked = openingState(opening, DEFAULT_SETTINGS, size, 0);
    const { state } = reduce(asked, { type: 'key', name: 'y' }, { now: 0, random: half });
    expect(state.table?.message?.text).toMatch(
      /New deal: Forty Thieves, hard, daily deal of 2026-12-01 \(seed 20261201\)\. You won it already: this one counts as another game, not for the streak$/,
    );
  });

  it('resumes the saved daily game of that date, and no other', () => {
    const daily = { ...saved('d', { seed: 20261201n }), daily: '2026-12-01' };
    expect(opened({ daily: '2026-12-01' }, daily)).toBe(daily);
    // The same seed played as an ordinary deal is not the daily game: the player is asked, the daily deal named.
    const ordinary = saved('d', { seed: 20261201n });
    expect(decideLaunch({ daily: '2026-12-01' }, ordinary, half, seeds)).toMatchObject({
      screen: 'replace',
      deal: { seed: 20261201n, daily: '2026-12-01' },
    });
    expect(decideLaunch({ daily: '2026-11-30' }, daily, half, seeds)).toMatchObject({
      screen: 'replace',
      deal: { seed: 20261130n, daily: '2026-11-30' },
    });
  });
});
