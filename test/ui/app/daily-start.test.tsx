// The start screen's "Daily deal" line: today's (UTC) deal of the variant
// and level chosen, as `forty-thieves --daily` plays it: the seed is the
// date's digits (at easy, the catalogue's seed for the day), the game is
// marked with its date for the daily record, the saved game is resumed
// when it is that deal, and asked about first when it would count as a loss.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { type GameResult, newGameId } from '../../../src/store/index.js';
import { SHIPPED_CATALOGUE } from '../../../src/ui/live/easy-seed.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { savedFive } from '../support/saved.js';

const forty = findVariant('forty-thieves')!;
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

/** Late on 2026-12-01 in UTC: the daily seed is 20261201 (docs/rules.md, The daily deal). */
const DEC_1_LATE = Date.UTC(2026, 11, 1, 23, 59);

/** A game of the 2026-12-01 Forty Thieves hard daily deal, ended late that day. */
const dailyResult = (won: boolean): GameResult => ({
  gameId: newGameId(),
  variant: 'forty-thieves',
  level: 'hard',
  seed: '20261201',
  won,
  moves: won ? 160 : 12,
  seconds: 600,
  score: won ? 1000 : 5,
  cardsHome: won ? 104 : 1,
  at: '2026-12-01T23:00:00.000Z',
  daily: '2026-12-01',
});

async function startAt(now: number, store = new MemoryStore()): Promise<Driven> {
  driven = await drive({ store, opening: { screen: 'start', saved: store.saved } });
  driven.time.now = now;
  // A key the menu ignores draws the frame again at the new time.
  await driven.press('x');
  return driven;
}

