// Help from the program (docs/rules.md, Help from the program): safe foundation moves and the
// test for a stuck game. Auto-finish is in finish.ts.

import { applyLegal } from './apply.js';
import { type Card, isRed, rankOf, suitOf } from './cards.js';
import { type Move, moveOf } from './moves.js';
import { foundationFor, isWon, type Position } from './position.js';
import { legalMoves } from './rules.js';
import type { BuildRule } from './variants.js';

/**
 * A foundation move that can never turn a winnable position into a lost one:
 * an Ace, or a card of rank r when both foundations of its suit reach r-1
 * (its twin will always find a place) and every card the build rule could
 * put on it is already home. With the other foundation at r-2 the twin may
 * have to wait above the last card of rank r-1, and the game be lost: see
 * the test "two ranks below" in test/solver/soundness.test.ts.
 */
export function isSafeHome(position: Position, c: Card): boolean {
  return isSafeHomeOn(position.foundations, position.variant.build, c);
}

/** isSafeHome on the foundations' heights and the build rule alone (the solver keeps its own arrays). */
export function isSafeHomeOn(f: ArrayLike<number>, build: BuildRule, c: Card): boolean {
  const r = rankOf(c);
  if (r === 1) return true;
  const s = suitOf(c);
  const need = r - 1;
  if (f[2 * s] < need || f[2 * s + 1] < need) return false;
  switch (build) {
    case 'same-suit':
      return true;
    case 'alternate-colour': {
      // The two suits of the other colour: clubs and spades are black (0, 1), hearts and diamonds red (2, 3).
      const t = isRed(c) ? 0 : 2;
      return f[2 * t] >= need && f[2 * t + 1] >= need && f[2 * t + 2] >= need && f[2 * t + 3] >= need;
    }
    case 'other-suit':
      for (let t = 0; t < 8; t++) if (t >> 1 !== s && f[t] < need) return false;
      return true;
  }
}

/**
 * Whether a safe card may go home from the waste: not while a redeal is left
 * in a game that draws several cards at a time, as the redeal turns the
 * waste into the stock, and one card fewer changes which cards each draw of
 * the next pass brings to the top (a card needed there may stay out of reach).
 */
export function wasteCardsGoHomeSafely(drawCount: number, redealsLeft: number): boolean {
  return drawCount === 1 || redealsLeft === 0;
}

/** The first safe foundation move (waste first, then columns left to right), if any. */
export function safeMove(position: Position): Move | undefined {
  const { waste, columns } = position;
  if (waste.length > 0 && wasteCardsGoHomeSafely(position.variant.drawCount, position.redealsLeft)) {
    const c = waste[waste.length - 1];
    if (foundationFor(position, c) >= 0 && isSafeHome(position, c)) return moveOf('waste', 'foundation');
  }
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    if (column.length === 0) continue;
    const c = column[column.length - 1];
    if (foundationFor(position, c) >= 0 && isSafeHome(position, c)) return moveOf(i, 'foundation');
  }
  return undefined;
}

/** Plays safe foundation moves until none is left; returns the moves and the position reached. */
export function playSafeMoves(position: Position): { moves: Move[]; position: Position } {
  const moves: Move[] = [];
  for (let m = safeMove(position); m; m = safeMove(position)) {
    moves.push(m);
    position = applyLegal(position, m);
  }
  return { moves, position };
}

/**
 * Positions the stuck search may visit at first, in the moment after a
 * move is drawn: `npm run bench table` (random late games of every
 * variant) met a longest pause of 18.6 ms. Where runs move (Number Ten,
 * Rank and File), the ways of splitting them between columns can take many
 * times more: the table searches again wider (STUCK_WIDER_LIMITS), which
 * that benchmark found stuck in 101 more of its 8,680 positions.
 */
export const STUCK_SEARCH_LIMIT = 1000;

/**
 * The wider searches, each a pause of its own (the benchmark's longest:
 * 171.5 ms). Their time grows faster than the positions: timed by hand on
 * Number Ten endgames full of runs, reached by play that builds them,
 * 10,000 took about 40 ms, 50,000 about 300 ms and 100,000 over a second,
 * a pause after every move for as long as the answer stays unknown. So the
 * widest is 50,000: a few stuck games with runs in every column go unsaid.
 */
export const STUCK_WIDER_LIMITS: readonly number[] = [10_000, 50_000];

/** Whether the game is stuck, or that the search reached its limit first. */
export type StuckAnswer = 'stuck' | 'not-stuck' | 'unknown';

/**
 * Stuck: no draw or redeal is left, and no sequence of moves reaches a
 * position with more cards home, a face-down card turned up, or the waste
 * played from. Searched exhaustively up to `limit` positions; when the
 * limit is reached the answer is 'unknown', never a false "stuck" or "not
 * stuck".
 */
export function stuckAnswer(position: Position, limit = STUCK_SEARCH_LIMIT): StuckAnswer {
  if (isWon(position)) return 'not-stuck';
  const hidden = faceDownCount(position);
  const start = position.columns.map((_, i) => columnText(position, i));
  const seen = new Set<string>([keyOf(start)]);
  const queue: { p: Position; texts: string[] }[] = [{ p: position, texts: start }];
  while (queue.length > 0) {
    const { p, texts } = queue.pop()!;
    const moves = legalMoves(p);
    // A draw, a redeal, a card home or off the waste is progress.
    if (moves.some((m) => m.kind !== 'move' || m.to === 'foundation' || m.from === 'waste')) return 'not-stuck';
    // Empty columns are alike: moving into the first one stands for all.
    const firstEmpty = p.columns.findIndex((c) => c.length === 0);
    for (const m of moves) {
      if (m.kind !== 'move' || m.from === 'waste' || m.to === 'foundation') continue;
      if (p.columns[m.to].length === 0 && m.to !== firstEmpty) continue;
      const next = applyLegal(p, m);
      if (faceDownCount(next) < hidden) return 'not-stuck';
      // Only the two columns the move touched change their text.
      const nextTexts = texts.slice();
      nextTexts[m.from] = columnText(next, m.from);
      nextTexts[m.to] = columnText(next, m.to);
      const key = keyOf(nextTexts);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return 'unknown';
      seen.add(key);
      queue.push({ p: next, texts: nextTexts });
    }
  }
  return 'stuck';
}

/**
 * A column as text for the stuck search's keys: its face-down count as a
 * digit, then its cards as characters from 64 on (clear of the digit and of
 * the separator), which is several times faster to build than numbers.
 */
function columnText(position: Position, i: number): string {
  return String.fromCharCode(48 + position.faceDown[i], ...position.columns[i].map((c) => 64 + c));
}

/**
 * The columns alone, in any order: within the stuck search only cards
 * moving between columns are followed, so the rest never changes.
 */
function keyOf(texts: readonly string[]): string {
  return texts.slice().sort().join('/');
}

function faceDownCount(position: Position): number {
  return position.faceDown.reduce((a, b) => a + b, 0);
}
