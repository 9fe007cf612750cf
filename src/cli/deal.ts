// `forty-thieves deal`: the layout of a deal, without playing it.

import { deal } from '../engine/index.js';
import { parseLevel, parseSeed, parseVariant } from './options.js';
import { type Output, writeJson } from './output.js';
import { positionJson } from './position-json.js';
import { positionText } from './position-text.js';
import { writeProse } from './prose.js';

export interface DealOptions {
  seed: string;
  variant?: string;
  difficulty?: string;
  json?: boolean;
}

export function runDeal(options: DealOptions, out: Output): void {
  const seed = parseSeed(options.seed);
  const variant = parseVariant(options.variant);
  const position = deal(variant, seed, parseLevel(options.difficulty));
  if (options.json) return writeJson(out, positionJson(position, seed));
  writeProse(out, [`${variant.name}, seed ${seed} (${position.level})`, ...positionText(position).split('\n')], 2);
}
