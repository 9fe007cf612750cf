// Paging of the help and the log: the rows of a page, where pages break, the page a key
// turns to, and the footer that says how (the statistics' pages share it and the keys).
// Apart from Pages.tsx, so that the reducers read them without loading Ink.

import { keyLabel } from '../input/keymap.js';

/** A part of the footer: its words, and the key a click on them stands for. */
export interface TurningPart {
  readonly text: string;
  readonly key: string;
}

const PART_GAP = ' · ';

/**
 * The footer: how to turn the page, where there is one to turn to, and how
 * to go back. The arrows are named as the keymap names them: in ASCII a
 * "v" for the down arrow would name a key that goes back.
 */
export function turningParts(page: number, pages: number, ascii = false, width = Infinity): TurningPart[] {
  const next = page + 1 < pages ? [{ text: `${keyLabel('down', ascii)} or Space: next page`, key: 'down' }] : [];
  const before = page > 0 ? [{ text: `${keyLabel('up', ascii)}: page before`, key: 'up' }] : [];
  const back = { text: next.length + before.length > 0 ? 'any other key: back' : 'Any key: back', key: 'escape' };
  const all = [...next, ...before, back];
  // Too wide for the terminal, the page before goes from the words: its keys still turn back.
  return wordsOf(all).length <= width ? all : [...next, back];
}

const wordsOf = (parts: readonly TurningPart[]): string => parts.map((part) => part.text).join(PART_GAP);

/** The footer's words for a terminal `width` columns wide. */
export const turningWords = (page: number, pages: number, ascii = false, width = Infinity): string =>
  wordsOf(turningParts(page, pages, ascii, width));

/** The part of the footer drawn at column `x`, if any. */
export function turningPartAt(
  page: number,
  pages: number,
  ascii: boolean,
  x: number,
  width = Infinity,
): TurningPart | undefined {
  let start = 0;
  for (const part of turningParts(page, pages, ascii, width)) {
    const end = start + [...part.text].length;
    if (x >= start && x < end) return part;
    start = end + PART_GAP.length;
  }
  return undefined;
}

/** Rows of content per page: the terminal less the title, the footer and Ink's last row. */
export const pageRows = (height: number): number => Math.max(1, height - 3);

/** The entries' rows, page by page: at least one page, if empty. */
export function paginate<T>(entries: readonly (readonly T[])[], height: number): T[][] {
  return layOut(entries, height).pages;
}

/** The pages, and the page each entry begins on. */
function layOut<T>(entries: readonly (readonly T[])[], height: number): { pages: T[][]; firsts: number[] } {
  const perPage = pageRows(height);
  const pages: T[][] = [[]];
  const firsts: number[] = [];
  for (const entry of entries) {
    const page = pages[pages.length - 1];
    if (page.length > 0 && page.length + entry.length > perPage && entry.length <= perPage) pages.push([]);
    // The page its first row goes on (an empty entry: the page it would have gone on).
    if (entry.length > 0 && pages[pages.length - 1].length === perPage) pages.push([]);
    firsts.push(pages.length - 1);
    for (const row of entry) {
      if (pages[pages.length - 1].length === perPage) pages.push([]);
      pages[pages.length - 1].push(row);
    }
  }
  return { pages, firsts };
}

/** Entries laid out at a height: a page of the help, the log or the statistics at one size of the terminal. */
export interface Paged {
  readonly entries: readonly (readonly unknown[])[];
  readonly height: number;
}

/**
 * The entry at the top of `page` (past the end: of the last page): the
 * first to begin on it, or on a page that an entry taller than a page runs
 * onto, that entry. A resize shows it again, so the reader keeps their
 * place, not the page's number.
 */
export function entryAtTop(paged: Paged, page: number): number {
  const { pages, firsts } = layOut(paged.entries, paged.height);
  const shown = Math.min(page, pages.length - 1);
  const next = firsts.findIndex((first) => first >= shown);
  const entry = next !== -1 && firsts[next] === shown ? next : (next === -1 ? firsts.length : next) - 1;
  return Math.max(0, entry);
}

/** The page `entry` begins on; past the last entry (fewer at this size), the last entry's. */
export function pageOfEntry(paged: Paged, entry: number): number {
  const { firsts } = layOut(paged.entries, paged.height);
  return firsts[Math.min(entry, firsts.length - 1)] ?? 0;
}

export const pageCount = (entries: readonly (readonly unknown[])[], height: number): number =>
  paginate(entries, height).length;

/**
 * The page a key turns to among `pages`, or undefined when it closes them:
 * down goes on and up goes back, but neither past an end.
 */
export function turnedPage(command: { readonly type: string }, page: number, pages: number): number | undefined {
  // The page shown: after a resize to fewer pages, the last.
  const shown = Math.min(page, pages - 1);
  if (command.type === 'down' && shown + 1 < pages) return shown + 1;
  if (command.type === 'up' && shown > 0) return shown - 1;
  return undefined;
}
