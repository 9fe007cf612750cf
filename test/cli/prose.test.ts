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
    expect(fitted(terminal().out, ['one two three four', ''])).toEqual(['one two three four', '']);
  });

  it('wraps each paragraph at words to the terminal, its later lines hung under a column', () => {
    expect(fitted(terminal(9).out, ['one two three four', 'five'])).toEqual(['one two', 'three', 'four', 'five']);
    expect(fitted(terminal(11).out, ['id  one two three four'], 4)).toEqual(['id  one two', '    three', '    four']);
  });

  it('keeps to 100 columns in a wider terminal', () => {
    // Twenty four-letter words and their spaces take 99 columns; a twenty-first would make 104.
    const lines = fitted(terminal(200).out, [`${'word '.repeat(40)}end`]);
    expect(lines.map((line) => line.length)).toEqual([99, 99, 3]);
  });
});

describe('commands in an 80-column terminal', () => {
  it.each([['rules'], ['variants'], ['deal', '--seed', '7'], ['replay', '--seed', '7', '--moves', 'd d']])(
    '%s: no line wider than 80, and the same words as in a pipe',
    async (...argv) => {
      const wide = terminal(80);
      const piped = terminal();
      expect(await run(argv, wide.out)).toBe(0);
      expect(await run(argv, piped.out)).toBe(0);
      for (const line of wide.text().split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
      expect(words(wide.text())).toEqual(words(piped.text()));
      expect(
        piped
          .text()
          .split('\n')
          .some((line) => [...line].length > 80),
      ).toBe(true);
    },
  );
});
