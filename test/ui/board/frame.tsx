// Rendering the board to plain text lines for tests, and measuring them.

import { render } from 'ink-testing-library';
import type { Position } from '../../../src/engine/index.js';
import { Board, type BoardProps } from '../../../src/ui/board/Board.js';
import { makeTheme, type ThemeOptions } from '../../../src/ui/theme.js';

export const PLAIN: ThemeOptions = { ascii: false, fourColor: false, monochrome: false };

/** A small table: two foundations started, three columns, two cards in the stock, two in the waste. */
export const SMALL = `
Foundations: AC 2S
1: KC QC
2: 7H
4: TD 9D 8D
Stock: 3S 9C
Waste: 8S 5D
`;

const ANSI = /\x1b\[[0-9;]*m/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** Columns a line takes: every character the board draws is one column wide. */
export function lineWidth(line: string): number {
  return [...stripAnsi(line)].length;
}

export type FrameProps = Omit<BoardProps, 'theme' | 'position'> & { theme?: ThemeOptions };

/** The board's last frame as lines, colour codes removed and trailing spaces trimmed. */
export function boardLines(position: Position, props: FrameProps): string[] {
  const { theme = PLAIN, ...rest } = props;
  const { lastFrame, unmount } = render(<Board position={position} theme={makeTheme(theme)} {...rest} />);
  const frame = lastFrame() ?? '';
  unmount();
  return stripAnsi(frame)
    .split('\n')
    .map((l) => l.trimEnd());
}
