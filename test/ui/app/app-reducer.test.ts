// The application's reducer on its own: keys by name in, the next state and
// the effects as data out, with no Ink, no store and no timers.

import { describe, expect, it } from 'vitest';
import { findVariant, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS, type GameInProgress } from '../../../src/store/types.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import type { AppAction, AppEffect, AppState } from '../../../src/ui/app/app-state.js';
import { helpEntries } from '../../../src/ui/screens/help-pages.js';
import { paginate } from '../../../src/ui/screens/paging.js';

const env = { now: 1_000_000, random: () => 0.5 };
const size = { width: 120, height: 40 };
const saved: GameInProgress = {
  id: 'saved-by-test',
  game: restoreGame(findVariant('forty-thieves')!, 'hard', 5n, parseMoves('d d')),
  elapsedMs: 42_000,
  recorded: false,
};

function steps(state: AppState, actions: readonly (string | AppAction)[]): { state: AppState; effects: AppEffect[] } {
  const effects: AppEffect[] = [];
  for (const a of actions) {
    const step = reduce(state, typeof a === 'string' ? { type: 'key', name: a } : a, env);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('the application reducer', () => {
  const start = openingState({ screen: 'start', saved }, DEFAULT_SETTINGS, size, env.now);

  it('asks before a new game costs the saved one, and records nothing until yes', () => {
    const asked = steps(start, ['n']);
    expect(asked.state.confirm).toContain('counts as a loss');
    expect(asked.effects).toEqual([]);
    const kept = steps(asked.state, ['escape']);
    expect(kept.state.confirm).toBeUndefined();
    expect(kept.state.screen).toBe('start');
    expect(kept.effects).toEqual([]);
  });

  it('on yes records the loss, forgets the save and opens a new deal on the table', () => {
    const { state, effects } = steps(start, ['n', 'y']);
    expect(state.screen).toBe('table');
    expect(state.table?.game.moveCount).toBe(0);
    expect(state.tables).toBe(1);
    expect(state.saved).toBeUndefined();
    const kinds = effects.map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['record', 'clear-save']);
    expect(kinds).toContain('save');
    expect(state.table?.message?.text).toContain('counted as a loss');
  });

  it('keeps the help at the lines being read when the terminal grows, not at the page number', () => {
    const small = openingState({ screen: 'start', saved }, DEFAULT_SETTINGS, { width: 72, height: 16 }, env.now);
    const reading = steps(small, ['?', 'space']).state;
    expect(reading.helpPage).toBe(1);
    const entries = (width: number) => helpEntries(width, reading.menu.variant, false, true);
    const firstRead = paginate(entries(72), 16)[1][0];
    const grown = steps(reading, [{ type: 'resize', size: { width: 72, height: 30 } }]).state;
    expect(paginate(entries(72), 30)[grown.helpPage]).toContainEqual(firstRead);
    // Back and forth, through a terminal too narrow for the help: back at the small size, the same page.
    const sizes = [
      { width: 72, height: 16 },
      { width: 70, height: 30 },
      { width: 72, height: 30 },
      { width: 72, height: 16 },
    ];
    let resized = grown;
    for (const size of sizes) resized = steps(resized, [{ type: 'resize', size }]).state;
    expect(resized.helpPage).toBe(1);
    // A page turned is read from its top again.
    const turned = steps(resized, ['space', { type: 'resize', size: { width: 72, height: 30 } }]).state;
    expect(paginate(entries(72), 30)[turned.helpPage]).toContainEqual(paginate(entries(72), 16)[2][0]);
  });

  it('quits as an effect, and only quits when the screen is too small', () => {
    expect(steps(start, ['q']).effects).toEqual([{ kind: 'exit' }]);
    const small = steps(start, [{ type: 'resize', size: { width: 40, height: 10 } }, 'n', 'j']);
    expect(small.state.confirm).toBeUndefined();
    expect(small.state.menu).toEqual(start.menu);
    expect(steps(small.state, ['ctrl+c']).effects).toEqual([{ kind: 'exit' }]);
  });

  it("drops a timer's action meant for a table that is gone", () => {
    const table = openingState({ screen: 'table', table: saved }, DEFAULT_SETTINGS, size, env.now);
    const stale = steps(table, [{ type: 'table', table: 0, action: { type: 'notice', text: 'old news' } }]);
    expect(stale.state).toBe(table);
    const live = steps(table, [{ type: 'table', table: 1, action: { type: 'notice', text: 'news' } }]);
    expect(live.state.table?.message?.text).toBe('News');
  });

  it('turns the table asking for a new deal into the next table, its timers tagged with its number', () => {
    const table = openingState({ screen: 'table', table: saved }, DEFAULT_SETTINGS, size, env.now);
    const { state, effects } = steps(table, ['n', 'y']);
    expect(state.tables).toBe(2);
    expect(state.table?.game.moveCount).toBe(0);
    expect(effects.map((e) => e.kind).slice(0, 2)).toEqual(['record', 'clear-save']);
    expect(state.table?.message?.text).toMatch(/^The last game \(2 moves\) counted as a loss\. New deal/);
  });
});

describe('presses of the mouse', () => {
  it('forgets the press on the board before it: its release is no drag', () => {
    const table = openingState({ screen: 'table', table: saved }, DEFAULT_SETTINGS, size, env.now);
    const press = (x: number, y: number): AppAction => ({
      type: 'mouse',
      event: { kind: 'press', button: 'left', x, y, shift: false, meta: false, ctrl: false },
    });
    // A press on the board (its first foundation), remembered for a double click or a drag.
    const onBoard = steps(table, [press(3, 4)]).state;
    expect(onBoard.lastPress).toBeDefined();
    // The new-game question, answered by a press on its line: the press on the board is forgotten.
    const asked = steps({ ...onBoard, table: onBoard.table && { ...onBoard.table, overlay: 'confirm-new' } }, [
      press(0, size.height - 1),
    ]).state;
    expect(asked.lastPress).toBeUndefined();
  });

  it('while the solver plays, only stops it: the card pressed is not picked up', () => {
    const table = openingState({ screen: 'table', table: saved }, DEFAULT_SETTINGS, size, env.now);
    const press: AppAction = {
      type: 'mouse',
      event: { kind: 'press', button: 'left', x: 3, y: 16, shift: false, meta: false, ctrl: false },
    };
    // The same press on the first column's top card (framed cards at this size), without the solver at work, picks it up.
    expect(steps(table, [press]).state.table?.selection).toBeDefined();
    const watching = steps(table, ['s', 's']).state;
    expect(watching.table?.watch).toBeDefined();
    const stopped = steps(watching, [press]).state.table;
    expect(stopped?.watch).toBeUndefined();
    expect(stopped?.selection).toBeUndefined();
    expect(stopped?.message?.text).toMatch(/^Stopped/);
  });

  it('turns the pages of the statistics as of the help, from the first page each time', () => {
    // 36 entries at 40 rows: 35 a page, two pages.
    const withStats = { ...env, statsEntries: () => Array<number>(36).fill(1) };
    const key = (state: AppState, name: string) => reduce(state, { type: 'key', name }, withStats).state;
    const stats = key(openingState({ screen: 'start' }, DEFAULT_SETTINGS, size, env.now), 's');
    expect(stats.screen).toBe('stats');
    const second = key(stats, 'down');
    expect([second.screen, second.helpPage]).toEqual(['stats', 1]);
    // No third page: down stays; up goes back a page; any other key back to the menu.
    expect(key(second, 'down').helpPage).toBe(1);
    expect(key(second, 'up').helpPage).toBe(0);
    const back = key(second, 'x');
    expect(back.screen).toBe('start');
    expect(key(back, 's').helpPage).toBe(0);
    // With one page, down is any other key.
    expect(reduce(stats, { type: 'key', name: 'down' }, { ...env, statsEntries: () => [1, 1, 1] }).state.screen).toBe(
      'start',
    );
  });
});

describe('the message log', () => {
  it('keeps each move several T played, said while the next one was looked for', () => {
    const table = openingState({ screen: 'table', table: saved }, DEFAULT_SETTINGS, size, env.now);
    const asked = steps(table, [{ type: 'begin' }, 'T', 'T', 'T']).state;
    const hint = (moveCount: number, move: string) =>
      ({
        type: 'table',
        table: asked.tables,
        action: { type: 'hint-ready', moveCount, hint: parseMoves(move)[0], text: 'Hint' },
      }) as const;
    // Seed 5 after two draws: column 9's top card goes home, then a draw.
    const { state } = steps(asked, [hint(2, '9>f'), hint(3, 'd')]);
    expect(state.log.filter((text) => text.startsWith('Played the hint'))).toEqual([
      expect.stringMatching(/^Played the hint: .* from column 9 to a foundation$/),
      'Played the hint: draw',
    ]);
  });
});
