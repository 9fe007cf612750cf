// The start screen's description of the variant: wrapped at words where the
// rows allow it, so that nothing is cut at 60 columns; the key line (where a
// click is read) moves down with it.

import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { emptyStats } from '../../../src/stats/index.js';
import { StartScreen } from '../../../src/ui/screens/StartScreen.js';
import { narrowWarning, startLines } from '../../../src/ui/screens/start-lines.js';
import { type MenuState, newMenu } from '../../../src/ui/screens/start-menu.js';
import { makeTheme } from '../../../src/ui/theme.js';

const theme = makeTheme({ ascii: false, fourColor: false, monochrome: true });
const maria = newMenu(false, findVariant('maria')!, 'hard');

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** The start screen of `menu` drawn at 60 x 20 (or `height` and `width`), with `message` on its message line. */
function startScreenAt60x20(menu: MenuState, autoSafe: boolean, height = 20, message?: string, width = 60) {
  const shown = render(
    <StartScreen
      menu={menu}
      stats={emptyStats(menu.variant.id, menu.level)}
      autoSafe={autoSafe}
      today="2026-12-03"
      theme={theme}
      width={width}
      height={height}
      message={message}
    />,
  );
  unmount = shown.unmount;
  return shown;
}

describe("the start screen's description of the variant", () => {
  it('wraps at words at 60 x 20, every line drawn where startLines says', () => {
    const lines = startLines(maria, 20, 60);
    // "9 columns of 4, builds down in alternate colours, one card at a time" is 68 characters.
    expect(lines.about).toEqual(['9 columns of 4, builds down in alternate colours, one card', 'at a time']);
    const shown = startScreenAt60x20(maria, false);
    const frame = (shown.lastFrame() ?? '').split('\n');
    expect(frame.join('\n')).not.toContain('…');
    expect(frame[lines.keys]).toMatch(/choose/);
  });

  it('says in place of the goal when the terminal is too narrow for the game chosen, before it is chosen', () => {
    // Little Forty's thirteen columns need 80 (tableMinimumSize); Forty Thieves' ten, 72.
    const little = startScreenAt60x20(newMenu(false, findVariant('little-forty')!, 'hard'), false);
    expect(little.lastFrame()).toContain('This game needs 80 columns; the terminal has 60.');
    expect(little.lastFrame()).not.toContain('Win with all 104 cards home');
    expect(narrowWarning(findVariant('forty-thieves')!, 71)).toBe('This game needs 72 columns; the terminal has 71.');
    expect(narrowWarning(findVariant('forty-thieves')!, 72)).toBeUndefined();
  });

  it.each([
    // Its description on one line at 71 columns: the blank line above the keys is left, and says it.
    ['forty-thieves', 71, false, -1, 'This game needs 72 columns; the terminal has 71.'],
    // Its description on two lines, and the Continue line: no blank line left, the message line says it.
    ['lucas', 60, true, 1, 'This game needs 78 columns; the terminal has 60.'],
  ])(
    'says so at 16 rows too, where the goal gives way: %s at %i columns (saved game: %s), row %i from the keys',
    (id, width, saved, from, warning) => {
      const menu = newMenu(saved, findVariant(id)!, 'hard');
      const lines = (startScreenAt60x20(menu, false, 16, undefined, width).lastFrame() ?? '').split('\n');
      expect(lines.length).toBeLessThanOrEqual(15);
      const keys = startLines(menu, 16, width).keys;
      expect(lines[keys]).toMatch(/choose/);
      expect(lines[keys + from]).toBe(warning);
      // A message has the line first.
      unmount?.();
      if (from > 0) expect(startScreenAt60x20(menu, false, 16, 'Hello', width).lastFrame()).not.toContain('needs');
    },
  );

  it("on the Continue line, speaks of the saved game's variant, not the one chosen for a new game", () => {
    const saved = { id: 'x', game: newGame(findVariant('forty-thieves')!, 'hard', 5n), elapsedMs: 0, recorded: false };
    const menu = newMenu(true, findVariant('lucas')!, 'hard');
    const frame = (on: MenuState) =>
      render(
        <StartScreen
          menu={on}
          saved={saved}
          stats={emptyStats('lucas', 'hard')}
          autoSafe={false}
          today="2026-12-03"
          theme={theme}
          width={72}
          height={20}
        />,
      ).lastFrame() ?? '';
    expect(menu.row).toBe('continue');
    expect(frame(menu)).not.toContain('needs');
    expect(frame({ ...menu, row: 'new' })).toContain('This game needs 78 columns; the terminal has 72.');
  });

  it("fits the level's words at 60 columns, with automatic safe moves", () => {
    const easy = newMenu(false, findVariant('little-forty')!, 'easy');
    const shown = startScreenAt60x20(easy, true);
    const level = (shown.lastFrame() ?? '').split('\n').find((line) => line.includes('Level'));
    // Little Forty has 3 redeals at hard and more at easy: the words whole, nothing cut.
    expect(level).toMatch(/redeals, automatic safe moves$/);
  });

  it('says that easy deals only winnable deals, where the line has room', () => {
    const easy = newMenu(false, findVariant('forty-thieves')!, 'easy');
    const line = (autoSafe: boolean) =>
      (startScreenAt60x20(easy, autoSafe).lastFrame() ?? '')
        .split('\n')
        .find((text) => text.includes('Level'))
        ?.trimEnd();
    expect(line(false)).toBe('    Level     ◂ easy ▸  winnable deals, 1 redeal');
    unmount?.();
    // The setting is the player's own choice, said first where both do not fit.
    expect(line(true)).toBe('    Level     ◂ easy ▸  1 redeal, automatic safe moves');
  });

  it("says where medium deals as the hard level does, Little Forty's", () => {
    const levelLine = (variant: string, autoSafe: boolean) =>
      (startScreenAt60x20(newMenu(false, findVariant(variant)!, 'medium'), autoSafe).lastFrame() ?? '')
        .split('\n')
        .find((line) => line.includes('Level'))
        ?.trimEnd();
    expect(levelLine('little-forty', false)).toBe('    Level     ◂ medium ▸  3 redeals, as hard');
    expect(levelLine('forty-thieves', false)).toBe('    Level     ◂ medium ▸  1 redeal');
    // With the automatic safe moves too, 60 columns hold the setting, not the comparison.
    expect(levelLine('little-forty', true)).toBe('    Level     ◂ medium ▸  3 redeals, automatic safe moves');
  });

  it('says what sets a variant apart: face-down cards, Aces home, the stock', () => {
    const about = (id: string) => startLines(newMenu(false, findVariant(id)!, 'hard'), 40, 200).about.join(' ');
    expect(about('rank-and-file')).toBe(
      '10 columns of 4 (3 face down), builds down in alternate colours, runs move together',
    );
    expect(about('lucas')).toBe(
      '13 columns of 3, builds down in the same suit, one card at a time, the Aces start home',
    );
    expect(about('little-forty')).toBe(
      '10 columns of 4, builds down in any suit but its own, runs move together, deals 3 at a time, 3 redeals',
    );
  });

  it('takes the blank line above the keys where that is the one row left, as at 60 x 16', () => {
    const lines = startLines(maria, 16, 60);
    expect(lines.about).toHaveLength(2);
    expect(lines).toMatchObject({ gap: false, goal: false });
    // Title, blank, 8 rows of menu, blank, 2 of description, keys, message: 15 rows, the terminal's less one.
    expect(lines.keys).toBe(13);
  });

  it('stays on one line, cut, where the terminal has no row to spare', () => {
    expect(startLines(maria, 15, 60).about).toHaveLength(1);
    // 100 columns would need none: the same one line as where two would not fit.
    expect(startLines(maria, 16, 100).about).toEqual([
      '9 columns of 4, builds down in alternate colours, one card at a time',
    ]);
  });
});
