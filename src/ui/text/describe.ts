// Words for the message line: piles, cards and moves in the card notation
// the engine's reasons use (the message line draws them with the theme).

import {
  type BuildRule,
  type Card,
  card,
  formatCard,
  isRed,
  type Move,
  moveLimit,
  type Position,
  RANK_NAMES,
  rankOf,
  suitOf,
  type Variant,
  withArticle,
} from '../../engine/index.js';
import type { PileRef } from '../table/places.js';

/** The engine's counted nouns ("3 redeals"), so that its reasons and these messages say them alike. */
export { plural } from '../../engine/index.js';

/** What `b` finds when the deal itself is proven lost, however it learns so. */
export const NOTHING_WINNABLE = 'No earlier position is winnable: the deal itself is lost';

/** What the solver's moves in a game cost it (docs/rules.md, Statistics): said when it plays, stops, and the game comes back. */
export const solverWinWords = (daily: string | undefined): string =>
  `a win still counts, but sets no best time, score or moves${daily === undefined ? '' : ', nor a day of the daily streak'}`;

export function capitalise(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

export function pileName(pile: PileRef): string {
  return pile === 'waste' ? 'the waste' : `column ${pile + 1}`;
}

/** The top `count` cards of a pile, bottom first. */
export function cardsOf(position: Position, pile: PileRef, count: number): readonly Card[] {
  const cards = pile === 'waste' ? position.waste : position.columns[pile];
  return cards.slice(Math.max(0, cards.length - count));
}

/** '7S', or '9S-7S (3 cards)' for a run. */
export function describeCards(cards: readonly Card[]): string {
  if (cards.length === 0) return 'no card';
  if (cards.length === 1) return formatCard(cards[0]);
  return `${formatCard(cards[0])}-${formatCard(cards[cards.length - 1])} (${cards.length} cards)`;
}

/** 'draw', '7S from column 3 to column 5', 'QH from the waste to a foundation'. */
export function describeMove(position: Position, move: Move): string {
  if (move.kind === 'draw') return 'draw';
  if (move.kind === 'redeal') return 'redeal';
  const cards = describeCards(cardsOf(position, move.from, move.count));
  const to = move.to === 'foundation' ? 'a foundation' : pileName(move.to);
  return `${cards} from ${pileName(move.from)} to ${to}`;
}

/**
 * Where cards could go when the smart move finds no place: '6D or an empty
 * column', 'a red six or an empty column'; `c` heads them, `count` in all.
 * Where cards move one at a time, a run needs more empty columns to move
 * into one of them: 'QH or 2 empty columns'. Without `emptyToo` (the cards
 * are their whole column already) the empty columns are left out, and a
 * King has no place at all: undefined.
 */
export function placesFor(variant: Variant, c: Card, count: number, emptyToo = true): string | undefined {
  let empties = 1;
  while (moveLimit(variant.moves, empties, true) < count) empties++;
  const empty = empties === 1 ? 'an empty column' : `${empties} empty columns`;
  const rank = rankOf(c);
  if (rank === 13) return emptyToo ? empty : undefined;
  const name = RANK_NAMES[rank + 1];
  // A record, not a chain of tests: a new build rule cannot fall into another's words.
  const parent: Record<BuildRule, () => string> = {
    'same-suit': () => formatCard(card(suitOf(c), rank + 1)),
    'alternate-colour': () => `a ${isRed(c) ? 'black' : 'red'} ${name}`,
    'other-suit': () => `${withArticle(name)} of another suit`,
  };
  return emptyToo ? `${parent[variant.build]()} or ${empty}` : parent[variant.build]();
}
