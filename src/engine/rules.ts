// Which moves are legal, and why the others are not.
//
// `legalMoves` is the move generator that the solver, the perft counts and
// `replay --json` stand on; `check` gives a reason a person can read for
// every refused move. Both read only the variant record, never its id.

import { type Card, formatCard, isRed, rankOf, suitOf, RANK_NAMES, SUIT_NAMES } from './cards.js';
import { type Move, DRAW, REDEAL, moveOf } from './moves.js';
import { type Position, foundationFor } from './position.js';
import type { BuildRule } from './variants.js';

/** Whether `c` may be placed on `onto` in a column under the build rule. */
export function builds(rule: BuildRule, c: Card, onto: Card): boolean {
  if (rankOf(c) + 1 !== rankOf(onto)) return false;
  switch (rule) {
    case 'same-suit':
      return suitOf(c) === suitOf(onto);
    case 'alternate-colour':
      return isRed(c) !== isRed(onto);
    case 'other-suit':
      return suitOf(c) !== suitOf(onto);
  }
}

/** How many cards at the top of column i form a run under the build rule (0 for an empty column). */
export function runLength(position: Position, i: number): number {
  const column = position.columns[i];
  const lowest = position.faceDown[i];
  const rule = position.variant.build;
  let n = column.length > 0 ? 1 : 0;
  for (let k = column.length - 1; k > lowest && builds(rule, column[k], column[k - 1]); k--) n++;
  return n;
}

export function emptyColumns(position: Position): number {
  let n = 0;
  for (const column of position.columns) if (column.length === 0) n++;
  return n;
}

/**
 * The most cards that may move as one move to a column. In "runs" variants,
 * any run; in "single" variants a supermove through empty columns: 2^E with E
 * empty columns, 2^(E-1) when the target is one of them.
 */
export function maxMoveCount(position: Position, targetEmpty: boolean): number {
  if (position.variant.moves === 'runs') return Infinity;
  const empties = emptyColumns(position);
  return 2 ** (targetEmpty ? empties - 1 : empties);
}

/**
 * Every legal move, each once, in a stable order: draw, redeal, then the
 * waste, then the columns left to right as sources; for each, the foundation
 * then the columns left to right as targets; for each, fewer cards first.
 */
export function legalMoves(position: Position): Move[] {
  const moves: Move[] = [];
  const { columns, stock, waste, variant } = position;
  const rule = variant.build;
  if (stock.length > 0) moves.push(DRAW);
  else if (waste.length > 0 && position.redealsLeft > 0) moves.push(REDEAL);

  const n = columns.length;
  let empties = 0;
  for (let t = 0; t < n; t++) if (columns[t].length === 0) empties++;
  const runs = variant.moves === 'runs';
  const limitOnto = runs ? Infinity : 2 ** empties;
  const limitEmpty = runs ? Infinity : 2 ** (empties - 1);

  if (waste.length > 0) {
    const c = waste[waste.length - 1];
    if (foundationFor(position, c) >= 0) moves.push(moveOf('waste', 'foundation'));
    for (let t = 0; t < n; t++) {
      const target = columns[t];
      if (target.length === 0 || builds(rule, c, target[target.length - 1])) moves.push(moveOf('waste', t));
    }
  }

  for (let from = 0; from < n; from++) {
    const column = columns[from];
    if (column.length === 0) continue;
    const top = column[column.length - 1];
    if (foundationFor(position, top) >= 0) moves.push(moveOf(from, 'foundation'));
    const run = runLength(position, from);
    const topRank = rankOf(top);
    for (let t = 0; t < n; t++) {
      if (t === from) continue;
      const target = columns[t];
      if (target.length === 0) {
        const most = Math.min(run, limitEmpty);
        for (let k = 1; k <= most; k++) moves.push(moveOf(from, t, k));
      } else {
        const onto = target[target.length - 1];
        // Ranks in a run rise by one from the top, so only one count can fit.
        const k = rankOf(onto) - topRank;
        if (k >= 1 && k <= run && k <= limitOnto && builds(rule, column[column.length - k], onto)) {
          moves.push(moveOf(from, t, k));
        }
      }
    }
  }
  return moves;
}

/** Why a move is refused, for people and for code. */
export interface Refusal {
  readonly code:
    | 'no-such-column'
    | 'empty-stock'
    | 'no-redeal'
    | 'empty-source'
    | 'same-column'
    | 'one-card-home'
    | 'one-card-from-waste'
    | 'no-foundation'
    | 'face-down'
    | 'not-a-run'
    | 'too-many'
    | 'does-not-build';
  readonly reason: string;
}

