// deal(variant, seed): the opening position, card for card as PySolFC deals
// the game of the same number (but with the waste empty), where PySolFC
// deals the game the same way: not Sixty Thieves or Lucas (the variants'
// notes, docs/rules.md).

import { type Card, rankOf, twoDecks } from './cards.js';
import type { Position } from './position.js';
import { randomForSeed, shuffle } from './random.js';
import { DEFAULT_LEVEL, type Level, redealsFor, type Variant } from './variants.js';

export function deal(variant: Variant, seed: bigint, level: Level = DEFAULT_LEVEL): Position {
  let cards: Card[] = shuffle(twoDecks(), randomForSeed(seed));
  const foundations = new Array<number>(8).fill(0);
  if (variant.acesOnFoundations) {
    cards = cards.filter((c) => rankOf(c) !== 1);
    foundations.fill(1);
  }
  // The last card of the shuffled list is the top of the stock; columns are
  // dealt from it row by row, left to right, bottom row (face-down rows) first.
  const columns: Card[][] = Array.from({ length: variant.columns }, () => []);
  for (let row = 0; row < variant.cardsPerColumn; row++) {
    for (const column of columns) column.push(cards.pop()!);
  }
  return {
    variant,
    level,
    columns,
    faceDown: columns.map(() => variant.faceDown),
    stock: cards,
    waste: [],
    foundations,
    redealsLeft: redealsFor(variant, level),
  };
}
