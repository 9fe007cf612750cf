// One line of styled spans as Ink text; the board's views all draw through it.

import { Text } from 'ink';
import type { Span } from './slot.js';

export function Spans({ spans }: { spans: readonly Span[] }) {
  return (
    <Text wrap="truncate">
      {spans.map((span, i) => (
        <Text key={i} {...span.style}>
          {span.text}
        </Text>
      ))}
    </Text>
  );
}