const refuse = (code: Refusal['code'], reason: string): Refusal => ({ code, reason });

function neededParentWords(rule: BuildRule, c: Card): string {
  const rank = RANK_NAMES[rankOf(c) + 1];
  switch (rule) {
    case 'same-suit':
      return `a ${rank} of ${SUIT_NAMES[suitOf(c)]}`;
    case 'alternate-colour':
      return `a ${isRed(c) ? 'black' : 'red'} ${rank}`;
    case 'other-suit':
      return `a ${rank} of another suit than ${SUIT_NAMES[suitOf(c)]}`;
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Undefined when the move is legal, else the reason it is not. */
export function check(position: Position, move: Move): Refusal | undefined {
  const { columns, stock, waste, variant } = position;
  if (move.kind === 'draw') {
    if (stock.length > 0) return undefined;
    return refuse('empty-stock', waste.length > 0 && position.redealsLeft > 0
      ? 'the stock is empty: redeal (r) to turn the waste over'
      : 'the stock is empty');
  }
  if (move.kind === 'redeal') {
    if (stock.length > 0) return refuse('no-redeal', 'the stock is not empty yet: draw (d) first');
    if (waste.length === 0) return refuse('no-redeal', 'there is no waste to redeal');
    if (position.redealsLeft <= 0) {
      return refuse('no-redeal', variant.redeals === 0 && position.level === 'hard'
        ? 'no redeals in this game at the hard level'
        : 'no redeals left');
    }
    return undefined;
  }
  const { from, to, count } = move;
  for (const end of [from, to]) {
    if (typeof end === 'number' && end >= columns.length) {
      return refuse('no-such-column', `there is no column ${end + 1}: columns are 1 to ${columns.length}`);
    }
  }
  if (from === to) return refuse('same-column', 'a card cannot move onto its own column');
  let moving: Card;
  if (from === 'waste') {
    if (waste.length === 0) return refuse('empty-source', 'the waste is empty');
    if (count !== 1) return refuse('one-card-from-waste', 'only the top card of the waste plays');
    moving = waste[waste.length - 1];
  } else {
    const column = columns[from];
    if (column.length === 0) return refuse('empty-source', `column ${from + 1} is empty`);
    const faceUp = column.length - position.faceDown[from];
    if (count > faceUp) {
      return refuse('face-down', `column ${from + 1} has only ${plural(faceUp, 'face-up card')}`);
    }
    if (count > runLength(position, from)) {
      return refuse('not-a-run', `the top ${count} cards of column ${from + 1} are not a run built ${
        variant.build === 'same-suit' ? 'down in suit' : variant.build === 'alternate-colour'
          ? 'down in alternate colours' : 'down in different suits'}`);
    }
    moving = column[column.length - count];
  }
  if (to === 'foundation') {
    if (count !== 1) return refuse('one-card-home', 'cards go to the foundations one at a time');
    if (foundationFor(position, moving) >= 0) return undefined;
    const s = suitOf(moving) * 2;
    const [a, b] = [position.foundations[s], position.foundations[s + 1]];
    const heights = a === b ? `both ${describeHeight(a)}` : `${describeHeight(a)} and ${describeHeight(b)}`;
    return refuse('no-foundation', `no foundation takes ${formatCard(moving)}: the ${SUIT_NAMES[suitOf(moving)]} foundations are ${heights}`);
  }
  const target = columns[to];
  if (target.length > 0) {
    const onto = target[target.length - 1];
    if (!builds(variant.build, moving, onto)) {
      return refuse('does-not-build', `${formatCard(moving)} cannot go on ${formatCard(onto)}: it needs ${neededParentWords(variant.build, moving)}`);
    }
  }
  const most = maxMoveCount(position, target.length === 0);
  if (count > most) {
    const empties = emptyColumns(position);
    return refuse('too-many', `only ${plural(most, 'card')} can move ${target.length === 0 ? 'into an empty column' : 'at once'} with ${
      plural(empties, 'empty column')}: one card moves at a time in ${variant.name}`);
  }
  return undefined;
}

function describeHeight(h: number): string {
  return h === 0 ? 'empty' : `up to the ${RANK_NAMES[h]}`;
}
