// The app through ink-testing-library: the start screen, key flows on the
// table, the notices and screens, saving and resuming, and frames that fit.

import { afterEach, describe, expect, it } from 'vitest';
import { findVariant, formatMoves, newGame, parseMoves, restoreGame, VARIANTS } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import type { GameInProgress } from '../../../src/store/types.js';
import type { AppLive } from '../../../src/ui/app/App.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { type Driven, drive } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { gameFrom } from '../support/table.js';

const forty = findVariant('forty-thieves')!;
const seed5 = () => newGame(forty, 'hard', 5n);
/** Seed 5 after a draw: a game in play, whose clock runs from the start. */
const drawnOnce = () => restoreGame(forty, 'hard', 5n, parseMoves('d'));
let driven: Driven | undefined;
afterEach(() => driven?.unmount());

async function start(options: Parameters<typeof drive>[0] = {}): Promise<Driven> {
  driven = await drive(options);
  return driven;
}

/** Seed 5 of Forty Thieves: column 3's top is the queen of clubs; the first draw turns the four of diamonds. */
describe('the table', () => {
  it('shows the board, the status line and the key reminder', async () => {
    const app = await start({ game: seed5() });
    const frame = app.frame();
    expect(frame).toContain('stock 64');
    expect(frame).toMatch(/Forty Thieves hard #5 · 0 moves · 0:00 · 0 pts · 0\/104 home/);
    expect(app.lines().at(-1)).toMatch(/←→↑↓ move .*t hint .*n new .*\? keys .*q quit/);
  });

  it('draws, refuses a move with its reason, undoes and redoes', async () => {
    const app = await start({ game: seed5() });
    await app.press('d');
    expect(app.frame()).toContain('stock 63');
    expect(app.frame()).toContain('1 move ');
    await app.press('enter', '3', 'enter');
    expect(app.frame()).toContain('4♦ cannot go on Q♣');
    await app.press('escape', 'u');
    expect(app.frame()).toContain('Undone: draw');
    expect(app.frame()).toContain('stock 64');
    await app.press('U');
    expect(app.frame()).toContain('Redone: draw');
    expect(app.frame()).toContain('stock 63');
    expect(app.frame()).toContain('3 moves');
  });

  it('names a key bound to nothing, and the key meant when Caps Lock is likely on', async () => {
    const app = await start({ game: seed5() });
    await app.press('D');
    expect(app.frame()).toContain('D does nothing: keys are case-sensitive (did you mean d? Caps Lock may be on)');
    expect(app.frame()).toContain('stock 64');
    await app.press('right');
    expect(app.frame()).not.toContain('does nothing');
  });

  it('saves after every move', async () => {
    const app = await start({ game: seed5() });
    await app.press('d', 'd');
    expect(formatMoves(app.store.saved!.game.done)).toBe('d d');
  });

  it('counts the time the table is on screen, from the first move', async () => {
    const app = await start({ game: seed5() });
    app.time.now += 65_000;
    await app.press('x');
    expect(app.frame()).toContain('0:00');
    await app.press('d');
    app.time.now += 65_000;
    await app.press('x');
    expect(app.frame()).toContain('1:05');
  });

  it('counts the time that passed, not the wall clock set back or on or a sleep', async () => {
    const live: AppLive = {};
    const app = await start({ game: drawnOnce(), live });
    const pass = (wallMs: number, ms: number) => {
      app.time.steady = (app.time.steady ?? app.time.now) + ms;
      app.time.now += wallMs;
    };
    pass(10_000, 10_000);
    await app.press('x');
    expect(app.frame()).toContain('0:10');
    // Set back an hour 5 s later: the clock goes on, it does not wait an hour.
    pass(-3_600_000 + 5_000, 5_000);
    await app.press('x');
    expect(app.frame()).toContain('0:15');
    // Asleep eight hours, then 5 s of play: the night is no play time.
    pass(8 * 3_600_000 + 5_000, 5_000);
    await app.press('d');
    expect(app.frame()).toContain('0:20');
    expect(app.store.saved?.elapsedMs).toBe(20_000);
    // Asleep again, 3 s played, and a signal ends the program before any key: the save leaves the night out.
    pass(8 * 3_600_000 + 3_000, 3_000);
    live.save?.();
    expect(app.store.saved?.elapsedMs).toBe(23_000);
  });

  it('hides the cards while paused and stops the clock', async () => {
    const app = await start({ game: seed5() });
    await app.press('p');
    expect(app.frame()).toContain('Paused');
    expect(app.frame()).not.toMatch(/[0-9JQKA][♣♠♥♦]/);
    app.time.now += 60_000;
    await app.press('x');
    expect(app.frame()).toContain('Q♣');
    expect(app.frame()).toContain('0:00');
  });

  it('opens help with every key listed and closes it with any key', async () => {
    const app = await start({ game: seed5(), height: 40 });
    await app.press('?');
    for (const words of [
      'cursor a pile left',
      'jump to the waste',
      'undo',
      'redo',
      'pause',
      'restart the deal',
      'quit',
    ]) {
      expect(app.frame()).toContain(words);
    }
    await app.press('x');
    expect(app.frame()).toContain('stock 64');
  });

  it('pages the help when the terminal is short', async () => {
    const app = await start({ game: seed5(), height: 20 });
    await app.press('?');
    // The keys and the mouse, then the score and the rules: six pages of 17 rows; the title says where the rules begin.
    expect(app.frame()).toMatch(/^Keys, and the rules from page 5 \(page 1 of 6\)/);
    await app.press('space', 'space', 'space', 'space');
    expect(app.frame()).toMatch(/^Keys, and the rules from page 5 \(page 5 of 6\)/);
    // The heading and the game's other names on the page of its first rule.
    expect(app.frame()).toContain('The rules of Forty Thieves:');
    expect(app.frame()).toContain('Also called Big Forty');
    expect(app.frame()).toContain('Two decks, 104 cards.');
    await app.press('space');
    expect(app.frame()).toContain('page 6 of 6');
    expect(app.frame()).toContain('Levels: hard 0 redeals');
    expect(app.lines().at(-1)).toBe('↑: page before · any other key: back');
    await app.press('space');
    expect(app.frame()).toContain('stock 64');
  });

  it('turns the help back a page with ↑ and Page Up, on with Page Down', async () => {
    const app = await start({ game: seed5(), height: 20 });
    await app.press('?', 'pagedown');
    expect(app.frame()).toContain('page 2 of 6');
    expect(app.lines().at(-1)).toBe('↓ or Space: next page · ↑: page before · any other key: back');
    await app.press('up');
    expect(app.frame()).toContain('page 1 of 6');
    await app.press('pagedown', 'pagedown', 'pageup');
    expect(app.frame()).toContain('page 2 of 6');
    // Back before the first page is back to the game.
    await app.press('up', 'up');
    expect(app.frame()).toContain('stock 64');
  });

  it('asks before a new game, and counts the old one as a loss', async () => {
    const app = await start({ game: seed5() });
    await app.press('d', 'n');
    expect(app.frame()).toContain('Start a new game? This one (1 move) counts as a loss.');
    await app.press('y');
    expect(app.frame()).toContain('The last game (1 move) counted as a loss');
    // The message is long: it wraps onto the key reminder's line.
    expect(app.frame().replace(/\n/g, ' ')).toMatch(/New deal: Forty Thieves, hard, seed \d+/);
    expect(app.frame()).toMatch(/ 0 (moves|mv) /);
    expect(app.store.results).toMatchObject([{ won: false, moves: 1, seed: '5' }]);
  });

  it('c on that question goes to the start screen with the game saved, and counts nothing until a new one starts', async () => {
    const app = await start({ game: seed5() });
    await app.press('d', 'n', 'c');
    expect(app.frame()).toContain('Your game is saved');
    expect(app.frame()).toMatch(/Continue/);
    expect(app.store.results).toEqual([]);
    expect(app.store.saved?.game.done).toHaveLength(1);
    await app.press('enter');
    expect(app.frame()).toContain('stock 63');
    expect(app.frame()).toContain('Continued: Forty Thieves, hard, seed 5, 1 move');
  });

  it('Esc on the start screen that c opened goes back to the game', async () => {
    const app = await start({ game: seed5() });
    await app.press('d', 'n', 'c', 'escape');
    expect(app.frame()).toContain('stock 63');
    expect(app.frame()).toContain('Continued: Forty Thieves, hard, seed 5, 1 move');
    expect(app.store.results).toEqual([]);
  });

  it('c on that question saves the time played since the last move, as the start screen shows it', async () => {
    const app = await start({ game: seed5() });
    await app.press('d');
    app.time.now += 10_000;
    await app.press('n');
    app.time.now += 4_000;
    await app.press('c');
    expect(app.frame()).toMatch(/Continue .*1 move · 0:14/);
    expect(app.store.saved?.elapsedMs).toBe(14_000);
  });

  it('c on that question keeps a game without moves too, as q would', async () => {
    const app = await start({ game: seed5() });
    await app.press('n', 'c');
    expect(app.frame()).toContain('Your game is saved');
    expect(app.frame()).toMatch(/Continue/);
    expect(app.store.saved?.game.seed).toBe(5n);
    expect(app.store.saved?.game.done).toHaveLength(0);
    await app.press('enter');
    expect(app.frame()).toContain('Continued: Forty Thieves, hard, seed 5, 0 moves');
    expect(app.store.results).toEqual([]);
  });

  it('says on the win screen, under its choices, that a win the directory took nowhere is not saved yet', async () => {
    const store = new MemoryStore();
    store.takesNoWrites = true;
    const app = await start({ store, game: gameFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`) });
    await app.press('w', 'f');
    await app.waitFor('You won');
    const lines = app.lines();
    const choices = lines.findIndex((line) => /n new game/.test(line));
    expect(
      lines
        .slice(choices + 1)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toMatch(
      /Not saved yet: \/memory took no writes\. It is tried again until you quit; the end says if it was lost\./,
    );
    // Wrapped at words, no line begun with the space it broke at.
    expect(lines.slice(choices + 1).filter((line) => line.startsWith(' '))).toEqual([]);
  });

  it('at the smallest size, cuts that note to the rows left rather than draw a frame taller than the terminal', async () => {
    const store = new MemoryStore();
    store.takesNoWrites = true;
    const game = gameFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`);
    const table = { game, elapsedMs: 0, recorded: false, id: newGameId(), daily: '2026-12-03' };
    const app = await start({ store, opening: { screen: 'table', table } });
    await app.press('w', 'f');
    await app.waitFor('You won');
    await app.resize(60, 16);
    const lines = app.lines();
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(lines.at(-1)).toMatch(/^Not saved yet: .*…$/);
    expect(lines.at(-3)).toMatch(/n new game/);
  });

  it('says nothing of saving on the win screen where the win is in its file', async () => {
    const app = await start({ game: gameFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`) });
    await app.press('w', 'f');
    await app.waitFor('You won');
    expect(app.frame()).not.toContain('Not saved');
  });

  it('shows the win screen with the statistics of the variant and level', async () => {
    const app = await start({ game: gameFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`) });
    await app.press('w', 'f');
    await app.waitFor('You won');
    expect(app.frame()).toContain('Played 1 · won 1 (100%) · lost 0');
    // The first win holds every record of its game and level.
    expect(app.frame()).toMatch(/Moves +1 +best yet/);
    expect(app.frame()).toMatch(/Time +0:00 +best yet/);
    expect(app.frame()).toMatch(/n new game/);
    // It needs no more room than the start screen, and there it shows whole.
    await app.resize(60, 16);
    expect(app.frame()).toMatch(/n new game/);
    expect(app.lines().length).toBeLessThanOrEqual(15);
    expect(Math.max(...app.lines().map((line) => line.length))).toBeLessThanOrEqual(60);
    await app.resize(80, 24);
    await app.press('enter');
    expect(app.frame()).toContain('You won');
    await app.press('n');
    expect(app.frame()).toContain('New deal');
  });

  it('offers undo, a new game or giving up when stuck; giving up goes to the start screen', async () => {
    const app = await start({
      game: gameFrom(`1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S\nStock: 9H`),
    });
    await app.press('d');
    // The stuck search runs once the move is on screen.
    await app.waitFor('No useful move is left');
    expect(app.frame()).toMatch(/g give up/);
    await app.press('g');
    expect(app.frame()).toContain('Game given up: counted as a loss');
    expect(app.frame()).toContain('New game');
    expect(app.store.results).toMatchObject([{ won: false }]);
  });

  it('says why framed cards, asked for, are not drawn: the terminal is too small for them', async () => {
    const framed = () => new MemoryStore({ settings: { cardSize: 'framed' } });
    const small = await start({ game: seed5(), store: framed() });
    expect(small.frame()).toContain('Framed cards need a larger terminal: compact ones until it grows');
    // Under a message too, such as the deal's, where there is room: not only once the message line is empty.
    await small.press('x');
    expect(small.frame()).toContain('x does nothing here');
    expect(small.frame()).toContain('Framed cards need a larger terminal: compact ones until it grows');
    small.unmount();
    const large = await start({ game: seed5(), store: framed(), width: 120, height: 40 });
    expect(large.frame()).toContain('╭');
    expect(large.frame()).not.toContain('Framed cards need');
  });

  it('q saves and leaves', async () => {
    const app = await start({ game: seed5() });
    await app.press('d', 'q');
    expect(app.exits.count).toBe(1);
    expect(app.store.saved?.game.moveCount).toBe(1);
  });

  describe('with a directory that takes no writes', () => {
    const LOST = 'this game is not saved: /memory did not take the writes';
    const refusing = () => {
      const store = new MemoryStore();
      store.lost = LOST;
      return store;
    };

    it('says so on the empty message line, and asks before q loses it', async () => {
      const app = await start({ game: seed5(), store: refusing() });
      await app.press('d');
      expect(app.frame()).toContain('This game is not saved: /memory did not take the writes');
      await app.press('q');
      expect(app.exits.count).toBe(0);
      expect(app.frame()).toContain('q again quits though this game is not saved: /memory did not take the writes.');
      // Another key in between, and the next q asks again.
      await app.press('d', 'q');
      expect(app.exits.count).toBe(0);
      await app.press('q');
      expect(app.exits.count).toBe(1);
    });

    it('asks on the start screen too, which says it too where it has no other message', async () => {
      const app = await start({ store: refusing() });
      await app.press('q');
      expect(app.exits.count).toBe(0);
      expect(app.frame()).toContain('q again quits though');
      // A key between forgets the question: the screen says again what is in no file.
      await app.press('down');
      expect(app.frame()).toContain('This game is not saved: /memory did not take the writes.');
      expect(app.frame()).not.toContain('again quits');
      await app.press('q', 'q');
      expect(app.exits.count).toBe(1);
    });

    it('quits at once where the terminal is too small, which says what is lost', async () => {
      const app = await start({ game: seed5(), store: refusing(), width: 60, height: 12 });
      expect(app.frame()).toContain('q quits, losing what could not be saved.');
      await app.press('q');
      expect(app.exits.count).toBe(1);
    });

    it('says so on the start screen, not that the game is saved, when c keeps a game it cannot write', async () => {
      const store = new MemoryStore();
      const app = await start({ game: seed5(), store });
      await app.press('d', 'n');
      store.lost = LOST;
      await app.press('c');
      expect(app.frame()).toContain('This game is not saved: /memory did not take the writes.');
      expect(app.frame()).not.toContain('Your game is saved');
    });

    it('asks nothing once everything is written', async () => {
      const store = refusing();
      const app = await start({ game: seed5(), store });
      store.lost = undefined;
      await app.press('d', 'q');
      expect(app.exits.count).toBe(1);
    });
  });

  it('has one line for the end: the game saved and how to continue it', async () => {
    const live: AppLive = {};
    const app = await start({ game: seed5(), live });
    await app.press('d', 'q');
    expect(live.farewell?.()).toBe('Saved Forty Thieves, hard, seed 5, 1 move: run forty-thieves to continue');
  });

  it('records the win of an auto-finish under way when a signal ends the program', async () => {
    const live: AppLive = {};
    // Only the Q♣ of the waste and the K♣ of column 1 are left: they go home a card per timer step.
    const app = await start({ game: gameFrom('Foundations: JC KC KS KS KH KH KD KD\nWaste: QC\n1: KC'), live });
    expect(app.frame()).toContain('Finishing');
    expect(app.store.results).toEqual([]);
    live.save?.();
    expect(app.store.results).toMatchObject([{ won: true, moves: 2, cardsHome: 104 }]);
    expect(app.store.saved).toBeUndefined();
    // No game left to continue: the last line says the win is counted, not a game saved.
    expect(live.farewell?.()).toBe('Won Forty Thieves, hard, seed 1 in 2 moves: the win is counted');
  });

  it('shows the store’s notices', async () => {
    const store = new MemoryStore({
      notices: ['the settings file could not be read; kept as settings.json.corrupt-1'],
    });
    const app = await start({ game: seed5(), store });
    await app.waitFor('The settings file could not be read');
  });

  it('stops looking for a hint when a move changes the position', async () => {
    const signals: AbortSignal[] = [];
    const hints = (_: unknown, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    };
    const app = await start({ game: seed5(), hints });
    await app.press('t');
    expect(app.frame()).toContain('Looking for a hint');
    await app.press('d');
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(true);
  });

  it('gives a hint and marks it', async () => {
    const app = await start({ game: gameFrom(`1: 5H AS\n2: 9C`) });
    await app.press('t');
    await app.waitFor('Hint: AS from column 1 to a foundation (1>f)'.replace('AS', 'A♠'));
  });
});

describe('the start screen', () => {
  it('offers a new game with the win record of the variant and level, statistics, help and quit', async () => {
    const app = await start();
    const frame = app.frame();
    for (const words of ['New game', 'Forty Thieves, hard: none finished yet', 'Statistics', 'Help', 'Quit']) {
      expect(frame).toContain(words);
    }
    expect(frame).not.toContain('Continue');
  });

  it("names ? on its key line, and ? lists the start screen's keys before the table's", async () => {
    const app = await start({ height: 40 });
    expect(app.lines().find((line) => line.includes('Enter go'))).toMatch(/\? keys/);
    await app.press('?');
    const lines = app.lines().map((line) => line.trim());
    const daily = lines.findIndex((line) => /^d +today's daily deal$/.test(line));
    const draw = lines.findIndex((line) => /^d +draw from the stock$/.test(line));
    expect(lines).toContain('On the start screen:');
    expect(daily).toBeGreaterThan(0);
    expect(draw).toBeGreaterThan(daily);
  });

  it('gives in its help the rules of the game the start screen offers, after the keys, to the last page', async () => {
    const app = await start({ height: 24 });
    await app.press('right');
    expect(app.frame()).toContain('Variant   ◂ Josephine ▸');
    await app.press('?');
    const pages = Number(app.frame().match(/page 1 of (\d+)/)?.[1]);
    for (let page = 1; page < pages; page++) await app.press('pagedown');
    expect(app.frame()).toContain(`page ${pages} of ${pages}`);
    // The last page is the rules' end: its count took them in.
    expect(app.frame().replace(/\s+/g, ' ')).toContain('Levels: hard 0 redeals; medium 1; easy 1');
  });

  it('names a key bound to nothing there too', async () => {
    const app = await start();
    await app.press('x');
    expect(app.frame()).toContain('x does nothing here: ? lists the keys');
    await app.press('S');
    expect(app.frame()).toContain('S does nothing: keys are case-sensitive (did you mean s? Caps Lock may be on)');
    await app.press('down');
    expect(app.frame()).not.toContain('does nothing');
  });

  it('says so when c finds no saved game to continue', async () => {
    const app = await start();
    await app.press('c');
    expect(app.frame()).toContain('There is no saved game to continue: n starts a new one');
  });

  it('says so when Esc finds no saved game to go back to', async () => {
    const app = await start();
    await app.press('escape');
    expect(app.frame()).toContain('There is no saved game to go back to: n starts a new one');
  });

  it('offers to continue the saved game, with its variant, level, moves and time', async () => {
    const saved: GameInProgress = {
      game: restoreGame(findVariant('josephine')!, 'medium', 7n, parseMoves('d d')),
      elapsedMs: 125_000,
      recorded: false,
      id: newGameId(),
    };
    const app = await start({ opening: { screen: 'start', saved } });
    expect(app.frame()).toMatch(/Continue +Josephine, medium · 2 moves · 2:05/);
    await app.press('enter');
    expect(app.frame()).toContain('Josephine medium #7 · 2 moves · 2:05');
  });

  it('chooses the variant and level, then deals', async () => {
    const app = await start();
    await app.press('down', 'right', 'down', 'left');
    expect(app.frame()).toContain('Josephine, medium: none finished yet');
    await app.press('left', 'enter');
    expect(app.frame()).toContain('Josephine easy #');
  });

  it('asks before a new game replaces a saved one with moves', async () => {
    const store = new MemoryStore();
    const saved: GameInProgress = {
      game: drawnOnce(),
      elapsedMs: 0,
      recorded: false,
      id: newGameId(),
    };
    const app = await start({ store, opening: { screen: 'start', saved } });
    await app.press('n');
    expect(app.frame()).toContain('New game? The saved one (1 move) counts as a loss.');
    // The question, then its answers, as on the table.
    const lines = app.lines();
    const asked = lines.findIndex((line) => line.includes('counts as a loss'));
    expect(lines[asked + 1]).toMatch(/^y\/Enter new deal/);
    await app.press('escape');
    expect(app.frame()).not.toContain('counts as a loss');
    await app.press('n', 'y');
    expect(app.frame()).toContain('Your saved game (Forty Thieves, hard, 1 move) counted as a loss');
    expect(store.results).toHaveLength(1);
  });

  it('asks too when the saved game is counted already, and then records nothing', async () => {
    const store = new MemoryStore();
    const saved: GameInProgress = {
      game: drawnOnce(),
      elapsedMs: 0,
      recorded: true,
      id: newGameId(),
    };
    const app = await start({ store, opening: { screen: 'start', saved } });
    await app.press('n');
    expect(app.frame()).toContain('New game? The saved one (1 move) will be lost; it is counted already.');
    await app.press('y');
    expect(app.frame()).toContain('Forty Thieves hard #');
    expect(store.results).toEqual([]);
  });

  it('shows the statistics', async () => {
    const store = new MemoryStore();
    store.recordResult({
      gameId: newGameId(),
      variant: 'streets',
      level: 'hard',
      seed: '3',
      won: true,
      moves: 150,
      seconds: 600,
      score: 1500,
      cardsHome: 104,
      at: '2026-01-01T00:00:00.000Z',
    });
    const app = await start({ store });
    await app.press('s');
    expect(app.frame()).toMatch(/Streets, hard +1 +1 +100% +1 win +10:00 +1500 +150/);
    await app.press('x');
    expect(app.frame()).toContain('New game');
  });

  it('turns the pages of the statistics through the recent games under the entries', async () => {
    const store = new MemoryStore();
    // Six games of their own, one game each: six entries, then a blank line, a heading and six lines of games.
    for (const variant of ['streets', 'maria', 'lucas', 'indian', 'limited', 'josephine']) {
      store.recordResult({
        gameId: newGameId(),
        variant,
        level: 'hard',
        seed: '3',
        won: false,
        moves: 10,
        seconds: 60,
        score: 0,
        cardsHome: 4,
        at: '2026-01-01T00:00:00.000Z',
      });
    }
    const app = await start({ store, width: 80, height: 16 });
    await app.press('s');
    // 18 rows, more than a page of 16 rows holds: the last of them on the second page.
    expect(app.lines()[0]).toBe('Statistics (page 1 of 2)');
    await app.press('space');
    expect(app.lines()[0]).toBe('Statistics (page 2 of 2)');
    expect(app.frame()).toMatch(/Josephine, hard +□ +lost the one game/);
    await app.press('space');
    expect(app.frame()).toContain('New game');
  });

  it('q quits', async () => {
    const app = await start();
    await app.press('q');
    expect(app.exits.count).toBe(1);
  });
});

describe('sizes', () => {
  it('asks to enlarge a terminal too small, and quits on q', async () => {
    const app = await start({ game: seed5(), width: 60, height: 12 });
    expect(app.frame()).toContain('Enlarge the terminal to 72 x 16');
    expect(app.frame()).toContain('(it is 60 x 12 now)');
    await app.press('d');
    expect(app.store.saved?.game.moveCount ?? 0).toBe(0);
    await app.press('q');
    expect(app.exits.count).toBe(1);
  });

  it("shows the help over a table too small for it, at the start screen's 60 x 16", async () => {
    const app = await start({ game: seed5() });
    const asked = 'Make the terminal wider: 72 columns';
    await app.press('?');
    await app.resize(60, 16);
    expect(app.frame()).not.toContain(asked);
    expect(app.frame()).toMatch(/^Keys, and the rules from page \d+ \(page 1 of \d+\)/);
    expect(app.lines().length).toBeLessThanOrEqual(15);
    expect(Math.max(...app.lines().map((line) => line.length))).toBeLessThanOrEqual(60);
    // Closed, the board is back, and with it the need for its room.
    await app.press('escape');
    expect(app.frame()).toContain(asked);
  });

  it('opens the help, the settings and the log from the screen asking for room, over a game at 60 x 16', async () => {
    const app = await start({ game: seed5(), width: 60, height: 16 });
    const asked = 'Make the terminal wider: 72 columns';
    expect(app.frame()).toContain(asked);
    expect(app.frame()).toContain('? help  o settings  L messages');
    await app.press('?');
    expect(app.frame()).toMatch(/^Keys, and the rules from page \d+ \(page 1 of \d+\)/);
    await app.press('escape');
    expect(app.frame()).toContain(asked);
    await app.press('o');
    expect(app.frame()).toContain('Live verdict');
    await app.press('escape', 'L');
    expect(app.frame()).toMatch(/^Messages/);
    await app.press('escape', 'd');
    expect(app.store.saved?.game.moveCount ?? 0).toBe(0);
    expect(app.frame()).toContain(asked);
  });

  it('keeps those keys to a terminal of 60 x 16 at least, and says nothing of them below', async () => {
    const app = await start({ game: seed5(), width: 60, height: 12 });
    expect(app.frame()).not.toContain('? help');
    await app.press('?');
    expect(app.frame()).toContain('Enlarge the terminal to 72 x 16');
  });

  it.each(VARIANTS.map((v) => [v.id]))(
    '%s fits 80 x 24: never taller than 23 rows, never wider than 80',
    async (id) => {
      const app = await start({ game: newGame(findVariant(id)!, 'hard', 11n) });
      await app.press('d', 'enter', 'k', '?');
      for (const screen of ['table', 'help']) {
        const lines = app.lines();
        expect(lines.length, screen).toBeLessThanOrEqual(23);
        for (const line of lines) expect([...line].length, `${screen}: ${line}`).toBeLessThanOrEqual(80);
        await app.press('x');
      }
    },
  );

  it('writes only ASCII with --ascii: the table, a message, help and the start screen', async () => {
    const theme = makeTheme({ ascii: true, fourColor: false, monochrome: true });
    const app = await start({ game: seed5(), theme });
    const nonAscii = () => [...app.frame()].filter((c) => c.charCodeAt(0) > 126);
    await app.press('d', 'enter', '3', 'enter');
    expect(app.frame()).toContain('4d cannot go on Qc');
    expect(nonAscii()).toEqual([]);
    await app.press('?');
    expect(app.frame()).toContain('Left h');
    expect(nonAscii()).toEqual([]);
    await app.press('x', 'escape', 'n', 'c');
    expect(app.frame()).toContain('New game');
    expect(nonAscii()).toEqual([]);
  });

  it('draws the start screen within 80 x 24, and within the smallest terminal it takes', async () => {
    const app = await start();
    expect(app.lines().length).toBeLessThanOrEqual(23);
    const saved: GameInProgress = {
      game: drawnOnce(),
      elapsedMs: 0,
      recorded: false,
      id: newGameId(),
    };
    const small = await drive({ width: 60, height: 16, opening: { screen: 'start', saved } });
    await small.press('n');
    expect(small.frame()).toContain('New game? The saved one (1 move) counts as a loss.');
    expect(small.lines().length).toBeLessThanOrEqual(15);
    for (const line of small.lines()) expect([...line].length).toBeLessThanOrEqual(60);
    small.unmount();
  });
});
