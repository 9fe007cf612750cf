// The memoised text helpers the shipped build gives Ink must answer exactly
// as the originals do, for lines seen before and lines not, and keep their
// memory bounded.

import {
  styledCharsFromTokens as realStyledChars,
  tokenize as realTokenize,
  styledCharsToString as realToString,
  type StyledChar,
} from '@alcalzone/ansi-tokenize';
import { Chalk } from 'chalk';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { styledCharsFromTokens, styledCharsToString, tokenize } from '../../../src/ui/board/cached-ansi-tokenize.js';
import cachedStringWidth, { NARROW_RANGES, narrowWidth } from '../../../src/ui/board/cached-string-width.js';
import { TextCache } from '../../../src/ui/board/text-cache.js';

const colours = new Chalk({ level: 3 });

/** Lines like a frame's: plain, coloured, wide characters, emoji, escapes in the middle. */
const LINES = [
  '',
  '╭10♦─╮ ⠋ solving · 12 mv ←→↑↓ … ░░░',
  'stock 44  waste ▸10♦◂',
  `${colours.red(' 9♥')} ${colours.inverse.bold.cyan('▸')}${colours.dim('⋮ 5 more')}`,
  '漢字 and ｶﾀｶﾅ',
  '👍🏽 ✔︎ 🇬🇧',
  `a${colours.underline('b')}c\u0301`,
  '\t tab',
];

describe('the cached string width', () => {
  it('measures as string-width does, the first time and again', () => {
    for (let round = 0; round < 2; round++) {
      for (const line of LINES) expect(cachedStringWidth(line)).toBe(stringWidth(line));
    }
    // The lines are not all the same width, so the check means something.
    expect(new Set(LINES.map((line) => stringWidth(line))).size).toBeGreaterThan(4);
  });

  it('takes the short way only for characters string-width counts one column wide', () => {
    let checked = 0;
    for (const [from, to] of NARROW_RANGES) {
      for (let code = from; code <= to; code++) {
        const char = String.fromCodePoint(code);
        expect(stringWidth(char), `U+${code.toString(16)}`).toBe(1);
        expect(narrowWidth(char)).toBe(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(500);
    // Wide, combining, emoji and tab fall through to string-width.
    for (const text of ['漢', 'c\u0301', '👍', '♠\ufe0f', '\t', '\u25fe']) expect(narrowWidth(text)).toBeUndefined();
    expect(narrowWidth(`${colours.bold.red(' 9♥')} ${colours.inverse('▸')}`)).toBe(5);
  });

  it('passes options through', () => {
    const ambiguous = '±§';
    expect(cachedStringWidth(ambiguous, { ambiguousIsNarrow: false })).toBe(
      stringWidth(ambiguous, { ambiguousIsNarrow: false }),
    );
    expect(cachedStringWidth(ambiguous, { ambiguousIsNarrow: false })).not.toBe(cachedStringWidth(ambiguous));
  });
});

describe('the cached tokenizer', () => {
  it('gives the same characters as the original, the first time and again', () => {
    for (let round = 0; round < 2; round++) {
      for (const line of LINES) {
        const chars = styledCharsFromTokens(tokenize(line));
        expect(chars).toEqual(realStyledChars(realTokenize(line)));
        expect(styledCharsToString(chars)).toBe(realToString(realStyledChars(realTokenize(line))));
      }
    }
  });

  it('hands out a line seen before without working it out again', () => {
    const line = `${colours.green('A♣')} memo`;
    const first = styledCharsFromTokens(tokenize(line));
    expect(styledCharsFromTokens(tokenize(line))).toBe(first);
    expect(styledCharsFromTokens(tokenize(`${line} `))).not.toBe(first);
  });

  it('turns a row of the screen back into text as the original does', () => {
    // A row as Ink's frame builds it: pieces of lines, with blank cells between.
    const blank = (): StyledChar => ({ type: 'char', value: ' ', fullWidth: false, styles: [] });
    const cells = (line: string) => styledCharsFromTokens(tokenize(line));
    for (let a = 0; a < LINES.length; a++) {
      for (let b = 0; b < LINES.length; b++) {
        const row = [...cells(LINES[a]), blank(), blank(), ...cells(LINES[b]), blank()];
        expect(styledCharsToString(row)).toBe(realToString(row));
      }
    }
    const styledRow = cells(LINES.find((line) => line.includes('\x1b'))!);
    expect(realToString(styledRow)).toContain('\x1b[');
  });

  it('tokenizes up to an end character as the original does', () => {
    const line = `${colours.red('x')}yz`;
    expect(tokenize(line, 2)).toEqual(realTokenize(line, 2));
  });
});

describe('TextCache', () => {
  it('keeps no more lines than its limit, and still answers', () => {
    const cache = new TextCache<number>(10);
    let made = 0;
    const length = (text: string) => {
      made++;
      return text.length;
    };
    for (let i = 0; i < 25; i++) {
      expect(cache.get('x'.repeat(i), length)).toBe(i);
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    expect(made).toBe(25);
    // A line still held is not made again.
    expect(cache.get('x'.repeat(24), length)).toBe(24);
    expect(made).toBe(25);
  });
});
