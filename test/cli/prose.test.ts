// Text for people fitted to the terminal: wrapped at words in a terminal,
// never a word broken at its edge; one line a paragraph in a pipe.

import { describe, expect, it } from 'vitest';
import { fitted } from '../../src/cli/prose.js';
import { run } from '../../src/cli/run.js';

const terminal = (columns?: number) => {
  let stdout = '';
  return { out: { columns, stdout: (t: string) => void (stdout += t), stderr: () => {} }, text: () => stdout };
};

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('fitted', () => {
  it('leaves the paragraphs whole in a pipe', () => {
    expect(fitted(undefined, ['one two three four', ''])).toEqual(['one two three four', '']);
  });

  it('wraps each paragraph at words to the terminal, its later lines hung under a column', () => {
    expect(fitted(9, ['one two three four', 'five'])).toEqual(['one two', 'three', 'four', 'five']);
    expect(fitted(30, ['id  alpha bravo charlie delta echo foxtrot golf'], 4)).toEqual([
      'id  alpha bravo charlie delta',
      '    echo foxtrot golf',
    ]);
    // A column narrower than 20 is not worth it: the words go on from the start of the line.
    expect(fitted(11, ['id  one two three four'], 4)).toEqual(['id  one two', 'three four']);
  });

  it('keeps to 100 columns in a wider terminal', () => {
    // Twenty four-letter words and their spaces take 99 columns; a twenty-first would make 104.
    const lines = fitted(200, [`${'word '.repeat(40)}end`]);
    expect(lines.map((line) => line.length)).toEqual([99, 99, 3]);
  });
});

describe('commands in a terminal', () => {
  const commands = [['rules'], ['variants'], ['deal', '--seed', '7'], ['replay', '--seed', '7', '--moves', 'd d']];
  describe.each([80, 30])('of %i columns', (columns) => {
    it.each(commands)(
      '%s: no line wider, the same words as in a pipe, and a line that fits as it is there',
      async (...argv) => {
        const narrow = terminal(columns);
        const piped = terminal();
        expect(await run(argv, narrow.out)).toBe(0);
        expect(await run(argv, piped.out)).toBe(0);
        const lines = narrow.text().split('\n');
        for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
        expect(words(narrow.text())).toEqual(words(piped.text()));
        const pipedLines = piped.text().split('\n');
        expect(pipedLines.some((line) => [...line].length > columns)).toBe(true);
        for (const line of pipedLines.filter((l) => [...l].length <= columns)) expect(lines).toContain(line);
      },
    );
  });

  it('keeps the indent of a column of deal where its cards go on', async () => {
    const narrow = terminal(16);
    await run(['deal', '--seed', '7'], narrow.out);
    // Column 1 of seed 7 is TC QS 9C 5S (checked against `deal --seed 7` in a pipe).
    expect(narrow.text()).toContain('   1: TC QS 9C\n   5S\n');
  });
});

describe('an error in a terminal', () => {
  it('is wrapped at words, its later lines under the message, and is one line in a pipe', async () => {
    const stderrOf = async (columns?: number) => {
      let stderr = '';
      const out = { errorColumns: columns, stdout: () => {}, stderr: (t: string) => void (stderr += t) };
      expect(await run(['deal', '--seed', '7', '--variant', 'no-such-variant-with-a-rather-long-name'], out)).toBe(2);
      return stderr;
    };
    const piped = await stderrOf();
    expect(piped.split('\n')).toHaveLength(2);
    expect(piped.length).toBeGreaterThan(60);
    const wrapped = (await stderrOf(60)).trimEnd().split('\n');
    expect(wrapped.length).toBeGreaterThan(1);
    for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(60);
    expect(wrapped[0].startsWith('forty-thieves: ')).toBe(true);
    for (const line of wrapped.slice(1)) expect(line.startsWith(`${' '.repeat(15)}`)).toBe(true);
    expect(words(wrapped.join(' '))).toEqual(words(piped));
  });
});
