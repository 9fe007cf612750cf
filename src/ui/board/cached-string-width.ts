// string-width as Ink gets it in the shipped build: memoised by line (see
// text-cache.ts), and with a short way for the text the game draws, whose
// every character is one column wide. string-width itself splits any text
// beyond plain ASCII into graphemes with Intl.Segmenter and tests each
// against Unicode property patterns, for every line of every frame; the
// first frame pays for loading and compiling them besides.

import stringWidth, { type Options } from 'string-width';
import { TextCache } from './text-cache.js';

/**
 * Characters string-width counts one column wide (the tests check every
 * one): printable ASCII, and the ranges the game's glyphs come from (the
 * middle dot, dashes, the ellipsis, arrows, "⋮", box drawing, shades, the
 * squares and pointers, the four suits, braille for the spinner).
 */
export const NARROW_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2026, 0x2026],
  [0x2190, 0x2193],
  [0x22ee, 0x22ee],
  [0x2500, 0x257f],
  [0x2591, 0x2593],
  [0x25a0, 0x25a1],
  [0x25b8, 0x25b8],
  [0x25c2, 0x25c2],
  [0x2660, 0x2660],
  [0x2663, 0x2663],
  [0x2665, 0x2666],
  [0x2800, 0x28ff],
];

const hex = (n: number) => `\\u${n.toString(16).padStart(4, '0')}`;
const NARROW = new RegExp(`^[${NARROW_RANGES.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')}]*$`);
/** Colours and text attributes: the only escapes the game's lines hold. */
const SGR = /\x1b\[[0-9;]*m/g;

/** The width of text made only of narrow characters and colour codes, else undefined. */
export function narrowWidth(text: string): number | undefined {
  const shown = text.includes('\x1b') ? text.replace(SGR, '') : text;
  return NARROW.test(shown) ? shown.length : undefined;
}

const widths = new TextCache<number>(2000);
const measure = (text: string): number => narrowWidth(text) ?? stringWidth(text);

export default function cachedStringWidth(text: string, options?: Options): number {
  if (options !== undefined || typeof text !== 'string') return stringWidth(text, options);
  return widths.get(text, measure);
}
