// The keymap: every key of the README's key table reaches its command, Ink's key
// events become the right key names, and the help lists every binding.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVariant, rulesText, VARIANTS } from '../../../src/engine/index.js';
import {
  CONFIRM_NEW_KEYS,
  choiceItems,
  commandFor,
  helpLines,
  type KeyEvent,
  keyNames,
  LOOKING_BACK_KEYS,
  MENU_KEYS,
  reminder,
  STUCK_KEYS,
  TABLE_KEYS,
  unboundKeyText,
  WATCHING_KEYS,
  WON_KEYS,
} from '../../../src/ui/input/keymap.js';
import { helpContent, helpEntries } from '../../../src/ui/screens/help-pages.js';

const other = { type: 'other' } as const;
/** The table's commands for one input event, as the app reads them: key names first, then each through the table. */
const tableCommand = (input: string, key: KeyEvent = {}) =>
  keyNames(input, key).map((name) => commandFor(TABLE_KEYS, name, other));

describe("every key of the README's key table", () => {
  it.each([
    ['left arrow', '', { leftArrow: true }, { type: 'left' }],
    ['h', 'h', {}, { type: 'left' }],
    ['right arrow', '', { rightArrow: true }, { type: 'right' }],
    ['l', 'l', {}, { type: 'right' }],
    ['up arrow', '', { upArrow: true }, { type: 'up' }],
    ['k', 'k', {}, { type: 'up' }],
    ['down arrow', '', { downArrow: true }, { type: 'down' }],
    ['j', 'j', {}, { type: 'down' }],
    ['1', '1', {}, { type: 'column', index: 0 }],
    ['5', '5', {}, { type: 'column', index: 4 }],
    ['9', '9', {}, { type: 'column', index: 8 }],
    ['0', '0', {}, { type: 'column', index: 9 }],
    ['w', 'w', {}, { type: 'waste' }],
    ['Enter', '\r', { return: true }, { type: 'select' }],
    ['Space', ' ', {}, { type: 'select' }],
    ['f', 'f', {}, { type: 'foundation' }],
    ['d', 'd', {}, { type: 'draw' }],
    ['r', 'r', {}, { type: 'redeal' }],
    ['a', 'a', {}, { type: 'safe' }],
    ['u', 'u', {}, { type: 'undo' }],
    ['Backspace (Ink: delete)', '', { delete: true }, { type: 'undo' }],
    ['Backspace (Ink: backspace)', '', { backspace: true }, { type: 'undo' }],
    ['Ctrl+Z', 'z', { ctrl: true }, { type: 'undo' }],
    ['Ctrl+Y', 'y', { ctrl: true }, { type: 'redo' }],
    ['U', 'U', { shift: true } as KeyEvent, { type: 'redo' }],
    ['t', 't', {}, { type: 'hint' }],
    ['p', 'p', {}, { type: 'pause' }],
    ['n', 'n', {}, { type: 'new' }],
    ['Ctrl+R', 'r', { ctrl: true }, { type: 'restart' }],
    ['m', 'm', {}, { type: 'bell' }],
    ['q', 'q', {}, { type: 'quit' }],
    ['Ctrl+C', 'c', { ctrl: true }, { type: 'quit' }],
    ['Esc (also sets meta)', '', { escape: true, meta: true }, { type: 'cancel' }],
    ['?', '?', {}, { type: 'help' }],
  ])('%s', (_, input, key, command) => {
    expect(tableCommand(input, key)).toEqual([command]);
  });

  it('leaves other keys unbound', () => {
    expect(tableCommand('x')).toEqual([other]);
    expect(tableCommand('Z')).toEqual([other]);
  });

  it('takes Alt+key for Esc then the key: a quick Esc and key arrive as the same bytes', () => {
    expect(tableCommand('d', { meta: true })).toEqual([{ type: 'cancel' }, { type: 'draw' }]);
    expect(tableCommand('[Z', { meta: true })).toEqual([]);
  });
});

describe('key names from Ink', () => {
  it('names Page Down and Page Up, which turn the help and the log', () => {
    expect(keyNames('', { pageDown: true })).toEqual(['pagedown']);
    expect(keyNames('', { pageUp: true })).toEqual(['pageup']);
  });

  it('names Home and End, bound to nothing: the table says so instead of nothing at all', () => {
    expect(keyNames('', { home: true })).toEqual(['home']);
    expect(keyNames('', { end: true })).toEqual(['end']);
    expect(unboundKeyText('home', TABLE_KEYS)).toBe('Home does nothing here: ? lists the keys');
  });

  it('splits characters typed together (fast typing, a paste) into one key each', () => {
    expect(keyNames('d3\r', {})).toEqual(['d', '3', 'enter']);
    expect(tableCommand('jj')).toEqual([{ type: 'down' }, { type: 'down' }]);
  });

  it('names control characters inside such a chunk', () => {
    expect(keyNames('u\x1a\x7f \x1b', {})).toEqual(['u', 'ctrl+z', 'backspace', 'space', 'escape']);
  });

  it('lower-cases Ctrl+letter', () => {
    expect(keyNames('R', { ctrl: true })).toEqual(['ctrl+r']);
  });
});

