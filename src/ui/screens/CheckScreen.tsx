// The check of an Easy deal before it opens: a spinner and how long the
// solver has been at it, then, if it could not prove the deal winnable,
// why, and the offer of medium or another easy deal.

import { Box, Text } from 'ink';
import { Spans } from '../board/Spans.js';
import type { DealCheck } from '../live/deal-check.js';
import { messageLines } from '../text/message-text.js';
import type { Theme } from '../theme.js';
import { checkKeyItems, checkParagraphs } from './check-lines.js';
import { KeyItems } from './KeyItems.js';

export interface CheckScreenProps {
  check: DealCheck;
  spinner: string;
  theme: Theme;
  width: number;
}

export function CheckScreen({ check, spinner, theme, width }: CheckScreenProps) {
  const [said, ...rest] = checkParagraphs(check, spinner).map(([text, role, lines]) =>
    messageLines(text, theme, role, width, lines).map((line, i) => <Spans key={`${text}-${i}`} spans={line} />),
  );
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        {check.variant.name}, easy: deal {String(check.seed)}
      </Text>
      <Text> </Text>
      {said}
      {check.phase === 'checking' && (
        <Text wrap="truncate" {...theme.style('muted')}>
          {progressText(check)}
        </Text>
      )}
      {rest}
      <Text> </Text>
      <KeyItems items={checkKeyItems(check, theme.options.ascii, width)} theme={theme} />
    </Box>
  );
}

function progressText(check: DealCheck): string {
  const { progress } = check;
  if (!progress) return ' ';
  const seconds = Math.floor(progress.elapsedMs / 1000);
  return progress.budgetMs === undefined
    ? `${seconds} s so far`
    : `${seconds} s of at most ${Math.round(progress.budgetMs / 1000)} s`;
}
