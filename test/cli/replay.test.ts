// `forty-thieves replay`: the random playouts of test/fixtures/playouts.txt
// replayed through the command line; the final position and `legalMoves`
// must match the Python reference rules that wrote them.

import { describe, expect, it } from 'vitest';
import { findVariant } from '../../src/engine/index.js';
import { cli, expectedJson } from '../support/cli.js';
import { playoutFixtures } from '../support/playout-fixtures.js';
import { positionFromText } from '../support/position-text.js';

const playouts = playoutFixtures();

describe('replay --json', () => {
  it.each(playouts.map((p) => [`${p.variant} ${p.seed} ${p.level}`, p] as const))('%s', async (_, p) => {
    const moves = p.steps.map((s) => s.move).join(' ');
    const { code, stdout, stderr } = await cli(
      'replay',
      '--seed',
      String(p.seed),
      '--variant',
      p.variant,
      '--difficulty',
      p.level,
      '--moves',
      moves,
      '--json',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const json = JSON.parse(stdout);
    const head = { variant: p.variant, seed: String(p.seed), difficulty: p.level };
    const { won, cardsOnFoundations, moves: count, score, legalMoves, ...position } = json;
    expect(position).toEqual(expectedJson(p.end, head));
    // Runs and supermoves included, with their counts (2>5:3), in the engine's order.
    expect(legalMoves).toEqual(p.legalAtEnd);
    const home = (json.foundations as string[][]).flat().length;
    expect({ won, cardsOnFoundations, count }).toEqual({ won: false, cardsOnFoundations: home, count: p.steps.length });
    expect(score).toBe(10 * (home - (p.variant === 'lucas' ? 8 : 0)));
  });

  it('with no moves gives the deal and its legal moves', async () => {
    const json = JSON.parse((await cli('replay', '--seed', '1', '--moves', '', '--json')).stdout);
    expect(json.legalMoves).toEqual(['d', '8>4']);
    expect(json.tableau.map((c: { card: string }[]) => c[0].card).join(' ')).toBe('3D 5H JC KH 5S 5H KC KC 8D JD');
    expect([json.won, json.cardsOnFoundations, json.moves, json.score]).toEqual([false, 0, 0, 0]);
  });
});

describe('replay for people', () => {
  it('says whether the game is won, the cards home, the moves and the score, then the position', async () => {
    const { code, stdout } = await cli('replay', '--seed', '1', '--moves', 'd 8>4 8>f');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Forty Thieves, seed 1 (hard) after 3 moves: not won');
    expect(lines[1]).toBe('Cards on foundations: 1/104, score (without time): 10');
    const variant = findVariant('forty-thieves')!;
    const position = positionFromText(lines.slice(2).join('\n'), { variant });
    expect(position.foundations).toEqual([0, 0, 0, 0, 0, 0, 1, 0]);
    expect(position.waste).toHaveLength(1);
    expect(position.columns[7]).toHaveLength(2);
  });

  it('counts one move as one move', async () => {
    const { stdout } = await cli('replay', '--seed', '1', '--moves', 'd');
    expect(stdout.split('\n')[0]).toBe('Forty Thieves, seed 1 (hard) after 1 move: not won');
  });

  it('takes moves in any case and spacing', async () => {
    const a = await cli('replay', '--seed', '1', '--moves', 'D  8>4\t8>F');
    const b = await cli('replay', '--seed', '1', '--moves', 'd 8>4 8>f');
    expect(a).toEqual(b);
  });
});
