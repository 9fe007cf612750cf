// Clicks on the board as the table's commands, the same ones keys give, so
// a click does exactly what its keys would (the skill.games tap and double
// tap): a click on a card or the waste points the cursor there and acts as
// Enter (pick up; drop; on the same pile, the smart move), but on a card
// under the cards that move (or fanned under the waste's top) it only says
// why it cannot; a double click on a top card sends it home as `f`
// (deeper, it moves the cards as two slow clicks do); a click picks up the
// cards clicked, not a hint's count; on the stock it draws (or redeals), on a
// foundation drops what is picked up there; a right click, or one on the
// empty cloth, puts the cards back; one under the board does nothing.

import type { Position } from '../../engine/index.js';
import type { BoardSpot } from '../board/hit.js';
import { maxDepth } from '../table/cursor.js';
import type { Selection } from '../table/places.js';
import type { TableCommand } from './commands.js';
import type { MouseEvent } from './mouse.js';

/** Two presses on one spot this close together are a double click. */
const DOUBLE_CLICK_MS = 400;

/** A press of the left button, remembered to tell a double click. */
export interface LastPress {
  readonly spot: BoardSpot;
  readonly at: number;
  /** Cards were held at the press: it dropped them, or tried to. */
  readonly holding?: boolean;
}

export function sameSpot(a: BoardSpot, b: BoardSpot): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'foundation' && b.kind === 'foundation') return a.index === b.index;
  if (a.kind === 'column' && b.kind === 'column') return a.index === b.index;
  return true;
}

/** Whether a press on `spot` at `now` makes a double click with the last one. */
export function isDoubleClick(last: LastPress | undefined, spot: BoardSpot, now: number): boolean {
  return last !== undefined && now - last.at <= DOUBLE_CLICK_MS && sameSpot(last.spot, spot);
}

/**
 * The commands of a press on the board. `double`: the second press of a
 * double click, whose first press has picked the card up already.
 */
export function clickCommands(
  position: Position,
  selection: Selection | undefined,
  event: Pick<MouseEvent, 'kind' | 'button'>,
  spot: BoardSpot,
  double: boolean,
): TableCommand[] {
  if (event.kind !== 'press') return [];
  if (event.button === 'right') return selection ? [{ type: 'cancel' }] : [];
  if (event.button !== 'left') return [];
  switch (spot.kind) {
    case 'outside':
      return [];
    case 'table':
      return selection ? [{ type: 'cancel' }] : [];
    case 'stock':
      return [{ type: position.stock.length > 0 ? 'draw' : 'redeal' }];
    case 'foundation':
      return selection ? [{ type: 'foundation' }] : [];
    case 'waste':
    case 'column': {
      const pile = spot.kind === 'waste' ? 'waste' : spot.index;
      // The cloth under the cards held is no drop anywhere: they go back, as on the cloth elsewhere.
      // Not the second press of a double click, whose first picked the top card up from there.
      if (spot.kind === 'column' && spot.below && selection?.from === pile && !double) return [{ type: 'cancel' }];
      const { depth } = spot;
      const point: TableCommand = { type: 'point', pile, depth };
      // The first press picked the card up; the second sends it home instead of the smart move. Not a
      // card under the top one, which cannot go home: the second press moves the cards clicked, as a slow one.
      if (double && selection?.from === pile && depth === 1) return [point, { type: 'foundation' }];
      // A card under the cards that move: pointed at, the reducer says why, and nothing is picked up.
      if (!selection && depth > maxDepth(position, pile)) return [point];
      return [point, { type: 'select', clicked: true }];
    }
  }
}
