// The table's reducer, key by key: cursor, picking up and dropping, the
// count of cards a drop moves, smart moves, the engine's reasons on refused
// moves, undo and redo, the clock, the notices, the win and auto-finish.

import { describe, expect, it } from 'vitest';
import { check, formatMove, formatMoves, parseCard, parseMove } from '../../src/engine/index.js';
import { elapsedAt } from '../../src/ui/clock.js';
import type { GameResult } from '../../src/store/types.js';
import { type Effect, positionOf } from '../../src/ui/table-state.js';
import { gameFrom, kinds, press, tableFrom } from './support/table.js';

/** Forty Thieves: a run of two in column 1, an empty column 4, the Ace of spades on the waste. */
const TABLE = `
  1: 5H 9S 8S
  2: TS
  3: 7H
  5: 2C
  6: 3C
  7: 4D
  8: 6D
  9: QH
  10: KH
  Stock: 4C 2D
  Waste: AS
`;

const columnText = (run: ReturnType<typeof press>, i: number) =>
  positionOf(run.state).columns[i].map((c) => c).join(',');
const cardsOf = (text: string) => text.split(' ').map((t) => parseCard(t)!).join(',');
const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);
const message = (run: ReturnType<typeof press>) => run.state.message?.text;
const done = (run: ReturnType<typeof press>) => formatMoves(run.state.game.done);
const records = (effects: readonly Effect[]): GameResult[] =>
  effects.flatMap((e) => (e.kind === 'record' ? [e.result] : []));

describe('the cursor', () => {
  it.each([
    ['right from the waste reaches column 1', ['w', 'right'], 0],
    ['left from column 1 reaches the waste', ['1', 'left'], 'waste'],
    ['left from the waste wraps to the last column', ['w', 'h'], 9],
    ['right from the last column wraps to the waste', ['0', 'l'], 'waste'],
    ['a digit jumps to its column', ['7'], 6],
    ['0 jumps to column 10', ['0'], 9],
    ['w jumps to the waste', ['3', 'w'], 'waste'],
  ] as const)('%s', (_, keys, pile) => {
    expect(press(tableFrom(TABLE), keys).state.cursor).toEqual({ pile, depth: 1 });
  });

  it('goes up a run and no further, and back down to the top card', () => {
    const table = tableFrom(TABLE);
    expect(press(table, ['1', 'k']).state.cursor.depth).toBe(2);
    expect(press(table, ['1', 'k', 'up', 'k']).state.cursor.depth).toBe(2);
    expect(press(table, ['1', 'k', 'j']).state.cursor.depth).toBe(1);
    expect(press(table, ['1', 'down', 'j']).state.cursor.depth).toBe(1);
  });

  it('stays on the top card where the run is one card', () => {
    expect(press(tableFrom(TABLE), ['3', 'k']).state.cursor).toEqual({ pile: 2, depth: 1 });
  });

  it('refuses a column the variant does not have, naming the ones it has', () => {
    const run = press(tableFrom(`variant: maria\n1: 5H`), ['0']);
    expect(message(run)).toBe('There is no column 10: columns are 1 to 9');
    expect(run.state.message?.tone).toBe('error');
  });
});

