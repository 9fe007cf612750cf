// Every notice readable in full at 80x24: a long message takes the rows it
// needs and the board gives way, the key line stays; and the message log
// (L) shows the messages of the run again, the newest first; a notice
// longer than the rows left for it says so and L reads it whole, on the
// start screen as at the table.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, newGame } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/index.js';
import { footerMessage } from '../../../src/ui/screens/footer-lines.js';
import { newTableState, type TableState } from '../../../src/ui/table/table-state.js';
import { MEASURING_THEME } from '../../../src/ui/theme.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { press, tableFrom } from '../support/table.js';

const seed5 = () => newGame(findVariant('forty-thieves')!, 'hard', 5n);
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

const NOTICES = [
  'the saved game could not be read (Unexpected token } in JSON at position 312); it was kept as /home/player/.config/forty-thieves/game.json.corrupt-2026-12-01T06-52-06-123Z and a new game starts',
  'the statistics file could not be read; kept as /home/player/.config/forty-thieves/stats.json.corrupt-2026-12-01T06-52-06-124Z',
];

/** The frame's lines joined, for text that wraps. */
const flat = (app: Driven) =>
  app
    .lines()
    .map((line) => line.trim())
    .join(' ');

describe('notices at 80 x 24', () => {
  it('shows two long notices in full, the board giving way and the key line kept', async () => {
    const app = (driven = await drive({ game: seed5(), store: new MemoryStore({ notices: NOTICES }) }));
    await app.waitFor('The saved game could not be read');
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(lines.at(-1)).toMatch(/t hint .*n new .*q quit/);
    expect(app.frame()).not.toContain('…');
    const text = flat(app);
    expect(text).toContain('game.json.corrupt-2026-12-01T06-52-06-123Z and a new game starts.');
    expect(text).toContain('kept as /home/player/.config/forty-thieves/stats.json.corrupt-2026-12-01T06-52-06-124Z.');
    // The board is still there, with fewer rows: its column keys and the status line above the message.
    expect(app.frame()).toContain('stock 64');
    expect(lines.findIndex((line) => line.includes('0/104 home'))).toBeLessThan(lines.length - 4);
  });

  it('gives the board its rows back when the message is short again', async () => {
    const app = (driven = await drive({ game: seed5(), store: new MemoryStore({ notices: NOTICES }) }));
    await app.waitFor('The saved game could not be read');
    await app.press('d');
    const lines = app.lines();
    expect(lines.at(-3)).toMatch(/1 move/);
    expect(lines.at(-1)).toMatch(/q quit/);
  });
});

describe('notices at 72 x 16, the smallest table', () => {
  it('shows a long notice in full in the rows the short columns of a deal leave', async () => {
    const app = (driven = await drive({
      game: seed5(),
      width: 72,
      height: 16,
      store: new MemoryStore({ notices: [NOTICES[1]] }),
    }));
    await app.waitFor('The statistics file could not be read');
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(app.frame()).not.toContain('…');
    // The path, longer than a line, is split, never cut.
    expect(app.lines().join('')).toContain('/forty-thieves/stats.json.corrupt-2026-12-01T06-52-06-124Z.');
    // The deal's columns of four cards are all there, none compressed, and the key line is kept.
    expect(app.frame()).toContain('stock 64');
    expect(app.frame()).not.toMatch(/more|\[\d+\]/);
    expect(lines.at(-1)).toMatch(/q quit/);
  });
});

describe('notices on the start screen', () => {
  it('shows the notices in full, as sentences, in the rows left under the menu', async () => {
    const app = (driven = await drive({ store: new MemoryStore({ notices: NOTICES }) }));
    await app.waitFor('The saved game could not be read');
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(app.frame()).not.toContain('…');
    const text = flat(app);
    expect(text).toContain('and a new game starts. The statistics file could not be read;');
    expect(text).toContain('stats.json.corrupt-2026-12-01T06-52-06-124Z.');
  });
});

/** Four damaged files at once: more than the start screen's rows at 72 x 16 hold. */
const MANY = [
  ...NOTICES,
  'the backup of the statistics could not be read; kept as /home/player/.config/forty-thieves/stats.json.bak.corrupt-2026-12-01T06-52-06-125Z',
  'the settings could not be read ("fourColor" is not true or false); kept as /home/player/.config/forty-thieves/settings.json.corrupt-2026-12-01T06-52-06-126Z; using the default settings',
];

