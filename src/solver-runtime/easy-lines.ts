// The winning lines behind the Easy catalogue: `npm run deals` proved each
// catalogue seed winnable with a line it keeps in data/easy-lines/<variant>.txt.gz
// (data/README.md), one seed a line: "<seed> won <nodes> <move> <move> ...".
// The game reads the line of the deal on the table, so an Easy deal is
// winnable from its first frame and its hints follow that line, where a
// search within the live verdict's budget may tell nothing (Indian: three of
// the catalogue's first four seeds "unknown" at 4 s). Read when asked, a line
// at a time, never kept: a variant's file is 0.1-0.6 MB compressed, up to
// 2.3 MB of text.

import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { dataPath } from '../data-path.js';
import { current, deal, isWon, type Move, parseMoves, restoreGame, type Variant } from '../engine/index.js';
import { shortenWin } from '../solver/index.js';

const LINES_DIR = dataPath('easy-lines/');

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
  const record = await recordOf(`${dir}${variant.id}.txt.gz`, `${seed} won `);
  if (!record) return undefined;
  try {
    // The node count, then the moves.
    const moves = parseMoves(record.slice(record.indexOf(' ') + 1));
    if (!isWon(current(restoreGame(variant, 'easy', seed, moves)))) return undefined;
    // The lines were kept as the search found them, with cards sent there and back: hints follow the shortened
    // line (Indian 7303443141: 460 moves become 378). It is shortened once a deal, on the keys' thread.
    const shortened = shortenWin(deal(variant, seed, 'easy'), moves);
    return shortened.problem ? moves : shortened.moves;
  } catch {
    return undefined;
  }
}

/**
 * The rest of the file's line that starts with `start`, read a line at a
 * time as it is unzipped (the whole text of a file would cost the game
 * several megabytes at once); undefined when no line does, or the file
 * cannot be read.
 */
async function recordOf(file: string, start: string): Promise<string | undefined> {
  const input = createReadStream(file);
  const unzipped = createGunzip();
  // pipe() does not pass a read error on: the lines would wait for ever.
  input.on('error', (error) => unzipped.destroy(error));
  const lines = createInterface({ input: input.pipe(unzipped), crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) if (line.startsWith(start)) return line.slice(start.length);
    return undefined;
  } catch {
    return undefined;
  } finally {
    lines.close();
    input.destroy();
  }
}
