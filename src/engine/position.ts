// The position: what is where on the table. Plain data, never mutated once
// made; `apply` shares the piles a move does not touch.

import { type Card, rankOf, type Suit, suitOf } from './cards.js';
import type { Level, Variant } from './variants.js';

export interface Position {
  readonly variant: Variant;
  readonly level: Level;
  /** Each column bottom to top. */
  readonly columns: readonly (readonly Card[])[];
  /** How many of each column's bottom cards are face down; below the column's length unless it is empty. */
  readonly faceDown: readonly number[];
  /** The stock, bottom to top: the last card is the next one drawn. */
  readonly stock: readonly Card[];
  /** The waste, bottom to top: the last card is the one in play. */
  readonly waste: readonly Card[];
  /**
   * The height (0-13) of each of the eight foundations. Foundations 2s and
   * 2s+1 belong to suit s (clubs, spades, hearts, diamonds), as in PySolFC.
   */
  readonly foundations: readonly number[];
  readonly redealsLeft: number;
}

export const foundationSuit = (index: number): Suit => (index >> 1) as Suit;

/** The foundation that takes this card, or -1: the first of its suit standing at rank - 1. */
export function foundationFor(position: Position, c: Card): number {
  return foundationTaking(position.foundations, c);
}

/** foundationFor on the eight foundations' heights alone (the solver keeps them in its own array). */
export function foundationTaking(foundations: ArrayLike<number>, c: Card): number {
  const s = suitOf(c) * 2;
  const below = rankOf(c) - 1;
  if (foundations[s] === below) return s;
  if (foundations[s + 1] === below) return s + 1;
  return -1;
}

export function cardsOnFoundations(position: Position): number {
  let n = 0;
  for (const h of position.foundations) n += h;
  return n;
}

export function isWon(position: Position): boolean {
  return cardsOnFoundations(position) === 104;
}

export function topOf(pile: readonly Card[]): Card | undefined {
  return pile.length > 0 ? pile[pile.length - 1] : undefined;
}

/** Cards that can be seen and played from column i: those above its face-down ones. */
export function faceUpCount(position: Position, i: number): number {
  return position.columns[i].length - position.faceDown[i];
}
