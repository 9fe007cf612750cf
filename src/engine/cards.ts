// Cards as small integers, their notation, and the two-deck card list.
//
// A card is `suit * 13 + rank - 1` (0..51). The two copies of a card are the
// same number: the rules never tell them apart, and positions keep one entry
// per physical card, so a position still holds 104 entries.

export type Card = number;
/** 0 clubs, 1 spades, 2 hearts, 3 diamonds: PySolFC's suit order. */
export type Suit = 0 | 1 | 2 | 3;
/** 1 (Ace) to 13 (King). */
export type Rank = number;

const SUIT_LETTERS = ['C', 'S', 'H', 'D'] as const;
export const SUIT_NAMES = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
const RANK_LETTERS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const RANK_NAMES = [
  '',
  'Ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'Jack',
  'Queen',
  'King',
] as const;

export const card = (suit: Suit, rank: Rank): Card => suit * 13 + rank - 1;
export const suitOf = (c: Card): Suit => ((c / 13) | 0) as Suit;
export const rankOf = (c: Card): Rank => (c % 13) + 1;
/** Hearts and diamonds are red. */
export const isRed = (c: Card): boolean => c >= 26;

/** `TD` for the ten of diamonds. */
export function formatCard(c: Card): string {
  return RANK_LETTERS[rankOf(c)] + SUIT_LETTERS[suitOf(c)];
}

const RANK_BY_TEXT: Record<string, Rank> = {
  A: 1,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
};

/** Parses `TD`, `10D`, `td`; returns undefined for anything else. */
export function parseCard(text: string): Card | undefined {
  const t = text.trim().toUpperCase();
  const m = /^(10|[A2-9TJQK])([CDHS])$/.exec(t);
  if (!m) return undefined;
  const suit = SUIT_LETTERS.indexOf(m[2] as (typeof SUIT_LETTERS)[number]) as Suit;
  return card(suit, RANK_BY_TEXT[m[1]]);
}

/**
 * The 104 cards in PySolFC's order before shuffling: deck 0 then deck 1, in
 * each deck clubs, spades, hearts, diamonds, in each suit Ace to King.
 */
export function twoDecks(): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < 2; deck++) for (let c = 0; c < 52; c++) cards.push(c);
  return cards;
}
