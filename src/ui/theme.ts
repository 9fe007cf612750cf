// The look of the table as semantic roles: which colours and text attributes
// draw a red card, the cursor, the selection, a hint, and which characters
// draw suits, card backs and the board's marks. Red-and-black, four-colour,
// monochrome and ASCII are options of one theme, never branches in the views.

import { type Card, isRed, rankOf, type Suit, suitOf } from '../engine/index.js';

export type Role =
  | 'red'
  | 'black'
  | 'clubs'
  | 'diamonds'
  | 'hearts'
  | 'spades'
  | 'cursor'
  | 'selection'
  | 'hint'
  | 'muted'
  | 'faceDown'
  | 'empty'
  | 'title'
  | 'error'
  | 'success'
  | 'key';

export interface ThemeOptions {
  fourColor: boolean;
  monochrome: boolean;
  ascii: boolean;
}

/** Ink <Text> props. */
export interface TextStyle {
  color?: string;
  backgroundColor?: string;
  bold?: boolean;
  dimColor?: boolean;
  inverse?: boolean;
  underline?: boolean;
}

/** The characters the board draws with, so that ASCII mode is a table, not a branch. */
export interface Glyphs {
  /** Left of the cards under the cursor. */
  readonly cursor: string;
  /** Right of the cards picked up. */
  readonly selection: string;
  /** Right of the cards (and beside the target) of the suggested move. */
  readonly hint: string;
  /** One card back, repeated to the card's width. */
  readonly back: string;
  /** The hidden middle of a long column: "⋮ 5 more". */
  readonly more: string;
  /** An empty column. */
  readonly emptyColumn: string;
  /** Before the suit of an empty foundation. */
  readonly emptyFoundation: string;
  /** The edges of a framed card: corners top-left, top-right, bottom-left, bottom-right, then across and down. */
  readonly frame: string;
  /** The same for the outline of an empty place. */
  readonly emptyFrame: string;
}

export interface Theme {
  readonly options: ThemeOptions;
  readonly glyphs: Glyphs;
  /** Ink <Text> props for a role: colour only when not monochrome; inverse/bold/underline/dim survive monochrome. */
  style(role: Role): TextStyle;
  /** '♣' or 'c' (ascii). */
  suitSymbol(suit: Suit): string;
  /** 'A', '2'..'10', 'J', 'Q', 'K'. */
  rankText(rank: number): string;
  /** '10♦' or '10d'. */
  cardText(card: Card): string;
  /** The role a card's text is drawn in: red/black, or the suit's own in four-colour. */
  cardRole(card: Card): Role;
}

// Colours chosen to read on dark and light backgrounds alike: black cards use
// the terminal's own foreground, never an explicit black or white. So do the
// words read most, the keys and the cursor, told apart by weight and
// inverse: cyan is faint on a white background (about 2:1 in xterm's
// palette), as blue is on a black one, which is why only the card backs'
// texture is blue.
const COLOURED: Record<Role, TextStyle> = {
  red: { color: 'red' },
  black: {},
  clubs: { color: 'green' },
  diamonds: { color: 'blueBright' },
  hearts: { color: 'red' },
  spades: {},
  cursor: { inverse: true, bold: true },
  selection: { color: 'magenta', bold: true, underline: true },
  hint: { color: 'green', bold: true, underline: true },
  muted: { dimColor: true },
  faceDown: { color: 'blue' },
  empty: { dimColor: true },
  title: { bold: true },
  error: { color: 'red', bold: true },
  success: { color: 'green', bold: true },
  key: { bold: true },
};

/** A style's text attributes without its colour: how a mark changes a card it lies on, and monochrome. */
export function withoutColour(style: TextStyle): TextStyle {
  const { color: _c, backgroundColor: _b, ...rest } = style;
  return rest;
}

const SUIT_ROLES: readonly Role[] = ['clubs', 'spades', 'hearts', 'diamonds'];
const UNICODE_SUITS = ['♣', '♠', '♥', '♦'] as const;
const ASCII_SUITS = ['c', 's', 'h', 'd'] as const;
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

const UNICODE_GLYPHS: Glyphs = {
  cursor: '▸',
  selection: '◂',
  hint: '+',
  back: '░',
  more: '⋮',
  emptyColumn: '·',
  emptyFoundation: '·',
  frame: '╭╮╰╯─│',
  emptyFrame: '╭╮╰╯╌╎',
};

const ASCII_GLYPHS: Glyphs = {
  cursor: '>',
  selection: '<',
  hint: '*',
  back: '#',
  more: ':',
  emptyColumn: '.',
  emptyFoundation: '.',
  frame: '++++-|',
  emptyFrame: '......',
};

export function makeTheme(options: ThemeOptions): Theme {
  const styles = {} as Record<Role, TextStyle>;
  for (const role of Object.keys(COLOURED) as Role[]) {
    styles[role] = options.monochrome ? withoutColour(COLOURED[role]) : { ...COLOURED[role] };
  }
  // Without colour a hint would look like the selection: tell them apart by weight.
  if (options.monochrome) styles.hint = { underline: true };
  const suits = options.ascii ? ASCII_SUITS : UNICODE_SUITS;
  const rankText = (rank: number): string => RANKS[rank] ?? '?';
  const suitSymbol = (suit: Suit): string => suits[suit];
  return {
    options: { ...options },
    glyphs: options.ascii ? ASCII_GLYPHS : UNICODE_GLYPHS,
    style: (role) => ({ ...styles[role] }),
    suitSymbol,
    rankText,
    cardText: (c) => rankText(rankOf(c)) + suitSymbol(suitOf(c)),
    cardRole: (c) => (options.fourColor ? SUIT_ROLES[suitOf(c)] : isRed(c) ? 'red' : 'black'),
  };
}

/**
 * A theme to measure words by: every theme takes as many cells for the same
 * words (the ASCII marks are one character for one), so where a message
 * wraps, and so where a click lands, is the same in each.
 */
export const MEASURING_THEME = makeTheme({ ascii: false, fourColor: false, monochrome: true });

/** The theme the settings ask for: monochrome wins over four colours. */
export function settingsTheme(settings: Readonly<ThemeOptions>): Theme {
  return makeTheme({ ascii: settings.ascii, fourColor: settings.fourColor, monochrome: settings.monochrome });
}

/** Monochrome when asked, or when NO_COLOR is set to anything but the empty string (no-color.org). */
export function wantsMonochrome(env: Readonly<Record<string, string | undefined>>, noColorFlag: boolean): boolean {
  return noColorFlag || (env.NO_COLOR !== undefined && env.NO_COLOR !== '');
}
