// Shown instead of a screen the terminal is too small for: the size needed,
// the size there is (only the side that is short, where one is). Resizing
// redraws at once. The text is wrapped, never cut: a size cut short ("72 x
// 1" for 72 x 16) would mislead, so a terminal too small even for the words
// gets shorter ones.

import { Box, Text } from 'ink';
import { wrapWords } from '../../engine/index.js';
import type { Theme } from '../theme.js';
import type { Size } from './size.js';

/**
 * The lines to show: the longest wording whose wrapped lines fit in the
 * width and in the height less one row. `saved`: a game is kept, to say so.
 */
export function enlargeLines(need: Size, have: Size, saved = true): string[] {
  // One side short: that side alone, so that the player does not look for what is missing.
  const side =
    have.width >= need.width
      ? `Make the terminal taller: ${need.height} rows (it has ${have.height} now).`
      : have.height >= need.height
        ? `Make the terminal wider: ${need.width} columns (it has ${have.width} now).`
        : undefined;
  const wordings = [
    ...(side ? [[side, saved ? 'q quits; the game is saved.' : 'q quits.']] : []),
    [
      `Enlarge the terminal to ${need.width} x ${need.height}`,
      `(it is ${have.width} x ${have.height} now).`,
      saved ? 'q quits; the game is saved.' : 'q quits.',
    ],
    [
      `Enlarge to ${need.width} x ${need.height}`,
      `(now ${have.width} x ${have.height}).`,
      saved ? 'q quits, saved.' : 'q quits.',
    ],
    [`Need ${need.width}x${need.height}`, 'q quits'],
    [`${need.width}x${need.height}`],
  ];
  const rows = Math.max(1, have.height - 1);
  for (const wording of wordings) {
    // A size stays on one line: its spaces are not places to wrap.
    const words = wording.map((line) => line.replaceAll(' x ', `${GLUE}x${GLUE}`));
    // A word split across lines (wrapWords splits one longer than the width) does not count as fitting.
    const fits = words.every((line) => line.split(' ').every((word) => word.length <= have.width));
    const lines = words.flatMap((line) => wrapWords(line, have.width)).map((line) => line.replaceAll(GLUE, ' '));
    if (fits && lines.length <= rows) return lines;
  }
  // Narrower than the size itself: a word cut short reads as cut, a size cut short does not.
  return ['Enlarge'.slice(0, Math.max(1, have.width))];
}

/** Stands for a space that must not break a line, while wrapping. */
const GLUE = '\u0001';

export function EnlargeScreen({ need, have, saved, theme }: { need: Size; have: Size; saved: boolean; theme: Theme }) {
  return (
    <Box flexDirection="column">
      {enlargeLines(need, have, saved).map((line, i) => (
        <Text key={i} wrap="truncate" {...theme.style(i === 0 ? 'error' : 'muted')}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
