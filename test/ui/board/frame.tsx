// Rendering the board to plain text lines for tests, and measuring them.

import { render } from 'ink-testing-library';
import type { Position } from '../../../src/engine/index.js';
import { Board, type BoardProps } from '../../../src/ui/board/Board.js';
import { type ThemeOptions, makeTheme } from '../../../src/ui/theme.js';

export const PLAIN: ThemeOptions = { ascii: false, fourColor: false, monochrome: false };

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
  return stripAnsi(frame).split('\n').map((l) => l.trimEnd());
}
