// The text and JSON forms of a position that `deal` and `replay` print
// read back as the same position, along random play of every variant.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionJson } from '../../src/cli/position-json.js';
import { positionText } from '../../src/cli/position-text.js';
import { applyLegal, deal, LEVELS, legalMoves, MAX_SEED, VARIANTS } from '../../src/engine/index.js';
import { expectedJson } from '../support/cli.js';
import { positionFromText } from '../support/position-text.js';

const positions = fc
  .record({
    variant: fc.constantFrom(...VARIANTS),
    level: fc.constantFrom(...LEVELS),
    seed: fc.bigInt({ min: 1n, max: MAX_SEED }),
    choices: fc.array(fc.nat({ max: 1000 }), { maxLength: 120 }),
  })
  .map(({ variant, level, seed, choices }) => {
    let p = deal(variant, seed, level);
    for (const choice of choices) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = applyLegal(p, moves[choice % moves.length]);
    }
    return { p, seed };
  });

describe('a printed position', () => {
  it('reads back as the same position', () => {
    fc.assert(
      fc.property(positions, ({ p }) => {
        expect(positionFromText(positionText(p), { variant: p.variant, level: p.level })).toEqual(p);
      }),
      { numRuns: 80 },
    );
  });

  it('as JSON says what the text says', () => {
    fc.assert(
      fc.property(positions, ({ p, seed }) => {
        const head = { variant: p.variant.id, seed: String(seed), difficulty: p.level };
        expect(positionJson(p, seed)).toEqual(expectedJson(positionText(p), head));
      }),
      { numRuns: 80 },
    );
  });
});
