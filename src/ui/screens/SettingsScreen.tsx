// The settings screen: each setting on its line with its value in words, a
// row of cards drawn as the settings draw them, and the keys. A change shows
// at once and is saved for next time. Where its lines are is said in
// settings-lines.ts for clicks too (SETTINGS_TOP, settingsKeysRow).

import { Box, Text } from 'ink';
import { card, type Level } from '../../engine/index.js';
import type { Settings } from '../../store/index.js';
import { Spans } from '../board/Spans.js';
import { capitalise } from '../text/describe.js';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';
import { settingsKeyItems } from './settings-lines.js';
import { SETTING_LABELS, SETTINGS_ROWS, type SettingsRow, settingWords } from './settings-menu.js';

export interface SettingsScreenProps {
  settings: Settings;
  row: number;
  /** The level whose automatic safe moves are shown. */
  level: Level;
  theme: Theme;
  width: number;
  /** The rows whose value a flag or the environment set for this run, and what set it. */
  runOnly?: Partial<Record<SettingsRow, string>>;
  /** What is in no file, and why (the store's words): said in place of "Changes here are saved", while it lasts. */
  notSaved?: string;
}

/** What is kept: a change made here; a command-line flag's setting holds for its run alone (within 60 columns). */
export const SETTINGS_SAVED = 'Changes here are saved; flags such as --ascii last one run.';

/** One card of each suit, to see the colours and the suits as they will be. */
const SAMPLE = [card(0, 1), card(3, 10), card(2, 12), card(1, 13)];

export function SettingsScreen({ settings, row, level, theme, width, runOnly = {}, notSaved }: SettingsScreenProps) {
  const sample = SAMPLE.flatMap((c) => [
    { text: ' ' },
    { text: theme.cardText(c), style: theme.style(theme.cardRole(c)) },
  ]);
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        Settings
      </Text>
      <Text> </Text>
      {SETTINGS_ROWS.map((name, i) => {
        const chosen = i === row;
        return (
          <Text key={name} wrap="truncate">
            <Text {...theme.style(chosen ? 'cursor' : 'muted')}>{chosen ? theme.glyphs.cursor : ' '}</Text>{' '}
            <Text {...(chosen ? theme.style('title') : {})}>{SETTING_LABELS[name].padEnd(14)}</Text>
            {themed(theme, settingWords(settings, name, level, runOnly[name]))}
          </Text>
        );
      })}
      <Text> </Text>
      <Spans spans={[{ text: 'Cards:', style: theme.style('muted') }, ...sample]} />
      <Text wrap="truncate" {...theme.style(notSaved ? 'error' : 'muted')}>
        {notSaved ? `${capitalise(notSaved)}.` : SETTINGS_SAVED}
      </Text>
      <Text> </Text>
      <KeyItems items={settingsKeyItems(theme.options.ascii, width)} theme={theme} />
    </Box>
  );
}
