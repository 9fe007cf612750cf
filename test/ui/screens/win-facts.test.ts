// The win screen's facts, marked "best yet" where the game holds the record
// of its variant and level, never for a win the solver finished.

import { describe, expect, it } from 'vitest';
import { emptyStats } from '../../../src/stats/index.js';
import { winFacts, winKeysRow, winNote } from '../../../src/ui/screens/win-lines.js';
import { gameFrom } from '../support/table.js';

// A won game of 120 moves: every card home.
const won = () => ({ ...gameFrom('Foundations: KC KC KS KS KH KH KD KD'), moveCount: 120 });

describe('the facts of a win', () => {
  const stats = { ...emptyStats('forty-thieves', 'hard'), won: 3, played: 4, fewestMoves: 120, bestSeconds: 95 };

  it('marks the figures that are the records now, and not the others', () => {
    // 95 s: the best time; 120 moves: the fewest; the score is not the best (none kept here).
    const facts = winFacts(won(), 95_400, stats);
    // The score by hand: 104 cards home 1040, less 3 x 30 for 95 s, and 600000 / 95 = 6315 for the win.
    expect(facts.map((f) => [f.label, f.value, f.best])).toEqual([
      ['Moves', '120', true],
      ['Time', '1:35', true],
      ['Score', '7265', false],
    ]);
    // A second slower than the record: not the best time.
    expect(winFacts(won(), 96_000, stats)[1].best).toBe(false);
  });

  it('marks the score when it is the best score', () => {
    expect(winFacts(won(), 95_000, { ...stats, bestScore: 7265 })[2].best).toBe(true);
    expect(winFacts(won(), 95_000, { ...stats, bestScore: 7266 })[2].best).toBe(false);
  });

  it('marks nothing for a win the solver finished, one won again, or without the statistics', () => {
    expect(winFacts(won(), 95_000, stats, { assisted: true }).some((f) => f.best)).toBe(false);
    expect(winFacts(won(), 95_000, stats, { wonAgain: true }).some((f) => f.best)).toBe(false);
    expect(winFacts(won(), 95_000, undefined).some((f) => f.best)).toBe(false);
  });
});

describe('the note of a win', () => {
  it('says of a game won again after an undo that the first win was counted, and leaves room for it', () => {
    const again = "Won again: the statistics keep the first win's figures";
    expect(winNote({})).toEqual([]);
    expect(winNote({ wonAgain: true })).toEqual([again]);
    // Not "sets no best" beside "keeps the first win's figures": the first win may have been the player's own.
    expect(winNote({ assisted: true, wonAgain: true, daily: '2026-12-04' })).toEqual([
      'Won again, with the solver: the first win counts',
    ]);
    // The win screen cuts its notes at the width: indented by two, every one fits the least width it shows at, 60.
    const streaks = [undefined, { currentStreak: 0, longestStreak: 999 }, { currentStreak: 999, longestStreak: 999 }];
    for (const daily of [undefined, '2026-11-20']) {
      for (const marks of [{}, { wonAgain: true }, { assisted: true, wonAgain: true }, { assisted: true }]) {
        for (const record of streaks) {
          for (const line of winNote({ ...marks, daily }, record)) expect(line.length).toBeLessThanOrEqual(58);
        }
      }
    }
    const game = gameFrom('Foundations: KC QC KS KS KH KH KD KD');
    expect(winKeysRow({ game, wonAgain: true }, false, 60)).toBe(winKeysRow({ game }, false, 60) + 1);
  });

  it('names the day of a past daily deal won when no streak runs to today', () => {
    expect(winNote({ daily: '2026-11-20' }, { currentStreak: 0, longestStreak: 1 })).toEqual([
      'That day is won; no daily streak now (longest 1 day)',
    ]);
    expect(winNote({ daily: '2026-12-04' }, { currentStreak: 2, longestStreak: 3 })).toEqual([
      'Daily streak: 2 days in a row (longest 3 days)',
    ]);
  });
});
