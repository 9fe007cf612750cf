// Where the cards picked up go when the player presses the same pile twice
// (docs/rules.md, Help from the program; the skill.games "tap"): a foundation if that is safe, else
// a column whose top is the card's build parent, else an empty column. When
// none of those is open, a foundation that takes the card will do.

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
  for (let t = 0; t < columns.length; t++) {
    const top = topOf(columns[t]);
    if (t === from || top === undefined || !builds(position.variant.build, card, top)) continue;
    const move = moveOf(from, t, count);
    if (legal(move)) return move;
  }
  if (!isWholeColumn(position, selection)) {
    for (let t = 0; t < columns.length; t++) {
      if (t === from || columns[t].length > 0) continue;
      const move = moveOf(from, t, count);
      if (legal(move)) return move;
    }
  }
  return homeOpen ? home : undefined;
}
