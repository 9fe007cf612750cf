// A variant in words, for `variants`, `rules` and the help: its figures
// read as English whatever they are, so that a new variant's record needs
// no new words unless it brings a new rule (CONTRIBUTING, How to add a
// variant). Forty and Eight, a game the family has but the program does
// not: 8 columns of 5, one redeal.

import { describe, expect, it } from 'vitest';
import { describeVariant, rulesText, VARIANTS } from '../../src/engine/index.js';

const fortyThieves = VARIANTS[0];
const fortyAndEight = {
  ...fortyThieves,
  id: 'forty-and-eight',
  name: 'Forty and Eight',
  aliases: [],
  columns: 8,
  cardsPerColumn: 5,
  redeals: 1,
};

describe('a variant in words', () => {
  it('counts one redeal as one', () => {
    expect(describeVariant(fortyAndEight)).toBe(
      '8 columns of 5, builds down in the same suit, one card at a time, 1 redeal',
    );
  });

  it('says the waste is turned over once', () => {
    expect(rulesText(fortyAndEight)).toContain(
      'The stock deals one card at a time to the waste; the waste may be turned over once at the hard level.',
    );
  });

  it('keeps the words of the games the program has', () => {
    const littleForty = VARIANTS.find((v) => v.id === 'little-forty')!;
    expect(describeVariant(littleForty)).toMatch(/, deals 3 at a time, 3 redeals$/);
    expect(rulesText(littleForty)).toContain(
      'The stock deals three cards at a time to the waste; the waste may be turned over 3 times at the hard level.',
    );
    expect(rulesText(fortyThieves)).toContain(
      'The stock deals one card at a time to the waste; there is no redeal at the hard level.',
    );
  });
});
