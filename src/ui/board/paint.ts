// Styled spans as one string of terminal text, coloured exactly as Ink's
// <Text> colours them (the same chalk, the same order of attributes), so a
// whole line, or the whole board, can be one Ink text: Ink then lays out,
// measures and cuts one piece instead of one per span, which is most of the
// cost of a frame.

import chalk from 'chalk';
import type { TextStyle } from '../theme.js';
import type { Span } from './slot.js';

type Paint = (text: string) => string;

/** A named colour as chalk's foreground or background function; other colours are left alone, as Ink leaves unknown ones. */
function colour(name: string, background: boolean): Paint | undefined {
  const method = background ? `bg${name[0].toUpperCase()}${name.slice(1)}` : name;
  if (!(name in chalk)) return undefined;
  const painter = (chalk as unknown as Record<string, unknown>)[method];
  return typeof painter === 'function' ? (painter as Paint) : undefined;
}

/** The text in the style, wrapped in the same escapes as <Text {...style}> wraps it. */
export function paint(text: string, style: TextStyle | undefined): string {
  if (!style || text.length === 0) return text;
  let out = text;
  // Ink's order: dim, colour, background, bold, underline, inverse.
  if (style.dimColor) out = chalk.dim(out);
  if (style.color) out = colour(style.color, false)?.(out) ?? out;
  if (style.backgroundColor) out = colour(style.backgroundColor, true)?.(out) ?? out;
  if (style.bold) out = chalk.bold(out);
  if (style.underline) out = chalk.underline(out);
  if (style.inverse) out = chalk.inverse(out);
  return out;
}

/** A line of spans as one string of terminal text. */
export function paintLine(spans: readonly Span[]): string {
  let line = '';
  for (const span of spans) line += paint(span.text, span.style);
  return line;
}
