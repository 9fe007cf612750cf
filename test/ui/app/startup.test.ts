// What the game opens on for each set of options, and what happens to the
// saved game: resumed when it is the one asked for, else a loss if it had
// moves (and the player is told), and the new deal saved at once.

import { describe, expect, it } from 'vitest';
import { findVariant, type Level, parseMoves, restoreGame } from '../../../src/engine/index.js';
import type { GameInProgress } from '../../../src/store/types.js';
import { randomSeed } from '../../../src/ui/app/seeds.js';
import { decideLaunch, type GameChoice, openGame } from '../../../src/ui/app/startup.js';
import { MemoryStore } from '../support/memory-store.js';

const v = (id: string) => findVariant(id)!;
const saved = (
  moves: string,
  options: { variant?: string; level?: Level; seed?: bigint; recorded?: boolean } = {},
): GameInProgress => ({
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

describe('what the game opens on', () => {
  it('the start screen without game options, saved game or not', () => {
    expect(decideLaunch({}, undefined, half, 0)).toEqual({ screen: 'start' });
    expect(decideLaunch({}, saved('d'), half, 0)).toEqual({ screen: 'start' });
  });

  it.each<[string, GameChoice]>([
    ['the same seed', { seed: 5n }],
    ['the same variant', { variant: v('forty-thieves') }],
    ['the same level', { level: 'hard' }],
    ['all three the same', { seed: 5n, variant: v('forty-thieves'), level: 'hard' }],
  ])('the saved game for %s', (_, choice) => {
    const game = saved('d d');
    const launch = decideLaunch(choice, game, half, 0);
    expect(launch).toEqual({ screen: 'table', table: game });
  });

  it.each<[string, GameChoice, string, Level, bigint | undefined]>([
    ['another seed', { seed: 6n }, 'forty-thieves', 'hard', 6n],
    ['another variant', { variant: v('josephine') }, 'josephine', 'hard', undefined],
    ['another level', { level: 'medium' }, 'forty-thieves', 'medium', undefined],
    ['--new', { fresh: true }, 'forty-thieves', 'hard', undefined],
    ['--new and a seed', { fresh: true, seed: 5n }, 'forty-thieves', 'hard', 5n],
  ])('a new deal for %s, the saved game a loss', (_, choice, variant, level, seed) => {
    const launch = decideLaunch(choice, saved('d d'), half, 1_000);
    if (launch.screen !== 'table') throw new Error(`expected the table, got ${launch.screen}`);
    expect(launch.table.game.variant.id).toBe(variant);
    expect(launch.table.game.level).toBe(level);
    expect(launch.table.game.seed).toBe(seed ?? randomSeed(half));
    expect(launch.table.game.moveCount).toBe(0);
    expect(launch.loss).toMatchObject({ won: false, moves: 2, seconds: 42, seed: '5', variant: 'forty-thieves' });
    expect(launch.notice).toBe('Your saved game (Forty Thieves, hard, 2 moves) counted as a loss');
  });

  it('takes the default variant and level for those not given, as `deal` does', () => {
    const josephine = saved('d', { variant: 'josephine', seed: 5n });
    const launch = decideLaunch({ seed: 5n }, josephine, half, 0);
    if (launch.screen !== 'table') throw new Error('expected the table');
    expect(launch.table.game.variant.id).toBe('forty-thieves');
    expect(launch.table.game.seed).toBe(5n);
    expect(launch.loss).toMatchObject({ variant: 'josephine' });
    const medium = saved('d', { level: 'medium' });
    expect(decideLaunch({ level: 'medium' }, medium, half, 0)).toEqual({ screen: 'table', table: medium });
    expect(decideLaunch({ seed: 5n }, medium, half, 0)).toMatchObject({ screen: 'table', loss: { level: 'medium' } });
  });

  it('deals the saved game’s variant and level again for --new, unless told otherwise', () => {
    const josephine = saved('d', { variant: 'josephine', level: 'medium' });
    expect(decideLaunch({ fresh: true }, josephine, half, 0)).toMatchObject({
      screen: 'table',
      table: { game: { variant: { id: 'josephine' }, level: 'medium', moveCount: 0 } },
    });
    expect(decideLaunch({ fresh: true, variant: v('maria') }, josephine, half, 0)).toMatchObject({
      table: { game: { variant: { id: 'maria' }, level: 'medium' } },
    });
  });

  it('no loss for a saved game without moves, or one already counted', () => {
    const fresh = decideLaunch({ seed: 9n }, saved(''), half, 0);
    expect(fresh).toMatchObject({ screen: 'table' });
    expect('loss' in fresh && fresh.loss).toBeFalsy();
    const counted = decideLaunch({ seed: 9n }, saved('d', { recorded: true }), half, 0);
    expect('loss' in counted && counted.loss).toBeFalsy();
  });

  it('a new deal with the options given, the rest as the defaults, when nothing is saved', () => {
    const catalogue = { isProven: () => true, randomSeed: () => 7n };
    const launch = decideLaunch({ variant: v('lucas'), level: 'easy' }, undefined, half, 0, catalogue);
    expect(launch).toMatchObject({ screen: 'table' });
    if (launch.screen !== 'table') return;
    expect(launch.table.game.variant.id).toBe('lucas');
    expect(launch.table.game.level).toBe('easy');
    expect(launch.table.game.seed).toBe(7n);
    expect('loss' in launch && launch.loss).toBeFalsy();
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
  it('records the loss of the replaced game and saves the new one at once', () => {
    const store = new MemoryStore({ saved: saved('d d') });
    const opening = openGame(store, { seed: 77n }, half, Date.UTC(2026, 0, 2));
    expect(opening).toMatchObject({
      screen: 'table',
      message: 'Your saved game (Forty Thieves, hard, 2 moves) counted as a loss',
    });
    expect(store.results).toMatchObject([{ won: false, moves: 2, at: '2026-01-02T00:00:00.000Z' }]);
    expect(store.saved?.game.seed).toBe(77n);
  });

  it('leaves the saved game and the statistics alone when resuming', () => {
    const game = saved('d');
    const store = new MemoryStore({ saved: game });
    expect(openGame(store, { seed: 5n }, half, 0)).toEqual({ screen: 'table', table: game, message: undefined });
    expect(store.results).toEqual([]);
    expect(store.saves).toBe(0);
  });

  it('offers the saved game on the start screen', () => {
    const game = saved('d');
    expect(openGame(new MemoryStore({ saved: game }), {}, half, 0)).toEqual({ screen: 'start', saved: game });
  });
});
