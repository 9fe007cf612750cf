// Random keys for the fuzz tests: every key the table binds but T, b, s and
// o (they start the solver or the settings screen), weighted towards the
// ones that move cards, plus keys it does not bind; and the checks made
// after every key: the game replays from its moves to the same position, and
// the position holds its 104 cards.

import { expect } from 'vitest';
import { current, type Game, type Move, type Position, restoreGame } from '../../../src/engine/index.js';
import { cardCounts } from '../../support/position-text.js';

const WEIGHTED: readonly (readonly [string, number])[] = [
  ['enter', 14],
  ['space', 3],
  ['left', 4],
  ['right', 4],
  ['up', 4],
  ['down', 4],
  ['h', 1],
  ['j', 1],
  ['k', 1],
  ['l', 1],
  ['1', 3],
  ['2', 3],
  ['3', 3],
  ['4', 3],
  ['5', 3],
  ['6', 3],
  ['7', 3],
  ['8', 3],
  ['9', 3],
  ['0', 3],
  ['-', 2],
  ['_', 1],
  ['=', 2],
  ['+', 1],
  ['w', 5],
  ['f', 6],
  ['d', 8],
  ['r', 2],
  ['a', 2],
  ['u', 4],
  ['backspace', 1],
  ['ctrl+z', 1],
  ['U', 2],
  ['ctrl+y', 1],
  ['t', 1],
  ['p', 1],
  ['n', 2],
  ['y', 1],
  ['c', 1],
  ['g', 1],
  ['ctrl+r', 1],
  ['m', 1],
  ['escape', 3],
  ['?', 1],
  ['L', 1],
  ['q', 1],
  ['ctrl+c', 1],
  ['x', 1],
  ['Z', 1],
];
/** The table's keys the fuzz leaves out: they start the solver or open the settings, which it cannot carry out. */
export const NOT_FUZZED: ReadonlySet<string> = new Set(['T', 'b', 's', 'o']);

export const FUZZED: ReadonlySet<string> = new Set(WEIGHTED.map(([key]) => key));

const TOTAL = WEIGHTED.reduce((n, [, w]) => n + w, 0);

/** A small generator with a seed, so a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

export function randomKey(random: () => number): string {
  let r = random() * TOTAL;
  for (const [key, weight] of WEIGHTED) {
    r -= weight;
    if (r < 0) return key;
  }
  return 'enter';
}

const shape = (p: Position) => JSON.stringify([p.columns, p.faceDown, p.stock, p.waste, p.foundations, p.redealsLeft]);

/** The game's position is the one replaying its moves gives, and it holds every card twice. */
export function expectSound(game: Game, context: string): void {
  const replayed = restoreGame(game.variant, game.level, game.seed, game.done, game.undone, game.moveCount);
  const position = current(game);
  expect(shape(current(replayed)), context).toBe(shape(position));
  const counts = cardCounts(position);
  expect(
    counts.every((n) => n === 2),
    `${context}: every card twice`,
  ).toBe(true);
  position.columns.forEach((column, i) => {
    expect(position.faceDown[i] <= Math.max(0, column.length - 1), `${context}: a top card face down`).toBe(true);
  });
}

/**
 * Keys a player would press for a move, so that random play also reaches
 * deep into games (wins, auto-finish, stuck): undefined for column 13,
 * which has no jump key.
 */
export function keysForMove(move: Move): string[] | undefined {
  if (move.kind === 'draw') return ['d'];
  if (move.kind === 'redeal') return ['r'];
  const jump = (pile: number | 'waste') => (pile === 'waste' ? 'w' : '1234567890-='[pile]);
  const from = jump(move.from);
  if (!from) return undefined;
  if (move.to === 'foundation') return [from, 'f'];
  const to = jump(move.to);
  if (!to) return undefined;
  return [from, ...Array.from({ length: move.count - 1 }, () => 'up'), 'enter', to, 'enter'];
}