describe('the help and the reminders come from the tables', () => {
  it("is the README's key table, row for row", () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');
    const table = readme.split('| keys | what they do |\n|---|---|\n')[1].split('\n\n')[0];
    expect(table.split('\n')).toEqual(helpLines(TABLE_KEYS).map((line) => `| ${line.keys} | ${line.help} |`));
  });

  it('lists every binding of the table in the help screen, with its keys', () => {
    const lines = helpLines(TABLE_KEYS);
    expect(lines).toHaveLength(TABLE_KEYS.length);
    const content = helpContent();
    for (const binding of TABLE_KEYS) {
      expect(content.some((line) => line.text === binding.help)).toBe(true);
    }
    const keys = lines.map((l) => l.keys).join(' ');
    expect(lines.map((l) => l.keys)).toContain('1-9 0 - =');
    for (const label of [
      '←',
      'h',
      '→',
      'l',
      '↑',
      'k',
      '↓',
      'j',
      'w',
      'Enter',
      'Space',
      'f',
      'd',
      'r',
      'a',
      'u',
      'Backspace',
      'Ctrl+Z',
      'Ctrl+Y',
      'U',
      't',
      'p',
      'n',
      'Ctrl+R',
      'm',
      'q',
      'Esc',
      '?',
    ]) {
      expect(keys.split(' ')).toContain(label);
    }
  });

  it('says in the help how columns past 10 are reached', () => {
    expect(helpLines(TABLE_KEYS).find((l) => l.keys === '1-9 0 - =')?.help).toMatch(
      /0, -, = for 10, 11, 12 \(13: = then the right arrow\)/,
    );
    expect(commandFor(TABLE_KEYS, '-', other)).toEqual({ type: 'column', index: 10 });
    expect(commandFor(TABLE_KEYS, '=', other)).toEqual({ type: 'column', index: 11 });
    expect(commandFor(TABLE_KEYS, '0', other)).toEqual({ type: 'column', index: 9 });
  });

  it('says in the help of T and s that a win they help to sets no best nor a daily streak, each on one row at 80 columns', () => {
    for (const [key, type] of [
      ['T', 'play-hint'],
      ['s', 'watch'],
    ] as const) {
      expect(commandFor(TABLE_KEYS, key, other).type).toBe(type);
      const rows = helpEntries(80).find((entry) => entry[0].keys?.trim() === key);
      expect(rows).toHaveLength(1);
      expect(rows![0].text).toMatch(/no best or daily streak/);
    }
  });

  it('says what the smart move named in the lines of Enter and the click does, right after the keys', () => {
    const content = helpContent();
    const smart = content.findIndex((line) => line.text.startsWith('The smart move'));
    expect(content[smart].text).toBe(
      'The smart move sends the cards picked up home if that is safe, else onto a card they build on, else into an empty column (unless they are their whole column), else home.',
    );
    expect(content[smart - 1].text).toBe(TABLE_KEYS.at(-1)!.help);
  });

  it('says, after the smart move, what a safe move home is, which card of a column plays, and what a fold hides', () => {
    const content = helpContent().map((line) => line.text);
    const smart = content.findIndex((line) => line.startsWith('The smart move'));
    expect(content[smart + 1]).toMatch(/^A safe move home is one that can never cost the win: an Ace, or/);
    expect(content[smart + 2]).toMatch(/^A column's top card is the one drawn lowest/);
    expect(content[smart + 3]).toMatch(/\[3\] stands for three face-down cards, ⋮ 5 more/);
  });

  it('says how the score and the moves are counted, the clock included, before the rules', () => {
    const content = helpContent(findVariant('lucas')).map((line) => line.text);
    const heading = content.indexOf('The score:');
    expect(content[heading + 1]).toBe(
      '10 points for each card put home; 30 off for each full 30 seconds of play, never below 0; a win adds 600000 divided by its seconds. An undo takes back its points. The clock starts at the first move, and stops while paused, in the help and in the log, ' +
        'and while the solver looks for what t, s or b asked (a key that stops it before it answers counts the wait). ' +
        'The count of moves counts each move, draw and redeal (a and the ' +
        'finish each card they play), and an undo, a redo, a restart and b one each; safe moves played by the setting count none.',
    );
    expect(content[heading + 3]).toMatch(/^The rules of Lucas/);
  });

  it("ends the help with the variant's rules, as `rules` gives them, and its note where they differ from another program's", () => {
    const content = helpContent(findVariant('forty-thieves')).map((line) => line.text);
    const rules = content.slice(content.findIndex((text) => text.startsWith('The rules of Forty Thieves')) + 1);
    expect(rules[0]).toBe('Also called Big Forty, Napoleon at St Helena, Le Cadran, Roosevelt at San Juan.');
    expect(rules.slice(1)).toEqual(rulesText(findVariant('forty-thieves')!).slice(2));
    expect(rules.join(' ')).toMatch(/An empty column takes any card.*there is no redeal at the hard level/);
    const last = (id: string) => helpContent(findVariant(id)).at(-1)?.text;
    expect(last('little-forty')).toBe(
      'PySolFC builds Little Forty regardless of suit; this game follows the rule sheet: any suit but its own.',
    );
    expect(last('forty-thieves')).toBe(
      'Levels: hard 0 redeals; medium 1; easy 1, and only deals the solver has proven winnable.',
    );
  });

  it('wraps the help within 80 columns, every word kept, for every variant', () => {
    for (const variant of VARIANTS) {
      const rows = helpEntries(80, variant).flat();
      for (const row of rows) expect([...`${row.keys ?? ''}${row.text}`].length).toBeLessThanOrEqual(80);
      const words = (text: string) => text.split(' ').filter(Boolean);
      expect(rows.flatMap((row) => words(row.text))).toEqual(helpContent(variant).flatMap((line) => words(line.text)));
    }
  });

  it('writes a reminder from the first key of each command; a click presses the key of an item of one, or the key under it', () => {
    expect(
      reminder(TABLE_KEYS, [
        [['left', 'right', 'up', 'down'], 'move'],
        [['undo'], 'undo'],
      ]),
    ).toEqual([
      { keys: '←→↑↓', words: 'move', keyAt: ['left', 'right', 'up', 'down'] },
      { keys: 'u', words: 'undo', key: 'u' },
    ]);
  });

  it('writes the four arrows as one word in ASCII, where spelt out they would crowd the key line', () => {
    const items = reminder(
      TABLE_KEYS,
      [
        [['left', 'right', 'up', 'down'], 'move'],
        [['undo'], 'undo'],
      ],
      true,
    );
    expect(items.map((i) => `${i.keys} ${i.words}`)).toEqual(['<>^v move', 'u undo']);
    // Two keys stay spelt out.
    const spelt = reminder(TABLE_KEYS, [[['left', 'right'], 'column']], true)[0];
    expect(spelt.keys).toBe('Left/Right');
    expect(spelt.keyAt).toEqual([...'LLLL', undefined, ...'RRRRR'].map((c) => c && (c === 'L' ? 'left' : 'right')));
  });

  it('gives each choice of a notice the key a click on it presses', () => {
    expect(choiceItems(CONFIRM_NEW_KEYS).map((i) => i.key)).toEqual(['y', 'c', 'n', 'q']);
  });

  it('lists a notice’s choices without Ctrl keys', () => {
    expect(choiceItems(CONFIRM_NEW_KEYS).map((i) => i.keys)).toEqual(['y/Enter', 'c', 'n/Esc', 'q']);
    expect(choiceItems(STUCK_KEYS).map((i) => i.words)).toEqual([
      'undo',
      'new game',
      'give up',
      'back',
      'look at the board',
      'quit',
    ]);
  });
});

