// The question before a deal asked for on the command line replaces a saved
// game with moves: the saved game named in full (variant, level, seed,
// moves, time), what it costs (a loss, unless it is counted already), and
// the answers: y for the new deal, any other key for the saved game. Where
// the answers' line is is said here for clicks too (replaceKeysRow).

import { Box, Text } from 'ink';
import type { GameInProgress } from '../../store/index.js';
import type { DealRequest } from '../app/startup.js';
import { Spans } from '../board/Spans.js';
import { choiceItems, REPLACE_KEYS, type ReminderItem } from '../input/keymap.js';
import { countsAsLoss } from '../table/table-state.js';
import { fitItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { savedSummary } from '../text/saved-game.js';
import { MEASURING_THEME, type Role, type Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';

export interface ReplaceScreenProps {
  saved: GameInProgress;
  deal: DealRequest;
  theme: Theme;
  width: number;
}

/**
 * 'Josephine, medium, seed 7', 'Josephine, medium, daily deal of 2026-12-03', or 'a new deal
 * of Josephine, medium' when no seed was named: at most 58 characters, on one line at 60 columns.
 */
export function dealWords(deal: DealRequest): string {
  const game = `${deal.variant.name}, ${deal.level}`;
  if (deal.seed === undefined) return `a new deal of ${game}`;
  return deal.daily === undefined ? `${game}, seed ${deal.seed}` : `${game}, daily deal of ${deal.daily}`;
}

/** The paragraphs under the title: the saved game, and what the new deal costs. */
function paragraphs(saved: GameInProgress): [string, Role][] {
  return [
    ['Your saved game is not finished:', 'title'],
    [`  ${savedSummary(saved, true)}`, 'title'],
    countsAsLoss(saved)
      ? ['If you start the new deal, the saved game counts as a loss in your statistics.', 'error']
      : ['If you start the new deal, the saved game will be lost; it is counted already.', 'error'],
  ];
}

/** The most lines a paragraph wraps onto. */
const PARAGRAPH_LINES = 3;

export function replaceKeyItems(ascii: boolean, width: number): ReminderItem[] {
  // Any other key continues the saved game: a click on these words presses one.
  const other = { keys: 'any other key', words: 'continue the saved game', key: 'escape' };
  return fitItems([...choiceItems(REPLACE_KEYS, ascii), other], width);
}

/** The answers' row: the title, a blank line, the paragraphs as they wrap, a blank line. */
export function replaceKeysRow(saved: GameInProgress, width: number): number {
  const wrapped = paragraphs(saved).map(
    ([text, role]) => messageLines(text, MEASURING_THEME, role, width, PARAGRAPH_LINES).length,
  );
  return 2 + wrapped.reduce((a, b) => a + b, 0) + 1;
}

export function ReplaceScreen({ saved, deal, theme, width }: ReplaceScreenProps) {
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        Start {dealWords(deal)}?
      </Text>
      <Text> </Text>
      {paragraphs(saved).flatMap(([text, role]) =>
        messageLines(text, theme, role, width, PARAGRAPH_LINES).map((line, i) => (
          <Spans key={`${text}-${i}`} spans={line} />
        )),
      )}
      <Text> </Text>
      <KeyItems items={replaceKeyItems(theme.options.ascii, width)} theme={theme} />
    </Box>
  );
}
