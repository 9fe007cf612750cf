// The Forty Thieves family as data: one record per game, read by the rules,
// the deal, the interface and the solver. A new variant is one record here.

import { plural } from './words.js';

/** How a card builds on a column: one rank lower and ... */
export type BuildRule = 'same-suit' | 'alternate-colour' | 'other-suit';
/** "single": one card at a time (supermoves only through empty columns); "runs": any built run. */
export type MoveRule = 'single' | 'runs';

export interface Variant {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly columns: number;
  readonly cardsPerColumn: number;
  /** How many of each column's bottom cards are dealt face down. */
  readonly faceDown: number;
  readonly build: BuildRule;
  readonly moves: MoveRule;
  /** Cards turned from the stock to the waste at a time. */
  readonly drawCount: 1 | 3;
  /** Redeals at the hard (classic) level. */
  readonly redeals: number;
  /** The eight Aces start on the foundations (Lucas). */
  readonly acesOnFoundations: boolean;
  /** Where the rules here differ from other programs, said by `forty-thieves rules` and the help in the game. */
  readonly note?: string;
}

const base = {
  aliases: [],
  columns: 10,
  cardsPerColumn: 4,
  faceDown: 0,
  build: 'same-suit',
  moves: 'single',
  drawCount: 1,
  redeals: 0,
  acesOnFoundations: false,
} as const;

export const VARIANTS: readonly Variant[] = [
  {
    ...base,
    id: 'forty-thieves',
    name: 'Forty Thieves',
    aliases: ['Big Forty', 'Napoleon at St Helena', 'Le Cadran', 'Roosevelt at San Juan'],
  },
  { ...base, id: 'josephine', name: 'Josephine', moves: 'runs' },
  {
    ...base,
    id: 'sixty-thieves',
    name: 'Sixty Thieves',
    columns: 12,
    cardsPerColumn: 5,
    note: 'PySolFC deals Sixty Thieves from three decks, so its deals differ; this game follows the rule sheet: two decks, 44 cards in the stock.',
  },
  {
    ...base,
    id: 'napoleons-square',
    name: "Napoleon's Square",
    columns: 12,
    cardsPerColumn: 4,
    note: "PySolFC moves runs in Napoleon's Square; this game follows the rule sheet: one card at a time.",
  },
  { ...base, id: 'limited', name: 'Limited', columns: 12, cardsPerColumn: 3 },
  {
    ...base,
    id: 'lucas',
    name: 'Lucas',
    columns: 13,
    cardsPerColumn: 3,
    acesOnFoundations: true,
    note: 'PySolFC deals Lucas as 13 columns of 4 with the Aces in the pack, and moves runs; this game follows the list of relatives it comes from: the Aces start on the foundations, one card moves at a time.',
  },
  { ...base, id: 'indian', name: 'Indian', cardsPerColumn: 3, faceDown: 1, build: 'other-suit' },
  { ...base, id: 'maria', name: 'Maria', columns: 9, build: 'alternate-colour' },
  { ...base, id: 'streets', name: 'Streets', build: 'alternate-colour' },
  { ...base, id: 'number-ten', name: 'Number Ten', faceDown: 2, build: 'alternate-colour', moves: 'runs' },
  { ...base, id: 'rank-and-file', name: 'Rank and File', faceDown: 3, build: 'alternate-colour', moves: 'runs' },
  {
    ...base,
    id: 'little-forty',
    name: 'Little Forty',
    build: 'other-suit',
    moves: 'runs',
    drawCount: 3,
    redeals: 3,
    note: 'PySolFC builds Little Forty regardless of suit; this game follows the rule sheet: any suit but its own.',
  },
];

export const DEFAULT_VARIANT = 'forty-thieves';

const BY_ID = new Map(VARIANTS.map((v) => [v.id, v]));

/** Letters and digits only: "Napoleon's Square", "napoleons_square" and "napoleons-square" meet. */
const squashed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_NAME = new Map(VARIANTS.flatMap((v) => [v.id, v.name, ...v.aliases].map((n) => [squashed(n), v] as const)));

