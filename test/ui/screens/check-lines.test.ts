// The check screen's answers, for an Easy deal the check did not prove
// winnable: every answer stays on the line, the seed named where it fits.

import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/engine/index.js';
import { newCheck, notProven } from '../../../src/ui/live/deal-check.js';
import { checkKeyItems } from '../../../src/ui/screens/check-lines.js';

const checkOf = (seed: bigint) => notProven(newCheck({ variant: VARIANTS[0], seed, asked: true }, 1), 'Check stopped.');

const line = (seed: bigint, width: number) =>
  checkKeyItems(checkOf(seed), false, width)
    .map((item) => `${item.keys} ${item.words}`)
    .join('  ');

describe('the answers to a deal not proven winnable', () => {
  it('name the seed where every answer fits with it', () => {
    expect(line(3n, 80)).toBe('Enter/y play deal 3 at medium  n an easy deal proven winnable  Esc back  q quit');
  });

  it('keep every answer at 60 columns, the choices of a deal in short', () => {
    expect(line(3n, 60)).toBe('Enter/y medium  n another easy deal  Esc back  q quit');
  });

  it('name the seed where not every answer fits whatever the words', () => {
    expect(line(3n, 50)).toBe('Enter/y play deal 3 at medium  Esc back  q quit');
  });

  it('keep another easy deal on offer with a seed of 20 digits, saying "it" for the seed', () => {
    expect(line(99999999999999999999n, 80)).toBe(
      'Enter/y play it at medium  n an easy deal proven winnable  Esc back  q quit',
    );
  });
});
