// The check of an Easy deal before it opens: a spinner and how long the
// solver has been at it, then, if it could not prove the deal winnable,
// why, and the offer of medium or another easy deal.

import { Box, Text } from 'ink';
import { Spans } from '../board/Spans.js';
import { CHECKING_KEYS, choiceItems, NOT_PROVEN_KEYS } from '../input/keymap.js';
import { checkingText, type DealCheck } from '../live/deal-check.js';
import { fitItems } from '../text/footer-text.js';
import { messageLines } from '../text/message-text.js';
import type { Role, Theme } from '../theme.js';
import { KeyItems } from './KeyItems.js';

export interface CheckScreenProps {
  check: DealCheck;
  spinner: string;
  theme: Theme;
  width: number;
}

export function CheckScreen({ check, spinner, theme, width }: CheckScreenProps) {
  const checking = check.phase === 'checking';
  const said = checking ? `${spinner} ${checkingText(check)}` : (check.reason ?? '');
  const keys = checking
    ? choiceItems(CHECKING_KEYS, theme.options.ascii)
    : choiceItems(NOT_PROVEN_KEYS, theme.options.ascii).map((item) =>
        item.words === 'play it at medium' ? { ...item, words: `play deal ${check.seed} at medium` } : item,
      );
  const paragraph = (text: string, role: Role, lines: number) =>
    messageLines(text, theme, role, width, lines).map((line, i) => <Spans key={`${text}-${i}`} spans={line} />);
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate" {...theme.style('title')}>
        {check.variant.name}, easy: deal {String(check.seed)}
      </Text>
      <Text> </Text>
      {paragraph(said, checking ? 'title' : 'error', 3)}
      {checking && (
        <Text wrap="truncate" {...theme.style('muted')}>
          {progressText(check)}
        </Text>
      )}
      {!checking &&
        paragraph(
          'Medium deals any seed, with the redeals of easy; easy deals only seeds proven winnable.',
          'muted',
          2,
        )}
      {check.notice && paragraph(check.notice, 'error', 2)}
      <Text> </Text>
      <KeyItems items={fitItems(keys, width)} theme={theme} />
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
