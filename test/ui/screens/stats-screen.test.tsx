// The statistics screen fits the terminal down to the start screen's 60
// columns: shorter headings, and a long name cut, never the figures.

import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaily, type DailyGame, dailySummary, emptyDaily, type VariantStats } from '../../../src/stats/index.js';
import { HelpScreen } from '../../../src/ui/screens/HelpScreen.js';
import { StatsScreen } from '../../../src/ui/screens/StatsScreen.js';
import { makeTheme } from '../../../src/ui/theme.js';

const theme = makeTheme({ ascii: false, fourColor: false, monochrome: true });
const entry = (variant: string, level: VariantStats['level'], currentStreak: number): VariantStats => ({
  variant,
  level,
  played: 12,
  won: 7,
  lost: 5,
  currentStreak,
  longestWinStreak: 4,
  longestLossStreak: 2,
  bestSeconds: 3723,
  bestScore: 3405,
  fewestMoves: 331,
  recent: [],
});

/** Every game at every level: 36 entries. */
const every = [
  'forty-thieves',
  'josephine',
  'lucas',
  'indian',
  'maria',
  'streets',
  'limited',
  'little-forty',
  'rank-and-file',
  'number-ten',
  'sixty-thieves',
  'napoleons-square',
].flatMap((variant) => (['easy', 'medium', 'hard'] as const).map((level) => entry(variant, level, 1)));

