// Easy deals: a seed from the catalogue, a seed asked for dealt at once when
// the catalogue has it and checked by the solver when not, a damaged
// catalogue said in one line; and the check screen's keys: Esc stops the
// check, a deal not proven is offered at medium or swapped for a catalogue
// deal, quitting says the deal asked for was not played.

import { describe, expect, it } from 'vitest';
import { findVariant, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { EasyCatalogueError } from '../../../src/solver-runtime/easy.js';
import { newGameId } from '../../../src/store/index.js';
import { randomSeed } from '../../../src/ui/app/seeds.js';
import { dealNew, decideLaunch, openGame } from '../../../src/ui/app/startup.js';
import { checkFailed, checkKey, type DealCheck, newCheck, notProven } from '../../../src/ui/live/deal-check.js';
import { type EasyLookups, easySeed } from '../../../src/ui/live/easy-seed.js';
import { MemoryStore } from '../support/memory-store.js';

const forty = findVariant('forty-thieves')!;
const half = () => 0.5;

/** A catalogue of three Forty Thieves seeds. */
const catalogue: EasyLookups = {
  isProven: (variantId, seed) => variantId === 'forty-thieves' && [11n, 22n, 33n].includes(seed),
  randomSeed: (variantId, random) => {
    if (variantId !== 'forty-thieves')
      throw new EasyCatalogueError(`the Easy deal catalogue has no deals for ${variantId}`);
    return [11n, 22n, 33n][Math.floor(random() * 3)];
  },
  seeds: (variantId) => (variantId === 'forty-thieves' ? [11, 22, 33] : []),
};
const damaged: EasyLookups = {
  isProven: () => {
    throw new EasyCatalogueError('the Easy deal catalogue data/easy-seeds.json cannot be read: ENOENT');
  },
  seeds: () => [],
  randomSeed: () => {
    throw new EasyCatalogueError('the Easy deal catalogue data/easy-seeds.json cannot be read: ENOENT');
  },
};

describe('which easy deal', () => {
  it('draws a new game’s seed from the catalogue', () => {
    expect(easySeed(forty, undefined, half, catalogue)).toEqual({ seed: 22n });
    expect(dealNew({ variant: forty, level: 'easy' }, () => 0.9, catalogue)).toMatchObject({
      game: { seed: 33n, level: 'easy' },
    });
  });

  it('deals a seed of the catalogue at once, and checks one outside it', () => {
    expect(easySeed(forty, 11n, half, catalogue)).toEqual({ seed: 11n });
    expect(easySeed(forty, 12n, half, catalogue)).toEqual({ check: 12n });
    expect(dealNew({ variant: forty, level: 'easy', seed: 12n, asked: true }, half, catalogue)).toEqual({
      check: { variant: forty, seed: 12n, asked: true, notice: undefined },
    });
  });

  it('says in one line when the catalogue cannot be read, and checks every deal', () => {
    const asked = easySeed(forty, 11n, half, damaged);
    expect(asked).toEqual({
      check: 11n,
      notice:
        'The Easy deal catalogue data/easy-seeds.json cannot be read: ENOENT; the solver checks each deal instead',
    });
    expect(easySeed(forty, undefined, half, damaged)).toMatchObject({ check: randomSeed(half) });
    // A variant the catalogue has no deals for is checked the same way.
    expect(easySeed(findVariant('maria')!, undefined, half, catalogue)).toMatchObject({
      notice: 'The Easy deal catalogue has no deals for maria; the solver checks each deal instead',
    });
  });

  // Refused on quitting unplayed only when the command line named it: the start menu's daily deal has a seed too.
  it('marks a deal checked as asked for only when the command line named it', () => {
    const daily = { variant: forty, level: 'easy' as const, seed: 20261206n, daily: '2026-12-06' };
    expect(dealNew(daily, half, damaged)).toMatchObject({ check: { seed: 20261206n, asked: false } });
    for (const choice of [
      { level: 'easy' as const, daily: '2026-12-06' },
      { level: 'easy' as const, seed: 5n },
    ]) {
      expect(decideLaunch(choice, undefined, half, damaged)).toMatchObject({ screen: 'check', check: { asked: true } });
    }
    expect(decideLaunch({ level: 'easy' }, undefined, half, damaged)).toMatchObject({ check: { asked: false } });
  });

  it('leaves the other levels alone', () => {
    expect(dealNew({ variant: forty, level: 'medium', seed: 12n }, half, damaged)).toMatchObject({
      game: { seed: 12n, level: 'medium' },
    });
  });
});

describe('opening on an easy seed outside the catalogue', () => {
  const saved = {
    game: restoreGame(forty, 'hard', 5n, parseMoves('d d')),
    elapsedMs: 1000,
    recorded: false,
    id: newGameId(),
  };
  const unplayed = { ...saved, game: restoreGame(forty, 'hard', 5n, []) };

  it('checks it first, and keeps the saved game until a game opens', () => {
    expect(decideLaunch({ level: 'easy', seed: 12n }, saved, half, catalogue)).toMatchObject({ screen: 'replace' });
    expect(decideLaunch({ level: 'easy', seed: 12n }, unplayed, half, catalogue)).toEqual({
      screen: 'check',
      check: { variant: forty, seed: 12n, asked: true, notice: undefined },
    });
    const store = new MemoryStore({ saved: unplayed });
    const opening = openGame(store, { level: 'easy', seed: 99_999_999_999_999n }, half);
    expect(opening).toMatchObject({ screen: 'check', saved: unplayed, check: { seed: 99_999_999_999_999n } });
    expect(store.saved).toBe(unplayed);
    expect(store.results).toEqual([]);
  });

  it('deals a seed of the catalogue at once', () => {
    expect(decideLaunch({ level: 'easy', seed: 22n }, undefined, half, catalogue)).toMatchObject({
      screen: 'table',
      table: { game: { seed: 22n, level: 'easy' } },
    });
  });
});

describe('the check screen', () => {
  const checking = (): DealCheck => newCheck({ variant: forty, seed: 12n, asked: true }, 1);
  const offered = () => notProven(checking(), 'Forty Thieves deal 12 is not known to be winnable.');

  it('Esc stops the check and offers medium', () => {
    const { check, action } = checkKey(checking(), 'escape');
    expect(action).toBeUndefined();
    expect(check.phase).toBe('not-proven');
    expect(check.reason).toBe('Check stopped: Forty Thieves deal 12 is not known to be winnable under Easy rules.');
  });

  it('other keys wait while it checks', () => {
    for (const key of ['enter', 'y', 'n', 'x']) expect(checkKey(checking(), key)).toEqual({ check: checking() });
  });

  it.each([
    ['enter', 'medium'],
    ['y', 'medium'],
    ['n', 'another'],
    ['escape', 'back'],
  ])('%s on the offer: %s', (key, kind) => {
    expect(checkKey(offered(), key).action).toEqual({ kind });
  });

  it('quitting says the deal asked for was not played, and nothing when it was not asked for', () => {
    const refused =
      'Forty Thieves deal 12 was not dealt: it is not proven winnable under Easy rules (play it with --difficulty medium)';
    expect(checkKey(checking(), 'q').action).toEqual({ kind: 'quit', refused });
    expect(checkKey(offered(), 'ctrl+c').action).toEqual({ kind: 'quit', refused });
    const drawn = newCheck({ variant: forty, seed: 12n, asked: false }, 2);
    expect(checkKey(drawn, 'q').action).toEqual({ kind: 'quit' });
  });

  it('a check that fails is a deal not proven, with the reason', () => {
    expect(checkFailed(checking(), new Error('the worker stopped')).reason).toBe(
      'The check of Forty Thieves deal 12 failed: the worker stopped.',
    );
  });
});
