// Picking cards up and putting them down, before the rules have their say:
// which cards the cursor picks up, and how many cards a drop moves. For a
// column with cards the count follows from the target (only one count can
// build there); for an empty column it is the count picked up, which up and
// down change.

import { type Move, moveOf, type Position, rankOf, runLength, topOf } from '../../engine/index.js';
import { cardsOf, pileName } from '../text/describe.js';
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

export type Drop = { readonly move: Move } | { readonly refusal: string };

/** The move that puts the selection on a pile other than its own. */
export function dropOn(position: Position, selection: Selection, target: PileRef): Drop {
  if (target === 'waste') return { refusal: 'cards cannot be put on the waste' };
  const { from } = selection;
  if (from === 'waste') return { move: moveOf('waste', target) };
  const onto = topOf(position.columns[target]);
  const top = topOf(position.columns[from]);
  let count = selection.count;
  if (onto !== undefined && top !== undefined) {
    const fits = rankOf(onto) - rankOf(top);
    if (fits >= 1 && fits <= runLength(position, from)) count = fits;
  }
  return { move: moveOf(from, target, count) };
}

/** The move that sends one card to a foundation: the top of the selection's pile, else of the cursor's. */
export function foundationMove(position: Position, pile: PileRef): Drop {
  if (cardsOf(position, pile, 1).length === 0) {
    return { refusal: `${pileName(pile)} is empty` };
  }
  return { move: moveOf(pile, 'foundation') };
}
