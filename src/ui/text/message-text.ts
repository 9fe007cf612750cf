// The message line's text as styled spans: cards written in the engine's
// notation ("TD") are drawn as the board draws them ("10♦", in their
// colour), and a message too long for one line wraps at a word (a number
// with the word before it) onto the line below (the key reminder's, given
// up while the message is shown). A word longer than a line (a file's
// path) fills the line it starts on and goes on over the next: nothing is
// cut but at the last line allowed.
// With --ascii the interface's own marks come out in ASCII too.

import { parseCard } from '../../engine/index.js';
import type { Span } from '../board/slot.js';
import type { Role, Theme } from '../theme.js';
import { themed } from './plain-text.js';

/** A card in the notation, standing as a word of its own: not part of a path ("C:\\Users\\AS") or a name. */
const CARD_TOKEN = /(?<![\w/\\.])(?:10|[A2-9TJQK])[CDHS](?![\w/\\])/g;

/** A number standing alone ("1721755536", "9."): it goes to a new line with the word before it. */
const LONE_NUMBER = /^\d+[.,:;)]?$/;
/** A word that ends a sentence or a clause, or is a number itself: a number after it stands alone. */
const NOT_A_NAME = /[.,:;!?)]$|^\d+$/;

/**
 * The text's words; a number keeps the word before it ("seed 1721755536",
 * "column 9"), read as one, where the two fit a line together.
 */
function wordsOf(text: string, width: number): string[] {
  const words: string[] = [];
  let joined = false;
  for (const word of text.split(' ')) {
    const before = words[words.length - 1];
    const join: boolean =
      before !== undefined &&
      !joined &&
      LONE_NUMBER.test(word) &&
      !NOT_A_NAME.test(before) &&
      [...before].length + 1 + [...word].length <= width;
    if (join) words[words.length - 1] = `${before} ${word}`;
    else words.push(word);
    joined = join;
  }
  return words;
}

/** The words of a text, each a list of spans, cards themed. */
function themedWords(text: string, theme: Theme, role: Role, width: number): Span[][] {
  const base = theme.style(role);
  return wordsOf(text, width).map((word) => {
    const spans: Span[] = [];
    let last = 0;
    for (const match of word.matchAll(CARD_TOKEN)) {
      const card = parseCard(match[0]);
      if (card === undefined) continue;
      if (match.index > last) spans.push({ text: word.slice(last, match.index), style: base });
      spans.push({ text: theme.cardText(card), style: { ...base, ...theme.style(theme.cardRole(card)) } });
      last = match.index + match[0].length;
    }
    if (last < word.length) spans.push({ text: word.slice(last), style: base });
    return spans;
  });
}

const widthOf = (spans: readonly Span[]): number => spans.reduce((n, s) => n + [...s.text].length, 0);

/** The end of a message cut where the message log (L) holds it whole. */
export const CUT_TO_LOG = '… L: all of it';

/**
 * The text in at most `maxLines` lines of `width`, wrapped at spaces; what
 * does not fit ends in `cut`.
 */
export function messageLines(
  text: string,
  theme: Theme,
  role: Role,
  width: number,
  maxLines: number,
  cut = '…',
): Span[][] {
  const lines = wrapped(text, theme, role, Math.max(1, width), maxLines, cut);
  return theme.options.ascii
    ? lines.map((line) => line.map((span) => ({ ...span, text: themed(theme, span.text) })))
    : lines;
}

function wrapped(text: string, theme: Theme, role: Role, width: number, maxLines: number, cut: string): Span[][] {
  const lines: Span[][] = [];
  let line: Span[] = [];
  let used = 0;
  /** Ends the line; false once the lines allowed are full (the last one then ends in `cut`). */
  const newLine = (): boolean => {
    lines.push(line);
    line = [];
    used = 0;
    if (lines.length < maxLines) return true;
    markCut(lines[lines.length - 1], width, cut);
    return false;
  };
  for (const word of themedWords(text, theme, role, width)) {
    const w = widthOf(word);
    const gap = used > 0 ? 1 : 0;
    if (used + gap + w <= width) {
      if (gap) line.push({ text: ' ' });
      line.push(...word);
      used += gap + w;
      continue;
    }
    if (w <= width) {
      if (!newLine()) return lines;
      line.push(...word);
      used = w;
      continue;
    }
    // Longer than a line: character by character, from where the line stands.
    if (gap) {
      if (used + 1 < width) {
        line.push({ text: ' ' });
        used++;
      } else if (!newLine()) return lines;
    }
    for (const span of word)
      for (const c of span.text) {
        if (used === width && !newLine()) return lines;
        const last = line[line.length - 1];
        if (last && last.style === span.style) line[line.length - 1] = { ...last, text: last.text + c };
        else line.push({ text: c, style: span.style });
        used++;
      }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * Ends a line with `cut`, within the width (a width too narrow for all of
 * it takes "…"): after the last whole word that fits, unless that would
 * leave the line less than half full (a long path, a line of one word).
 */
function markCut(line: Span[], width: number, cut: string): void {
  const end = [...cut].length < width ? cut : '…';
  const room = width - [...end].length;
  const text = [...line.map((span) => span.text).join('')];
  const space = text.slice(0, room + 1).lastIndexOf(' ');
  const kept = text.length > room && space >= room / 2 ? space : room;
  line.splice(0, line.length, ...cutToWidth(line, kept), { text: end });
}

/** The first `width` characters of a line of parts, each part keeping its style. */
export function cutToWidth<T extends { readonly text: string }>(parts: readonly T[], width: number): T[] {
  const kept: T[] = [];
  let room = width;
  for (const part of parts) {
    const chars = [...part.text];
    if (chars.length <= room) {
      kept.push(part);
      room -= chars.length;
    } else {
      if (room > 0) kept.push({ ...part, text: chars.slice(0, room).join('') });
      break;
    }
  }
  return kept;
}

export const lineWidth = widthOf;
