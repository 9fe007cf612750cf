// Text for people on the command line. In a terminal, each paragraph is
// wrapped at words to the terminal's width (at most 100 columns, a width
// still easy to read), so that no word is broken at its edge; in a pipe or
// a file, each stays one line, for grep and other tools.

import { wrapWords } from '../engine/index.js';
import type { Output } from './output.js';

const WIDEST = 100;
/** The narrowest column worth hanging a paragraph's later lines in. */
const MIN_HUNG = 20;

/**
 * The paragraphs as lines for a terminal `columns` wide (undefined: not a
 * terminal). A paragraph keeps its indent, and its lines after the first
 * start `hang` columns further in, under a column of a table or under the
 * cards of a pile.
 */
export function fitted(columns: number | undefined, paragraphs: readonly string[], hang = 0): string[] {
  if (columns === undefined) return [...paragraphs];
  const width = Math.min(columns, WIDEST);
  return paragraphs.flatMap((paragraph) => {
    const indent = /^ */.exec(paragraph)![0].length;
    // Too narrow a column for words to go on in: they go on from the indent.
    const under = width - indent - hang >= MIN_HUNG ? hang : 0;
    const [first, ...rest] = wrapWords(paragraph.slice(indent), width - indent, width - indent - under);
    return [' '.repeat(indent) + first, ...rest.map((line) => ' '.repeat(indent + under) + line)];
  });
}

/** Writes the paragraphs, fitted, each line ended. */
export function writeProse(out: Output, paragraphs: readonly string[], hang = 0): void {
  out.stdout(`${fitted(out.columns, paragraphs, hang).join('\n')}\n`);
}

const ERROR_PREFIX = 'forty-thieves: ';

/** An error on stderr after the program's name, fitted to stderr's terminal, a wrapped line's rest under the words. */
export function writeError(out: Output, message: string): void {
  out.stderr(`${fitted(out.errorColumns, `${ERROR_PREFIX}${message}`.split('\n'), ERROR_PREFIX.length).join('\n')}\n`);
}
