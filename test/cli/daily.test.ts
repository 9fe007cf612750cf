// --daily on the command line: today by default, a past day by its date,
// and each bad date refused with a message that names it.

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors.js';
import { dailyDate } from '../../src/cli/options.js';
import { runPlay } from '../../src/cli/play.js';

const TODAY = '2026-12-01';

describe('--daily', () => {
  it("is today's deal alone, and a past day's with a date", () => {
    expect(dailyDate(true, TODAY)).toBe(TODAY);
    expect(dailyDate('2026-11-30', TODAY)).toBe('2026-11-30');
    expect(dailyDate(TODAY, TODAY)).toBe(TODAY);
  });

  it.each([
    ['2026-12-02', 'invalid --daily date: 2026-12-02 has no deal yet (today is 2026-12-01, UTC)'],
    ['2026-02-30', 'invalid --daily date: 2026-02-30 is not a day of the calendar'],
    ['yesterday', 'invalid --daily date: "yesterday" is not a date written YYYY-MM-DD, such as 2026-11-30'],
  ])('refuses %s', (date, message) => {
    expect(() => dailyDate(date, TODAY)).toThrow(UsageError);
    expect(() => dailyDate(date, TODAY)).toThrow(message);
  });

  it('does not go with --seed', async () => {
    const terminal = { stdin: { isTTY: true }, stdout: { isTTY: true } };
    await expect(runPlay({ daily: true, seed: '5' }, terminal, TODAY)).rejects.toThrow(
      '--daily and --seed cannot go together',
    );
  });
});
