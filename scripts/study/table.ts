// The study's table in Markdown, for the README: `npm run study -- --table`.

import { findVariant } from '../../src/engine/index.js';
import { percentRange, type StudyCell, summarize } from '../../src/winnability/index.js';

/** The median of the positions searched on the deals left unknown, in millions: the budget in the solver's own units. */
function unknownPositions(cell: StudyCell): string {
  const counts = cell.positions
    .filter((n, k): n is number => n !== null && cell.outcomes[k] === 'u')
    .sort((a, b) => a - b);
  if (counts.length === 0) return '-';
  const middle = counts.length >> 1;
  const median = counts.length % 2 ? counts[middle] : (counts[middle - 1] + counts[middle]) / 2;
  return `${(median / 1e6).toFixed(1)} M positions`;
}

export function markdownTable(cells: readonly StudyCell[]): string {
  // The positions column only where some deal has them (they were not kept at first).
  const positions = cells.some((c) => c.positions.some((n) => n !== null));
  const rows = [
    `| game | level | deals | won | lost | unknown | winnable | 95% confidence |${positions ? ' unknown after (median) |' : ''}`,
    `|---|---|--:|--:|--:|--:|--:|--:|${positions ? '--:|' : ''}`,
  ];
  for (const cell of cells) {
    const { tried, won, lost, unknown, winnable } = summarize(cell.outcomes);
    rows.push(
      `| ${findVariant(cell.variant)?.name ?? cell.variant} | ${cell.level} | ${tried} | ${won} | ${lost} | ${unknown} | ` +
        `${percentRange(winnable.from, winnable.to)} | ${percentRange(winnable.from95.low, winnable.to95.high)} |` +
        (positions ? ` ${unknownPositions(cell)} |` : ''),
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
