// @alcalzone/ansi-tokenize with Ink's per-line work memoised (see
// text-cache.ts). Ink's frame turns each line into styled characters with
// styledCharsFromTokens(tokenize(line)), then each row of the screen back
// into text with styledCharsToString: an unchanged line now gets the
// characters it got last time, and a row skips the style arithmetic between
// neighbours in one style. Ink only reads the characters.

import {
  type AnsiCode,
  ansiCodesToString,
  diffAnsiCodes,
  type StyledChar,
  styledCharsFromTokens as styledCharsOf,
  type Token,
  tokenize as tokensOf,
} from '@alcalzone/ansi-tokenize';
import { TextCache } from './text-cache.js';

export * from '@alcalzone/ansi-tokenize';

// Each line's characters are objects: keep fewer lines than for widths.
const tokens = new TextCache<Token[]>(500);
const styled = new WeakMap<Token[], StyledChar[]>();

export function tokenize(text: string, endChar?: number): Token[] {
  if (endChar !== undefined) return tokensOf(text, endChar);
  return tokens.get(text, (line) => tokensOf(line));
}

const sameCodes = (a: readonly AnsiCode[], b: readonly AnsiCode[]): boolean =>
  a.length === b.length && a.every((code, i) => code === b[i]);

export function styledCharsFromTokens(list: Token[]): StyledChar[] {
  let chars = styled.get(list);
  if (chars === undefined) {
    chars = styledCharsOf(list);
    // Neighbours in one style share one list of codes, which styledCharsToString notices.
    for (let i = 1; i < chars.length; i++) {
      if (sameCodes(chars[i - 1].styles, chars[i].styles)) chars[i] = { ...chars[i], styles: chars[i - 1].styles };
    }
    styled.set(list, chars);
  }
  return chars;
}

/**
 * The same text as the library's styledCharsToString: each character's
 * value, after the codes that take the style from its left neighbour's to
 * its own, and the codes that end the last one's. Between neighbours with
 * the very same codes, or none, there are no codes to work out.
 */
export function styledCharsToString(chars: StyledChar[]): string {
  let text = '';
  let before: AnsiCode[] = [];
  for (const char of chars) {
    const now = char.styles;
    if (now !== before && (now.length > 0 || before.length > 0)) text += ansiCodesToString(diffAnsiCodes(before, now));
    text += char.value;
    before = now;
  }
  if (before.length > 0) text += ansiCodesToString(diffAnsiCodes(before, []));
  return text;
}
