// The question before a deal asked for on the command line replaces a saved
// game with moves: the saved game named in full (variant, level, seed,
// moves, time), that it would count as a loss, and the answers: y for the
// new deal, any other key for the saved game.

import { Box, Text } from 'ink';
import type { GameInProgress } from '../../store/index.js';
import type { DealRequest } from '../app/startup.js';
import { Spans } from '../board/Spans.js';
import { choiceItems, REPLACE_KEYS } from '../input/keymap.js';
import { fitItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import { savedSummary } from '../text/saved-game.js';
import type { Role, Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';

export interface ReplaceScreenProps {
  saved: GameInProgress;
  deal: DealRequest;
  theme: Theme;
  width: number;
}

/** 'Josephine, medium, seed 7', or 'a new deal of Josephine, medium' when no seed was named. */
export function dealWords(deal: DealRequest): string {
  const game = `${deal.variant.name}, ${deal.level}`;
  return deal.seed === undefined ? `a new deal of ${game}` : `${game}, seed ${deal.seed}`;
}

export function ReplaceScreen({ saved, deal, theme, width }: ReplaceScreenProps) {
  const keys = [
    ...choiceItems(REPLACE_KEYS, theme.options.ascii),
    { keys: 'any other key', words: 'continue the saved game' },
  ];
  const paragraph = (text: string, role: Role) =>
    messageLines(text, theme, role, width, 3).map((line, i) => <Spans key={`${text}-${i}`} spans={line} />);
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        Start {dealWords(deal)}?
      </Text>
      <Text> </Text>
      {paragraph('Your saved game is not finished:', 'title')}
      {paragraph(`  ${savedSummary(saved, true)}`, 'title')}
      {paragraph('If you start the new deal, the saved game counts as a loss in your statistics.', 'error')}
      <Text> </Text>
      <KeyItems items={fitItems(keys, width)} theme={theme} />
    </Box>
  );
}
