// The study's table in Markdown, for the README: `npm run study -- --table`.

import { findVariant } from '../../src/engine/index.js';
import { percentRange, type StudyCell, summarize } from '../../src/winnability/index.js';

export function markdownTable(cells: Iterable<StudyCell>): string {
  const rows = [
    '| game | level | deals | won | lost | unknown | winnable | 95% confidence | seconds a deal | solver | date |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
  ];
  for (const cell of cells) {
    const { tried, won, lost, unknown, winnable } = summarize(cell.outcomes);
    rows.push(
      `| ${findVariant(cell.variant)?.name ?? cell.variant} | ${cell.level} | ${tried} | ${won} | ${lost} | ${unknown} | ` +
        `${percentRange(winnable.from, winnable.to)} | ${percentRange(winnable.from95.low, winnable.to95.high)} | ` +
        `${cell.secondsPerDeal} | ${cell.solver.map((c) => `\`${c}\``).join(', ')} | ${cell.date} |`,
    );
  }
  return rows.join('\n');
}
