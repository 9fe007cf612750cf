// Where the cards picked up go when the player presses the same pile twice
// (docs/rules.md, Help from the program; the skill.games "tap"): a foundation if that is safe, else
// a column whose top is the card's build parent, else an empty column. When
// none of those is open, a foundation that takes the card will do. A card
// on its parent already goes to a foundation that takes it first: moving it
// to another parent, or spending an empty column on it, is seldom what a
// player pressing it twice wants. Of the parents, one that could not go
// home now is taken before one that could, which the card would bury.

import {
  builds,
  check,
  foundationFor,
  isSafeHome,
  type Move,
  moveOf,
  type Position,
  topOf,
  wasteCardsGoHomeSafely,
} from '../../engine/index.js';
import { cardsOf } from '../text/describe.js';
import type { Selection } from './places.js';

/** Cards that are their whole column: moving them into an empty one changes nothing, so the smart move never does. */
export const isWholeColumn = (position: Position, { from, count }: Selection): boolean =>
  from !== 'waste' && count === position.columns[from].length;

/** The lowest card picked up lies face up on a card it builds on. */
function onItsParent(position: Position, { from, count }: Selection): boolean {
  if (from === 'waste') return false;
  const column = position.columns[from];
  const below = column.length - count - 1;
  return (
    below >= position.faceDown[from] && builds(position.variant.build, column[column.length - count], column[below])
  );
}

export function smartMove(position: Position, selection: Selection): Move | undefined {
  const { from, count } = selection;
  const moving = cardsOf(position, from, count);
  if (moving.length === 0) return undefined;
  const card = moving[0];
  const legal = (move: Move) => check(position, move) === undefined;

  const home = moveOf(from, 'foundation');
  const homeOpen = count === 1 && foundationFor(position, card) >= 0;
  const safeFromHere = from !== 'waste' || wasteCardsGoHomeSafely(position.variant.drawCount, position.redealsLeft);
  if (homeOpen && safeFromHere && isSafeHome(position, card)) return home;

  const columns = position.columns;
  const { build } = position.variant;
  if (homeOpen && onItsParent(position, selection)) return home;
  const parents: Move[] = [];
  for (let t = 0; t < columns.length; t++) {
    const top = topOf(columns[t]);
    if (t === from || top === undefined || !builds(build, card, top)) continue;
    const move = moveOf(from, t, count);
    if (!legal(move)) continue;
    if (foundationFor(position, top) < 0) return move;
    parents.push(move);
  }
  if (parents.length > 0) return parents[0];
  if (!isWholeColumn(position, selection)) {
    for (let t = 0; t < columns.length; t++) {
      if (t === from || columns[t].length > 0) continue;
      const move = moveOf(from, t, count);
      if (legal(move)) return move;
    }
  }
  return homeOpen ? home : undefined;
}
