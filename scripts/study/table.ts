// The study's table in Markdown, for the README: `npm run study -- --table`.

import { findVariant } from '../../src/engine/index.js';
import { percentRange, type StudyCell, summarize } from '../../src/winnability/index.js';

export function markdownTable(cells: readonly StudyCell[]): string {
  const rows = [
    '| game | level | deals | won | lost | unknown | winnable | 95% confidence |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const cell of cells) {
    const { tried, won, lost, unknown, winnable } = summarize(cell.outcomes);
    rows.push(
      `| ${findVariant(cell.variant)?.name ?? cell.variant} | ${cell.level} | ${tried} | ${won} | ${lost} | ${unknown} | ` +
        `${percentRange(winnable.from, winnable.to)} | ${percentRange(winnable.from95.low, winnable.to95.high)} |`,
    );
  }
  const each = (values: (string | number)[]) => [...new Set(values)].join(', ');
  return [
    ...rows,
    '',
    `${each(cells.map((c) => c.secondsPerDeal))} s a deal; solver ${each(cells.flatMap((c) => c.solver))}; ` +
      `${each(cells.map((c) => c.date))}.`,
  ].join('\n');
}
