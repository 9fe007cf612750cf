// One line of styled spans as one Ink text; the board's views all draw
// through it. The spans are coloured here (see paint.ts), so Ink handles a
// single piece of text per line, and a line whose text did not change is
// not drawn again by React.

import { Text } from 'ink';
import { memo } from 'react';
import { paintLine } from './paint.js';
import type { Span } from './slot.js';

/** A line of terminal text, coloured already, cut at the width it is given. */
const Line = memo(function Line({ text }: { text: string }) {
  return <Text wrap="truncate">{text}</Text>;
});

export function Spans({ spans }: { spans: readonly Span[] }) {
  return <Line text={paintLine(spans)} />;
}
