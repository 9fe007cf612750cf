// Which moves are legal, and why the others are not.
//
// `legalMoves` is the move generator that the solver, the perft counts and
// `replay --json` stand on; `check` gives a reason a person can read for
// every refused move. Both read only the variant record, never its id.

import { type Card, formatCard, isRed, RANK_NAMES, rankOf, SUIT_NAMES, suitOf } from './cards.js';
import { DRAW, type Move, moveOf, REDEAL } from './moves.js';
import { foundationFor, type Position } from './position.js';
import { type BuildRule, describeBuild, type MoveRule, VARIANTS } from './variants.js';
import { plural, withArticle } from './words.js';

/**
 * For each build rule, whether card a may lie on card b, at index a * 52 + b.
 * The move generator asks this in its innermost loop, so it is a table.
 */
const BUILD_TABLES: Record<BuildRule, Uint8Array> = {
  'same-suit': makeBuildTable((c, onto) => suitOf(c) === suitOf(onto)),
  'alternate-colour': makeBuildTable((c, onto) => isRed(c) !== isRed(onto)),
  'other-suit': makeBuildTable((c, onto) => suitOf(c) !== suitOf(onto)),
};

/**
 * The build rule's table: entry c * 52 + onto is 1 when card c may lie on
 * card onto. Shared, not to be written to; the solver reads it too.
 */
export function buildTable(rule: BuildRule): Uint8Array {
  return BUILD_TABLES[rule];
}

function makeBuildTable(suitsFit: (c: Card, onto: Card) => boolean): Uint8Array {
  const table = new Uint8Array(52 * 52);
  for (let c = 0; c < 52; c++) {
    for (let onto = 0; onto < 52; onto++) {
      table[c * 52 + onto] = rankOf(c) + 1 === rankOf(onto) && suitsFit(c, onto) ? 1 : 0;
    }
  }
  return table;
}

/** Whether `c` may be placed on `onto` in a column under the build rule. */
export function builds(rule: BuildRule, c: Card, onto: Card): boolean {
  return BUILD_TABLES[rule][c * 52 + onto] === 1;
}

/** How many cards at the top of column i form a run under the build rule (0 for an empty column). */
export function runLength(position: Position, i: number): number {
  const column = position.columns[i];
  return runLengthIn(column, 0, column.length, position.faceDown[i], BUILD_TABLES[position.variant.build]);
}

/**
 * How many cards at the top of a column form a run: the column is
 * cards[base .. base + length), bottom to top, with `faceDown` cards face
 * down at its bottom; `table` is the build rule's (buildTable). For the
 * engine's columns and the solver's packed ones alike.
 */
export function runLengthIn(
  cards: ArrayLike<Card>,
  base: number,
  length: number,
  faceDown: number,
  table: Uint8Array,
): number {
  if (length === 0) return 0;
  let k = base + length - 1;
  const lowest = base + faceDown;
  while (k > lowest && table[cards[k] * 52 + cards[k - 1]] === 1) k--;
  return base + length - k;
}

function emptyColumns(position: Position): number {
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
  return moveLimit(position.variant.moves, emptyColumns(position), targetEmpty);
}

/** maxMoveCount with the empty columns counted: the engine's rule, which the solver reads too. */
export function moveLimit(rule: MoveRule, empties: number, targetEmpty: boolean): number {
  if (rule === 'runs') return Infinity;
  return targetEmpty ? (empties > 0 ? 2 ** (empties - 1) : 0) : 2 ** empties;
}

// Moves are plain immutable data, so the generator hands out one shared
// object per move instead of making new ones in its hot loop: index
// (source * PILES + target) * 128 + count, where source 0 is the waste, target
// 0 the foundations, and columns count from 1. The table holds the moves of
// up to INTERNED_COLUMNS columns (the most a variant has); a larger layout, in
// a test, gets new objects, which are as correct and only slower.
// Filled with null rather than left empty, so the array stays a fast packed one.
const INTERNED_COLUMNS = Math.max(...VARIANTS.map((variant) => variant.columns));
const PILES = INTERNED_COLUMNS + 1;
const MOST_CARDS = 128;
const moveTable: (Move | null)[] = new Array(PILES * PILES * MOST_CARDS).fill(null);