describe('picking up and dropping', () => {
  it('picks up the card under the cursor and says so', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter']);
    expect(run.state.selection).toEqual({ from: 0, count: 1 });
    expect(message(run)).toBe('Picked up 8S');
  });

  it('picks up as many cards as the cursor covers', () => {
    const run = press(tableFrom(TABLE), ['1', 'k', 'space']);
    expect(run.state.selection).toEqual({ from: 0, count: 2 });
    expect(message(run)).toBe('Picked up 9S-8S (2 cards)');
  });

  it.each([
    ['an empty waste, the stock not empty', 'Stock: 3C', ['w', 'enter'], 'The waste is empty: d draws from the stock'],
    ['an empty waste and stock', '1: 3C', ['w', 'enter'], 'The waste is empty'],
    ['an empty column', '1: 3C', ['2', 'enter'], 'Column 2 is empty'],
  ])('refuses to pick up from %s', (_, text, keys, reason) => {
    const run = press(tableFrom(text), keys);
    expect(run.state.selection).toBeUndefined();
    expect(message(run)).toBe(reason);
  });

  it('moves as many cards as the target takes: 8S picked up, dropped on TS, moves 9S 8S', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', '2', 'enter']);
    expect(done(run)).toBe('1>2:2');
    expect(columnText(run, 1)).toBe(cardsOf('TS 9S 8S'));
    expect(columnText(run, 0)).toBe(cardsOf('5H'));
    expect(run.state.selection).toBeUndefined();
    expect(run.state.game.moveCount).toBe(1);
    expect(kinds(run.effects)).toContain('save');
  });

  it('keeps the cursor where the cards were dropped', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', '2', 'enter']);
    expect(run.state.cursor).toEqual({ pile: 1, depth: 1 });
  });

  it('refuses a drop that does not build, with the engine reason, and keeps the cards picked up', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', '3', 'enter']);
    expect(message(run)).toBe(capitalised(check(positionOf(run.state), parseMove('1>3'))!.reason));
    expect(message(run)).toMatch(/8S .*7H/);
    expect(run.state.message?.tone).toBe('error');
    expect(run.state.selection).toEqual({ from: 0, count: 1 });
    expect(run.state.game.moveCount).toBe(0);
  });

  it('rings the bell on a refused move only when the bell is on', () => {
    expect(kinds(press(tableFrom(TABLE), ['1', 'enter', '3', 'enter']).effects)).not.toContain('bell');
    const ringing = press(tableFrom(TABLE, { settings: { bell: true } }), ['1', 'enter', '3', 'enter']);
    expect(kinds(ringing.effects)).toContain('bell');
  });

  it('refuses the waste as a target', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', 'w', 'enter']);
    expect(message(run)).toBe('Cards cannot be put on the waste');
  });

  it('plays the waste card onto a column', () => {
    const run = press(tableFrom(`1: 3H\nWaste: 2H`), ['w', 'enter', '1', 'enter']);
    expect(done(run)).toBe('w>1');
  });

  it('refuses a supermove beyond the limit, saying how many cards can move', () => {
    // No empty column: one card at a time onto a column with cards.
    const text = TABLE.replace('  5: 2C', '  4: JD\n  5: 2C');
    const table = tableFrom(text);
    const run = press(table, ['1', 'enter', '2', 'enter']);
    expect(message(run)).toBe(capitalised(check(positionOf(table), parseMove('1>2:2'))!.reason));
    expect(message(run)).toMatch(/at most 1 card\b/);
  });

  it('up and down choose how many cards go to an empty column; the limit is the engine’s', () => {
    const picked = press(tableFrom(TABLE), ['1', 'enter', '4', 'k']);
    expect(picked.state.selection).toEqual({ from: 0, count: 2 });
    expect(message(picked)).toBe('Moving 9S-8S (2 cards)');
    const refused = press(picked.state, ['enter']);
    expect(message(refused)).toBe(capitalised(check(positionOf(picked.state), parseMove('1>4:2'))!.reason));
    expect(message(refused)).toMatch(/at most 1 card\b/);
    const fewer = press(picked.state, ['j', 'enter']);
    expect(done(fewer)).toBe('1>4');
  });

  it('moves a whole run into an empty column where runs move together (Josephine)', () => {
    const run = press(tableFrom(`variant: josephine\n${TABLE}`), ['1', 'enter', '4', 'up', 'enter']);
    expect(done(run)).toBe('1>4:2');
    expect(columnText(run, 3)).toBe(cardsOf('9S 8S'));
  });

  it('up and down on the pile picked from change the cards picked up', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', 'k']);
    expect(run.state.selection).toEqual({ from: 0, count: 2 });
    expect(run.state.cursor).toEqual({ pile: 0, depth: 2 });
    expect(press(run.state, ['k']).state.selection).toEqual({ from: 0, count: 2 });
    expect(press(run.state, ['j', 'j']).state.selection).toEqual({ from: 0, count: 1 });
  });

  it('Esc puts the cards back and clears the message', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter', 'escape']);
    expect(run.state.selection).toBeUndefined();
    expect(run.state.message).toBeUndefined();
  });
});

