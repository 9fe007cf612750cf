// A position some random legal moves into a game, the moves chosen by a
// generator seeded from the deal's seed, so that a test sees the same
// position every run: the board's tests use it for games under way.

import { applyLegal, deal, findVariant, legalMoves, type Position, randomForSeed } from '../../src/engine/index.js';

/** `moves` random legal moves into deal `seed` of the variant (fewer if the game runs out of moves). */
export function played(variantId: string, seed: number, moves: number, salt = 1000n): Position {
  let position = deal(findVariant(variantId)!, BigInt(seed));
  const random = randomForSeed(BigInt(seed) + salt);
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(position);
    if (legal.length === 0) break;
    position = applyLegal(position, legal[random.randint(0, legal.length - 1)]);
  }
  return position;
}
