// The move generator and apply against a second implementation of the
// rules (scripts/reference, in Python): along random playouts of every
// variant, the legal moves before every step, in order, and the position
// reached at the end.

import { describe, expect, it } from 'vitest';
import { apply, deal, findVariant, formatMove, legalMoves, parseMove, VARIANTS } from '../../src/engine/index.js';
import { playoutFixtures } from '../support/playout-fixtures.js';
import { positionFromText } from '../support/position-text.js';

const playouts = playoutFixtures();

describe('random playouts agree with the reference rules', () => {
  it('cover every variant with draws, redeals, runs and cards home', () => {
    const played = new Set(playouts.map((p) => p.variant));
    const missing = VARIANTS.filter((v) => !played.has(v.id)).map((v) => v.id);
    expect(
      missing,
      'variants with no playout: run python3 scripts/expected-playouts.py (CONTRIBUTING.md, Test)',
    ).toEqual([]);
    const moves = playouts.flatMap((p) => p.steps.map((s) => s.move));
    expect(moves).toContain('r');
    expect(moves.some((m) => m.endsWith('>f'))).toBe(true);
    expect(moves.some((m) => m.includes(':'))).toBe(true);
  });

  it.each(playouts.map((p) => [`${p.variant} ${p.seed} ${p.level}`, p] as const))('%s', (_, fixture) => {
    const variant = findVariant(fixture.variant)!;
    let position = deal(variant, fixture.seed, fixture.level);
    fixture.steps.forEach((step, i) => {
      expect(legalMoves(position).map(formatMove), `before move ${i + 1} (${step.move})`).toEqual(step.legal);
      position = apply(position, parseMove(step.move));
    });
    expect(legalMoves(position).map(formatMove)).toEqual(fixture.legalAtEnd);
    expect(position).toEqual(positionFromText(fixture.end, { variant, level: fixture.level }));
  });
});
