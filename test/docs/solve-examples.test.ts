// The README shows `solve` at work. The solver's lines change with its
// search and its shortening, and the README's figures went stale once
// unnoticed: its examples that end before their time runs out are run here
// and compared, all but the time.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const README = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The lines the README shows after `$ forty-thieves solve <args>`, up to the next prompt or the block's end. */
function shown(args: string): string[] {
  const start = README.indexOf(`$ forty-thieves solve ${args}\n`);
  if (start < 0) throw new Error(`the README shows no "solve ${args}"`);
  const lines = README.slice(start).split('\n').slice(1);
  const end = lines.findIndex((line) => line.startsWith('$ ') || line.startsWith('```'));
  if (end < 0) throw new Error(`the README's "solve ${args}" example does not end`);
  return lines.slice(0, end);
}

/** Searches run to their end however busy the machine (the default timeout could cut one short). */
const UNHURRIED = ['--timeout', '120'];

describe("the README's solve examples", { timeout: 240_000 }, () => {
  it('gives the line the solver finds for seed 12, its first moves and the positions searched', async () => {
    const expected = shown('--seed 12');
    const printed = (await cli('solve', '--seed', '12', ...UNHURRIED)).stdout.trimEnd().split('\n');
    // The README shows the head of the line, an ellipsis, and the last line with the time.
    expect(printed.slice(0, 3)).toEqual(expected.slice(0, 3));
    expect(expected[3]).toBe('…');
    const searched = /^(Searched [\d,]+ positions) in [\d.]+ s\.$/;
    expect(searched.exec(printed.at(-1)!)?.[1]).toBe(searched.exec(expected[4])?.[1]);
  });

  it('gives the JSON answer for seed 5, but its time', async () => {
    const expected = JSON.parse(shown('--seed 5 --json').join('\n'));
    const printed = JSON.parse((await cli('solve', '--seed', '5', '--json', ...UNHURRIED)).stdout);
    expect({ ...printed, ms: 0 }).toEqual({ ...expected, ms: 0 });
  });
});
