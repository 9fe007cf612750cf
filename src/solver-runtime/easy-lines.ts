// The winning lines behind the Easy catalogue: `npm run deals` proved each
// catalogue seed winnable with a line it keeps in data/easy-lines/<variant>.txt.gz
// (data/README.md), one seed a line: "<seed> won <nodes> <move> <move> ...".
// The game reads the line of the deal on the table, so an Easy deal is
// winnable from its first frame and its hints follow that line, where a
// search within the live verdict's budget may tell nothing (Indian: three of
// the catalogue's first four seeds "unknown" at 4 s). Read when asked, never
// kept: a variant's file is 0.1-0.5 MB compressed, up to 2.3 MB of text.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { current, isWon, type Move, parseMoves, restoreGame, type Variant } from '../engine/index.js';

const unzip = promisify(gunzip);

/** The folder of the lines: beside src/ when running from source, beside dist/ in the bundle. */
const LINES_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../data/easy-lines/' : '../data/easy-lines/', import.meta.url),
);

/**
 * The winning line of an Easy deal, replayed through the rules; undefined
 * when the file has none for the seed, or cannot be read, or the line does
 * not replay (the live verdict then searches, as for any deal).
 */
export async function knownEasyLine(
  variant: Variant,
  seed: bigint,
  dir = LINES_DIR,
): Promise<readonly Move[] | undefined> {
  let text: string;
  try {
    text = (await unzip(await readFile(`${dir}${variant.id}.txt.gz`))).toString('latin1');
  } catch {
    return undefined;
  }
  const record = lineOf(text, `${seed} won `);
  if (!record) return undefined;
  try {
    // The node count, then the moves.
    const moves = parseMoves(record.slice(record.indexOf(' ') + 1));
    return isWon(current(restoreGame(variant, 'easy', seed, moves))) ? moves : undefined;
  } catch {
    return undefined;
  }
}

/** The rest of the line that starts with `start`, if one does. */
function lineOf(text: string, start: string): string | undefined {
  const lines = `\n${text}`;
  const at = lines.indexOf(`\n${start}`);
  if (at < 0) return undefined;
  const from = at + 1 + start.length;
  const end = lines.indexOf('\n', from);
  return lines.slice(from, end < 0 ? lines.length : end);
}
