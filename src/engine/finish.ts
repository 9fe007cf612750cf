// Auto-finish (docs/rules.md, Help from the program): whether cards going
// home, with draws and redeals to reach the stock's and waste's cards, win the
// game by themselves, and the moves that do it.

import { applyLegal } from './apply.js';
import { DRAW, type Move, moveOf, REDEAL } from './moves.js';
import { foundationFor, isWon, type Position, topOf } from './position.js';

/**
 * The moves that finish the game by foundation moves, draws and redeals
 * alone (within the redeals left and the variant's draw count), when no card
 * is face down; undefined when those alone do not win.
 *
 * Playing every card home that can go before drawing is enough to decide:
 * foundations only grow, nothing is put on a column, and a card that can go
 * home loses that only when a draw covers it on the waste. A draw comes only
 * when no card can go home, and then drawing (or redealing) is all there is
 * to do, so no other order of these moves sends more cards home.
 */
export function autoFinish(position: Position): Move[] | undefined {
  if (position.faceDown.some((n) => n > 0) || isWon(position)) return undefined;
  const moves: Move[] = [];
  // A pass through the stock that sent nothing home would be played again the same after a redeal.
  let homeSinceRedeal = true;
  // The columns are swept left to right, each sweep going on from the column played last.
  let next = 0;
  for (;;) {
    let move = homeMove(position, next);
    if (move) {
      homeSinceRedeal = true;
      if (move.kind === 'move' && move.from !== 'waste') next = (move.from + 1) % position.columns.length;
    } else if (position.stock.length > 0) move = DRAW;
    else if (position.waste.length > 0 && position.redealsLeft > 0 && homeSinceRedeal) {
      move = REDEAL;
      homeSinceRedeal = false;
    } else break;
    moves.push(move);
    position = applyLegal(position, move);
  }
  return isWon(position) ? moves : undefined;
}

/** A card that can go home: from the columns, left to right from column `first` and round, then the waste. */
function homeMove(position: Position, first: number): Move | undefined {
  const { columns } = position;
  for (let k = 0; k < columns.length; k++) {
    const i = (first + k) % columns.length;
    const top = topOf(columns[i]);
    if (top !== undefined && foundationFor(position, top) >= 0) return moveOf(i, 'foundation');
  }
  const top = topOf(position.waste);
  return top !== undefined && foundationFor(position, top) >= 0 ? moveOf('waste', 'foundation') : undefined;
}