/** Six: more than a page of the log at 72 x 16. */
const SIX = [
  ...MANY,
  'the directory /home/player/.config/forty-thieves could not be written (EACCES: permission denied, open game.json.tmp); the game goes on and is saved when it can be',
  'the table is claimed by another copy of forty-thieves (process 4242), which has played from /home/player/.config/forty-thieves since it started: this one shows the game and saves nothing',
];

describe('a notice longer than its rows', () => {
  it('on the start screen ends by sending to the log, which L opens with every word, and any key closes', async () => {
    const app = (driven = await drive({ width: 72, height: 16, store: new MemoryStore({ notices: SIX }) }));
    await app.waitFor('The saved game could not be read');
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(lines.at(-1)).toMatch(/… L: all of it$/);
    expect(flat(app)).not.toContain('saves nothing');
    await app.press('L');
    expect(app.lines()[0]).toMatch(/^Messages, the newest first \(page 1 of 2\)/);
    expect(flat(app)).toContain('The saved game could not be read');
    expect(flat(app)).not.toContain('saves nothing');
    await app.press('pagedown');
    expect(app.lines()[0]).toMatch(/\(page 2 of 2\)/);
    expect(flat(app)).toContain('this one shows the game and saves nothing.');
    await app.press('x');
    expect(app.frame()).toContain('New game');
    expect(app.lines().at(-1)).toMatch(/… L: all of it$/);
  });

  it('at the table ends by sending to the log too', async () => {
    const app = (driven = await drive({
      game: seed5(),
      width: 72,
      height: 16,
      store: new MemoryStore({ notices: MANY }),
    }));
    await app.waitFor('The saved game could not be read');
    expect(app.frame()).toMatch(/… L: all of it/);
    await app.press('L');
    expect(app.lines()[0]).toMatch(/^Messages, the newest first/);
  });

  it('is cut with a bare "…" while L would not open the log: the solver playing, cards flying home', () => {
    const table = {
      ...newTableState({ id: 'g', game: seed5(), settings: DEFAULT_SETTINGS }, 0),
      message: { text: MANY.join('. '), tone: 'info' as const },
    };
    const text = (state: TableState) =>
      footerMessage(state, MEASURING_THEME, 72, 2)
        .map((row) => row.map((span) => span.text).join(''))
        .join('\n');
    expect(text(table)).toMatch(/… L: all of it$/);
    expect(text({ ...table, watch: { run: 1, paceMs: 500, from: 0 } })).toMatch(/\w…$/);
    expect(text({ ...table, finishing: [{ kind: 'draw' }] as TableState['finishing'] })).toMatch(/\w…$/);
  });

  it('is cut with a bare "…" when it is what a drop would do, which the log does not keep', () => {
    const noColumnEmpty = '1: 5H JS TS 9S 8S\n2: QS\n3: 2D\n4: 3D\n5: 4D\n6: 5D\n7: 6D\n8: 7D\n9: 9D\n10: KC';
    const held = press(tableFrom(noColumnEmpty), ['1', 'enter', '2']).state;
    const line = (state: TableState) =>
      footerMessage(state, MEASURING_THEME, 40, 1)[0]
        .map((span) => span.text)
        .join('');
    expect(line(held)).toMatch(/^Cannot drop here: [^…]*…$/);
    // Said on Enter, the refusal is a message the log keeps: L has it whole.
    expect(line(press(held, ['enter']).state)).toMatch(/… L: all of it$/);
  });
});

describe('the message log', () => {
  it('shows the messages of the run again with L, the newest first, and closes on any key', async () => {
    const app = (driven = await drive({ game: seed5(), store: new MemoryStore({ notices: [NOTICES[1]] }) }));
    await app.waitFor('The statistics file could not be read');
    await app.press('d', 'escape', 'u', 'x');
    expect(app.frame()).not.toContain('statistics file');
    await app.press('L');
    const log = app.lines();
    expect(log[0]).toMatch(/^Messages, the newest first/);
    const undone = log.findIndex((line) => line.startsWith('· Undone'));
    const notice = log.findIndex((line) => line.startsWith('· The statistics file could not be read'));
    expect(undone).toBeGreaterThan(0);
    expect(notice).toBeGreaterThan(undone);
    // A word longer than the line is split, never cut.
    expect(
      app
        .lines()
        .map((line) => line.trim())
        .join(''),
    ).toContain('stats.json.corrupt-2026-12-01T06-52-06-124Z.');
    await app.press('x');
    expect(app.frame()).toContain('stock');
    expect(app.lines().at(-1)).toMatch(/q quit/);
  });

  it('is listed in the help', async () => {
    const app = (driven = await drive({ game: seed5(), width: 100, height: 40 }));
    await app.press('?');
    expect(app.frame()).toMatch(/L +message log/);
  });
});