/** A variant by its id, or failing that by its name or an alias, however spelt. */
export function findVariant(id: string): Variant | undefined {
  return BY_ID.get(id.trim().toLowerCase()) ?? (squashed(id) === '' ? undefined : BY_NAME.get(squashed(id)));
}

export function variantIds(): string[] {
  return VARIANTS.map((v) => v.id);
}

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];
export const DEFAULT_LEVEL: Level = 'hard';

export function isLevel(text: string): text is Level {
  return (LEVELS as readonly string[]).includes(text);
}

/** Redeals allowed: the variant's own at hard, at least one at medium and easy. */
export function redealsFor(variant: Variant, level: Level): number {
  return level === 'hard' ? variant.redeals : Math.max(1, variant.redeals);
}

/** The levels' redeals; where medium has the hard level's own, it says so rather than leave the player to compare. */
function levelsLine(v: Variant): string {
  const [hard, medium, easy] = (['hard', 'medium', 'easy'] as const).map((level) => redealsFor(v, level));
  const proven = 'and only deals the solver has proven winnable.';
  if (medium === hard) return `Levels: hard and medium alike, ${plural(hard, 'redeal')}; easy the same, ${proven}`;
  return `Levels: hard ${hard} redeals; medium ${medium}; easy ${easy}, ${proven}`;
}

/** Human words for the build rule, for the rules screen and messages. */
export function describeBuild(rule: BuildRule): string {
  switch (rule) {
    case 'same-suit':
      return 'down in the same suit';
    case 'alternate-colour':
      return 'down in alternate colours';
    case 'other-suit':
      return 'down in any suit but its own';
  }
}

/**
 * A variant in a line: its columns, build, moves and what sets its stock
 * apart, for the list of variants and the start screen.
 */
export function describeVariant(v: Variant): string {
  const parts = [
    `${v.columns} columns of ${v.cardsPerColumn}${v.faceDown ? ` (${v.faceDown} face down)` : ''}`,
    `builds ${describeBuild(v.build)}`,
    v.moves === 'runs' ? 'runs move together' : 'one card at a time',
  ];
  if (v.acesOnFoundations) parts.push('the Aces start home');
  if (v.drawCount > 1) parts.push(`deals ${v.drawCount} at a time`);
  if (v.redeals > 0) parts.push(plural(v.redeals, 'redeal'));
  return parts.join(', ');
}

/** The rules of a variant as paragraphs, one a line ('' between groups): for `forty-thieves rules` and the help. */
export function rulesText(v: Variant): string[] {
  const dealt = v.columns * v.cardsPerColumn;
  const stock = 104 - dealt - (v.acesOnFoundations ? 8 : 0);
  const lines = [
    `${v.name}${v.aliases.length ? ` (also ${v.aliases.join(', ')})` : ''}`,
    '',
    'Two decks, 104 cards. Eight foundations, two per suit, built up in suit from Ace to King; ' +
      'cards on the foundations never come back. The game is won when all 104 cards are home.',
    '',
    `Deal: ${v.columns} columns of ${v.cardsPerColumn} cards${
      v.faceDown
        ? `, the bottom ${v.faceDown === 1 ? 'card' : `${v.faceDown} cards`} of each face down`
        : ', all face up'
    }; ${stock} cards in the stock.${v.acesOnFoundations ? ' The eight Aces start on the foundations.' : ''}`,
    `Columns build ${describeBuild(v.build)}.${v.faceDown ? ' A face-down card turns up when it is the top of its column.' : ''}`,
    v.moves === 'runs'
      ? 'Any run built this way, in part or whole, moves as one move.'
      : 'One card moves at a time. As a convenience a run may move at once when it could be moved card by card ' +
        'through empty columns: at most 2^E cards with E empty columns, 2^(E-1) when the target is empty.',
    'An empty column takes any card or movable run. Only the top card of the waste plays.',
    `The stock deals ${v.drawCount === 1 ? 'one card' : 'three cards'} at a time to the waste; ${
      v.redeals === 0
        ? 'there is no redeal'
        : `the waste may be turned over ${v.redeals === 1 ? 'once' : plural(v.redeals, 'time')}`
    } at the hard level.`,
    '',
    levelsLine(v),
  ];
  if (v.note) lines.push('', v.note);
  return lines;
}
