// Clicks off the board through the application's reducer: a press of the
// left button at a cell, the next state and effects out. The cells are
// worked out by hand from the screens' layout at 80 x 24: the start menu's
// lines from row 2 (under the title and a blank line), the labels 12 wide
// after the cursor's two cells, the key line's items two spaces apart.

import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import type { AppState } from '../../../src/ui/app/app-state.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import { savedFive } from '../support/saved.js';

const env = { now: 1_000_000, random: () => 0.5 };
const size = { width: 80, height: 24 };

const press = (x: number, y: number, button: MouseEvent['button'] = 'left'): MouseEvent => ({
  kind: 'press',
  button,
  x,
  y,
  shift: false,
  meta: false,
  ctrl: false,
});

const click = (state: AppState, x: number, y: number, event = press(x, y)) =>
  reduce(state, { type: 'mouse', event }, env);
const key = (state: AppState, name: string) => reduce(state, { type: 'key', name }, env).state;

const start = () => openingState({ screen: 'start' }, DEFAULT_SETTINGS, size, env.now);

describe('a click on the start screen', () => {
  // No saved game: New game on row 2, then Variant 3, Level 4, Daily deal 5, Statistics 6, Settings 7, Help 8, Quit 9.
  it('acts on a line as Enter does', () => {
    expect(click(start(), 4, 6).state.screen).toBe('stats');
    expect(click(start(), 40, 7).state.screen).toBe('settings');
    expect(click(start(), 4, 9).effects).toEqual([{ kind: 'exit' }]);
    const dealt = click(start(), 4, 2).state;
    expect(dealt.screen).toBe('table');
    expect(dealt.table?.game.variant.id).toBe('forty-thieves');
  });

  it('quits by a click on the word Quit, and only chooses the line by one far right of it', () => {
    // The pages of the help are turned by clicks anywhere: the one after the last lands here.
    expect(click(start(), 6, 9).effects).toEqual([{ kind: 'exit' }]);
    const far = click(start(), 50, 9);
    expect(far.effects).toEqual([]);
    expect(far.state.menu.row).toBe('quit');
  });

  it('plays the daily deal from its line', () => {
    const { state } = click(start(), 4, 5);
    // 1_000_000 ms after 1970-01-01T00:00Z is still that day: seed 19700101.
    expect(state.table?.game.seed).toBe(19700101n);
    expect(state.table?.daily).toBe('1970-01-01');
  });

  it('steps the variant and the level by their arrows, and elsewhere on the line chooses it first', () => {
    // "◂ Forty Thieves ▸" from column 14: ◂ at 14, ▸ at 14 + 2 + 13 + 1 = 30.
    const right = click(start(), 30, 3).state;
    expect(right.menu.variant.id).toBe(VARIANTS[1].id);
    expect(right.menu.row).toBe('variant');
    // Before the first, the last.
    expect(click(start(), 14, 3).state.menu.variant.id).toBe(VARIANTS.at(-1)!.id);
    const label = click(start(), 20, 3).state;
    expect(label.menu.variant.id).toBe('forty-thieves');
    expect(label.menu.row).toBe('variant');
    expect(label.screen).toBe('start');
    // "◂ hard ▸": ▸ at 14 + 2 + 4 + 1 = 21; after hard comes easy.
    expect(click(start(), 21, 4).state.menu.level).toBe('easy');
    // A second click on the line chosen steps it, as on the settings screen.
    const again = click(label, 20, 3).state;
    expect(again.menu.variant.id).toBe(VARIANTS[1].id);
    expect(again.screen).toBe('start');
    expect(click(click(start(), 4, 4).state, 4, 4).state.menu.level).toBe('easy');
  });

  it('takes only a press of the left button, and nothing off the lines', () => {
    const before = start();
    for (const event of [press(4, 6, 'right'), { ...press(4, 6), kind: 'release' as const }]) {
      expect(click(before, 4, 6, event)).toEqual({ state: before, effects: [] });
    }
    expect(click(before, 4, 0).state).toBe(before);
    expect(click(before, 4, 10).state).toBe(before);
  });

  it('answers the question before a new game costs the saved one, by its words on the key line', () => {
    const withSaved = openingState({ screen: 'start', saved: savedFive() }, DEFAULT_SETTINGS, size, env.now);
    const asked = key(withSaved, 'n');
    expect(asked.confirm).toContain('counts as a loss');
    // Nine lines from row 2, a blank, the variant's words, the goal, a blank: the question on row 15,
    // as on the table above its answers, and the keys on row 16: "y/Enter new deal" (16 wide) from 0,
    // "n/Esc back" from 18.
    expect(click(asked, 4, 3).state).toBe(asked);
    expect(click(asked, 3, 15).state).toBe(asked);
    expect(click(asked, 20, 16).state.confirm).toBeUndefined();
    const yes = click(asked, 3, 16);
    expect(yes.state.screen).toBe('table');
    expect(yes.effects.map((e) => e.kind)).toContain('record');
  });
});

describe('a click on the settings screen', () => {
  const settings = () => key(start(), 'o');

  it('chooses a setting with a first click, and steps it as Enter does with the next, saving it', () => {
    // Colours, ASCII cards, Card size, Bell from row 2: Bell on row 5.
    const chosen = click(settings(), 4, 5);
    expect(chosen.state.settingsRow).toBe(3);
    expect(chosen.state.settings.bell).toBe(DEFAULT_SETTINGS.bell);
    expect(chosen.effects).toEqual([]);
    const { state, effects } = click(chosen.state, 4, 5);
    expect(state.settings.bell).toBe(!DEFAULT_SETTINGS.bell);
    expect(effects).toEqual([{ kind: 'save-settings' }]);
  });

  it('is done by a right click anywhere, as the pages of the help are', () => {
    const { state } = click(settings(), 40, 5, press(40, 5, 'right'));
    expect(state.screen).toBe('start');
  });

  it('is done by "Esc done" on the key line', () => {
    // Seven settings from row 2, a blank, the cards, the note, a blank: the keys on row 13,
    // "↑/↓ choose" and "←/→ change" (10 wide each), then "Esc done" from 24.
    expect(click(settings(), 25, 13).state.screen).toBe('start');
    expect(click(settings(), 2, 13).state.screen).toBe('settings');
  });
});

