// Perft: the number of move sequences of a given length, a regression test
// of the move generator. The counts come from the Python reference rules
// (test/fixtures/perft.txt); the first levels of one deal are also worked
// out by hand below.

import { describe, expect, it } from 'vitest';
import {
  applyLegal,
  deal,
  findVariant,
  formatMove,
  legalMoves,
  type Position,
  parseMove,
} from '../../src/engine/index.js';
import { perftFixtures, playoutFixtures } from '../support/playout-fixtures.js';

function perft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const move of legalMoves(position)) n += perft(applyLegal(position, move), depth - 1);
  return n;
}

const forty = findVariant('forty-thieves')!;

describe('perft by hand: Forty Thieves, seed 1', () => {
  // Column tops 7D 9S 8H JH 4D 2D 6H TH 8C 2S, no Ace on top, stock 3S first.
  const start = deal(forty, 1n);

  it('depth 1: a draw, and TH onto JH', () => {
    expect(legalMoves(start).map(formatMove)).toEqual(['d', '8>4']);
    expect(perft(start, 1)).toBe(2);
  });

  it('depth 2: after the draw 3S finds no place; after 8>4 the AD it uncovers goes home or onto 2D', () => {
    expect(legalMoves(applyLegal(start, parseMove('d'))).map(formatMove)).toEqual(['d', '8>4']);
    expect(legalMoves(applyLegal(start, parseMove('8>4'))).map(formatMove)).toEqual(['d', '8>f', '8>6']);
    expect(perft(start, 2)).toBe(5);
  });

  it('depth 3: d d (2) + d 8>4 (3) + 8>4 d (3) + 8>4 8>f: d, 2D home (2) + 8>4 8>6: d, AD home (2)', () => {
    expect(perft(start, 3)).toBe(2 + 3 + 3 + 2 + 2);
  });
});

describe('perft against the reference rules', () => {
  const ends = new Map<string, Position>(
    playoutFixtures().map((p) => {
      const variant = findVariant(p.variant)!;
      let position = deal(variant, p.seed, p.level);
      for (const step of p.steps) position = applyLegal(position, parseMove(step.move));
      return [`${p.variant} ${p.seed} ${p.level}-playout-end`, position] as const;
    }),
  );

  it.each(perftFixtures().map((f) => [`${f.variant} ${f.seed} ${f.start} depth ${f.depth}`, f] as const))(
    '%s',
    (_, f) => {
      const start =
        f.start === 'deal' ? deal(findVariant(f.variant)!, f.seed) : ends.get(`${f.variant} ${f.seed} ${f.start}`)!;
      expect(start).toBeDefined();
      expect(perft(start, f.depth)).toBe(f.count);
    },
  );
});