function internedMove(from: number | 'waste', to: number | 'foundation', count: number): Move {
  const source = from === 'waste' ? 0 : from + 1;
  const target = to === 'foundation' ? 0 : to + 1;
  if (source >= PILES || target >= PILES || count >= MOST_CARDS) return Object.freeze(moveOf(from, to, count));
  const key = (source * PILES + target) * MOST_CARDS + count;
  moveTable[key] ??= Object.freeze(moveOf(from, to, count));
  return moveTable[key];
}

/**
 * Every legal move, each once, in a stable order: draw, redeal, then the
 * waste, then the columns left to right as sources; for each, the foundation
 * then the columns left to right as targets; for each, fewer cards first.
 */
export function legalMoves(position: Position): Move[] {
  const moves: Move[] = [];
  const { columns, stock, waste, variant, faceDown } = position;
  const table = BUILD_TABLES[variant.build];
  if (stock.length > 0) moves.push(DRAW);
  else if (waste.length > 0 && position.redealsLeft > 0) moves.push(REDEAL);

  const n = columns.length;
  // The top card of each column and its rank less one (-1 for an empty
  // column), and as bit masks over the columns: which are empty, and which
  // have a top card of each rank.
  const tops: number[] = [];
  const ranks: number[] = [];
  const byRank: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let emptyMask = 0;
  let empties = 0;
  for (let t = 0; t < n; t++) {
    const column = columns[t];
    if (column.length === 0) {
      tops.push(-1);
      ranks.push(-1);
      emptyMask |= 1 << t;
      empties++;
    } else {
      const top = column[column.length - 1];
      const rank = top % 13;
      tops.push(top);
      ranks.push(rank);
      byRank[rank] |= 1 << t;
    }
  }
  const limitOnto = moveLimit(variant.moves, empties, false);
  const limitEmpty = moveLimit(variant.moves, empties, true);

  if (waste.length > 0) {
    const c = waste[waste.length - 1];
    if (foundationFor(position, c) >= 0) moves.push(internedMove('waste', 'foundation', 1));
    for (let t = 0; t < n; t++) {
      const onto = tops[t];
      if (onto < 0 || table[c * 52 + onto] === 1) moves.push(internedMove('waste', t, 1));
    }
  }

  for (let from = 0; from < n; from++) {
    const top = tops[from];
    if (top < 0) continue;
    const column = columns[from];
    if (foundationFor(position, top) >= 0) moves.push(internedMove(from, 'foundation', 1));
    const run = runLengthIn(column, 0, column.length, faceDown[from], table);
    const mostOnto = run < limitOnto ? run : limitOnto;
    const mostEmpty = run < limitEmpty ? run : limitEmpty;
    // Ranks in a run rise by one from the top, so a run of k cards can only
    // go onto a card k ranks above the top card: collect those columns, and
    // the empty ones, then visit them left to right.
    const topRank = ranks[from];
    let targets = mostEmpty >= 1 ? emptyMask : 0;
    for (let k = 1; k <= mostOnto && topRank + k < 13; k++) targets |= byRank[topRank + k];
    targets &= ~(1 << from);
    while (targets !== 0) {
      const t = 31 - Math.clz32(targets & -targets);
      targets &= targets - 1;
      const onto = tops[t];
      if (onto < 0) {
        for (let k = 1; k <= mostEmpty; k++) moves.push(internedMove(from, t, k));
      } else if (table[column[column.length - (ranks[t] - topRank)] * 52 + onto] === 1) {
        moves.push(internedMove(from, t, ranks[t] - topRank));
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
    | 'does-not-build'
    | 'bad-count';
  readonly reason: string;
}

const refuse = (code: Refusal['code'], reason: string): Refusal => ({ code, reason });

/** "it needs a six of hearts", "a King goes only into an empty column". */
function whyNotOn(rule: BuildRule, c: Card, onto: Card): string {
  const cannot = `${formatCard(c)} cannot go on ${formatCard(onto)}`;
  if (rankOf(c) === 13) return `${cannot}: a King goes only into an empty column`;
  const rank = RANK_NAMES[rankOf(c) + 1];
  switch (rule) {
    case 'same-suit':
      return `${cannot}: it needs ${withArticle(rank)} of ${SUIT_NAMES[suitOf(c)]}`;
    case 'alternate-colour':
      return `${cannot}: it needs a ${isRed(c) ? 'black' : 'red'} ${rank}`;
    case 'other-suit':
      return `${cannot}: it needs ${withArticle(rank)} of a suit other than ${SUIT_NAMES[suitOf(c)]}`;
  }
}

/** Undefined when the move is legal, else the reason it is not. */
export function check(position: Position, move: Move): Refusal | undefined {
  const { columns, stock, waste, variant } = position;
  if (move.kind === 'draw') {
    if (stock.length > 0) return undefined;
    return refuse(
      'empty-stock',
      waste.length > 0 && position.redealsLeft > 0
        ? 'the stock is empty: redeal (r) to turn the waste over'
        : 'the stock is empty',
    );
  }
  if (move.kind === 'redeal') {
    // Having no redeal at all matters more than when one could be made.
    if (position.redealsLeft <= 0) {
      return refuse(
        'no-redeal',
        variant.redeals === 0 && position.level === 'hard'
          ? 'no redeals in this game at the hard level'
          : 'no redeals left',
      );
    }
    if (stock.length > 0) return refuse('no-redeal', 'the stock is not empty yet: draw (d) first');
    if (waste.length === 0) return refuse('no-redeal', 'there is no waste to redeal');
    return undefined;
  }
  const { from, to, count } = move;
  for (const end of [from, to]) {
    if (typeof end === 'number' && !(Number.isInteger(end) && end >= 0 && end < columns.length)) {
      return refuse('no-such-column', `there is no column ${end + 1}: columns are 1 to ${columns.length}`);
    }
  }
  if (!Number.isInteger(count) || count < 1)
    return refuse('bad-count', 'a move takes a whole number of cards, at least one');
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
      return refuse(
        'not-a-run',
        `the top ${count} cards of column ${from + 1} are not a run built ${describeBuild(variant.build)}`,
      );
    }
    moving = column[column.length - count];
  }
  if (to === 'foundation') {
    if (count !== 1) return refuse('one-card-home', 'cards go to the foundations one at a time');
    if (foundationFor(position, moving) >= 0) return undefined;
    const s = suitOf(moving) * 2;
    const [a, b] = [position.foundations[s], position.foundations[s + 1]];
    const heights = a === b ? `both ${describeHeight(a)}` : `${describeHeight(a)} and ${describeHeight(b)}`;
    return refuse(
      'no-foundation',
      `no foundation takes ${formatCard(moving)}: the ${SUIT_NAMES[suitOf(moving)]} foundations are ${heights}`,
    );
  }
  const target = columns[to];
  if (target.length > 0) {
    const onto = target[target.length - 1];
    if (!builds(variant.build, moving, onto)) return refuse('does-not-build', whyNotOn(variant.build, moving, onto));
  }
  if (count > maxMoveCount(position, target.length === 0)) {
    return refuse(
      'too-many',
      `${variant.name} moves one card at a time: ${describeMoveLimit(position, target.length === 0)}`,
    );
  }
  return undefined;
}

/**
 * The supermove's limit in a variant that moves one card at a time: "with
 * no empty columns, at most 1 card can move together". Shared with the
 * table, whose refusal of a drop names the run the target would take.
 */
export function describeMoveLimit(position: Position, targetEmpty: boolean): string {
  const empties = emptyColumns(position);
  const most = maxMoveCount(position, targetEmpty);
  return `with ${empties === 0 ? 'no empty columns' : plural(empties, 'empty column')}, at most ${plural(
    most,
    'card',
  )} can move ${targetEmpty ? 'into an empty column' : 'together'}`;
}

function describeHeight(h: number): string {
  return h === 0 ? 'empty' : `up to the ${RANK_NAMES[h]}`;
}
