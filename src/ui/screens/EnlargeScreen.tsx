// Shown instead of a screen the terminal is too small for: the size needed,
// the size there is. Resizing redraws at once.

import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';

export interface Size {
  readonly width: number;
  readonly height: number;
}

export function EnlargeScreen({ need, have, theme }: { need: Size; have: Size; theme: Theme }) {
  const lines = [
    `Enlarge the terminal to ${need.width} x ${need.height}`,
    `(it is ${have.width} x ${have.height} now).`,
    'q quits; the game is saved.',
  ];
  // Never taller than the terminal less one row, never wider than it.
  const shown = lines.slice(0, Math.max(1, have.height - 1));
  return (
    <Box flexDirection="column">
      {shown.map((line, i) => (
        <Text key={i} wrap="truncate" {...theme.style(i === 0 ? 'error' : 'muted')}>
          {line.slice(0, Math.max(1, have.width))}
        </Text>
      ))}
    </Box>
  );
}
