// The README's sizes of terminal are the layout's: the smallest terminal the
// table plays in, and the smallest one framed cards are drawn in, for every
// game. The figures were worked out by hand from the layout's rules (in the
// comments below); the test holds the code and the README to them.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVariant, VARIANTS, type Variant } from '../../src/engine/index.js';
import { boardGeometry } from '../../src/ui/board/layout.js';
import { boardHeight, tableMinimumSize } from '../../src/ui/screens/game-layout.js';

const readme = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');

/** The narrowest terminal, `height` rows tall, in which `--cards framed` draws framed cards. */
function framedWidth(variant: Variant, height: number): number | undefined {
  for (let width = 60; width <= 300; width++) {
    if (boardGeometry(variant, width, boardHeight(height), 'framed').style === 'framed') return width;
  }
  return undefined;
}

/** The shortest terminal, `width` columns wide, in which `--cards framed` draws framed cards. */
function framedHeight(variant: Variant, width: number): number | undefined {
  for (let height = 10; height <= 100; height++) {
    if (boardGeometry(variant, width, boardHeight(height), 'framed').style === 'framed') return height;
  }
  return undefined;
}

const byId = (id: string) => findVariant(id)!;

describe("the README's sizes of terminal", () => {
  it('are the smallest the table plays in', () => {
    // Compact slots of 6 columns: ten columns take 60, the eight foundations
    // 48 with the stock and waste 24 beside them (72); Lucas's 13 columns
    // 78; Little Forty's fan of three on the waste 8 more (80). Rows: the
    // foundations and the line under them, the column keys, 9 rows of
    // column, the status, message and key lines, and the one Ink keeps: 16.
    const special: Record<string, { width: number; height: number }> = {
      lucas: { width: 78, height: 16 },
      'little-forty': { width: 80, height: 16 },
    };
    for (const variant of VARIANTS) {
      expect(tableMinimumSize(variant), variant.id).toEqual(special[variant.id] ?? { width: 72, height: 16 });
    }
    expect(readme).toContain('The smallest terminal the game plays in is 72 x 16;');
    expect(readme).toContain('Lucas, with its 13 columns, needs 78 x 16,');
    expect(readme).toContain('Little Forty, whose waste shows three cards, 80 x 16.');
  });

  it('are the smallest framed cards are drawn in, asked for or not', () => {
    // Framed slots of 9 columns: the foundations 72 and the two framed piles
    // (2 + 2 x 11) beside them, 96; twelve columns 108, Lucas's 13 117,
    // Little Forty's fan 8 more, 104. Rows: a whole card of 3 and its two
    // label lines, a blank line, the column keys, 9 lines of column of which
    // the last card takes 3, and the footer's 4: 22.
    const widths: Record<number, number> = { 9: 96, 10: 96, 12: 108, 13: 117 };
    for (const variant of VARIANTS) {
      const width = variant.id === 'little-forty' ? 104 : widths[variant.columns];
      expect(
        width,
        `${variant.id}: add the framed width of ${variant.columns} columns, worked out as above`,
      ).toBeDefined();
      expect(framedWidth(variant, 24), variant.id).toBe(width);
      expect(framedHeight(variant, 200), variant.id).toBe(22);
      // The automatic size draws them from there too, while the columns are short.
      expect(boardGeometry(variant, width, boardHeight(24), 'auto', 4).style, variant.id).toBe('framed');
    }
    expect(readme).toContain(
      'framed cards from 96 x 22 (108 columns for the games of 12 columns, 117 for Lucas, 104 for Little Forty)',
    );
    // Smaller, framed cards asked for are drawn compact: the README does not say they are kept whatever the size.
    expect(boardGeometry(byId('forty-thieves'), 95, boardHeight(24), 'framed').style).toBe('compact');
    expect(readme).not.toMatch(/keeps one style/);
    expect(readme).toContain('draws compact ones in a smaller terminal');
  });
});
