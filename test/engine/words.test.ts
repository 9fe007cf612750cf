// Prose wrapped to a width, its later lines perhaps narrower (hung under a
// label): wrapped at spaces, a word longer than its line split, nothing cut.

import { describe, expect, it } from 'vitest';
import { wrapWords } from '../../src/engine/index.js';

describe('wrapWords', () => {
  it('wraps at spaces, each line as full as it can be', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('keeps a number on the line of the word it counts', () => {
    // 'Saved …, 0' would fit the first line, but a line ending in a bare number reads cut short.
    expect(wrapWords('Saved the game, 0 moves: run it', 17)).toEqual(['Saved the game,', '0 moves: run it']);
    expect(wrapWords('after 12 s and 3,600 positions', 14)).toEqual(['after 12 s and', '3,600', 'positions']);
    // A pair too wide for any line is wrapped as two words.
    expect(wrapWords('a 12345 abcdef', 8)).toEqual(['a 12345', 'abcdef']);
  });

  it('splits a word longer than its line', () => {
    expect(wrapWords('abcdefghij k', 4)).toEqual(['abcd', 'efgh', 'ij k']);
  });

  it('splits a word that fits the first line but not the narrower ones after it', () => {
    // 7 letters after "aaaaaa": too long for the 10 of the first line, and for the 5 of the next.
    expect(wrapWords('aaaaaa bbbbbbb', 10, 5)).toEqual(['aaaaaa', 'bbbbb', 'bb']);
    // Whatever the widths, no line is longer than its width and every letter is kept.
    const lines = wrapWords(
      'forty-thieves: another copy is playing from /tmp/a-long-directory-name-x, and two',
      30,
      15,
    );
    expect(lines[0].length).toBeLessThanOrEqual(30);
    for (const line of lines.slice(1)) expect(line.length).toBeLessThanOrEqual(15);
    expect(lines.join('').replaceAll(' ', '')).toBe(
      'forty-thieves: another copy is playing from /tmp/a-long-directory-name-x, and two'.replaceAll(' ', ''),
    );
  });
});
