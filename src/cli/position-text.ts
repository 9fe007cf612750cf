// A position as plain text for people, in card notation: columns bottom to
// top with face-down cards in brackets, the foundations, stock and waste.

import { card, formatCard, foundationSuit, type Position } from '../engine/index.js';

export function positionText(position: Position): string {
  const lines: string[] = [];
  const foundations = position.foundations.map((h, f) => (h === 0 ? '--' : formatCard(card(foundationSuit(f), h))));
  lines.push(`Foundations: ${foundations.join(' ')}`);
  lines.push('Columns, bottom to top ([..] face down):');
  const width = String(position.columns.length).length;
  position.columns.forEach((column, i) => {
    const cards = column.map((c, k) => (k < position.faceDown[i] ? `[${formatCard(c)}]` : formatCard(c)));
    lines.push(`  ${String(i + 1).padStart(width)}: ${cards.join(' ') || '(empty)'}`);
  });
  const stock = position.stock.slice().reverse().map(formatCard);
  lines.push(`Stock (${stock.length}, next card first): ${stock.join(' ') || '(empty)'}`);
  lines.push(
    `Waste (${position.waste.length}, top card last): ${position.waste.map(formatCard).join(' ') || '(empty)'}`,
  );
  lines.push(`Redeals left: ${position.redealsLeft}`);
  return lines.join('\n');
}
