// Keys to commands, as tables of data. Every screen reads keys through a
// table here; the help screen and the key reminders are generated from the
// same tables, so a key cannot work without being listed or be listed
// without working.

import { LOG_SIZE } from '../app/app-state.js';
import { type Overlay, type TableAtWork, type TableState, tableAtWork } from '../table/table-state.js';
import { asciiOnly } from '../text/plain-text.js';
import type { MenuCommand, TableCommand } from './commands.js';

/** The log's key, on the table and the start screen alike. */
const LOG_HELP = `message log: the last ${LOG_SIZE} messages, to read again`;

/** The parts of Ink's key event the keymap reads. */
export interface KeyEvent {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly tab?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly pageDown?: boolean;
  readonly pageUp?: boolean;
  readonly home?: boolean;
  readonly end?: boolean;
}

export interface Binding<C> {
  /** Key names: 'left', 'enter', 'space', 'escape', 'backspace', 'ctrl+z', or the character typed ('h', 'U', '?'). */
  readonly keys: readonly string[];
  readonly command: C | ((key: string) => C);
  /** One line in the help screen. */
  readonly help: string;
  /** How the keys are written in the help when listing them one by one would not do. */
  readonly label?: string;
}

export type KeyTable<C> = readonly Binding<C>[];

/** The jump keys of the columns, in order: the digits, then the two keys after 0 on the keyboard's top row. */
const COLUMN_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

const UNDO_KEYS = ['u', 'backspace', 'ctrl+z'];
export const QUIT_KEYS = ['q', 'ctrl+c'];

/** The table: every key of the game screen. */
export const TABLE_KEYS: KeyTable<TableCommand> = [
  // The cursor goes round the waste and the columns, the waste coming before column 1 (cursor.ts).
  { keys: ['left', 'h'], command: { type: 'left' }, help: 'cursor a pile left (left of column 1: the waste)' },
  { keys: ['right', 'l'], command: { type: 'right' }, help: 'cursor a pile right (after the last column: the waste)' },
  { keys: ['up', 'k'], command: { type: 'up' }, help: "up a column's run: take more cards" },
  { keys: ['down', 'j'], command: { type: 'down' }, help: 'down the run: take fewer cards' },
  {
    keys: COLUMN_KEYS,
    label: '1-9 0 - =',
    command: (key) => ({ type: 'column', index: COLUMN_KEYS.indexOf(key) }),
    help: 'jump to column 1-9; 0, -, = for 10, 11, 12 (13: = then the right arrow)',
  },
  { keys: ['w'], command: { type: 'waste' }, help: 'jump to the waste' },
  {
    keys: ['enter', 'space'],
    command: { type: 'select' },
    help: 'pick up; drop on another pile; same pile again: smart move',
  },
  { keys: ['f'], command: { type: 'foundation' }, help: 'send the card to a foundation' },
  { keys: ['d'], command: { type: 'draw' }, help: 'draw from the stock' },
  { keys: ['r'], command: { type: 'redeal' }, help: 'redeal: turn the waste over into the stock' },
  { keys: ['a'], command: { type: 'safe' }, help: 'play all safe foundation moves' },
  // Ink reads the Delete key as Backspace.
  { keys: UNDO_KEYS, command: { type: 'undo' }, help: 'undo (Delete too)' },
  { keys: ['ctrl+y', 'U'], command: { type: 'redo' }, help: 'redo' },
  { keys: ['t'], command: { type: 'hint' }, help: 'hint: a move worth playing' },
  { keys: ['p'], command: { type: 'pause' }, help: 'pause: hide the cards, stop the clock' },
  {
    keys: ['n'],
    command: { type: 'new' },
    help: 'new game, asking first (a loss if moves were made); c there keeps the game, for the start screen',
  },
  { keys: ['g'], command: { type: 'give-up' }, help: 'give up a game with no useful move left (asks first)' },
  { keys: ['ctrl+r'], command: { type: 'restart' }, help: 'restart the deal, asking first (the moves stay for redo)' },
  { keys: ['T'], command: { type: 'play-hint' }, help: 'play the hint, asking first (no best or daily streak)' },
  { keys: ['b'], command: { type: 'back' }, help: 'back to the last position known winnable (any key stops)' },
  { keys: ['s'], command: { type: 'watch' }, help: 'watch the solver win (no best or daily streak; + - pace)' },
  { keys: ['m'], command: { type: 'bell' }, help: 'bell on or off (rings on a refused move and a win)' },
  {
    keys: ['o'],
    command: { type: 'settings' },
    help: 'settings: colours, ASCII, cards, bell, safe moves, verdict, mouse',
  },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit; the game is saved for next time' },
  { keys: ['escape'], command: { type: 'cancel' }, help: 'cancel: put the cards back, close a notice' },
  { keys: ['L'], command: { type: 'log' }, help: LOG_HELP },
  { keys: ['?'], command: { type: 'help' }, help: 'this help: the keys, then the rules of the game' },
];