describe('a click on a notice on the table', () => {
  const asking = () => {
    const table = openingState(
      {
        screen: 'table',
        table: savedFive(),
      },
      DEFAULT_SETTINGS,
      size,
      env.now,
    );
    return key(table, 'n');
  };

  it('answers by the words on the key line, the frame’s last row (22 of 24)', () => {
    expect(asking().table?.overlay).toBe('confirm-new');
    // "y/Enter new deal" 0-15, "c choose the game" 18-34, "n/Esc keep playing" from 37.
    expect(click(asking(), 40, 22).state.table?.overlay).toBe('none');
    const chosen = click(asking(), 20, 22).state;
    expect(chosen.screen).toBe('start');
  });

  it('in play, presses the key clicked on the key line', () => {
    const table = openingState({ screen: 'table', table: savedFive() }, DEFAULT_SETTINGS, size, env.now);
    // "←→↑↓ move  Enter pick up  f home  d draw  u undo  t hint  n new  ? keys  q quit":
    // "d draw" 34-39, "u undo" 42-47, "? keys" 65-70; "move" names no one key.
    const before = table.table?.game.done.length ?? 0;
    const drawn = click(table, 35, 22).state;
    expect(drawn.table?.game.done).toHaveLength(before + 1);
    expect(click(drawn, 43, 22).state.table?.game.done).toHaveLength(before);
    expect(click(table, 66, 22).state.table?.overlay).toBe('help');
    expect(click(table, 1, 22).state.table?.game.done).toHaveLength(before);
    // Only a press of the left button: a release or a right click there presses nothing.
    expect(click(table, 35, 22, { ...press(35, 22), kind: 'release' }).state.table?.game.done).toHaveLength(before);
    expect(click(table, 35, 22, press(35, 22, 'right')).state.table?.game.done).toHaveLength(before);
  });

  it('leaves the board alone while it asks', () => {
    const before = asking();
    expect(click(before, 4, 5).state).toBe(before);
  });
});

describe('clicks and the wheel on pages', () => {
  const wheel = (x: number, y: number, up: boolean): MouseEvent => ({
    ...press(x, y, up ? 'left' : 'middle'),
    kind: 'wheel',
  });
  // The start screen's help at 80 x 24 takes more than two pages (row 8 opens it).
  const help = () => click(start(), 4, 8).state;
  const onPage = (page: number) => ({ ...help(), helpPage: page });

  it('turns to the next page by a click on the page, and goes back from the last', () => {
    expect(help().screen).toBe('help');
    expect(click(help(), 10, 5).state.helpPage).toBe(1);
    const last = { ...help(), helpPage: 99 };
    expect(click(last, 10, 5).state.screen).toBe('start');
  });

  it('does what the footer’s words say, on the frame’s last row (22 of 24)', () => {
    // Page 2: "↓ or Space: next page" 0-20, " · ", "↑: page before" 24-37, " · ", "any other key: back" from 41.
    expect(click(onPage(1), 5, 22).state.helpPage).toBe(2);
    expect(click(onPage(1), 30, 22).state.helpPage).toBe(0);
    expect(click(onPage(1), 45, 22).state.screen).toBe('start');
    // Page 1 has no page before: "any other key: back" from 24.
    expect(click(onPage(0), 30, 22).state.screen).toBe('start');
  });

  it('turns by the wheel, but never past an end', () => {
    expect(click(help(), 10, 5, wheel(10, 5, false)).state.helpPage).toBe(1);
    expect(click(onPage(1), 10, 5, wheel(10, 5, true)).state.helpPage).toBe(0);
    const first = help();
    expect(click(first, 10, 5, wheel(10, 5, true)).state).toBe(first);
    const last = { ...help(), helpPage: 99 };
    const turned = click(last, 10, 5, wheel(10, 5, false)).state;
    expect(turned.screen).toBe('help');
    expect(turned.helpPage).toBe(99);
  });

  it('goes back by a right click', () => {
    expect(click(onPage(1), 10, 5, press(10, 5, 'right')).state.screen).toBe('start');
  });

  it('turns the help over the table too, and closes it', () => {
    const table = openingState({ screen: 'table', table: savedFive() }, DEFAULT_SETTINGS, size, env.now);
    const reading = key(table, '?');
    expect(reading.table?.overlay).toBe('help');
    expect(click(reading, 10, 5).state.helpPage).toBe(1);
    expect(click(reading, 10, 5, press(10, 5, 'right')).state.table?.overlay).toBe('none');
  });
});

describe('a click on the paused table', () => {
  const paused = () => key(openingState({ screen: 'table', table: savedFive() }, DEFAULT_SETTINGS, size, env.now), 'p');

  it('goes back to the game anywhere but on q, which quits', () => {
    expect(paused().table?.overlay).toBe('paused');
    expect(click(paused(), 40, 10).state.table?.overlay).toBe('none');
    // "any key back to the game" 0-23, "q quit" from 26.
    expect(click(paused(), 27, 22).effects.some((e) => e.kind === 'exit')).toBe(true);
  });
});