describe('the notices and the start screen have their own keys', () => {
  it.each([
    [CONFIRM_NEW_KEYS, 'y', 'yes'],
    [CONFIRM_NEW_KEYS, 'enter', 'yes'],
    [CONFIRM_NEW_KEYS, 'n', 'cancel'],
    [STUCK_KEYS, 'g', 'give-up'],
    [STUCK_KEYS, 'b', 'back'],
    [STUCK_KEYS, 'backspace', 'undo'],
    [WON_KEYS, 'n', 'new'],
    [WON_KEYS, 'enter', 'other'],
    [WON_KEYS, 'escape', 'cancel'],
    // While the solver plays, q is one of the keys that stop it; Ctrl+C still quits.
    [WATCHING_KEYS, 'q', 'other'],
    [WATCHING_KEYS, 'ctrl+c', 'quit'],
    [WATCHING_KEYS, '+', 'faster'],
    [LOOKING_BACK_KEYS, 'q', 'other'],
    [LOOKING_BACK_KEYS, 'ctrl+c', 'quit'],
    [LOOKING_BACK_KEYS, 'b', 'back'],
  ] as const)('%#: %s', (table, name, type) => {
    expect(commandFor(table, name, other).type).toBe(type);
  });

  it.each([
    ['up', 'up'],
    ['k', 'up'],
    ['j', 'down'],
    ['left', 'left'],
    ['l', 'right'],
    ['enter', 'select'],
    ['c', 'continue'],
    ['n', 'new'],
    ['d', 'daily'],
    ['s', 'stats'],
    ['?', 'help'],
    ['q', 'quit'],
    ['ctrl+c', 'quit'],
  ])('start screen: %s', (name, type) => {
    expect(commandFor(MENU_KEYS, name, other).type).toBe(type);
  });
});