describe('the smart move (a second press on the same pile)', () => {
  it.each([
    ['an Ace goes home (always safe)', TABLE, ['w', 'enter', 'enter'], 'w>f'],
    ['a card goes onto its build parent', `1: 4D 9S\n2: 8S\n3: 3C`, ['2', 'enter', 'enter'], '2>1'],
    ['else to an empty column', TABLE, ['1', 'enter', 'enter'], '1>4'],
    ['a run goes onto the build parent of its lowest card', `variant: josephine\n${TABLE}`, ['1', 'k', 'enter', 'enter'], '1>2:2'],
    ['a run goes to an empty column when no parent is open', `variant: josephine\n1: 5H 9S 8S\n2: 3C`, ['1', 'k', 'enter', 'enter'], '1>3:2'],
    ['the build parent comes before an empty column', `1: 5H 9S\n2: 4C 8S 7S\n3: 3C`, ['2', 'k', 'enter', 'enter'], '2>1:2'],
    ['an unsafe foundation when nothing else is open', `Foundations: 2S\n1: 3S\n2: 9H\n3: 5D\n4: 6C\n5: 7C\n6: 8C\n7: 9C\n8: TC\n9: JC\n10: QC`, ['1', 'enter', 'enter'], '1>f'],
  ] as const)('%s', (_, text, keys, expected) => {
    expect(done(press(tableFrom(text), keys))).toBe(expected);
  });

  it.each([
    ['streets', '7H', 'a black eight'],
    ['indian', '7H', 'an eight of another suit'],
    ['forty-thieves', 'KH', 'an empty column'],
  ])('names the places a card could go in %s', (variant, c, words) => {
    const others = ['2H', '3H', '4H', '5H', '6H', '9H', 'TH', 'JH', 'QH'].map((x, i) => `${i + 2}: ${x}`).join('\n');
    const run = press(tableFrom(`variant: ${variant}\n1: ${c}\n${others}`), ['1', 'enter', 'enter']);
    expect(message(run)).toContain(words);
  });

  it('prefers a safe foundation to a column that takes the card', () => {
    // Both spades foundations at the two: the three is safe.
    const run = press(tableFrom(`Foundations: 2S 2S\n1: 3S\n2: 4S`), ['1', 'enter', 'enter']);
    expect(done(run)).toBe('1>f');
  });

  it('does not move a whole column into an empty one, and says why when nowhere else is open', () => {
    const run = press(tableFrom(`1: 7H\n2: 9C\n3: JS`), ['1', 'enter', 'enter']);
    expect(done(run)).toBe('');
    expect(run.state.selection).toBeUndefined();
    expect(message(run)).toBe('No place for 7H: it needs 8H or an empty column');
  });
});

describe('f, d, r and a', () => {
  it('f sends the card under the cursor home', () => {
    const run = press(tableFrom(TABLE), ['w', 'f']);
    expect(done(run)).toBe('w>f');
    expect(positionOf(run.state).foundations[2]).toBe(1);
  });

  it('f sends the cards picked up, not the cursor’s pile', () => {
    const run = press(tableFrom(TABLE), ['w', 'enter', '3', 'f']);
    expect(done(run)).toBe('w>f');
  });

  it('f refuses with the engine reason', () => {
    const run = press(tableFrom(TABLE), ['2', 'f']);
    expect(message(run)).toBe(capitalised(check(positionOf(run.state), parseMove('2>f'))!.reason));
    expect(message(run)).toMatch(/TS/);
  });

  it('d draws from the stock and takes the cursor to the waste', () => {
    const run = press(tableFrom(TABLE), ['1', 'd']);
    expect(done(run)).toBe('d');
    expect(positionOf(run.state).waste.at(-1)).toBe(parseCard('4C'));
    expect(run.state.cursor).toEqual({ pile: 'waste', depth: 1 });
  });

  it('d on an empty stock gives the engine reason', () => {
    expect(message(press(tableFrom(`1: 3C\nWaste: 5D`), ['d']))).toBe('The stock is empty');
    expect(message(press(tableFrom(`variant: little-forty\n1: 3C\nWaste: 5D`), ['d']))).toBe(
      'The stock is empty: redeal (r) to turn the waste over',
    );
  });

  it('r redeals where the game allows it, and refuses otherwise', () => {
    const run = press(tableFrom(`variant: little-forty\n1: 3C\nWaste: 5D 6D`), ['r']);
    expect(done(run)).toBe('r');
    expect(positionOf(run.state).stock.length).toBe(2);
    expect(message(press(tableFrom(`1: 3C\nWaste: 5D`), ['r']))).toBe('No redeals in this game at the hard level');
  });

  it('a plays every safe foundation move, one move each', () => {
    // The 2H is not safe with one heart foundation still empty; the 2S is, with both spades at the Ace.
    const run = press(tableFrom(`Foundations: AS\n1: 2H AH\n2: 2S AS\nWaste: AC`), ['a']);
    expect(done(run)).toBe('w>f 1>f 2>f 2>f');
    expect(message(run)).toBe('4 safe moves: AC AH AS 2S to the foundations');
    expect(run.state.game.moveCount).toBe(4);
    expect(positionOf(run.state).columns[0].length).toBe(1);
  });

  it('a says so when no safe move is open', () => {
    expect(message(press(tableFrom(TABLE.replace('Waste: AS', '')), ['a']))).toBe('No safe foundation move just now');
  });

  it('plays safe moves after each move when the setting is on for the level', () => {
    const text = `level: easy\n1: 5H AH\n2: 9C\nStock: 9D`;
    const on = press(tableFrom(text), ['d']);
    expect(done(on)).toBe('d 1>f');
    expect(message(on)).toBe('Safe moves: AH to the foundations');
    const off = press(tableFrom(text, { settings: { autoSafe: { easy: false, medium: false, hard: false } } }), ['d']);
    expect(done(off)).toBe('d');
  });
});

