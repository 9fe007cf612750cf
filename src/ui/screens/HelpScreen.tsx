// The help screen, generated from the table's key bindings, with the rules
// of the game being played below them; split into pages when the terminal
// is too short for all of it.

import { Text } from 'ink';
import type { Variant } from '../../engine/index.js';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';
import { helpEntries } from './help-pages.js';
import { Pages } from './Pages.js';

export interface HelpScreenProps {
  theme: Theme;
  width: number;
  height: number;
  page: number;
  variant?: Variant;
  /** Opened from the start screen: its keys come first. */
  fromStart?: boolean;
}

export function HelpScreen({ theme, width, height, page, variant, fromStart = false }: HelpScreenProps) {
  return (
    <Pages
      title={variant ? 'Keys and rules' : 'Keys'}
      entries={helpEntries(width, variant, theme.options.ascii, fromStart)}
      row={(line) => (
        <>
          <Text {...theme.style('key')}>{line.keys ?? ''}</Text>
          {themed(theme, line.text) || ' '}
        </>
      )}
      theme={theme}
      width={width}
      height={height}
      page={page}
    />
  );
}
