// `forty-thieves replay`: applies moves from the deal and reports the result,
// or the first illegal move with its index and reason (exit 1).

import { cardsOnFoundations, deal, formatMove, isWon, legalMoves, plural, score } from '../engine/index.js';
import { parseLevel, parseMoveList, parseSeed, parseVariant, positionAfter } from './options.js';
import { type Output, writeJson } from './output.js';
import { positionJson } from './position-json.js';
import { positionText } from './position-text.js';
import { writeProse } from './prose.js';

export interface ReplayOptions {
  seed: string;
  variant?: string;
  difficulty?: string;
  moves: string;
  json?: boolean;
}

export function runReplay(options: ReplayOptions, out: Output): void {
  const seed = parseSeed(options.seed);
  const variant = parseVariant(options.variant);
  const moves = parseMoveList(options.moves);
  const position = positionAfter(deal(variant, seed, parseLevel(options.difficulty)), moves);
  const won = isWon(position);
  const summary = {
    won,
    cardsOnFoundations: cardsOnFoundations(position),
    moves: moves.length,
    score: score(position),
  };
  if (options.json) {
    return writeJson(out, {
      ...positionJson(position, seed),
      ...summary,
      legalMoves: legalMoves(position).map(formatMove),
    });
  }
  writeProse(
    out,
    [
      `${variant.name}, seed ${seed} (${position.level}) after ${plural(moves.length, 'move')}: ${won ? 'won' : 'not won'}`,
      `Cards on foundations: ${summary.cardsOnFoundations}/104, score (without time): ${summary.score}`,
      ...positionText(position).split('\n'),
    ],
    2,
  );
}
