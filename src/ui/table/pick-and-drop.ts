// Picking cards up and putting them down: which cards the cursor picks up,
// and how many cards a drop moves. For a column with cards the count
// follows from the target (only one count can build there); for an empty
// column it is the count picked up, which up and down change. The rules
// have their say after, but for one refusal said here: a drop that would
// move too many cards, not the ones picked up, names both.

import {
  builds,
  type Card,
  check,
  describeMoveLimit,
  formatCard,
  type Move,
  moveOf,
  type Position,
  rankOf,
  runLength,
  topOf,
} from '../../engine/index.js';
import { cardsOf, describeCards, pileName } from '../text/describe.js';
import { maxDepth } from './cursor.js';
import type { Cursor, PileRef, Selection } from './places.js';

export type Pick = { readonly selection: Selection } | { readonly refusal: string };

/**
 * The cards the cursor picks up. A hint that moves several cards from this
 * column sets the count, so a drop on an empty column moves what was hinted.
 */
export function pickUp(position: Position, cursor: Cursor, hint?: Move): Pick {
  const { pile } = cursor;
  if (pile === 'waste') {
    if (position.waste.length > 0) return { selection: { from: 'waste', count: 1 } };
    return {
      refusal: position.stock.length > 0 ? 'the waste is empty: d draws from the stock' : 'the waste is empty',
    };
  }
  const run = runLength(position, pile);
  if (run === 0) return { refusal: `${pileName(pile)} is empty` };
  const hinted = hint?.kind === 'move' && hint.from === pile && hint.to !== 'foundation' ? hint.count : undefined;
  return { selection: { from: pile, count: Math.min(Math.max(1, hinted ?? cursor.depth), run) } };
}

/**
 * Why a card clicked `depth` cards deep in a column or the waste's fan
 * cannot be picked up: it lies under cards that are no run on it (in the
 * waste, under any card), or face down. Undefined when it is in the run on
 * top (how many of those may move is the drop's to say).
 */
export function coveredRefusal(position: Position, pile: PileRef, depth: number): string | undefined {
  if (depth <= maxDepth(position, pile)) return undefined;
  const cards = pile === 'waste' ? position.waste : position.columns[pile];
  const at = cards.length - depth;
  if (at < 0) return undefined;
  const above = cards.slice(at + 1);
  if (pile !== 'waste' && at < position.faceDown[pile]) {
    return 'that card is face down: it turns up when the cards on it have gone';
  }
  // A run on top is named as a range ('JD-8D (4 cards)'); cards that are no run (the waste's, a column's
  // mixed ones) one by one, since a range would read as the run between them.
  const run = pile !== 'waste' && above.length <= maxDepth(position, pile);
  return `${formatCard(cards[at])} is covered by ${run ? describeCards(above) : namedOneByOne(above)}`;
}

/** '5C', '5C and JC', '5C, 9D and JC'; more by their count and the card on top: '5 cards, JC on top'. */
function namedOneByOne(cards: readonly Card[]): string {
  const names = cards.map(formatCard);
  if (names.length > 3) return `${names.length} cards, ${names[names.length - 1]} on top`;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export type Drop = { readonly move: Move } | { readonly refusal: string };

/**
 * The move that puts the selection on a pile other than its own. Onto a
 * card, the part of the run that builds on it moves, whatever was picked up
 * (8S picked up goes onto TS with 9S); when that is more cards than may
 * move, the refusal names them, since they are not the cards picked up.
 * When no part of the run builds there, the refusal is the engine's about
 * the cards picked up.
 */
export function dropOn(position: Position, selection: Selection, target: PileRef): Drop {
  if (target === 'waste') return { refusal: 'cards cannot be put on the waste' };
  const { from } = selection;
  if (from === 'waste') return { move: moveOf('waste', target) };
  const onto = topOf(position.columns[target]);
  const count = (onto !== undefined && countOnto(position, from, onto)) || selection.count;
  const move = moveOf(from, target, count);
  if (onto !== undefined && count !== selection.count && check(position, move)?.code === 'too-many') {
    const picked = describeCards(cardsOf(position, from, selection.count));
    const run = describeCards(cardsOf(position, from, count));
    const limit = describeMoveLimit(position, false);
    return {
      refusal: `${picked} cannot go on ${formatCard(onto)}: ${formatCard(onto)} would take ${run}, but ${limit}`,
    };
  }
  return { move };
}

/** How many cards of the column's run build on `onto`: 0 when none do. */
function countOnto(position: Position, from: number, onto: Card): number {
  const column = position.columns[from];
  const count = rankOf(onto) - rankOf(column[column.length - 1]);
  if (count < 1 || count > runLength(position, from)) return 0;
  return builds(position.variant.build, column[column.length - count], onto) ? count : 0;
}

/** The move that sends one card to a foundation: the top of the selection's pile, else of the cursor's. */
export function foundationMove(position: Position, pile: PileRef): Drop {
  if (cardsOf(position, pile, 1).length === 0) {
    return { refusal: `${pileName(pile)} is empty` };
  }
  return { move: moveOf(pile, 'foundation') };
}
