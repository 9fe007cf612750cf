// Clicks off the board in the running app, each sent where the frame shows
// what it aims at: the start screen's lines and arrows, the settings' lines,
// and the answers of the questions (the start screen's, the notices on the
// table, the win screen, the replace screen, the check of an Easy deal).

import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, parseMoves, restoreGame } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import { type MouseSource, MouseStdin } from '../../../src/ui/terminal/mouse-stdin.js';
import { type Driven, drive, until } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { cellOf, fakeMouse } from '../support/mouse.js';
import { savedFive } from '../support/saved.js';
import { gameFrom } from '../support/table.js';

const forty = findVariant('forty-thieves')!;
let app: Driven | undefined;
afterEach(() => app?.unmount());

async function driveWithMouse(options: Parameters<typeof drive>[0] = {}) {
  const mouse = fakeMouse();
  const driven = (app = await drive({ ...options, mouse: mouse.source }));
  await until(mouse.listening, 'the app to listen to the mouse');
  /** Clicks the first `text` on screen (from row `from`) and waits for the frame it brings. */
  const click = async (text: string, from = 0, offset = 0) => {
    const at = cellOf(driven.lines(), text, from);
    const before = driven.frame();
    mouse.press(at.x + offset, at.y);
    await until(() => driven.frame() !== before, `a frame after a click on "${text}"`);
  };
  return { app: driven, mouse, click };
}

describe('clicks on the start screen', () => {
  it('a line does what Enter on it does: Settings opens the settings', async () => {
    const { app, click } = await driveWithMouse();
    await click('Settings');
    expect(app.frame()).toContain('Live verdict');
  });

  it("the variant line's arrows step through the variants; New game deals the one chosen", async () => {
    const { app, click } = await driveWithMouse();
    await click('▸', 3);
    expect(app.frame()).toContain('◂ Josephine ▸');
    await click('◂ Josephine');
    expect(app.frame()).toContain('◂ Forty Thieves ▸');
    await click('New game');
    await app.waitFor('Forty Thieves hard #');
  });

  it('the answers of the question before a new game costs the saved one', async () => {
    const { app, click } = await driveWithMouse({
      store: new MemoryStore(),
      opening: { screen: 'start', saved: savedFive() },
    });
    await click('New game');
    expect(app.frame()).toContain('counts as a loss');
    await click('n/Esc back');
    expect(app.frame()).not.toContain('counts as a loss');
    await click('New game');
    await click('new deal');
    await app.waitFor('New deal');
    expect(app.store.results).toMatchObject([{ seed: '5', won: false }]);
  });
});

describe('clicks on the settings screen', () => {
  it('a line is chosen, then steps its setting as Enter does, and "done" goes back', async () => {
    const { app, click } = await driveWithMouse({ theme: 'settings' });
    await app.press('o');
    expect(app.frame()).toContain('Bell          off');
    await click('Bell');
    expect(app.frame()).toContain('Bell          off');
    await click('Bell');
    expect(app.frame()).toContain('Bell          on');
    expect(app.store.current.bell).toBe(true);
    await click('done');
    expect(app.frame()).toContain('New game');
  });
});

describe('a click on the screen asking for a larger terminal', () => {
  it('on "q quits" quits, as q does; elsewhere it does nothing', async () => {
    const { app, mouse } = await driveWithMouse({ game: restoreGame(forty, 'hard', 5n, parseMoves('d')) });
    await app.resize(60, 16);
    await app.waitFor('q quits; the game is saved.');
    const at = cellOf(app.lines(), 'q quits');
    mouse.press(at.x + 10, at.y);
    mouse.press(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.exits.count).toBe(0);
    mouse.press(at.x + 2, at.y);
    await until(() => app.exits.count === 1, 'an exit after a click on "q quits"');
  });

  it('on "o settings" opens the settings, as o does', async () => {
    const { app, click } = await driveWithMouse({ game: restoreGame(forty, 'hard', 5n, parseMoves('d')) });
    await app.resize(60, 16);
    await app.waitFor('o settings');
    await click('o settings', 0, 3);
    expect(app.frame()).toContain('Live verdict');
  });
});

describe('clicks on a key line item of several keys', () => {
  it('press the key under the click: → of "←/→ change" changes the setting chosen, ← changes it back', async () => {
    const { app, click } = await driveWithMouse({ theme: 'settings' });
    await app.press('o');
    expect(app.frame()).toContain('▸ Colours       default: red and black');
    await click('←/→ change', 0, 2);
    expect(app.store.current.fourColor).toBe(true);
    await click('←/→ change', 0, 0);
    expect(app.store.current.fourColor).toBe(false);
  });
});

describe('the settings screen saying what is not saved', () => {
  it('at the narrowest size says as much as the rows left take, and "done" is still where it is drawn', async () => {
    const store = new MemoryStore();
    const dir = '/home/player/.config/forty-thieves';
    store.lost = `the settings changed are not saved: ${dir}/settings.json is left as it was found`;
    const { app, click } = await driveWithMouse({ theme: 'settings', store, width: 60, height: 16 });
    await app.press('o');
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(15);
    // Wrapped at words to 60 columns, by hand; the third line, "it was found.", has no row left.
    expect(lines).toContain('The settings changed are not saved:');
    expect(lines).toContain(`${dir}/settings.json is left as…`);
    await click('done');
    expect(app.frame()).toContain('New game');
  });

  it('taller, says it whole', async () => {
    const store = new MemoryStore();
    store.lost =
      'the settings changed are not saved: /home/player/.config/forty-thieves/settings.json is left as it was found';
    const shown = (app = await drive({ theme: 'settings', store, width: 60, height: 17 }));
    await shown.press('o');
    expect(shown.lines().slice(11, 14)).toEqual([
      'The settings changed are not saved:',
      '/home/player/.config/forty-thieves/settings.json is left as',
      'it was found.',
    ]);
  });
});

