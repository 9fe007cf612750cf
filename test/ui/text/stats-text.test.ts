// The start screen's words for the record of a game, whose words fit the menu's row at the smallest
// width, and for the daily deal: won today, or a streak to keep.

import { describe, expect, it } from 'vitest';
import { LEVELS, VARIANTS } from '../../../src/engine/index.js';
import {
  addDaily,
  type DailyGame,
  type DailySummary,
  dailySummary,
  emptyDaily,
  emptyStats,
} from '../../../src/stats/index.js';
import { LABEL_WIDTH } from '../../../src/ui/screens/start-lines.js';
import { dailyWords, statsLines, winRecord } from '../../../src/ui/text/stats-text.js';

const none = { played: 0, won: 0 } as Parameters<typeof winRecord>[0];

describe('the record on the start screen', () => {
  it('says no game has finished yet, whole at 60 columns in every game', () => {
    expect(winRecord(none)).toBe('none finished yet');
    for (const variant of VARIANTS)
      for (const level of LEVELS) {
        // The cursor's mark and a space, the label, then the game and its record.
        const row = `  ${'New game'.padEnd(LABEL_WIDTH)}${variant.name}, ${level}: ${winRecord(none)}`;
        expect([...row].length, row).toBeLessThanOrEqual(60);
      }
  });
});

describe("the daily deal's line on the start screen", () => {
  const game = (date: string, variant: string, won: boolean, assisted = false): DailyGame => ({
    date,
    variant,
    level: 'hard',
    won,
    assisted,
    moves: 150,
    seconds: 600,
    score: 900,
    at: `${date}T12:00:00.000Z`,
  });
  const record = (...games: DailyGame[]) => dailySummary(games.reduce(addDaily, emptyDaily()), '2026-12-05');
  const words = (daily: DailySummary | undefined, room = 46) =>
    dailyWords('2026-12-05', daily, 'forty-thieves', 'hard', room);

  it('names the day, for the variant and level above, with no daily game played', () => {
    expect(words(undefined)).toBe('2026-12-05 UTC, variant and level above');
    expect(words(record())).toBe('2026-12-05 UTC, variant and level above');
  });

  it('says the deal of the variant and level chosen was won today, and the days in a row', () => {
    expect(words(record(game('2026-12-05', 'forty-thieves', true)))).toBe('2026-12-05 UTC, won today');
    const three = record(
      game('2026-12-03', 'lucas', true),
      game('2026-12-04', 'forty-thieves', true),
      game('2026-12-05', 'forty-thieves', true),
    );
    expect(words(three)).toBe('2026-12-05 UTC, won today · 3 days in a row');
  });

  it('says the streak to keep where the row has room for it, else the day alone', () => {
    // Won yesterday and the day before; today's deal is still to play.
    const two = record(game('2026-12-03', 'forty-thieves', true), game('2026-12-04', 'lucas', true));
    expect(words(two, 80)).toBe('2026-12-05 UTC, variant and level above · streak 2 days');
    // 60 columns less the cursor and the label: 46.
    expect(words(two, 46)).toBe('2026-12-05 UTC, variant and level above');
    // Today's deal won at another variant: the streak counts today, this deal is still to play.
    expect(words(record(game('2026-12-05', 'lucas', true)), 80)).toBe(
      '2026-12-05 UTC, variant and level above · streak 1 day',
    );
  });

  it('does not call a deal the solver won, or lost, won today, but says it was played', () => {
    expect(words(record(game('2026-12-05', 'forty-thieves', true, true)), 80)).toBe(
      '2026-12-05 UTC, won today with the solver',
    );
    expect(words(record(game('2026-12-05', 'forty-thieves', false)), 80)).toBe('2026-12-05 UTC, not won yet today');
    // Yesterday's streak still runs while today's deal is to win.
    const lostToday = record(game('2026-12-04', 'forty-thieves', true), game('2026-12-05', 'forty-thieves', false));
    expect(words(lostToday, 80)).toBe('2026-12-05 UTC, not won yet today · streak 1 day');
    // Another variant's game today says nothing of this one.
    expect(words(record(game('2026-12-05', 'lucas', false)), 80)).toBe('2026-12-05 UTC, variant and level above');
  });
});

describe("the win screen's record", () => {
  it('calls the longest streaks runs, so that "0 losses" reads as the longest run of losses, not their count', () => {
    const stats = { ...emptyStats('forty-thieves', 'hard'), played: 3, won: 1, lost: 2 };
    const once = { ...stats, currentStreak: 1, longestWinStreak: 1, longestLossStreak: 2 };
    expect(statsLines(once)[1]).toBe('Streak now: 1 win · longest runs: 1 win, 2 losses');
  });
});
