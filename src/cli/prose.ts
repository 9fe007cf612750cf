// Text for people on the command line. In a terminal, each paragraph is
// wrapped at words to the terminal's width (at most 100 columns, a width
// still easy to read), so that no word is broken at its edge; in a pipe or
// a file, each stays one line, for grep and other tools.

import { wrapWords } from '../engine/index.js';
import type { Output } from './output.js';

const WIDEST = 100;

/**
 * The paragraphs as lines for `out`. A paragraph's lines after its first
 * start `hang` columns in, under a column of a table.
 */
export function fitted(out: Output, paragraphs: readonly string[], hang = 0): string[] {
  if (out.columns === undefined) return [...paragraphs];
  const width = Math.min(out.columns, WIDEST);
  return paragraphs.flatMap((paragraph) => {
    const [first, ...rest] = wrapWords(paragraph, width);
    if (hang === 0 || rest.length === 0) return [first, ...rest];
    const under = wrapWords(paragraph.slice(first.length).trimStart(), Math.max(1, width - hang));
    return [first, ...under.map((line) => ' '.repeat(hang) + line)];
  });
}

/** Writes the paragraphs, fitted, each line ended. */
export function writeProse(out: Output, paragraphs: readonly string[], hang = 0): void {
  out.stdout(`${fitted(out, paragraphs, hang).join('\n')}\n`);
}