describe('clicks on the answers of notices on the table', () => {
  it('keep playing, then a new deal', async () => {
    const { app, click } = await driveWithMouse({ game: restoreGame(forty, 'hard', 5n, parseMoves('d')) });
    await app.press('n');
    expect(app.frame()).toContain('Start a new game?');
    await click('keep playing');
    expect(app.frame()).not.toContain('Start a new game?');
    await app.press('n');
    await click('new deal');
    await app.waitFor('New deal: Forty Thieves');
  });

  it('on the win screen, a new game', async () => {
    const { app, click } = await driveWithMouse({ game: gameFrom('Foundations: KC QC KS KS KH KH KD KD\nWaste: KC') });
    await app.press('w', 'f');
    await app.waitFor('You won');
    await click('new game');
    await app.waitFor('New deal');
  });

  it('of a daily deal, says the daily streak, and its choices are still where it says', async () => {
    const store = new MemoryStore();
    // Yesterday's daily deal won: today's win makes two days in a row.
    store.recordResult({
      gameId: 'yesterday',
      variant: 'forty-thieves',
      level: 'hard',
      seed: '20261202',
      won: true,
      moves: 150,
      seconds: 500,
      score: 1500,
      cardsHome: 104,
      at: '2026-12-02T20:00:00.000Z',
      daily: '2026-12-02',
    });
    const game = gameFrom('Foundations: KC QC KS KS KH KH KD KD\nWaste: KC');
    const table = { game, elapsedMs: 0, recorded: false, id: newGameId(), daily: '2026-12-03' };
    const { app, click } = await driveWithMouse({ store, opening: { screen: 'table', table } });
    app.time.now = Date.UTC(2026, 11, 3, 12);
    await app.press('w', 'f');
    await app.waitFor('You won');
    expect(app.frame()).toContain('Daily streak: 2 days in a row (longest 2 days)');
    await click('new game');
    await app.waitFor('New deal');
  });

  it('at the smallest size, wraps its first line at words, and its choices are still where it says', async () => {
    const game = gameFrom('Variant: napoleons-square\nFoundations: KC QC KS KS KH KH KD KD\nWaste: KC');
    const table = { game, elapsedMs: 0, recorded: false, id: newGameId(), daily: '2026-12-03' };
    const { app, click } = await driveWithMouse({ opening: { screen: 'table', table } });
    await app.press('w', 'f');
    await app.waitFor('You won');
    await app.resize(60, 16);
    expect(
      app
        .lines()
        .slice(0, 3)
        .map((line) => line.trimEnd()),
    ).toEqual(["You won Napoleon's Square (hard), the daily deal of", '2026-12-03!', '']);
    await click('new game');
    // The new deal's board needs a larger terminal.
    await app.resize(80, 24);
    await app.waitFor('New deal');
  });
});

describe('clicks on the replace screen', () => {
  it('"start the new deal" deals the deal asked for; the other answer keeps the saved game', async () => {
    const deal = { variant: findVariant('josephine')!, level: 'hard' as const, seed: 7n };
    let driven = await driveWithMouse({
      store: new MemoryStore({ saved: savedFive() }),
      opening: { screen: 'replace', saved: savedFive(), deal },
    });
    // Not the same words in the paragraph above: the answer, with its key.
    await driven.click('y start the new deal');
    await driven.app.waitFor('Josephine hard #7');
    driven.app.unmount();
    driven = await driveWithMouse({
      store: new MemoryStore({ saved: savedFive() }),
      opening: { screen: 'replace', saved: savedFive(), deal },
    });
    await driven.click('continue the saved game');
    await driven.app.waitFor('Forty Thieves hard #5');
    expect(driven.app.store.results).toEqual([]);
  });
});

describe('clicks on the check of an Easy deal', () => {
  it('"stop the check" stops it; on a deal not proven, "play deal 12 at medium" opens it at medium', async () => {
    const opening = { screen: 'check', check: { variant: forty, seed: 12n, asked: true } } as const;
    const checking = () => new Promise<never>(() => {});
    let driven = await driveWithMouse({ opening, easyCheck: checking });
    await driven.app.waitFor('Esc stop the check');
    await driven.click('stop the check');
    expect(driven.app.frame()).not.toContain('stop the check');
    driven.app.unmount();
    const notProven = async () =>
      ({ verdict: 'not proven', solver: 'unknown', reason: 'Deal 12 is not known to be winnable.' }) as const;
    driven = await driveWithMouse({ opening, easyCheck: notProven });
    await driven.app.waitFor('not known to be winnable');
    await driven.click('play deal 12 at medium');
    await driven.app.waitFor('Forty Thieves medium #12');
  });
});

describe('a click as the terminal reports it', () => {
  it('an SGR press and release on a line of the start screen chooses it', async () => {
    // The terminal's side of the input, read by the same stream the game reads it through.
    const terminal = new PassThrough();
    const stdin = new MouseStdin(terminal as unknown as NodeJS.ReadStream);
    let listening = false;
    const source: MouseSource = {
      listen: (listener) => {
        listening = true;
        return stdin.listen(listener);
      },
    };
    const driven = (app = await drive({ mouse: source }));
    await until(() => listening, 'the app to listen to the mouse');
    const at = cellOf(driven.lines(), 'Statistics');
    // 1-based in the report: ESC [ < button ; column ; row, M for the press and m for the release.
    terminal.write(Buffer.from(`\x1b[<0;${at.x + 1};${at.y + 1}M\x1b[<0;${at.x + 1};${at.y + 1}m`));
    await driven.waitFor('No games finished yet: a game counts when won or lost.');
    stdin.close();
  });
});
