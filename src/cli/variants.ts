// `forty-thieves variants` and `forty-thieves rules [<id>]`.

import { describeBuild, redealsFor, VARIANTS, type Variant } from '../engine/index.js';
import { parseVariant } from './options.js';
import { type Output, writeJson } from './output.js';

export function runVariants(options: { json?: boolean }, out: Output): void {
  if (options.json) return writeJson(out, VARIANTS.map(variantJson));
  const width = Math.max(...VARIANTS.map((v) => v.id.length));
  const lines = VARIANTS.map((v) => `${v.id.padEnd(width)}  ${v.name}: ${summary(v)}`);
  out.stdout(`${lines.join('\n')}\n`);
}

function variantJson(v: Variant) {
  return {
    id: v.id,
    name: v.name,
    aliases: v.aliases,
    columns: v.columns,
    cardsPerColumn: v.cardsPerColumn,
    faceDown: v.faceDown,
    build: v.build,
    moves: v.moves,
    drawCount: v.drawCount,
    redeals: v.redeals,
    acesOnFoundations: v.acesOnFoundations,
  };
}

function summary(v: Variant): string {
  const parts = [
    `${v.columns} columns of ${v.cardsPerColumn}${v.faceDown ? ` (${v.faceDown} face down)` : ''}`,
    `builds ${describeBuild(v.build)}`,
    v.moves === 'runs' ? 'runs move together' : 'one card at a time',
  ];
  if (v.acesOnFoundations) parts.push('the Aces start home');
  if (v.drawCount > 1) parts.push(`deals ${v.drawCount} at a time`);
  if (v.redeals > 0) parts.push(`${v.redeals} redeals`);
  return parts.join(', ');
}

export function rulesText(v: Variant): string {
  const dealt = v.columns * v.cardsPerColumn;
  const stock = 104 - dealt - (v.acesOnFoundations ? 8 : 0);
  const lines = [
    `${v.name}${v.aliases.length ? ` (also ${v.aliases.join(', ')})` : ''}`,
    '',
    'Two decks, 104 cards. Eight foundations, two per suit, built up in suit from Ace to King;',
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
      v.redeals === 0 ? 'there is no redeal' : `the waste may be turned over ${v.redeals} times`
    } at the hard level.`,
    '',
    `Levels: hard ${redealsFor(v, 'hard')} redeals; medium ${redealsFor(v, 'medium')}; easy ${redealsFor(v, 'easy')}, ` +
      'and only deals the solver has proven winnable.',
  ];
  if (v.note) lines.push('', v.note);
  return lines.join('\n');
}

export function runRules(id: string | undefined, out: Output): void {
  const variants = id === undefined ? VARIANTS : [parseVariant(id)];
  out.stdout(`${variants.map(rulesText).join('\n\n---\n\n')}\n`);
}
