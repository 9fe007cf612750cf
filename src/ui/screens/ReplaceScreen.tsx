// The question before a deal asked for on the command line replaces a saved
// game with moves: the saved game named in full (variant, level, seed,
// moves, time), what it costs (a loss, unless it is counted already), and
// the answers: y for the new deal, any other key for the saved game. Where
// the answers' line is is said in replace-lines.ts for clicks too (replaceKeysRow).

import { Box, Text } from 'ink';
import type { GameInProgress } from '../../store/index.js';
import type { DealRequest } from '../app/startup.js';
import { Spans } from '../board/Spans.js';
import { messageLines } from '../text/message-text.js';
import type { Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';
import { PARAGRAPH_LINES, paragraphs, replaceKeyItems } from './replace-lines.js';

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
