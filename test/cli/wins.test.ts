// Whole games won through `replay`: the move lists of test/fixtures/wins.txt
// (each checked move by move by scripts/check-wins.py under the Python
// reference rules) end with all 104 cards home.

import { describe, expect, it } from 'vitest';
import { current, findVariant, isWon, parseMoves, restoreGame, score, VARIANTS } from '../../src/engine/index.js';
import { cli } from '../support/cli.js';
import { WINS } from '../support/wins.js';

describe('won games', () => {
  it('include one of every variant', () => {
    const missing = VARIANTS.filter((v) => !WINS.some((w) => w.variant === v.id)).map((v) => v.id);
    expect(missing, 'add a line to test/fixtures/wins.txt (CONTRIBUTING.md, Test)').toEqual([]);
  });

  it.each(WINS.map((w) => [`${w.variant} ${w.seed} ${w.level}`, w] as const))('%s', async (_, w) => {
    const count = w.moves.split(' ').length;
    const json = await cli(
      'replay',
      '--seed',
      w.seed,
      '--variant',
      w.variant,
      '--difficulty',
      w.level,
      '--moves',
      w.moves,
      '--json',
    );
    expect(json.code).toBe(0);
    const result = JSON.parse(json.stdout);
    const points = w.variant === 'lucas' ? 960 : 1040;
    expect([result.won, result.cardsOnFoundations, result.moves, result.score]).toEqual([true, 104, count, points]);
    expect(result.legalMoves).toEqual([]);
    expect(result.foundations.map((f: string[]) => f.length)).toEqual(new Array(8).fill(13));

    const text = await cli(
      'replay',
      '--seed',
      w.seed,
      '--variant',
      w.variant,
      '--difficulty',
      w.level,
      '--moves',
      w.moves,
    );
    expect(text.stdout.split('\n').slice(0, 2)).toEqual([
      `${findVariant(w.variant)!.name}, seed ${w.seed} (${w.level}) after ${count} moves: won`,
      `Cards on foundations: 104/104, score (without time): ${points}`,
    ]);

    const game = restoreGame(findVariant(w.variant)!, w.level as 'hard', BigInt(w.seed), parseMoves(w.moves));
    expect(isWon(current(game))).toBe(true);
    expect(score(current(game), 300)).toBe(points - 300 + 2000);
  });

  it('include supermoves, runs and redeals', () => {
    const all = WINS.map((w) => w.moves)
      .join(' ')
      .split(' ');
    expect(all).toContain('r');
    expect(WINS.find((w) => w.variant === 'forty-thieves')!.moves).toMatch(/\d>\d+:\d/);
    expect(WINS.find((w) => w.variant === 'little-forty')!.moves).toMatch(/\d>\d+:\d/);
  });
});
