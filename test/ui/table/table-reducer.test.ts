// The table's reducer, key by key, on the table itself: the cursor, picking
// up and dropping, the count of cards a drop moves, smart moves, the keys
// that play (f, d, r, a) and the engine's reasons on refused moves.

import { describe, expect, it } from 'vitest';
import { check, parseCard, parseMove } from '../../../src/engine/index.js';
import { positionOf } from '../../../src/ui/table/table-state.js';
import { messageFor } from '../../../src/ui/text/footer-text.js';
import {
  capitalised,
  cardsOf,
  columnText,
  done,
  kinds,
  message,
  press,
  records,
  TABLE,
  tableFrom,
} from '../support/table.js';

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

describe('a key bound to nothing', () => {
  it('names the key and where the keys are listed', () => {
    expect(message(press(tableFrom(TABLE), ['x']))).toBe('x does nothing here: ? lists the keys');
    expect(message(press(tableFrom(TABLE), ['tab']))).toBe('Tab does nothing here: ? lists the keys');
    expect(message(press(tableFrom(TABLE), ['ctrl+a']))).toBe('Ctrl+A does nothing here: ? lists the keys');
    expect(message(press(tableFrom(TABLE), ['pagedown']))).toBe('Page Down does nothing here: ? lists the keys');
  });

  it('names the key in the other case when that one is bound: Caps Lock is likely on', () => {
    expect(message(press(tableFrom(TABLE), ['D']))).toBe(
      'D does nothing: keys are case-sensitive (did you mean d? Caps Lock may be on)',
    );
    expect(message(press(tableFrom(TABLE), ['F']))).toBe(
      'F does nothing: keys are case-sensitive (did you mean f? Caps Lock may be on)',
    );
  });

  it('leaves the game, the cursor and the cards picked up as they were', () => {
    const picked = press(tableFrom(TABLE), ['1', 'enter']).state;
    const after = press(picked, ['D']).state;
    expect(after.game).toBe(picked.game);
    expect(after.cursor).toEqual(picked.cursor);
    expect(after.selection).toEqual(picked.selection);
  });
});

describe('a message about the key just pressed', () => {
  it('goes when the cursor moves on: a refusal, a key bound to nothing', () => {
    expect(message(press(tableFrom(TABLE), ['x', 'right']))).toBeUndefined();
    expect(message(press(tableFrom(`variant: maria\n1: 5H\n2: 6C`), ['0', '2']))).toBeUndefined();
    expect(message(press(tableFrom(`1: 3C`), ['2', 'enter', 'k']))).toBeUndefined();
    expect(message(press(tableFrom(TABLE), ['x', 'w']))).toBeUndefined();
  });

  it('stays while the key after it does not move the cursor', () => {
    expect(message(press(tableFrom(TABLE), ['x', 'ctrl+a']))).toBe('Ctrl+A does nothing here: ? lists the keys');
  });

  it('shows over what a drop would do, until the cursor moves on', () => {
    const over = press(tableFrom(TABLE), ['1', 'enter', '4']).state;
    expect(messageFor(over)?.text).toMatch(/^Drop: /);
    const pressed = press(over, ['D']).state;
    expect(messageFor(pressed)?.text).toMatch(/^D does nothing/);
    expect(messageFor(press(pressed, ['3']).state)?.text).toMatch(/^Cannot drop here: /);
  });

  it('shows over what a drop would do when it comes after the cursor moved: a hint asked for while holding cards', () => {
    const refused = press(tableFrom(TABLE), ['1', 'enter', '3', 'enter']).state;
    const asked = press(refused, ['t']).state;
    expect(messageFor(asked)?.text).toBe('Looking for a hint…');
    const hint = parseMove('1>4');
    const answered = press(asked, [{ type: 'hint-ready', moveCount: 0, hint, text: 'Hint: 8S to column 4' }]).state;
    expect(messageFor(answered)?.text).toBe('Hint: 8S to column 4');
    // The cursor moved on: the drop's preview has the line, and the hint is back where no drop is previewed.
    const moved = press(answered, ['2']).state;
    expect(messageFor(moved)?.text).toMatch(/^Drop: /);
    expect(messageFor(press(moved, ['1']).state)?.text).toBe('Hint: 8S to column 4');
  });

  it('leaves the line to what a drop would do after a pause, where nothing else was said', () => {
    const over = press(tableFrom(TABLE), ['1', 'enter', '4']).state;
    const back = press(over, ['p', 'space']).state;
    expect(back.overlay).toBe('none');
    expect(messageFor(back)?.text).toBe(messageFor(over)?.text);
  });

  it('is not what other messages are: the cards picked up stay named as the cursor moves', () => {
    expect(message(press(tableFrom(TABLE), ['1', 'enter', 'right', '3']))).toBe('Picked up 8S');
  });
});