/** "Start a new game?" */
export const CONFIRM_NEW_KEYS: KeyTable<TableCommand> = [
  { keys: ['y', 'enter'], command: { type: 'yes' }, help: 'new deal' },
  { keys: ['c'], command: { type: 'choose' }, help: 'choose the game' },
  { keys: ['n', 'escape'], command: { type: 'cancel' }, help: 'keep playing' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** "New game?" on the start screen, where the new deal would cost the saved game. */
export const START_NEW_KEYS: KeyTable<TableCommand> = [
  { keys: ['y', 'enter'], command: { type: 'yes' }, help: 'new deal' },
  { keys: ['n', 'escape'], command: { type: 'cancel' }, help: 'back' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** A deal asked for on the command line would cost the saved game: any key but these opens the saved game. */
export const REPLACE_KEYS: KeyTable<TableCommand> = [
  { keys: ['y'], command: { type: 'yes' }, help: 'start the new deal' },
  // Not q: like every key but these, it answers no and opens the saved game.
  { keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' },
];

/** "Restart the deal?" */
export const CONFIRM_RESTART_KEYS: KeyTable<TableCommand> = [
  { keys: ['y', 'enter'], command: { type: 'yes' }, help: 'restart' },
  { keys: ['n', 'escape'], command: { type: 'cancel' }, help: 'keep playing' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** No useful move is left. */
export const STUCK_KEYS: KeyTable<TableCommand> = [
  { keys: UNDO_KEYS, command: { type: 'undo' }, help: 'undo' },
  { keys: ['n'], command: { type: 'new' }, help: 'new game' },
  { keys: ['g'], command: { type: 'give-up' }, help: 'give up' },
  // After give up: on a narrow line it goes first, and u undoes as well.
  { keys: ['b'], command: { type: 'back' }, help: 'back' },
  { keys: ['escape'], command: { type: 'cancel' }, help: 'look at the board' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** The win screen. */
export const WON_KEYS: KeyTable<TableCommand> = [
  // Not Enter: a key pressed twice for the winning move would skip the win.
  { keys: ['n'], command: { type: 'new' }, help: 'new game' },
  { keys: ['c'], command: { type: 'choose' }, help: 'choose the game' },
  { keys: ['escape'], command: { type: 'cancel' }, help: 'look at the board' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** Paused: any other key goes back to the game. */
export const PAUSED_KEYS: KeyTable<TableCommand> = [{ keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' }];

/** The help, the log and the statistics: the next page, the page before, or any other key goes back. */
export const HELP_KEYS: KeyTable<TableCommand> = [
  { keys: ['down', 'j', 'space', 'right', 'l', 'pagedown'], command: { type: 'down' }, help: 'next page' },
  { keys: ['up', 'k', 'left', 'h', 'pageup'], command: { type: 'up' }, help: 'page before' },
  { keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' },
];

/** An Easy deal being checked by the solver. */
export const CHECKING_KEYS: KeyTable<TableCommand> = [
  { keys: ['escape'], command: { type: 'cancel' }, help: 'stop the check' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/** An Easy deal the check did not prove winnable. */
export const NOT_PROVEN_KEYS: KeyTable<TableCommand> = [
  { keys: ['enter', 'y'], command: { type: 'yes' }, help: 'play it at medium' },
  { keys: ['n'], command: { type: 'new' }, help: 'an easy deal proven winnable' },
  { keys: ['escape'], command: { type: 'cancel' }, help: 'back' },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
];

/**
 * While the solver plays its line: the pace, and any other key stops it, q
 * too, as the message line says (a second q quits); Ctrl+C still quits at once.
 */
export const WATCHING_KEYS: KeyTable<TableCommand> = [
  { keys: ['+', '='], command: { type: 'faster' }, help: 'faster' },
  { keys: ['-', '_'], command: { type: 'slower' }, help: 'slower' },
  { keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' },
];

/**
 * While b looks back: any other key stops it, q too, as the message line
 * says (a second q quits); b goes on looking, Ctrl+C still quits at once.
 */
export const LOOKING_BACK_KEYS: KeyTable<TableCommand> = [
  { keys: ['b'], command: { type: 'back' }, help: 'go on looking' },
  { keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' },
];

/**
 * While the cards go home by themselves: any key plays the rest at once, q
 * too, and the win shows, as the key line says; Ctrl+C quits at once.
 */
export const FINISHING_KEYS: KeyTable<TableCommand> = [{ keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' }];

/** The keys of the table with a notice (or none) showing, or while the solver works or the cards go home. */
export function tableKeysFor(overlay: Overlay, atWork?: TableAtWork): KeyTable<TableCommand> {
  if (atWork === 'finishing') return FINISHING_KEYS;
  if (atWork === 'watching') return WATCHING_KEYS;
  if (atWork === 'looking-back') return LOOKING_BACK_KEYS;
  switch (overlay) {
    case 'help':
    case 'log':
      return HELP_KEYS;
    case 'paused':
      return PAUSED_KEYS;
    case 'confirm-new':
      return CONFIRM_NEW_KEYS;
    case 'confirm-restart':
      return CONFIRM_RESTART_KEYS;
    case 'stuck':
      return STUCK_KEYS;
    case 'won':
      return WON_KEYS;
    case 'none':
      return TABLE_KEYS;
  }
}

/** The command a key gives on the table as it stands: read in the key table of its question, or of its work under way. */
export function tableCommandFor(table: TableState, name: string): TableCommand {
  return commandFor(tableKeysFor(table.overlay, tableAtWork(table)), name, { type: 'other', key: name });
}

/** The start screen. */
export const MENU_KEYS: KeyTable<MenuCommand> = [
  { keys: ['up', 'k'], command: { type: 'up' }, help: 'previous line' },
  { keys: ['down', 'j'], command: { type: 'down' }, help: 'next line' },
  { keys: ['left', 'h'], command: { type: 'left' }, help: 'previous variant or level' },
  { keys: ['right', 'l'], command: { type: 'right' }, help: 'next variant or level' },
  { keys: ['enter', 'space'], command: { type: 'select' }, help: 'choose' },
  { keys: ['c'], command: { type: 'continue' }, help: 'continue the saved game' },
  { keys: ['n'], command: { type: 'new' }, help: 'new game' },
  { keys: ['d'], command: { type: 'daily' }, help: "today's daily deal" },
  { keys: ['s'], command: { type: 'stats' }, help: 'statistics' },
  { keys: ['o'], command: { type: 'settings' }, help: 'settings' },
  { keys: ['?'], command: { type: 'help' }, help: 'help: the keys and the rules' },
  { keys: ['L'], command: { type: 'log' }, help: LOG_HELP },
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
  { keys: ['escape'], command: { type: 'cancel' }, help: 'back to the saved game' },
];

/**
 * A screen the terminal is too small for: quitting works until it is
 * enlarged, and over a game at rest the screens of text open, as they fit.
 */
export const ENLARGE_KEYS: KeyTable<MenuCommand> = [
  { keys: QUIT_KEYS, command: { type: 'quit' }, help: 'quit' },
  { keys: ['?'], command: { type: 'help' }, help: 'help' },
  { keys: ['o'], command: { type: 'settings' }, help: 'settings' },
  { keys: ['L'], command: { type: 'log' }, help: 'messages' },
];

/** The settings screen: each change shows at once and is saved. */
export const SETTINGS_KEYS: KeyTable<MenuCommand> = [
  { keys: ['up', 'k'], command: { type: 'up' }, help: 'previous setting' },
  { keys: ['down', 'j'], command: { type: 'down' }, help: 'next setting' },
  { keys: ['left', 'h'], command: { type: 'left' }, help: 'previous value' },
  { keys: ['right', 'l', 'enter', 'space'], command: { type: 'right' }, help: 'next value' },
  { keys: ['escape', 'o', 'q'], command: { type: 'cancel' }, help: 'done' },
  { keys: ['ctrl+c'], command: { type: 'quit' }, help: 'quit' },
];

/**
 * The key names of one input event. Typing fast or pasting can bring several
 * characters in one event; each becomes its own key, so nothing typed is lost.
 */
export function keyNames(input: string, key: KeyEvent): string[] {
  if (key.upArrow) return ['up'];
  if (key.downArrow) return ['down'];
  if (key.leftArrow) return ['left'];
  if (key.rightArrow) return ['right'];
  if (key.return) return ['enter'];
  if (key.escape) return ['escape'];
  if (key.tab) return ['tab'];
  if (key.pageDown) return ['pagedown'];
  if (key.pageUp) return ['pageup'];
  // Bound to nothing, but named: the screen says so, where a key without a name gets no reply.
  if (key.home) return ['home'];
  if (key.end) return ['end'];
  // Backspace arrives as "delete" from most terminals.
  if (key.backspace || key.delete) return ['backspace'];
  if (key.ctrl && input.length === 1) return [`ctrl+${input.toLowerCase()}`];
  // Esc followed quickly by a key reaches us as Alt+key (the terminal sends
  // the same bytes): the game has no Alt keys, so it is Esc, then the key.
  if (key.meta) return input.length === 1 ? ['escape', characterName(input)].filter((n) => n !== '') : [];
  return [...input].map(characterName).filter((name) => name !== '');
}

function characterName(ch: string): string {
  if (ch === '\r' || ch === '\n') return 'enter';
  if (ch === ' ') return 'space';
  if (ch === '\x7f' || ch === '\b') return 'backspace';
  if (ch === '\x1b') return 'escape';
  const code = ch.charCodeAt(0);
  if (code >= 1 && code <= 26) return `ctrl+${String.fromCharCode(code + 96)}`;
  if (code < 32) return '';
  return ch;
}

/** The command a key name is bound to in a table; 'other' when it is bound to none. */
export function commandFor<C>(table: KeyTable<C>, name: string, other: C): C {
  for (const binding of table) {
    if (binding.keys.includes(name)) {
      return typeof binding.command === 'function' ? (binding.command as (key: string) => C)(name) : binding.command;
    }
  }
  return other;
}

const KEY_LABELS: Record<string, string> = {
  left: '←',
  right: '→',
  up: '↑',
  down: '↓',
  enter: 'Enter',
  space: 'Space',
  escape: 'Esc',
  backspace: 'Backspace',
  tab: 'Tab',
  pagedown: 'Page Down',
  pageup: 'Page Up',
  home: 'Home',
  end: 'End',
};

/** The arrows spelt out, for --ascii. */
const ASCII_KEY_LABELS: Record<string, string> = { left: 'Left', right: 'Right', up: 'Up', down: 'Down' };

/** How a key name is written for people: 'Ctrl+Z', '←' (or 'Left' in ASCII), 'Enter', 'U'. */
export function keyLabel(name: string, ascii = false): string {
  if (name.startsWith('ctrl+')) return `Ctrl+${name.slice(5).toUpperCase()}`;
  return (ascii ? ASCII_KEY_LABELS[name] : undefined) ?? KEY_LABELS[name] ?? name;
}

/**
 * What a screen says to a key bound to nothing in its table. A letter whose
 * other case is a key was most likely typed with Caps Lock on: name that key.
 */
export function unboundKeyText(name: string, table: KeyTable<unknown>): string {
  const label = keyLabel(name);
  const otherCase = name.length === 1 ? (name === name.toLowerCase() ? name.toUpperCase() : name.toLowerCase()) : name;
  return otherCase !== name && table.some((binding) => binding.keys.includes(otherCase))
    ? `${label} does nothing: keys are case-sensitive (did you mean ${otherCase}? Caps Lock may be on)`
    : `${label} does nothing here: ? lists the keys`;
}

/** How a binding's keys are written for people: '← h', 'u Backspace Ctrl+Z'. */
export function bindingLabel(binding: Binding<unknown>, ascii = false): string {
  return binding.label ?? binding.keys.map((k) => keyLabel(k, ascii)).join(' ');
}

export interface HelpLine {
  readonly keys: string;
  readonly help: string;
}

/** The help screen's lines for a table, in the table's order. */
export function helpLines(table: KeyTable<unknown>, ascii = false): HelpLine[] {
  return table.map((binding) => ({ keys: bindingLabel(binding, ascii), help: binding.help }));
}

export interface ReminderItem {
  readonly keys: string;
  readonly words: string;
  /** Kept however narrow the line: the headline features. */
  readonly keep?: boolean;
  /** The key a click on the item presses, when it stands for one command. */
  readonly key?: string;
  /** Where it stands for several ('←/→ change'): the key a click on each character of `keys` presses. */
  readonly keyAt?: readonly (string | undefined)[];
}

/**
 * A short reminder of some commands: the first key of each named command,
 * written together ('←→↑↓ move'). Only commands the table binds appear.
 */
export function reminder<C extends { type: string }>(
  table: KeyTable<C>,
  items: readonly (readonly [types: readonly C['type'][], words: string, keep?: 'keep'])[],
  ascii = false,
): ReminderItem[] {
  const result: ReminderItem[] = [];
  for (const [types, words, keep] of items) {
    const bindings = types
      .map((type) => table.find((b) => typeof b.command !== 'function' && b.command.type === type))
      .filter((b): b is Binding<C> => b !== undefined);
    if (bindings.length === 0) continue;
    const names = bindings.map((b) => b.keys[0]);
    // Spelt out, the four arrows would take 23 columns of the 80-column key
    // line and push draw and undo off it: in ASCII they are drawn as <>^v.
    const arrows = ascii && names.length > 2 && names.every((n) => n in ASCII_KEY_LABELS);
    const labels = arrows ? names.map((n) => asciiOnly(keyLabel(n))) : names.map((n) => keyLabel(n, ascii));
    const gap = arrows || (types.length > 2 && !ascii) ? '' : '/';
    const keys = labels.join(gap);
    const keyAt = labels.flatMap((label, i) => [
      ...(i > 0 ? [...gap].map(() => undefined) : []),
      ...[...label].map(() => names[i]),
    ]);
    const key = bindings.length === 1 ? { key: bindings[0].keys[0] } : { keyAt };
    result.push({ keys, words, ...(keep ? { keep: true } : {}), ...key });
  }
  return result;
}

/** A notice's choices from its table, each binding's keys (Ctrl keys left out) and words: 'y/Enter new deal'. */
export function choiceItems(table: KeyTable<unknown>, ascii = false): ReminderItem[] {
  return table
    .map((b) => ({ binding: b, keys: b.keys.filter((k) => !k.startsWith('ctrl+')) }))
    .filter(({ keys }) => keys.length > 0)
    .map(({ binding, keys }) => ({
      keys: keys.map((k) => keyLabel(k, ascii)).join('/'),
      words: binding.help,
      key: keys[0],
    }));
}