describe('the daily deal from the start screen', () => {
  it("shows today's date on its line and deals the day's seed by its line, marked for the daily record", async () => {
    const app = await startAt(DEC_1_LATE);
    expect(app.frame()).toMatch(/Daily deal +2026-12-01 UTC, variant and level above/);
    // New game, Variant, Level, then the Daily deal.
    await app.press('down', 'down', 'down', 'enter');
    // The status line names the deal by its day, the message line gives its seed.
    expect(app.frame()).toContain('Forty Thieves hard daily 2026-12-01');
    expect(app.frame()).toContain('New deal: Forty Thieves, hard, daily deal of 2026-12-01 (seed 20261201)');
    expect(app.store.saved).toMatchObject({ daily: '2026-12-01' });
    expect(app.store.saved?.game.seed).toBe(20261201n);
    // Left for a new game after a move: a loss that counts in the daily record.
    await app.press('d', 'n', 'y');
    expect(app.store.results).toMatchObject([{ won: false, seed: '20261201', daily: '2026-12-01' }]);
  });

  it('has its record on the statistics screen, as `stats` shows it', async () => {
    const store = new MemoryStore();
    store.recordResult(dailyResult(false));
    const app = await startAt(DEC_1_LATE, store);
    // New game, Variant, Level, Daily deal, then Statistics.
    await app.press('down', 'down', 'down', 'down', 'enter');
    // None won: no streak to speak of, current or longest.
    const lines = app.lines().map((line) => line.trimEnd());
    const first = lines.indexOf('Daily deal: none won yet; last 30 days: 0 won of 1 day played');
    expect(lines[first + 1]).toBe(`  ${'·'.repeat(29)}□  (■ won, □ not won, · not played; today last)`);
  });

  it("names the new day's deal at midnight UTC, with no key pressed", async () => {
    const app = await startAt(Date.UTC(2026, 11, 1, 23, 59, 59, 980));
    expect(app.frame()).toContain('Daily deal  2026-12-01 UTC');
    app.time.now = Date.UTC(2026, 11, 2, 0, 0, 1);
    await app.waitFor('Daily deal  2026-12-02 UTC');
  });

  it('says when the deal of the variant and level chosen was won today', async () => {
    const store = new MemoryStore();
    store.recordResult(dailyResult(true));
    const app = await startAt(DEC_1_LATE, store);
    expect(app.frame()).toMatch(/Daily deal +2026-12-01 UTC, won today\n/);
    // Another level's deal is still to play: the streak it would keep, where the row has room.
    await app.press('down', 'down', 'left');
    expect(app.frame()).toMatch(/Daily deal +2026-12-01 UTC, variant and level above · streak 1 day\n/);
  });

  it('takes the variant and level chosen; at easy the Easy catalogue gives the seed, by d', async () => {
    const app = await startAt(DEC_1_LATE);
    // Variant: Josephine; level: easy (hard, then back past medium).
    await app.press('down', 'right', 'down', 'left', 'left', 'd');
    const seeds = SHIPPED_CATALOGUE.seeds('josephine');
    // 2026-12-01 is day 20788 since 1970-01-01.
    const expected = seeds[20788 % seeds.length];
    expect(app.frame()).toContain('Josephine easy daily 2026-12-01');
    expect(app.frame()).toContain(`(seed ${expected})`);
    expect(app.store.saved).toMatchObject({ daily: '2026-12-01' });
  });

  it('resumes the saved game when it is today’s deal, without asking', async () => {
    const saved = {
      id: 'daily-1',
      game: restoreGame(forty, 'hard', 20261201n, parseMoves('d d')),
      elapsedMs: 30_000,
      recorded: false,
      daily: '2026-12-01',
    };
    const app = await startAt(DEC_1_LATE, new MemoryStore({ saved }));
    await app.press('d');
    expect(app.frame()).toMatch(/Forty Thieves hard daily 2026-12-01 .*2 (moves|mv) .*0:30/);
    expect(app.store.results).toEqual([]);
  });

  it('asks before it costs a saved game with moves; yes deals it and records the loss', async () => {
    const saved = savedFive();
    const app = await startAt(DEC_1_LATE, new MemoryStore({ saved }));
    await app.press('d');
    expect(app.frame()).toContain("Today's deal? The saved one (1 move) counts as a loss.");
    expect(app.store.results).toEqual([]);
    await app.press('escape');
    expect(app.frame()).not.toContain('counts as a loss');
    await app.press('d', 'y');
    expect(app.frame()).toContain('daily 2026-12-01');
    expect(app.store.results).toMatchObject([{ seed: '5', won: false }]);
    expect(app.store.saved).toMatchObject({ daily: '2026-12-01' });
  });

  it('asked before midnight UTC and answered after, deals the new day’s deal, as the screen offers it then', async () => {
    const app = await startAt(DEC_1_LATE, new MemoryStore({ saved: savedFive() }));
    await app.press('d');
    expect(app.frame()).toContain("Today's deal?");
    app.time.now = Date.UTC(2026, 11, 2, 0, 0, 1);
    await app.press('y');
    expect(app.frame()).toContain('daily 2026-12-02');
    expect(app.store.saved).toMatchObject({ daily: '2026-12-02' });
  });

  it('fits 60 x 16 with a saved game to continue, every line there', async () => {
    const saved = savedFive();
    driven = await drive({ width: 60, height: 16, opening: { screen: 'start', saved } });
    const lines = driven.lines();
    expect(lines.length).toBeLessThanOrEqual(15);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(60);
    for (const label of ['Continue', 'New game', 'Variant', 'Level', 'Daily deal', 'Statistics', 'Quit']) {
      expect(driven.frame()).toContain(label);
    }
    // The daily line whole, under the variant and level it deals.
    const row = (label: string) => lines.findIndex((line) => line.includes(label));
    expect(lines[row('Daily deal')]).toMatch(/Daily deal +\d{4}-\d\d-\d\d UTC, variant and level above$/);
    expect(row('Daily deal')).toBe(row('Level') + 1);
    expect(row('Level')).toBe(row('Variant') + 1);
    expect(lines.some((line) => line.includes('Enter go'))).toBe(true);
  });
});
