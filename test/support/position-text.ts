// Positions written as text in card notation, for fixtures and table tests.
// The format is the one `deal` prints, so a printed position can be pasted
// into a test as it is:
//
//   variant: streets          (default forty-thieves)
//   level: medium             (default hard)
//   Foundations: AC 3S -- ..  the top card of each foundation, "--" for none;
//                             cards fill their suit's two foundations in order
//    1: [KD] 7C 6H            a column bottom to top, [..] face down;
//                             columns not listed are empty
//   Stock: 3S 9C              from its top: the next card drawn first
//   Waste: 8D 5C              bottom to top: the last card plays
//   Redeals left: 1           (default: the level's number for the variant)
//
// A label may carry words in brackets, as `deal` prints them ("Stock (64,
// next card first):"); "(empty)" stands for no cards.

import {
  type Card,
  DEFAULT_LEVEL,
  findVariant,
  formatCard,
  isLevel,
  type Level,
  type Position,
  parseCard,
  rankOf,
  redealsFor,
  suitOf,
  type Variant,
} from '../../src/engine/index.js';

export function positionFromText(text: string, defaults: { variant?: Variant; level?: Level } = {}): Position {
  let variant = defaults.variant ?? findVariant('forty-thieves')!;
  let level = defaults.level ?? DEFAULT_LEVEL;
  let redealsLeft: number | undefined;
  const listed = new Map<number, { cards: Card[]; faceDown: number }>();
  let foundationTops: Card[] = [];
  let stock: Card[] = [];
  let waste: Card[] = [];

  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`position text: no label in "${line}"`);
    const label = line
      .slice(0, colon)
      .replace(/\(.*\)/, '')
      .trim()
      .toLowerCase();
    const value = line
      .slice(colon + 1)
      .replace('(empty)', '')
      .trim();
    const tokens = value === '' ? [] : value.split(/\s+/);
    if (/^\d+$/.test(label)) {
      const index = Number(label) - 1;
      if (listed.has(index)) throw new Error(`position text: column ${label} given twice`);
      listed.set(index, columnFrom(tokens, label));
    } else if (label === 'variant') {
      const found = findVariant(value);
      if (!found) throw new Error(`position text: unknown variant "${value}"`);
      variant = found;
    } else if (label === 'level') {
      if (!isLevel(value)) throw new Error(`position text: unknown level "${value}"`);
      level = value;
    } else if (label === 'foundations') {
      foundationTops = tokens.filter((t) => t !== '--').map(cardFrom);
    } else if (label === 'stock') {
      stock = tokens.map(cardFrom).reverse();
    } else if (label === 'waste') {
      waste = tokens.map(cardFrom);
    } else if (label === 'redeals left' || label === 'redeals') {
      redealsLeft = Number(value);
    } else if (!label.startsWith('columns')) {
      throw new Error(`position text: unknown label "${label}"`);
    }
  }

  for (const index of listed.keys()) {
    if (index < 0 || index >= variant.columns) {
      throw new Error(`position text: column ${index + 1} is not in ${variant.name} (${variant.columns} columns)`);
    }
  }
  const columns = Array.from({ length: variant.columns }, (_, i) => listed.get(i)?.cards ?? []);
  const faceDown = Array.from({ length: variant.columns }, (_, i) => listed.get(i)?.faceDown ?? 0);
  const position: Position = {
    variant,
    level,
    columns,
    faceDown,
    stock,
    waste,
    foundations: foundationsFrom(foundationTops),
    redealsLeft: redealsLeft ?? redealsFor(variant, level),
  };
  const counts = cardCounts(position);
  counts.forEach((n, c) => {
    if (n > 2) throw new Error(`position text: ${formatCard(c)} appears ${n} times; there are two of each card`);
  });
  return position;
}

function cardFrom(token: string): Card {
  const c = parseCard(token);
  if (c === undefined) throw new Error(`position text: "${token}" is not a card`);
  return c;
}

function columnFrom(tokens: string[], label: string): { cards: Card[]; faceDown: number } {
  let faceDown = 0;
  const cards = tokens.map((token, k) => {
    const hidden = /^\[(.+)\]$/.exec(token);
    if (!hidden) return cardFrom(token);
    if (k !== faceDown) throw new Error(`position text: column ${label} has a face-down card above a face-up one`);
    faceDown++;
    return cardFrom(hidden[1]);
  });
  if (cards.length > 0 && faceDown === cards.length) {
    throw new Error(`position text: the top card of column ${label} must be face up`);
  }
  return { cards, faceDown };
}

function foundationsFrom(tops: Card[]): number[] {
  const heights = new Array<number>(8).fill(0);
  for (const c of tops) {
    const s = suitOf(c) * 2;
    const slot = heights[s] === 0 ? s : heights[s + 1] === 0 ? s + 1 : -1;
    if (slot < 0) throw new Error(`position text: more than two ${formatCard(c).slice(1)} foundations`);
    heights[slot] = rankOf(c);
  }
  return heights;
}

/** How many copies of each card (0..51) the position holds, foundations included. */
export function cardCounts(position: Position): number[] {
  const counts = new Array<number>(52).fill(0);
  const count = (pile: readonly Card[]) => {
    for (const c of pile) counts[c]++;
  };
  position.columns.forEach(count);
  count(position.stock);
  count(position.waste);
  position.foundations.forEach((height, f) => {
    for (let r = 1; r <= height; r++) counts[(f >> 1) * 13 + r - 1]++;
  });
  return counts;
}