describe('undo, redo and restart', () => {
  const moved = () => press(tableFrom(TABLE), ['1', 'enter', '2', 'enter', 'd']);

  it.each(['u', 'backspace', 'ctrl+z'])('%s undoes the last move, counting a move', (key) => {
    const run = press(moved().state, [key]);
    expect(done(run)).toBe('1>2:2');
    expect(run.state.game.moveCount).toBe(3);
    expect(message(run)).toBe('Undone: draw');
  });

  it('says what it undid in card words', () => {
    const run = press(moved().state, ['u', 'u']);
    expect(message(run)).toBe('Undone: 9S-8S (2 cards) from column 1 to column 2');
    expect(positionOf(run.state)).toEqual(gameFrom(TABLE).positions[0]);
  });

  it('refuses to undo past the deal', () => {
    expect(message(press(tableFrom(TABLE), ['u']))).toBe('Nothing to undo: this is the deal');
  });

  it.each(['U', 'ctrl+y'])('%s redoes', (key) => {
    const run = press(moved().state, ['u', 'u', key]);
    expect(done(run)).toBe('1>2:2');
    expect(message(run)).toBe('Redone: 9S-8S (2 cards) from column 1 to column 2');
    expect(message(press(run.state, [key, key]))).toBe('Nothing to redo');
  });

  it('Ctrl+R goes back to the deal in one step, the moves kept for redo', () => {
    const run = press(moved().state, ['ctrl+r']);
    expect(run.state.game.positions.length).toBe(1);
    expect(run.state.game.undone.map(formatMove)).toEqual(['d', '1>2:2']);
    expect(run.state.game.moveCount).toBe(3);
    expect(message(run)).toBe('Back to the deal: redo (U) plays the moves again');
    expect(done(press(run.state, ['U', 'U']))).toBe('1>2:2 d');
  });

  it('drops the cards picked up and the hint', () => {
    const hinted = press(moved().state, [{ type: 'hint-ready', moveCount: 2, hint: parseMove('w>f'), text: 'Hint' }, '3', 'enter']);
    expect(hinted.state.hint).toBeDefined();
    const run = press(hinted.state, ['u']);
    expect(run.state.selection).toBeUndefined();
    expect(run.state.hint).toBeUndefined();
  });
});

