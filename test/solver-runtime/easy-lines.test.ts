// The game reads an Easy catalogue deal's winning line from
// data/easy-lines/: the line of the seed asked for, checked through the
// rules and shortened, and nothing at all (so the live verdict searches) for a seed the
// file does not prove, a file missing, or a line that does not replay.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { current, findVariant, formatMoves, isWon, restoreGame } from '../../src/engine/index.js';
import { readEasyCatalogue } from '../../src/solver-runtime/easy.js';
import { knownEasyLine } from '../../src/solver-runtime/index.js';

const catalogue = readEasyCatalogue();
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder of line files written here, one text a variant. */
function linesDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-lines-'));
  scratch.push(dir);
  for (const [id, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${id}.txt.gz`), gzipSync(text));
  return `${dir}/`;
}

describe('the winning line of an Easy deal', () => {
  it.each(['forty-thieves', 'indian', 'little-forty'])(
    'of %s, for catalogue seeds, wins under Easy rules',
    async (id) => {
      const variant = findVariant(id)!;
      const seeds = catalogue.get(id)!;
      // The first seed of the file and the last.
      for (const seed of [seeds[0], seeds[seeds.length - 1]]) {
        const line = await knownEasyLine(variant, BigInt(seed));
        expect(line, `seed ${seed}`).toBeDefined();
        expect(isWon(current(restoreGame(variant, 'easy', BigInt(seed), line!)))).toBe(true);
      }
    },
  );

  it('is none for a seed the catalogue does not hold', async () => {
    const forty = findVariant('forty-thieves')!;
    expect(catalogue.get('forty-thieves')).not.toContain(1);
    expect(await knownEasyLine(forty, 1n)).toBeUndefined();
  });

  it('is none when the file is missing or not gzip, the seed is only a prefix of another, or the line does not win', async () => {
    const forty = findVariant('forty-thieves')!;
    expect(await knownEasyLine(forty, 5n, linesDir({}))).toBeUndefined();
    const damaged = linesDir({});
    fs.writeFileSync(path.join(damaged, 'forty-thieves.txt.gz'), '5 won 10 d\n');
    expect(await knownEasyLine(forty, 5n, damaged)).toBeUndefined();
    // 5 is only the start of 55 here; 7's line moves a card that is not there; 8's stops short of a win.
    const dir = linesDir({ 'forty-thieves': '55 won 10 d\n7 won 10 1>f\n8 won 10 d d\n9 lost 10\n' });
    expect(await knownEasyLine(forty, 5n, dir)).toBeUndefined();
    expect(await knownEasyLine(forty, 7n, dir)).toBeUndefined();
    expect(await knownEasyLine(forty, 8n, dir)).toBeUndefined();
    expect(await knownEasyLine(forty, 9n, dir)).toBeUndefined();
  });

  it('is found on the file’s first line as on any other', async () => {
    const forty = findVariant('forty-thieves')!;
    const seed = catalogue.get('forty-thieves')![0];
    const record = `${seed} won 99 ${formatMoves((await knownEasyLine(forty, BigInt(seed)))!)}`;
    for (const text of [`${record}\n`, `1 lost 3\n${record}`]) {
      const line = await knownEasyLine(forty, BigInt(seed), linesDir({ 'forty-thieves': text }));
      expect(isWon(current(restoreGame(forty, 'easy', BigInt(seed), line!)))).toBe(true);
    }
  });

  it('is the kept line shortened, as the solver shortens its own wins', async () => {
    const indian = findVariant('indian')!;
    const kept = gunzipSync(fs.readFileSync(new URL('../../data/easy-lines/indian.txt.gz', import.meta.url)))
      .toString()
      .split('\n')
      .find((line) => line.startsWith('7303443141 won '))!
      .split(' ')
      .slice(3);
    const line = (await knownEasyLine(indian, 7303443141n))!;
    expect(kept).toHaveLength(460);
    expect(line.length).toBeLessThan(kept.length);
    expect(isWon(current(restoreGame(indian, 'easy', 7303443141n, line)))).toBe(true);
  });
});
