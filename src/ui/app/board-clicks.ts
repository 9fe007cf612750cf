// A click on the table, as the commands its keys would give: where the board
// is on screen (the game screen draws it from the top-left corner, the
// footer's rows below it), what is drawn at the cell clicked (board/hit.ts),
// whether it is the second press of a double click (after a first press
// that dropped cards, it does nothing), and whether a release ends a drag.

import { type BoardSpot, spotAt } from '../board/hit.js';
import { clickCommands, isDoubleClick, type LastPress, sameSpot } from '../input/clicks.js';
import type { TableCommand } from '../input/commands.js';
import type { MouseEvent } from '../input/mouse.js';
import { tableBoardHeight } from '../screens/game-layout.js';
import type { Size } from '../screens/size.js';
import type { PileRef } from '../table/places.js';
import { positionOf, type TableState } from '../table/table-state.js';
import { MEASURING_THEME } from '../theme.js';

export interface BoardClick {
  readonly commands: readonly TableCommand[];
  /** The press to tell the next one's double click by; undefined forgets it. */
  readonly lastPress?: LastPress;
}

export function boardClick(
  table: TableState,
  size: Size,
  event: MouseEvent,
  last: LastPress | undefined,
  now: number,
): BoardClick {
  const position = positionOf(table);
  const view = {
    position,
    cursor: table.cursor,
    selection: table.selection,
    hint: table.hint,
    width: size.width,
    height: tableBoardHeight(table, MEASURING_THEME, size.width, size.height),
    cardSize: table.settings.cardSize,
  };
  const spot = spotAt(view, event.x, event.y);
  if (event.kind === 'release') {
    const commands = dropped(table, last, spot);
    return { commands, lastPress: commands.length > 0 ? undefined : last };
  }
  if (event.kind === 'drag') return { commands: dragged(table, last, spot), lastPress: last };
  const left = event.kind === 'press' && event.button === 'left';
  const double = left && isDoubleClick(last, spot, now);
  // A double click that dropped the cards with its first press: the drop was what it meant, not a pick-up again.
  // Not on the stock, where each press draws: two quick ones draw twice, cards held at the first or not.
  if (double && last?.holding && !table.selection && spot.kind !== 'stock')
    return { commands: [], lastPress: undefined };
  const commands = clickCommands(position, table.selection, event, spot, double);
  if (event.kind !== 'press') return { commands, lastPress: last };
  // A double click is done: a third press starts again.
  const holding = table.selection !== undefined;
  return { commands, lastPress: left && !double ? { spot, at: now, holding } : undefined };
}

/**
 * A drag under way: the cursor follows the pointer over the piles, so that
 * the pile the cards would drop on is marked and the message line says what
 * the drop would do, as it does for the cursor moved by keys. Back over the
 * cards' own pile, or over no pile the cursor can be on (a foundation, the
 * stock, the cloth), the cursor is on them again: no column's preview stays.
 */
function dragged(table: TableState, press: LastPress | undefined, spot: BoardSpot): readonly TableCommand[] {
  const { selection, cursor } = table;
  const from = press && pileOf(press.spot);
  if (!selection || from === undefined || selection.from !== from) return [];
  const over = pileOf(spot) ?? from;
  const depth = over === from ? selection.count : 1;
  return cursor.pile === over && cursor.depth === depth ? [] : [{ type: 'point', pile: over, depth }];
}

/** The pile of a spot the cursor can be on: a column or the waste. */
function pileOf(spot: BoardSpot): PileRef | undefined {
  return spot.kind === 'waste' ? 'waste' : spot.kind === 'column' ? spot.index : undefined;
}

/**
 * A drag: the button let go on another spot than the press that picked the
 * cards up drops them there, as a second click there would. Let go where
 * they cannot go (a refused drop, the stock, the lines below the board),
 * the cards go back, so that the next press starts afresh.
 */
function dropped(table: TableState, press: LastPress | undefined, spot: BoardSpot): readonly TableCommand[] {
  const { selection } = table;
  if (!press || !selection || sameSpot(press.spot, spot)) return [];
  if (selection.from !== pileOf(press.spot)) return [];
  const putBack = { type: 'put-back' } as const;
  if (spot.kind !== 'column' && spot.kind !== 'foundation' && spot.kind !== 'table') return [putBack];
  return [...clickCommands(positionOf(table), selection, { kind: 'press', button: 'left' }, spot, false), putBack];
}
