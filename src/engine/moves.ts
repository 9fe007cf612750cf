// Moves as plain data, and their one text notation, shared by the interface,
// undo, the save file, the solver, `replay` and the tests:
//   d        draw from the stock
//   r        redeal the waste back to the stock
//   w>3      the waste top to column 3
//   7>f      column 7's top card to a foundation
//   2>5:3    a run of three cards from column 2 to column 5
// Columns are 1-based in notation and 0-based in data.

export type Source = number | 'waste';
export type Target = number | 'foundation';

export type Move =
  | { readonly kind: 'draw' }
  | { readonly kind: 'redeal' }
  | { readonly kind: 'move'; readonly from: Source; readonly to: Target; readonly count: number };

export const DRAW: Move = { kind: 'draw' };
export const REDEAL: Move = { kind: 'redeal' };

export function moveOf(from: Source, to: Target, count = 1): Move {
  return { kind: 'move', from, to, count };
}

export function formatMove(move: Move): string {
  if (move.kind === 'draw') return 'd';
  if (move.kind === 'redeal') return 'r';
  const from = move.from === 'waste' ? 'w' : String(move.from + 1);
  const to = move.to === 'foundation' ? 'f' : String(move.to + 1);
  return move.count === 1 ? `${from}>${to}` : `${from}>${to}:${move.count}`;
}

export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

export function sameMove(a: Move, b: Move): boolean {
  if (a.kind !== 'move' || b.kind !== 'move') return a.kind === b.kind;
  return a.from === b.from && a.to === b.to && a.count === b.count;
}

export class NotationError extends Error {
  constructor(
    readonly token: string,
    readonly index: number,
    readonly why: string,
  ) {
    super(`move ${index + 1} "${token}": ${why}`);
  }
}

const MOVE_PATTERN = /^(w|\d+)>(f|\d+)(?::(\d+))?$/;

/**
 * Numbers longer than this are refused as typed: no layout has a thousand
 * columns or cards in a run, and a longer number would come back from
 * Number() as 1e+23 or Infinity in the messages.
 */
const MOST_DIGITS = 3;
const tooLong = (digits: string | undefined): boolean =>
  digits !== undefined && digits.replace(/^0+(?=\d)/, '').length > MOST_DIGITS;

// The board's heading labels columns by their keys, where 0 is the tenth: a
// player who copies it needs to hear how the notation writes that column.
const COLUMN_ZERO = 'columns are numbered from 1, the tenth as 10 (0 is only its key in the game)';

/**
 * Parses one token. Column numbers are only checked to be at least 1 here;
 * whether the column exists is a question for the rules.
 */
export function parseMove(token: string, index = 0): Move {
  const t = token.trim().toLowerCase();
  if (t === 'd') return DRAW;
  if (t === 'r') return REDEAL;
  const m = MOVE_PATTERN.exec(t);
  if (!m) {
    throw new NotationError(token, index, 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3');
  }
  for (const digits of [m[1], m[2]]) {
    if (tooLong(digits)) throw new NotationError(token, index, `there is no column ${digits}`);
  }
  if (tooLong(m[3])) throw new NotationError(token, index, `no run is ${m[3]} cards long`);
  const from: Source = m[1] === 'w' ? 'waste' : Number(m[1]) - 1;
  const to: Target = m[2] === 'f' ? 'foundation' : Number(m[2]) - 1;
  const count = m[3] === undefined ? 1 : Number(m[3]);
  if ((from !== 'waste' && from < 0) || (to !== 'foundation' && to < 0))
    throw new NotationError(token, index, COLUMN_ZERO);
  if (count < 1) throw new NotationError(token, index, 'a move takes at least one card');
  return moveOf(from, to, count);
}

/** Parses space-separated tokens; an empty text is no moves. */
export function parseMoves(text: string): Move[] {
  return text
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t, i) => parseMove(t, i));
}
