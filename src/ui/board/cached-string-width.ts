// string-width, memoised by line (see text-cache.ts): the shipped build
// gives Ink this module wherever it asks for string-width.

import stringWidth, { type Options } from 'string-width';
import { TextCache } from './text-cache.js';

const widths = new TextCache<number>(2000);

export default function cachedStringWidth(text: string, options?: Options): number {
  if (options !== undefined || typeof text !== 'string') return stringWidth(text, options);
  return widths.get(text, stringWidth);
}
