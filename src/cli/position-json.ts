// The JSON shape of a position shared by `deal --json` and `replay --json`
// (docs/rules.md, The command line): columns and foundations bottom to top, the stock from
// its top (the next card drawn first), the waste bottom to top.

import { card, formatCard, foundationSuit, type Level, type Position } from '../engine/index.js';

interface PositionJson {
  variant: string;
  seed: string;
  difficulty: Level;
  tableau: { card: string; faceUp: boolean }[][];
  stock: string[];
  waste: string[];
  foundations: string[][];
  redealsLeft: number;
}

export function positionJson(position: Position, seed: bigint): PositionJson {
  return {
    variant: position.variant.id,
    seed: seed.toString(),
    difficulty: position.level,
    tableau: position.columns.map((column, i) =>
      column.map((c, k) => ({ card: formatCard(c), faceUp: k >= position.faceDown[i] })),
    ),
    stock: position.stock.slice().reverse().map(formatCard),
    waste: position.waste.map(formatCard),
    foundations: position.foundations.map((height, f) =>
      Array.from({ length: height }, (_, r) => formatCard(card(foundationSuit(f), r + 1))),
    ),
    redealsLeft: position.redealsLeft,
  };
}
