// The help screen, generated from the table's key bindings, with the rules
// of the game being played below them; split into pages when the terminal
// is too short for all of it.

import { Text } from 'ink';
import type { Variant } from '../../engine/index.js';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';
import { helpEntries, type Line, rulesEntry } from './help-pages.js';
import { Pages } from './Pages.js';
import { pageOfEntry } from './paging.js';

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
  const entries = helpEntries(width, variant, theme.options.ascii, fromStart);
  return (
    <Pages
      title={title(entries, height, variant)}
      entries={entries}
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

/** A newcomer opens the help for the rules: where they come after pages of keys, the title says on which page. */
function title(entries: readonly (readonly Line[])[], height: number, variant?: Variant): string {
  if (!variant) return 'Keys';
  const rules = pageOfEntry({ entries, height }, rulesEntry(entries, variant));
  return rules > 0 ? `Keys, and the rules from page ${rules + 1}` : 'Keys and rules';
}