describe('picking up and dropping', () => {
  it('picks up the card under the cursor and says so', () => {
    const run = press(tableFrom(TABLE), ['1', 'enter']);
    expect(run.state.selection).toEqual({ from: 0, count: 1 });
    expect(message(run)).toBe('Picked up 8S');
  });

  it('puts the cards back at the end of a drag that dropped them nowhere, with their message but no other', () => {
    const held = press(tableFrom(TABLE), ['1', 'enter']);
    const back = press(held.state, [{ type: 'put-back' }]);
    expect(back.state.selection).toBeUndefined();
    expect(back.state.message).toBeUndefined();
    // A notice that came while they were held stays to be read.
    const told = press(held.state, [{ type: 'notice', text: 'the disk is full' }, { type: 'put-back' }]);
    expect(told.state.selection).toBeUndefined();
    expect(message(told)).toBe('The disk is full');
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
    const run = press(tableFrom(text), ['1', 'enter', '2', 'enter']);
    expect(message(run)).toBe(
      '8S cannot go on TS: TS would take 9S-8S (2 cards), but with no empty columns, at most 1 card can move together',
    );
  });

  it('up and down choose how many cards go to an empty column; the limit is the engine’s', () => {
    const picked = press(tableFrom(TABLE), ['1', 'enter', '4', 'k']);
    expect(picked.state.selection).toEqual({ from: 0, count: 2 });
    expect(message(picked)).toBe('Moving 9S-8S (2 cards)');
    // On the line, what the drop would do (here refused: the engine's limit), as the cursor's move showed it.
    expect(messageFor(picked.state)?.text).toMatch(/^Cannot drop here: .*at most 1 card\b/);
    expect(messageFor(press(picked.state, ['j']).state)?.text).toBe('Drop: 8S onto the empty column 4');
    // Column 1's run is 9S-8S: up once more changes nothing, and says so.
    expect(message(press(picked.state, ['k']))).toBe('Moving 9S-8S (2 cards): no more cards move with them');
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

describe('a drop refused: the words name the cards picked up and what the target takes', () => {
  // Forty Thieves with no empty column: one card moves at a time.
  const CLUBS = `
    1: JC TC 9C 8C
    2: QC
    3: QH
    4: KS
    5: KS
    6: KD
    7: KD
    8: KH
    9: KH
    10: 2D
  `;

  it.each([
    [
      'one card picked up, the target taking the whole run',
      CLUBS,
      ['1', 'enter', '2'],
      '8C cannot go on QC: QC would take JC-8C (4 cards), but with no empty columns, at most 1 card can move together',
    ],
    [
      'two cards picked up, the target taking four',
      CLUBS,
      ['1', 'k', 'enter', '2'],
      '9C-8C (2 cards) cannot go on QC: QC would take JC-8C (4 cards), but with no empty columns, at most 1 card can move together',
    ],
    [
      'one card picked up with an empty column: two could move',
      CLUBS.replace('10: 2D', ''),
      ['1', 'enter', '2'],
      '8C cannot go on QC: QC would take JC-8C (4 cards), but with 1 empty column, at most 2 cards can move together',
    ],
    [
      'the whole run picked up: the cards picked up are the ones too many',
      CLUBS,
      ['1', 'k', 'k', 'k', 'enter', '2'],
      'Forty Thieves moves one card at a time: with no empty columns, at most 1 card can move together',
    ],
    [
      'a card of the rank the run needs but of another suit: the card picked up is refused',
      CLUBS,
      ['1', 'enter', '3'],
      '8C cannot go on QH: it needs a nine of clubs',
    ],
    [
      'two cards picked up onto that card',
      CLUBS,
      ['1', 'k', 'enter', '3'],
      '9C cannot go on QH: it needs a ten of clubs',
    ],
    [
      'alternate colours: the run does not build on the queen, the card picked up is refused',
      'variant: streets\n1: JH TS 9H 8S\n2: QH',
      ['1', 'enter', '2'],
      '8S cannot go on QH: it needs a red nine',
    ],
  ])('%s', (_, text, keys, reason) => {
    const over = press(tableFrom(text), keys).state;
    expect(messageFor(over)?.text).toBe(`Cannot drop here: ${reason}`);
    const run = press(over, ['enter']);
    expect(message(run)).toBe(capitalised(reason));
    expect(run.state.message?.tone).toBe('error');
    expect(run.state.selection).toEqual(over.selection);
    expect(run.state.game.moveCount).toBe(0);
  });
});

describe('the smart move (a second press on the same pile)', () => {
  it.each([
    ['an Ace goes home (always safe)', TABLE, ['w', 'enter', 'enter'], 'w>f'],
    ['a card goes onto its build parent', `1: 4D 9S\n2: 8S\n3: 3C`, ['2', 'enter', 'enter'], '2>1'],
    ['else to an empty column', TABLE, ['1', 'enter', 'enter'], '1>4'],
    [
      'a run goes onto the build parent of its lowest card',
      `variant: josephine\n${TABLE}`,
      ['1', 'k', 'enter', 'enter'],
      '1>2:2',
    ],
    [
      'a run goes to an empty column when no parent is open',
      `variant: josephine\n1: 5H 9S 8S\n2: 3C`,
      ['1', 'k', 'enter', 'enter'],
      '1>3:2',
    ],
    [
      'the build parent comes before an empty column',
      `1: 5H 9S\n2: 4C 8S 7S\n3: 3C`,
      ['2', 'k', 'enter', 'enter'],
      '2>1:2',
    ],
    [
      'a card on its parent: home, where the foundation takes it, before an empty column',
      `Foundations: AC\n1: 3C 2C\n2: 9H`,
      ['1', 'enter', 'enter'],
      '1>f',
    ],
    [
      'a card on its parent: home before the other copy of its parent',
      `Foundations: AC\n1: 3C 2C\n2: 3C`,
      ['1', 'enter', 'enter'],
      '1>f',
    ],
    [
      'a card on a face-down card is not on its parent: the empty column turns that card up',
      `variant: number-ten\nFoundations: AC\n1: [3H] 2C\n2: 9H`,
      ['1', 'enter', 'enter'],
      '1>3',
    ],
    [
      'of two parents, the one that could not go home now',
      `variant: streets\nFoundations: 3S\n1: 4S\n2: 4C\nWaste: 3H`,
      ['w', 'enter', 'enter'],
      'w>2',
    ],
    [
      'an unsafe foundation when nothing else is open',
      `Foundations: 2S\n1: 3S\n2: 9H\n3: 5D\n4: 6C\n5: 7C\n6: 8C\n7: 9C\n8: TC\n9: JC\n10: QC`,
      ['1', 'enter', 'enter'],
      '1>f',
    ],
  ] as const)('%s', (_, text, keys, expected) => {
    expect(done(press(tableFrom(text), keys))).toBe(expected);
  });

  it.each([
    ['streets', '7H', 'a black eight'],
    ['indian', '7H', 'an eight of another suit'],
    ['forty-thieves', 'KH', 'an empty column'],
  ])('names the places a card could go in %s', (variant, c, words) => {
    const others = ['2H', '3H', '4H', '5H', '6H', '9H', 'TH', 'JH', 'QH'].map((x, i) => `${i + 2}: ${x}`).join('\n');
    // On a card of its column: a whole column would not go into an empty one.
    const run = press(tableFrom(`variant: ${variant}\n1: 9C ${c}\n${others}`), ['1', 'enter', 'enter']);
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
    // Seven empty columns, yet none is a place for a whole column: it needs its parent.
    expect(message(run)).toBe('No place for 7H: it needs 8H');
    const king = press(tableFrom(`1: KH QH\n2: 9C\n3: JS`), ['1', 'up', 'enter', 'enter']);
    expect(message(king)).toBe('No place for KH-QH (2 cards): a King heads its column already');
  });

  it('names what a run needs where it may not move as it is, one card at a time', () => {
    // No empty column: two cards cannot move together anywhere.
    const rest = '3: 8D\n4: 8D\n5: 7S\n6: 7S\n7: 6C\n8: 6C\n9: 5D';
    const stuck = press(tableFrom(`1: 9C JH TH\n2: 9C\n${rest}\n10: 5D`), ['1', 'up', 'enter', 'enter']);
    expect(message(stuck)).toBe(
      'No place for JH-TH (2 cards): Forty Thieves moves one card at a time: with no empty columns, at most 1 card can move together',
    );
    // One empty column: the two could go on the Queen, but into an empty column only with another empty one to pass through.
    const two = press(tableFrom(`1: 9C JH TH\n2: 9C\n${rest}\n10:`), ['1', 'up', 'enter', 'enter']);
    expect(message(two)).toMatch(/^No place for JH-TH \(2 cards\): it needs QH or 2 empty columns$/);
    // A King goes on no card: the empty columns it needs are the reason, however many cards move together.
    const king = press(tableFrom(`1: 9C KH QH\n2: 9C\n${rest}\n10:`), ['1', 'up', 'enter', 'enter']);
    expect(message(king)).toBe('No place for KH-QH (2 cards): it needs 2 empty columns');
    const kingAlone = press(tableFrom(`1: 9C KH QH\n2: 9C\n${rest}\n10: 5D`), ['1', 'up', 'enter', 'enter']);
    expect(message(kingAlone)).toBe('No place for KH-QH (2 cards): it needs 2 empty columns');
    // Where runs move as one, an empty column takes any run.
    const runs = press(tableFrom(`variant: rank-and-file\n1: 9C JH TS\n2: 9C\n${rest}\n10: 5D`), [
      '1',
      'up',
      'enter',
      'enter',
    ]);
    expect(message(runs)).toBe('No place for JH-TS (2 cards): it needs a black Queen or an empty column');
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
    expect(message(press(tableFrom('1: 2H\nWaste: AC'), ['a']))).toBe('1 safe move: AC to its foundation');
  });

  it('a says so when no safe move is open', () => {
    expect(message(press(tableFrom(TABLE.replace('Waste: AS', '')), ['a']))).toBe('No safe foundation move just now');
  });

  it('a says why an Ace on a waste dealt three at a time is not safe while a redeal is left', () => {
    // Little Forty deals three at a time, with redeals at every level.
    const run = press(tableFrom('variant: little-forty\n1: 9H\nStock: 5D 6D 7D\nWaste: AC'), ['a']);
    expect(done(run)).toBe('');
    expect(message(run)).toBe(
      'No safe foundation move: a card fewer in the waste changes what each draw after the redeal brings (f on the waste sends AC home all the same)',
    );
    // A 2C is not safe anyway while the other suits' Aces are out (docs/rules.md): no word of the redeal.
    const two = press(tableFrom('variant: little-forty\nFoundations: AC\n1: 9H\nStock: 5D 6D 7D\nWaste: 2C'), ['a']);
    expect(message(two)).toBe('No safe foundation move just now (f on the waste sends 2C home all the same)');
  });

  it("a names the card f would send from the cursor's pile, where that one can go home", () => {
    // The 2C off the waste and the 2C of column 2 could both go home, neither safely; the cursor is on column 2.
    const run = press(tableFrom('Foundations: AC\n1: 9H\n2: 2C\nWaste: 2C'), ['right', 'a']);
    expect(run.state.cursor.pile).toBe(1);
    expect(message(run)).toBe('No safe foundation move just now (f on column 2 sends 2C home all the same)');
  });

  it('plays safe moves after each move when the setting is on for the level', () => {
    const text = `level: easy\n1: 5H AH\n2: 9C\nStock: 9D`;
    const on = press(tableFrom(text), ['d']);
    expect(done(on)).toBe('d 1>f');
    expect(message(on)).toBe('Safe move: AH to its foundation');
    const off = press(tableFrom(text, { settings: { autoSafe: { easy: false, medium: false, hard: false } } }), ['d']);
    expect(done(off)).toBe('d');
  });
});

describe('giving up', () => {
  // No card can go home or onto another, no column is empty, the stock is out.
  const STUCK = '1: 5D\n2: 5D\n3: 7S\n4: 7S\n5: 6C\n6: 6C\n7: 9C\n8: 9C\n9: 8D\n10: 8D';

  it('a game counted already (won, then restarted) is given up without a loss, and says so', () => {
    const stuck = press({ ...tableFrom(STUCK), recorded: true }, ['g']);
    expect(stuck.state.overlay).toBe('stuck');
    expect(messageFor(stuck.state)?.text).toBe(
      'No useful move is left: undo, or end this game (it was counted already).',
    );
    const given = press(stuck.state, ['g']);
    expect(records(given.effects)).toEqual([]);
    expect(given.effects).toContainEqual({ kind: 'choose', message: 'Game given up: it was counted already' });
  });

  it('on a won board there is nothing to give up', () => {
    const won = press(tableFrom('Foundations: KC KC KD KD KS KS KH KH'), ['g']);
    expect(message(won)).toBe('This game is won: n starts a new one');
    expect(won.effects).toEqual([]);
  });
});