describe('the clock', () => {
  it('runs while the table shows, stops while paused, and goes on after', () => {
    const table = tableFrom(TABLE, { now: 1000 });
    const paused = press(table, ['p'], 6000);
    expect(paused.state.overlay).toBe('paused');
    expect(elapsedAt(paused.state.clock, 50_000)).toBe(5000);
    expect(kinds(paused.effects)).toEqual(['save']);
    const back = press(paused.state, ['x'], 60_000);
    expect(back.state.overlay).toBe('none');
    expect(elapsedAt(back.state.clock, 61_000)).toBe(6000);
  });

  it('stops while the table is off screen (terminal too small) and while help shows', () => {
    const hidden = press(tableFrom(TABLE, { now: 0 }), [{ type: 'shown', visible: false }], 2000);
    expect(elapsedAt(hidden.state.clock, 9000)).toBe(2000);
    const help = press(tableFrom(TABLE, { now: 0 }), ['?'], 3000);
    expect(help.state.overlay).toBe('help');
    expect(elapsedAt(help.state.clock, 9000)).toBe(3000);
    expect(press(help.state, ['q']).state.overlay).toBe('none');
  });

  it('stops on a win', () => {
    const run = press(tableFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`, { now: 0 }), ['w', 'f'], 4000);
    expect(elapsedAt(run.state.clock, 100_000)).toBe(4000);
  });
});

describe('a new game', () => {
  it('n asks first; Esc keeps playing', () => {
    const asked = press(tableFrom(TABLE), ['n']);
    expect(asked.state.overlay).toBe('confirm-new');
    expect(asked.effects).toEqual([]);
    expect(press(asked.state, ['escape']).state.overlay).toBe('none');
  });

  it('a game with moves counts as a loss, and the player is told', () => {
    const run = press(tableFrom(TABLE, { now: 0 }), ['d', 'n', 'y'], 31_000);
    expect(records(run.effects)).toMatchObject([{ won: false, moves: 1, seconds: 31, variant: 'forty-thieves', level: 'hard' }]);
    expect(run.effects.at(-1)).toEqual({ kind: 'new-game', message: 'The last game (1 move) counted as a loss' });
    expect(kinds(run.effects)).toContain('clear-save');
  });

  it('a game without moves costs nothing', () => {
    const run = press(tableFrom(TABLE), ['n', 'enter']);
    expect(records(run.effects)).toEqual([]);
    expect(run.effects.at(-1)).toEqual({ kind: 'new-game', message: undefined });
  });

  it('c goes to the start screen to choose the game', () => {
    expect(press(tableFrom(TABLE), ['n', 'c']).effects.at(-1)?.kind).toBe('choose');
  });
});

describe('stuck', () => {
  const STUCK = `1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S\nStock: 9H`;

  it('shows the notice when the last draw leaves no useful move', () => {
    expect(press(tableFrom(STUCK), ['d']).state.overlay).toBe('stuck');
  });

  it('u undoes and closes the notice', () => {
    const run = press(tableFrom(STUCK), ['d', 'u']);
    expect(run.state.overlay).toBe('none');
    expect(done(run)).toBe('');
  });

  it('g gives up: a loss, then the start screen', () => {
    const run = press(tableFrom(STUCK), ['d', 'g']);
    expect(records(run.effects)).toMatchObject([{ won: false, moves: 1 }]);
    expect(run.effects.at(-1)).toEqual({ kind: 'choose', message: 'Game given up: counted as a loss' });
  });

  it('n starts a new game, the stuck one a loss', () => {
    const run = press(tableFrom(STUCK), ['d', 'n']);
    expect(records(run.effects)).toHaveLength(1);
    expect(run.effects.at(-1)?.kind).toBe('new-game');
  });

  it('Esc closes the notice and leaves a reminder', () => {
    const run = press(tableFrom(STUCK), ['d', 'escape']);
    expect(run.state.overlay).toBe('none');
    expect(message(run)).toBe('No useful move is left: u undoes, n starts a new game');
  });
});

describe('the win', () => {
  const ONE_LEFT = `Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`;

  it('is recorded once, shows the win screen and forgets the saved game', () => {
    const run = press(tableFrom(ONE_LEFT, { now: 0 }), ['w', 'f'], 2000);
    expect(run.state.overlay).toBe('won');
    expect(records(run.effects)).toMatchObject([{ won: true, moves: 1, seconds: 2, cardsHome: 104 }]);
    expect(kinds(run.effects)).toContain('clear-save');
    expect(run.state.recorded).toBe(true);
  });

  it('counts once however often the player undoes and wins again', () => {
    const won = press(tableFrom(ONE_LEFT), ['w', 'f']);
    const again = press(won.state, ['escape', 'u', 'w', 'f']);
    expect(again.state.overlay).toBe('won');
    expect(records(again.effects)).toEqual([]);
    expect(kinds(press(won.state, ['escape', 'u']).effects)).toEqual(['save']);
  });

  it('the win screen offers a new game (no loss) and quitting', () => {
    const won = press(tableFrom(ONE_LEFT), ['w', 'f']);
    const next = press(won.state, ['n']);
    expect(records(next.effects)).toEqual([]);
    expect(next.effects.at(-1)?.kind).toBe('new-game');
    expect(kinds(press(won.state, ['q']).effects)).toEqual(['clear-save', 'quit']);
  });

  it('rings the bell when the bell is on', () => {
    expect(kinds(press(tableFrom(ONE_LEFT, { settings: { bell: true } }), ['w', 'f']).effects)).toContain('bell');
  });
});

describe('auto-finish', () => {
  const NEARLY = `Foundations: JC KC KS KS KH KH KD KD\nWaste: QC\n1: KC`;

  it('starts when only foundation moves are left, a card per timer step', () => {
    const run = press(tableFrom(NEARLY), ['w', 'f']);
    expect(run.state.finishing.map(formatMove)).toEqual(['1>f']);
    expect(run.effects).toContainEqual({ kind: 'later', ms: 70, action: { type: 'finish-step' } });
    const finished = press(run.state, [{ type: 'finish-step' }]);
    expect(finished.state.overlay).toBe('won');
    expect(done(finished)).toBe('w>f 1>f');
    expect(records(finished.effects)).toHaveLength(1);
  });

  it('plays every card at once on a key', () => {
    const text = `Foundations: JC JC KS KS KH KH KD KD\nWaste: QC\n1: KC QC\n2: KC`;
    const run = press(tableFrom(text), ['w', 'f']);
    expect(run.state.finishing.length).toBe(3);
    const now = press(run.state, ['x']);
    expect(now.state.overlay).toBe('won');
    expect(now.state.finishing).toEqual([]);
  });

  it('quitting during it finishes the game first, so the win counts', () => {
    const run = press(tableFrom(NEARLY), ['w', 'f', 'q']);
    expect(records(run.effects)).toMatchObject([{ won: true }]);
    expect(kinds(run.effects).slice(-2)).toEqual(['clear-save', 'quit']);
  });
});

describe('hints, the bell, help, quit', () => {
  it('t asks for a hint, which shows when it is for the position on the table', () => {
    const asked = press(tableFrom(TABLE), ['t']);
    expect(kinds(asked.effects)).toEqual(['hint']);
    const hint = parseMove('w>f');
    const shown = press(asked.state, [{ type: 'hint-ready', moveCount: 0, hint, text: 'Hint: AS home' }]);
    expect(shown.state.hint).toEqual(hint);
    expect(message(shown)).toBe('Hint: AS home');
    const stale = press(asked.state, ['d', { type: 'hint-ready', moveCount: 0, hint, text: 'old' }]);
    expect(stale.state.hint).toBeUndefined();
  });

  it('asks once while a hint is coming, and again after a move', () => {
    const asked = press(tableFrom(TABLE), ['t', 't']);
    expect(kinds(asked.effects)).toEqual(['hint']);
    expect(kinds(press(asked.state, ['d', 't']).effects)).toContain('hint');
  });

  it('m turns the bell on and off, saving the setting', () => {
    const on = press(tableFrom(TABLE), ['m']);
    expect(on.state.settings.bell).toBe(true);
    expect(message(on)).toBe('Bell on');
    expect(kinds(on.effects)).toEqual(['save-settings']);
    expect(press(on.state, ['m']).state.settings.bell).toBe(false);
  });

  it('? opens help and any key closes it', () => {
    const help = press(tableFrom(TABLE), ['?']);
    expect(help.state.overlay).toBe('help');
    expect(press(help.state, ['d']).state.overlay).toBe('none');
    expect(done(press(help.state, ['d']))).toBe('');
  });

  it.each(['q', 'ctrl+c'])('%s saves and quits', (key) => {
    expect(kinds(press(tableFrom(TABLE), ['d', key]).effects).slice(-2)).toEqual(['save', 'quit']);
  });

  it('shows the store’s notices', () => {
    const run = press(tableFrom(TABLE), [{ type: 'notice', text: 'the saved game cannot be replayed' }]);
    expect(message(run)).toBe('The saved game cannot be replayed');
  });

  it('a resumed game that is stuck shows the notice at once', () => {
    const STUCK = `1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S`;
    expect(press(tableFrom(STUCK), [{ type: 'begin' }]).state.overlay).toBe('stuck');
  });
});
