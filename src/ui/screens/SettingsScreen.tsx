// The settings screen: each setting on its line with its value in words, a
// row of cards drawn as the settings draw them, and the keys. A change shows
// at once and is saved for next time. Where its lines are is said in
// settings-lines.ts for clicks too (SETTINGS_TOP, settingsNote, settingsKeysRow).

import { Box, Text } from 'ink';
import { card, type Level } from '../../engine/index.js';
import type { Settings } from '../../store/index.js';
import { Spans } from '../board/Spans.js';
import { themed } from '../text/plain-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';
import { settingsKeyItems, settingsNote } from './settings-lines.js';
import { SETTING_LABELS, SETTINGS_ROWS, type SettingsRow, settingWords } from './settings-menu.js';

export interface SettingsScreenProps {
  settings: Settings;
  row: number;
  /** The level whose automatic safe moves are shown. */
  level: Level;
  theme: Theme;
  width: number;
  height: number;
  /** The rows whose value a flag or the environment set for this run, and what set it. */
  runOnly?: Partial<Record<SettingsRow, string>>;
  /** What is in no file, and why (the store's words): said in place of "Changes here are saved", while it lasts. */
  notSaved?: string;
  /** Why a change would go in no file, before any is made (the store's words): said in its place too. */
  leftAlone?: string;
}

/** One card of each suit, to see the colours and the suits as they will be. */
const SAMPLE = [card(0, 1), card(3, 10), card(2, 12), card(1, 13)];

export function SettingsScreen(props: SettingsScreenProps) {
  const { settings, row, level, theme, width, runOnly = {}, notSaved } = props;
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
      {settingsNote(notSaved, width, props.height, props.leftAlone).map((line, i) => (
        <Text key={i} wrap="truncate" {...theme.style(notSaved || props.leftAlone ? 'error' : 'muted')}>
          {themed(theme, line)}
        </Text>
      ))}
      <Text> </Text>
      <KeyItems items={settingsKeyItems(theme.options.ascii, width)} theme={theme} />
    </Box>
  );
}
