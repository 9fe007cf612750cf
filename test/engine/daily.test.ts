// The daily deal's formula, with the expected numbers worked out by hand.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DailyDateError,
  dailyEasySeed,
  dailySeed,
  dateOfDay,
  dayNumber,
  parseDailyDate,
} from '../../src/engine/index.js';

describe('the day number', () => {
  it('counts from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    // 30 years of 365 days and 7 leap days (1972 to 1996).
    expect(dayNumber('2000-01-01')).toBe(10957);
    // Then January's 31 and a leap February's 29.
    expect(dayNumber('2000-03-01')).toBe(11017);
    // 56 years of 365, 14 leap days (1972 to 2024), and 334 days of January to November.
    expect(dayNumber('2026-12-01')).toBe(20788);
  });

  it('turns back into its date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 200_000 }), (n) => dayNumber(dateOfDay(n)) === n));
    expect(dateOfDay(20788)).toBe('2026-12-01');
    expect(dateOfDay(20787)).toBe('2026-11-30');
  });
});

describe('the daily seed', () => {
  it("is the date's digits at hard and medium", () => {
    expect(dailySeed('2026-12-01')).toBe(20261201n);
    expect(dailySeed('2026-11-30')).toBe(20261130n);
  });

  it("is the catalogue's seed at the day number mod its length at easy", () => {
    const seeds = [10, 20, 30, 40, 50, 60, 70];
    // 20788 = 7 x 2969 + 5: the sixth seed.
    expect(dailyEasySeed('2026-12-01', seeds)).toBe(60n);
    // The day before: 4, the fifth.
    expect(dailyEasySeed('2026-11-30', seeds)).toBe(50n);
    expect(dailyEasySeed('2026-12-01', [])).toBeUndefined();
  });
});

describe('a date on the command line', () => {
  it('takes real days written YYYY-MM-DD', () => {
    expect(parseDailyDate('2026-11-30')).toBe('2026-11-30');
    expect(parseDailyDate(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it.each([
    ['30/11/2026', 'not a date written YYYY-MM-DD'],
    ['2026-11-3', 'not a date written YYYY-MM-DD'],
    ['2026-02-29', 'not a day of the calendar'],
    ['2026-13-01', 'not a day of the calendar'],
    ['2026-04-31', 'not a day of the calendar'],
    ['1999-12-31', 'before the first daily deal'],
  ])('refuses %s: %s', (text, why) => {
    expect(() => parseDailyDate(text)).toThrow(DailyDateError);
    expect(() => parseDailyDate(text)).toThrow(why);
  });
});
