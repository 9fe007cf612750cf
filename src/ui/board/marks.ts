// Which cards the cursor, the selection and the hint touch, pile by pile, so
// that each view only asks "is this card marked?" and the compression of a
// long column knows which cards must stay in view.

import { foundationFor, type Position } from '../../engine/index.js';
import type { Cursor, Hint, PileRef, Selection } from '../table/places.js';

/** Cards counted from the top of one pile: 0 is none, 1 the top card. */
export interface PileMarks {
  readonly cursor: number;
  readonly selection: number;
  readonly hint: number;
  /** The pile receives the hinted move: its top card (or empty slot) is marked. */
  readonly hintTarget: boolean;
}

export interface BoardMarks {
  readonly waste: PileMarks;
  readonly columns: readonly PileMarks[];
  /** The foundation the hinted move goes to, or -1. */
  readonly hintFoundation: number;
  /** The hint is to draw or to redeal. */
  readonly hintStock: boolean;
}

export const NO_MARKS: PileMarks = { cursor: 0, selection: 0, hint: 0, hintTarget: false };

export function boardMarks(position: Position, cursor?: Cursor, selection?: Selection, hint?: Hint): BoardMarks {
  const pileMarks = (pile: PileRef): PileMarks => {
    const size = pile === 'waste' ? position.waste.length : (position.columns[pile]?.length ?? 0);
    // An empty pile still shows the cursor, on its empty slot.
    const covered = (n: number): number => Math.max(0, Math.min(n, size === 0 ? 1 : size));
    const hintMove = hint?.kind === 'move' ? hint : undefined;
    return {
      cursor: cursor && cursor.pile === pile ? covered(Math.max(1, cursor.depth)) : 0,
      selection: selection && selection.from === pile ? covered(selection.count) : 0,
      hint: hintMove && hintMove.from === pile ? covered(hintMove.count) : 0,
      hintTarget: hintMove !== undefined && hintMove.to === pile,
    };
  };
  let hintFoundation = -1;
  if (hint?.kind === 'move' && hint.to === 'foundation') {
    const from = hint.from === 'waste' ? position.waste : position.columns[hint.from];
    const moving = from?.[from.length - 1];
    if (moving !== undefined) hintFoundation = foundationFor(position, moving);
  }
  return {
    waste: pileMarks('waste'),
    columns: position.columns.map((_, i) => pileMarks(i)),
    hintFoundation,
    hintStock: hint?.kind === 'draw' || hint?.kind === 'redeal',
  };
}

/**
 * The cards of a column of `length` that compression must keep in view: the
 * deepest card of the cursor, the selection and the hint, most important
 * first. The cards above them need no asking: compression fills its room
 * from the top down.
 */
export function keptCards(length: number, marks: PileMarks): number[] {
  return [marks.cursor, marks.selection, marks.hint].filter((n) => n > 0).map((n) => length - n);
}
