// Words for people, for the reasons the engine gives, the interface's
// messages and the command line's text alike: counted nouns ("1 empty
// column", "3 redeals") and prose wrapped to a width.

/** '1 move', '3 moves'; `many` for a word that does not just take an s ('loss', 'losses'). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** 'a six', 'an eight': the article a word takes when spoken. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/**
 * Plain text wrapped at spaces to a width (`later`, if given, for the lines
 * after the first). A number stays on the line of the word it counts ("0
 * moves", "30 s"): a line that ends in a bare number reads as a sentence cut
 * short. A word longer than its line is split: nothing is cut.
 */
export function wrapWords(text: string, width: number, later = width): string[] {
  const lines: string[] = [];
  const room = () => Math.max(1, lines.length === 0 ? width : later);
  let line = '';
  for (const word of counted(text.split(' '), Math.min(width, later))) {
    if (line && [...line].length + 1 + [...word].length > room()) {
      lines.push(line);
      line = '';
    }
    if (line) {
      line = `${line} ${word}`;
      continue;
    }
    // A new line, perhaps narrower than the one before: a word longer than it is split.
    let rest = word;
    while ([...rest].length > room()) {
      lines.push([...rest].slice(0, room()).join(''));
      rest = [...rest].slice(room()).join('');
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/**
 * Whether the locale says the terminal's characters are not UTF-8, so that
 * text for it keeps to ASCII: the first of LC_ALL, LC_CTYPE and LANG that is
 * set decides, as in C's setlocale. With none set nothing is known. The
 * environment comes in as data: the engine reads none.
 */
export function localeWithoutUtf8(env: Readonly<Record<string, string | undefined>>): boolean {
  const locale = [env.LC_ALL, env.LC_CTYPE, env.LANG].find((value) => value !== undefined && value !== '');
  return locale !== undefined && !/utf-?8/i.test(locale);
}

const NUMBER = /^\d[\d,.]*$/;

/** The words, each number joined to the word after it where the two fit a line `room` wide. */
function counted(words: readonly string[], room: number): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    if (NUMBER.test(words[i]) && pair && [...pair].length <= room) {
      joined.push(pair);
      i++;
    } else joined.push(words[i]);
  }
  return joined;
}
