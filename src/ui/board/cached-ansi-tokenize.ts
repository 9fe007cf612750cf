// @alcalzone/ansi-tokenize with its two costly steps memoised (see
// text-cache.ts): Ink's frame turns each line into styled characters with
// styledCharsFromTokens(tokenize(line)); an unchanged line now gets the
// characters it got last time. Ink only reads them.

import {
  type StyledChar, type Token, styledCharsFromTokens as styledCharsOf, tokenize as tokensOf,
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

export function styledCharsFromTokens(list: Token[]): StyledChar[] {
  let chars = styled.get(list);
  if (chars === undefined) {
    chars = styledCharsOf(list);
    styled.set(list, chars);
  }
  return chars;
}
