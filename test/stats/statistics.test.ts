// The statistics as pure data: counts, streaks, records and the recent
// games, checked against tables worked out by hand.

import { describe, expect, it } from 'vitest';
import { DRAW, findVariant, type Game, type Move, moveOf, newGame, play } from '../../src/engine/index.js';
import {
  addResult,
  addResults,
  emptyStats,
  type FinishedGame,
  finishedGame,
  RECENT_LIMIT,
  statsKey,
  winPercent,
} from '../../src/stats/index.js';

const at = (n: number) => `2025-01-01T00:00:${String(n).padStart(2, '0')}.000Z`;

function game(
  n: number,
  won: boolean,
  seconds: number,
  moves: number,
  score: number,
  variant = 'forty-thieves',
): FinishedGame {
  return {
    variant,
    level: 'hard',
    seed: String(100 + n),
    won,
    moves,
    seconds,
    score,
    cardsHome: won ? 104 : 40,
    at: at(n),
  };
}

describe('addResult', () => {
  // Six games: won, won, lost, lost, lost, won. After each one, by hand:
  // played, won, lost, current streak, longest winning, longest losing.
  const games = [
    game(1, true, 300, 200, 1500),
    game(2, true, 250, 220, 1400),
    game(3, false, 100, 50, 300),
    game(4, false, 500, 400, 1600),
    game(5, false, 10, 5, 0),
    game(6, true, 400, 180, 1200),
  ];
  const expected: [number, number, number, number, number, number][] = [
    [1, 1, 0, 1, 1, 0],
    [2, 2, 0, 2, 2, 0],
    [3, 2, 1, -1, 2, 1],
    [4, 2, 2, -2, 2, 2],
    [5, 2, 3, -3, 2, 3],
    [6, 3, 3, 1, 2, 3],
  ];

  it('counts games, wins, losses and streaks', () => {
    let stats = emptyStats('forty-thieves', 'hard');
    games.forEach((g, i) => {
      stats = addResult(stats, g);
      const s = stats;
      expect(
        [s.played, s.won, s.lost, s.currentStreak, s.longestWinStreak, s.longestLossStreak],
        `after game ${i + 1}`,
      ).toEqual(expected[i]);
    });
  });

  it('takes best time and fewest moves from wins only, best score from any game', () => {
    const stats = games.reduce(addResult, emptyStats('forty-thieves', 'hard'));
    // Wins took 300 s / 200 moves, 250 s / 220 moves, 400 s / 180 moves; the
    // 10-second, 5-move loss is no record. The 1600 of a loss is the best score.
    expect(stats.bestSeconds).toBe(250);
    expect(stats.fewestMoves).toBe(180);
    expect(stats.bestScore).toBe(1600);
    expect(winPercent(stats)).toBe(50);
  });

  it('has no records before a win, and 0% before any game', () => {
    const stats = addResult(emptyStats('maria', 'easy'), game(1, false, 60, 30, 120, 'maria'));
    expect(stats).not.toHaveProperty('bestSeconds');
    expect(stats).not.toHaveProperty('fewestMoves');
    expect(stats.bestScore).toBe(120);
    expect(winPercent(emptyStats('maria', 'easy'))).toBe(0);
  });

  it('keeps the recent games newest last, at most RECENT_LIMIT of them', () => {
    let stats = emptyStats('forty-thieves', 'hard');
    for (let n = 1; n <= 25; n++) stats = addResult(stats, game(n, n % 2 === 0, 60, 100, 10));
    expect(RECENT_LIMIT).toBe(20);
    expect(stats.recent.map((r) => r.at)).toEqual(Array.from({ length: 20 }, (_, i) => at(i + 6)));
    expect(stats.recent[19]).toEqual({
      at: at(25),
      seed: '125',
      won: false,
      moves: 100,
      seconds: 60,
      score: 10,
      cardsHome: 40,
    });
    expect(stats.played).toBe(25);
  });

  it('counts a game reported twice once', () => {
    const once = addResult(emptyStats('forty-thieves', 'hard'), games[0]);
    expect(addResult(once, { ...games[0] })).toBe(once);
    expect(addResult(once, { ...games[0], at: at(9) }).played).toBe(2);
  });
});

describe('addResults', () => {
  it('adds each game to its own variant and level', () => {
    const table = addResults(new Map(), [
      game(1, true, 1, 1, 1),
      { ...game(2, false, 1, 1, 1), level: 'easy' },
      game(3, false, 1, 1, 1, 'lucas'),
      game(4, false, 1, 1, 1),
    ]);
    expect([...table.keys()].sort()).toEqual(['forty-thieves/easy', 'forty-thieves/hard', 'lucas/hard']);
    expect(table.get(statsKey('forty-thieves', 'hard'))).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      currentStreak: -1,
    });
    expect(table.get('forty-thieves/easy')).toMatchObject({ variant: 'forty-thieves', level: 'easy', played: 1 });
  });

  it('leaves the table it was given alone', () => {
    const before = addResults(new Map(), [game(1, true, 1, 1, 1)]);
    addResults(before, [game(2, true, 1, 1, 1)]);
    expect(before.get('forty-thieves/hard')?.played).toBe(1);
  });
});

describe('finishedGame', () => {
  function playAll(g: Game, moves: Move[]): Game {
    return moves.reduce((acc, m) => {
      const r = play(acc, m);
      if (!('game' in r)) throw new Error(r.refusal.reason);
      return r.game;
    }, g);
  }

  it('reads the result of a game as it stands', () => {
    // Seed 1: the seventh card drawn is AH, which goes home.
    const g = playAll(newGame(findVariant('forty-thieves')!, 'hard', 1n), [
      DRAW,
      DRAW,
      DRAW,
      DRAW,
      DRAW,
      DRAW,
      DRAW,
      moveOf('waste', 'foundation'),
    ]);
    expect(finishedGame(g, 20_999, at(1))).toEqual({
      variant: 'forty-thieves',
      level: 'hard',
      seed: '1',
      won: false,
      moves: 8,
      seconds: 20,
      score: 10,
      cardsHome: 1,
      at: at(1),
    });
    // 45 s: one full 30 s costs 30 points, and the score stops at 0.
    expect(finishedGame(g, 45_000, at(1)).score).toBe(0);
  });
});

describe('a game the solver finished', () => {
  it('counts as played and won, in the streak, and sets no record', () => {
    const mine = addResult(emptyStats('forty-thieves', 'hard'), game(1, true, 300, 200, 1500));
    const watched = addResult(mine, { ...game(2, true, 60, 90, 9000), assisted: true });
    expect(watched).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
    // The solver's 60 s, 90 moves and 9000 points are not records: the player's own stay.
    expect(watched).toMatchObject({ bestSeconds: 300, fewestMoves: 200, bestScore: 1500 });
    expect(watched.recent[1]).toMatchObject({ won: true, assisted: true });
    expect(watched.recent[0].assisted).toBeUndefined();
  });
});
