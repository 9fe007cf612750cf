// Shown instead of a screen the terminal is too small for: the size needed,
// the size there is (only the side that is short, where one is). Resizing
// redraws at once. The text is wrapped, never cut: a size cut short ("72 x
// 1" for 72 x 16) would mislead, so a terminal too small even for the words
// gets shorter ones.

import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';
import { enlargeLines, type Kept, TEXT_KEY_ITEMS, TEXT_KEYS_LINE } from './enlarge-lines.js';
import { KeyItems } from './KeyItems.js';
import type { Size } from './size.js';

interface EnlargeScreenProps {
  need: Size;
  have: Size;
  kept: Kept;
  /** Whether the screens of text open from here (over a game at rest). */
  textKeys: boolean;
  theme: Theme;
}

export function EnlargeScreen({ need, have, kept, textKeys, theme }: EnlargeScreenProps) {
  return (
    <Box flexDirection="column">
      {enlargeLines(need, have, kept, textKeys).map((line, i) =>
        // The keys of the screens of text as every key line draws its keys.
        line === TEXT_KEYS_LINE ? (
          <KeyItems key={i} items={TEXT_KEY_ITEMS} theme={theme} />
        ) : (
          <Text key={i} wrap="truncate" {...theme.style(i === 0 ? 'error' : 'muted')}>
            {line}
          </Text>
        ),
      )}
    </Box>
  );
}
