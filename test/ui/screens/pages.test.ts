// Pages of the help and the log: a page breaks between entries, so that an
// entry's last words never sit alone at the top of the next page, unless the
// entry is taller than a page.

import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/engine/index.js';
import { helpEntries } from '../../../src/ui/screens/help-pages.js';
import {
  entryAtTop,
  pageOfEntry,
  pageRows,
  paginate,
  turnedPage,
  turningPartAt,
  turningWords,
} from '../../../src/ui/screens/paging.js';

describe('paginate', () => {
  it('moves an entry that would be split to the next page', () => {
    // A height of 5 leaves 2 rows a page.
    expect(paginate([['a'], ['b', 'c'], ['d']], 5)).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('fills a page with entries that fit, and splits only an entry taller than a page', () => {
    // A height of 6 leaves 3 rows a page.
    expect(paginate([['a'], ['b', 'c'], ['d', 'e', 'f', 'g'], ['h', 'i']], 6)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h', 'i'],
    ]);
  });

  it('has one page, empty, for no entries', () => {
    expect(paginate([], 10)).toEqual([[]]);
  });
});

describe('the entry at the top of a page, and the page of an entry', () => {
  // At a height of 5, 2 rows a page: [a] [b c] [d] [e f] [g]; at 7, 4 rows: [a b c d] [e f g].
  const entries = [['a'], ['b', 'c'], ['d'], ['e', 'f'], ['g']];
  const short = { entries, height: 5 };
  const tall = { entries, height: 7 };

  it('finds the first entry to begin on a page, and the page it begins on at another height', () => {
    expect(entryAtTop(short, 3)).toBe(3);
    expect(pageOfEntry(tall, 3)).toBe(1);
    expect(entryAtTop(tall, 1)).toBe(3);
    expect(pageOfEntry(short, 3)).toBe(3);
    expect(entryAtTop(short, 2)).toBe(2);
    expect(pageOfEntry(tall, 2)).toBe(0);
  });

  it('takes a page past the end as the last, and a page inside a tall entry as that entry', () => {
    expect(entryAtTop(short, 9)).toBe(4);
    expect(entryAtTop({ entries: [['a', 'b', 'c', 'd', 'e']], height: 5 }, 2)).toBe(0);
    // Fewer entries at the other size (lines that wrap less): the last one's page.
    expect(pageOfEntry({ entries: entries.slice(0, 3), height: 5 }, 4)).toBe(2);
  });
});

describe('turnedPage', () => {
  const down = { type: 'down' };
  const up = { type: 'up' };
  it('turns on and back, never past an end: there, the key closes the pages', () => {
    expect(turnedPage(down, 0, 3)).toBe(1);
    expect(turnedPage(down, 2, 3)).toBeUndefined();
    expect(turnedPage(up, 2, 3)).toBe(1);
    expect(turnedPage(up, 0, 3)).toBeUndefined();
    expect(turnedPage({ type: 'select' }, 1, 3)).toBeUndefined();
  });

  it('turns from the page shown after a resize left fewer pages: the last', () => {
    // Page 3 of 3, then 2 pages: page 2 shows, and up turns to page 1.
    expect(turnedPage(up, 2, 2)).toBe(0);
    expect(turnedPage(down, 2, 2)).toBeUndefined();
  });

  it('turns nothing where no pages show, so that the table has its keys', () => {
    expect(turnedPage(up, 2, 0)).toBeUndefined();
    expect(turnedPage(down, 0, 0)).toBeUndefined();
  });
});

describe('the help in pages', () => {
  it('starts a page with a continued line only where that line is taller than a page', () => {
    for (const variant of VARIANTS) {
      for (const [width, fromStart] of [30, 45, 60, 80].flatMap((w) => [[w, false] as const, [w, true] as const])) {
        for (let height = 5; height <= 30; height++) {
          const entries = helpEntries(width, variant, false, fromStart);
          const entryOf = new Map(entries.flatMap((entry) => entry.map((row) => [row, entry] as const)));
          const pages = paginate(entries, height);
          expect(pages.flat()).toEqual(entries.flat());
          for (const page of pages.slice(1)) {
            const entry = entryOf.get(page[0])!;
            if (entry[0] !== page[0]) expect(entry.length).toBeGreaterThan(pageRows(height));
          }
          // A heading ends a page only where it and the line it leads to are taller than a page.
          for (const page of pages.slice(0, -1)) {
            const last = page.at(-1)!;
            if (
              ['On the start screen:', 'At the table:', 'The score:'].includes(last.text) ||
              last.text.startsWith('The rules of')
            ) {
              expect(entryOf.get(last)!.length).toBeGreaterThan(pageRows(height));
            }
          }
        }
      }
    }
  });
});

describe('the footer of a page', () => {
  it('names the arrows that turn the page, in words in ASCII, where "v" and "^" would name other keys', () => {
    expect(turningWords(1, 3)).toBe('↓ or Space: next page · ↑: page before · any other key: back');
    expect(turningWords(1, 3, true)).toBe('Down or Space: next page · Up: page before · any other key: back');
    expect(turningWords(0, 1, true)).toBe('Any key: back');
  });

  it('leaves out the page before where the whole would be cut, and a click finds the words as drawn', () => {
    // A column short of the whole: 60 in Unicode, 64 in ASCII.
    for (const [ascii, width] of [
      [false, 59],
      [true, 63],
    ] as const) {
      const words = turningWords(1, 3, ascii, width);
      expect(words).toBe(`${ascii ? 'Down' : '↓'} or Space: next page · any other key: back`);
      expect(turningPartAt(1, 3, ascii, words.indexOf('any'), width)?.key).toBe('escape');
      expect(turningWords(1, 3, ascii, width + 1)).toHaveLength(width + 1);
    }
  });
});