/** No daily deal played. */
const noDaily = dailySummary(emptyDaily(), '2026-12-03');

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** The screen's lines without their trailing spaces; it is unmounted after the test. */
function frameLines(screen: React.ReactElement): string[] {
  const shown = render(screen);
  unmount = shown.unmount;
  return (shown.lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
}

function lines(width: number): string[] {
  const all = [entry('little-forty', 'hard', 3), entry('napoleons-square', 'medium', -12)];
  return frameLines(<StatsScreen all={all} daily={noDaily} theme={theme} width={width} height={20} />);
}

describe('the statistics screen', () => {
  it('at 80 columns, the whole names and headings', () => {
    const shown = lines(80);
    // Columns of 26, 7, 5, 5, 10, 10, 7 and 6; 7 of 12 is 58%, 3723 s is 1:02:03.
    expect(shown[2]).toBe('Game                       Played  Won    %    Streak Best time  Score Moves');
    expect(shown[3]).toBe('Little Forty, hard             12    7  58%    3 wins   1:02:03   3405   331');
    expect(shown[4]).toBe("Napoleon's Square, medium      12    7  58% 12 losses   1:02:03   3405   331");
  });

  it('keeps figures wider than their column apart, the room taken from the name: 104 losses, 12,345 played', () => {
    const long = { ...entry('maria', 'hard', -104), played: 12_345, won: 3, lost: 12_342 };
    for (const width of [80, 76, 60]) {
      const shown = frameLines(<StatsScreen all={[long]} daily={noDaily} theme={theme} width={width} height={20} />);
      unmount?.();
      // 3 of 12,345 is 0%; every figure whole, to the last.
      expect(shown[3]).toMatch(/ 12345 +3 +0% 104 losses +1:02:03 +3405 +331$/);
      expect([...shown[3]].length).toBeLessThanOrEqual(width);
    }
  });

  it('at 60 columns, every figure, the headings shorter and a long name cut', () => {
    const shown = lines(60);
    for (const line of shown) expect([...line].length).toBeLessThanOrEqual(60);
    // 16 columns for the game, then 5, 4, 5, 10, 8, 6 and 6.
    expect(shown[2]).toBe('Game             Play Won    %    Streak    Time Score Moves');
    expect(shown[3]).toBe('Little F…, hard    12   7  58%    3 wins 1:02:03  3405   331');
    expect(shown[4]).toBe('Napole…, medium    12   7  58% 12 losses 1:02:03  3405   331');
  });
});

describe('the statistics screen with more games than rows', () => {
  // 15 entries a page at 20 rows.

  const page = (n: number, ascii = false) => {
    return frameLines(
      <StatsScreen
        all={every}
        daily={noDaily}
        theme={makeTheme({ ascii, fourColor: false, monochrome: true })}
        width={80}
        height={20}
        page={n}
      />,
    );
  };

  it('shows them page by page, every entry once, and says how to turn the page', () => {
    const pages = [page(0), page(1), page(2)];
    expect(pages.map((p) => p[0])).toEqual([
      'Statistics (page 1 of 3)',
      'Statistics (page 2 of 3)',
      'Statistics (page 3 of 3)',
    ]);
    for (const p of pages) expect(p.length).toBeLessThanOrEqual(19);
    const rows = pages.flatMap((p) => p.filter((line) => / (easy|medium|hard) /.test(line)));
    expect(rows).toHaveLength(36);
    expect(new Set(rows.map((line) => line.slice(0, 26))).size).toBe(36);
    expect(pages[0].at(-1)).toBe('↓ or Space: next page · any other key: back');
    expect(pages[1].at(-1)).toBe('↓ or Space: next page · ↑: page before · any other key: back');
    expect(pages[2].at(-1)).toBe('↑: page before · any other key: back');
    expect(page(1, true).at(-1)).toBe('Down or Space: next page | Up: page before | any other key: back');
  });
});

describe('the statistics screen of a daily player', () => {
  const day = (date: string, won: boolean): DailyGame => ({
    date,
    variant: 'little-forty',
    level: 'hard',
    won,
    moves: 90,
    seconds: 400,
    score: 300,
    at: `${date}T20:00:00.000Z`,
  });
  // 12-01 won, 12-02 lost, today (12-03) not played yet.
  const daily = dailySummary(
    addDaily(addDaily(emptyDaily(), day('2026-12-01', true)), day('2026-12-02', false)),
    '2026-12-03',
  );

  const shown = (width: number, ascii = false) => {
    return frameLines(
      <StatsScreen
        all={[entry('little-forty', 'hard', -1)]}
        daily={daily}
        theme={makeTheme({ ascii, fourColor: false, monochrome: true })}
        width={width}
        height={20}
      />,
    );
  };

  it('shows the daily record under the entries, as `stats` does', () => {
    expect(shown(80).slice(3, 7)).toEqual([
      'Little Forty, hard             12    7  58%    1 loss   1:02:03   3405   331',
      '',
      // Lost yesterday: no streak; 2 days of the last 30 played, 1 won.
      'Daily deal: no streak now (longest 1 day); last 30 days: 1 won of 2 days played',
      `  ${'·'.repeat(27)}■□·  (■ won, □ not won, · not played; today last)`,
    ]);
  });

  it('begins a page with it, under the title and one blank line, when the entries fill the pages before', () => {
    // At 17 rows a page holds 12 rows: 36 entries fill three pages, and the record begins the fourth.
    const fourth = frameLines(<StatsScreen all={every} daily={daily} theme={theme} width={80} height={17} page={3} />);
    expect(fourth.slice(0, 3)).toEqual([
      'Statistics (page 4 of 4)',
      '',
      'Daily deal: no streak now (longest 1 day); last 30 days: 1 won of 2 days played',
    ]);
  });

  it('wraps it at words on a narrow screen, and writes its marks in ASCII for --ascii', () => {
    expect(shown(60).slice(5, 9)).toEqual([
      'Daily deal: no streak now (longest 1 day); last 30 days:',
      '1 won of 2 days played',
      // 58 columns inside the indent: the marks, two spaces and 24 of the legend.
      `  ${'·'.repeat(27)}■□·  (■ won, □ not won, · not`,
      '  played; today last)',
    ]);
    expect(shown(80, true)[6]).toBe(`  ${'.'.repeat(27)}#o.  (# won, o not won, . not played; today last)`);
  });
});

describe('the statistics screen of recent games', () => {
  const game = (won: boolean, assisted = false) => ({
    at: '2026-12-01T20:00:00.000Z',
    seed: '5',
    won,
    moves: 90,
    seconds: 400,
    score: 300,
    assisted,
  });
  const all = [
    // Won, lost, won with the solver: 2 of 3 won, 67%.
    { ...entry('little-forty', 'hard', 1), recent: [game(true), game(false), game(true, true)] },
    { ...entry('napoleons-square', 'medium', -1), recent: [game(false)] },
    // None recorded: no line of its own.
    entry('maria', 'easy', 0),
  ];
  const shown = (width: number) =>
    frameLines(<StatsScreen all={all} daily={noDaily} theme={theme} width={width} height={20} />);

  it("shows each entry's games as marks under the entries, as stats does", () => {
    expect(shown(80).slice(5, 10)).toEqual([
      'Maria, easy                    12    7  58%      none   1:02:03   3405   331',
      '',
      'Recent games of each, oldest first (■ won, ▣ won with the solver, □ lost):',
      'Little Forty, hard         ■□▣  67% of the last 3; longest runs 4 wins, 2 losses',
      "Napoleon's Square, medium  □    lost the one game; longest runs 4 wins, 2 losses",
    ]);
  });

  it("wraps a line's rest two columns in on a narrow screen", () => {
    expect(shown(60).slice(7, 13)).toEqual([
      'Recent games of each, oldest first (■ won, ▣ won with the',
      '  solver, □ lost):',
      'Little Forty, hard         ■□▣  67% of the last 3; longest',
      '  runs 4 wins, 2 losses',
      "Napoleon's Square, medium  □    lost the one game; longest",
      '  runs 4 wins, 2 losses',
    ]);
  });

  it("turns the page between one game's lines and the next, never inside them", () => {
    const page = (n: number) =>
      frameLines(<StatsScreen all={all} daily={noDaily} theme={theme} width={60} height={14} page={n} />).map((line) =>
        line.trimEnd(),
      );
    // Nine rows a page: the entries and the heading of the recent games fit, Napoleon's Square's two lines not.
    expect(page(0)[0]).toBe('Statistics (page 1 of 2)');
    expect(page(0).join('\n')).not.toContain("Napoleon's Square, medium  □");
    expect(page(1).slice(2, 4)).toEqual([
      "Napoleon's Square, medium  □    lost the one game; longest",
      '  runs 4 wins, 2 losses',
    ]);
  });
});

describe('the footer of the statistics and the help', () => {
  it('is the frame’s last row, a row above the terminal’s, where a click finds it', () => {
    const stats = render(<StatsScreen all={[]} daily={noDaily} theme={theme} width={80} height={20} />);
    const statsLines = (stats.lastFrame() ?? '').split('\n');
    stats.unmount();
    expect(statsLines).toHaveLength(19);
    expect(statsLines[18]).toContain('Any key: back');
    const help = render(<HelpScreen theme={theme} width={80} height={20} page={0} />);
    unmount = help.unmount;
    const helpLines = (help.lastFrame() ?? '').split('\n');
    expect(helpLines).toHaveLength(19);
    expect(helpLines[18]).toContain('any other key: back');
  });
});
