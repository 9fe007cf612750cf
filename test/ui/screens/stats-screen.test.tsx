// The statistics screen fits the terminal down to the start screen's 60
// columns: shorter headings, and a long name cut, never the figures.

import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { VariantStats } from '../../../src/stats/index.js';
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

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function lines(width: number): string[] {
  const all = [entry('little-forty', 'hard', 3), entry('napoleons-square', 'medium', -12)];
  const shown = render(<StatsScreen all={all} theme={theme} width={width} height={20} />);
  unmount = shown.unmount;
  return (shown.lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
}

describe('the statistics screen', () => {
  it('at 80 columns, the whole names and headings', () => {
    const shown = lines(80);
    // Columns of 26, 7, 5, 5, 10, 10, 7 and 6; 7 of 12 is 58%, 3723 s is 1:02:03.
    expect(shown[2]).toBe('Game                       Played  Won    %    Streak Best time  Score Moves');
    expect(shown[3]).toBe('Little Forty, hard             12    7  58%    3 wins   1:02:03   3405   331');
    expect(shown[4]).toBe("Napoleon's Square, medium      12    7  58% 12 losses   1:02:03   3405   331");
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
