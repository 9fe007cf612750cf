// A card's round trips taken out of a winning line: there and back again
// goes, there and on becomes one move, and a trip the moves between need
// stays. The positions are endgames written by hand: four spades left, one
// of each from the Ten to the King, the other cards home.

import { describe, expect, it } from 'vitest';
import { deal, findVariant, formatMoves, type Move, type Position, parseMoves } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { withoutRoundTrips } from '../../src/solver/round-trips.js';
import { replayProblem } from '../../src/solver/verify.js';
import { positionFromText } from '../support/position-text.js';

const HOME = 'Foundations: KC KC KD KD KH KH KS 9S';
const endgame = (columns: string): Position => positionFromText(`${HOME}\n${columns}\nStock: TS`);
const trimmed = (position: Position, moves: string): string =>
  formatMoves(withoutRoundTrips(position, parseMoves(moves)));

/** Moves of a card (or run) from one column to another and, as that column's next move, straight back. */
function backAndForth(moves: readonly Move[]): number {
  let count = 0;
  moves.forEach((m, i) => {
    if (m.kind !== 'move' || m.from === 'waste' || m.to === 'foundation') return;
    const next = moves.find((n, k) => k > i && n.kind === 'move' && (n.from === m.to || n.to === m.to));
    if (next?.kind === 'move' && next.from === m.to && next.to === m.from && next.count === m.count) count++;
  });
  return count;
}

describe('withoutRoundTrips', () => {
  it('takes out a card that goes to another column and back while the stock is drawn', () => {
    const position = endgame('1: KS QS\n2: JS');
    const line = '2>1 d 1>2 w>f 2>f 1>f 1>f';
    expect(replayProblem(position, parseMoves(line))).toBeUndefined();
    expect(trimmed(position, line)).toBe('d w>f 2>f 1>f 1>f');
  });

  it('makes one move of a card that goes to an empty column and then on, and again when it goes on home', () => {
    const position = endgame('1: KS QS\n2: JS');
    const line = '2>3 d 3>1 w>f 1>f 1>f 1>f';
    expect(replayProblem(position, parseMoves(line))).toBeUndefined();
    // 2>3 and 3>1 become 2>1; then 2>1 and 1>f (the Jack home) become 2>f.
    expect(trimmed(position, line)).toBe('d w>f 2>f 1>f 1>f');
    // Away to an empty column, onto its parent, and back to where it started: nothing is left of the trip.
    const longer = '2>3 d 3>1 1>2 w>f 2>f 1>f 1>f';
    expect(replayProblem(position, parseMoves(longer))).toBeUndefined();
    expect(trimmed(position, longer)).toBe('d w>f 2>f 1>f 1>f');
  });

  it('keeps a trip the moves between it need', () => {
    // The King steps aside so that the Jack under it can go onto the Queen, then comes back.
    const position = endgame('1: JS KS\n2: QS');
    const line = '1>3 1>2 3>1 d w>f 2>f 2>f 1>f';
    expect(replayProblem(position, parseMoves(line))).toBeUndefined();
    // The King's trip stays; the Jack goes home from where it lay, and the King from column 3.
    expect(trimmed(position, line)).toBe('1>3 d w>f 1>f 2>f 3>f');
  });

  it('takes out a trip that turned up a face-down card only where the card turns up all the same (Indian)', () => {
    // The Queen of spades leaves the King of hearts face up behind her, comes back onto him, then goes
    // home. Without the trip she goes home from column 1, which turns the King up too; the trip alone,
    // without her way home, would have left him face down, and is not taken out.
    const position = positionFromText(
      'variant: indian\nFoundations: KC KC KD KD KH QH KS JS\n1: [KH] QS\nStock: KS\nRedeals left: 0',
    );
    const line = '1>3 d 3>1 1>f 1>f w>f';
    expect(replayProblem(position, parseMoves(line))).toBeUndefined();
    expect(trimmed(position, line)).toBe('d 1>f 1>f w>f');
    expect(replayProblem(position, parseMoves('d 1>f 1>f w>f'))).toBeUndefined();
    expect(formatMoves(withoutRoundTrips(position, parseMoves('1>3 d 3>1')))).toBe('1>3 d 3>1');
  });

  it('takes out a trip inside a trip, then the trip around it', () => {
    // The Jack of spades goes to column 3, the Ten onto it and back, then the Jack back: neither trip is needed.
    const position = positionFromText('Foundations: KC KC KD KD KH KH KS 8S\n1: KS QS JS\n2: TS\nStock: 9S');
    const line = '1>3 2>3 d 3>2 3>1 w>f 2>f 1>f 1>f 1>f';
    expect(replayProblem(position, parseMoves(line))).toBeUndefined();
    expect(trimmed(position, line)).toBe('d w>f 2>f 1>f 1>f 1>f');
  });

  it("gives the solver's answer for Forty Thieves 42 without a card sent to a column and back", () => {
    // The line that wins it, shortened alone, moved cards there and back 17 times: hints shuffled a card between columns.
    const start = deal(findVariant('forty-thieves')!, 42n, 'hard');
    const won = solve(start, { nodes: 2_000_000 });
    expect(won.verdict).toBe('winnable');
    expect(replayProblem(start, won.moves)).toBeUndefined();
    expect(backAndForth(won.moves)).toBe(0);
  });
});
