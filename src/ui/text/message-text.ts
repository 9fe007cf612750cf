// The message line's text as styled spans: cards written in the engine's
// notation ("TD") are drawn as the board draws them ("10♦", in their
// colour), and a message too long for one line wraps at a word onto the
// line below (the key reminder's, given up while the message is shown).
// With --ascii the interface's own marks come out in ASCII too.

import { parseCard } from '../../engine/index.js';
import type { Span } from '../board/slot.js';
import type { Role, Theme } from '../theme.js';
import { themed } from './plain-text.js';

const CARD_TOKEN = /\b(?:10|[A2-9TJQK])[CDHS]\b/g;

/** The words of a text, each a list of spans, cards themed. */
function themedWords(text: string, theme: Theme, role: Role): Span[][] {
  const base = theme.style(role);
  return text.split(' ').map((word) => {
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

/**
 * The text in at most `maxLines` lines of `width`, wrapped at spaces; what
 * does not fit ends in "…".
 */
export function messageLines(text: string, theme: Theme, role: Role, width: number, maxLines: number): Span[][] {
  const lines = wrapped(text, theme, role, width, maxLines);
  return theme.options.ascii
    ? lines.map((line) => line.map((span) => ({ ...span, text: themed(theme, span.text) })))
    : lines;
}

function wrapped(text: string, theme: Theme, role: Role, width: number, maxLines: number): Span[][] {
  const lines: Span[][] = [];
  let line: Span[] = [];
  let used = 0;
  // A word longer than the width (a file's path) is split into pieces of the width: nothing is cut but at the last line.
  const words = themedWords(text, theme, role).flatMap((word) => pieces(word, width));
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const w = widthOf(word);
    const gap = used > 0 ? 1 : 0;
    if (used + gap + w <= width || used === 0) {
      if (gap) line.push({ text: ' ' });
      line.push(...word);
      used += gap + w;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines) {
      markCut(lines[lines.length - 1], width);
      return lines;
    }
    line = [...word];
    used = w;
  }
  if (line.length > 0) lines.push(line);
  for (const l of lines) if (widthOf(l) > width) markCut(l, width);
  return lines;
}

/** A word in pieces of at most `width` characters, each piece keeping its spans' styles. */
function pieces(word: Span[], width: number): Span[][] {
  if (widthOf(word) <= width || width < 1) return [word];
  const out: Span[][] = [];
  let rest = word;
  while (widthOf(rest) > width) {
    out.push(cutToWidth(rest, width));
    rest = afterWidth(rest, width);
  }
  if (rest.length > 0) out.push(rest);
  return out;
}

/** What is left of a line of parts after its first `width` characters. */
function afterWidth(parts: readonly Span[], width: number): Span[] {
  const left: Span[] = [];
  let skip = width;
  for (const part of parts) {
    const chars = [...part.text];
    if (skip >= chars.length) skip -= chars.length;
    else {
      left.push({ ...part, text: chars.slice(skip).join('') });
      skip = 0;
    }
  }
  return left;
}

/** Ends a line with "…", within the width. */
function markCut(line: Span[], width: number): void {
  line.splice(0, line.length, ...cutToWidth(line, width - 1), { text: '…' });
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
