// The stock (cards left, and redeals left where the game has any) and the
// waste (its top card, with how many lie under it on the line below).

import { Box } from 'ink';
import { type Position, redealsFor } from '../../engine/index.js';
import { STOCK_WIDTH, WASTE_WIDTH } from '../layout.js';
import type { Theme } from '../theme.js';
import type { PileMarks } from './marks.js';
import { type SlotContent, type Span, slotSpans } from './slot.js';
import { Spans } from './Spans.js';

export interface StockAndWasteProps {
  position: Position;
  theme: Theme;
  waste: PileMarks;
  /** The hinted move is to draw or redeal. */
  hintStock: boolean;
  hidden?: boolean;
}

const WASTE_LABEL = 'waste';
/** The waste's card sits in a 6-wide slot after its label: mark, card, mark, gap. */
const WASTE_SLOT = WASTE_WIDTH - WASTE_LABEL.length;

function fit(text: string, width: number): string {
  return text.length > width ? text.slice(0, width) : text.padEnd(width);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function stockSpans(props: StockAndWasteProps): [Span[], Span[]] {
  const { position, theme, hintStock, hidden = false } = props;
  const count = String(position.stock.length);
  const mark = hintStock && !hidden;
  const first: Span[] = [
    { text: 'stock ', style: theme.style('muted') },
    { text: count, style: mark ? { ...theme.style('title'), ...theme.style('hint') } : theme.style('title') },
    mark ? { text: theme.glyphs.hint, style: theme.style('hint') } : { text: ' ' },
    { text: ' '.repeat(Math.max(0, STOCK_WIDTH - 7 - count.length)) },
  ];
  // The redeals line only for games that have redeals, so the others stay quiet.
  const hasRedeals = redealsFor(position.variant, position.level) > 0;
  const second: Span[] = [
    { text: fit(hasRedeals ? plural(position.redealsLeft, 'redeal') : '', STOCK_WIDTH), style: theme.style('muted') },
  ];
  return [first, second];
}

export function wasteSpans(props: StockAndWasteProps): [Span[], Span[]] {
  const { position, theme, waste, hidden = false } = props;
  const top = position.waste[position.waste.length - 1];
  const content: SlotContent = top === undefined ? { kind: 'empty' } : hidden ? { kind: 'back' } : { kind: 'card', card: top };
  const marks = hidden ? {} : { cursor: waste.cursor > 0, selected: waste.selection > 0, hint: waste.hint > 0 || waste.hintTarget };
  const under = position.waste.length - 1;
  const first: Span[] = [{ text: WASTE_LABEL, style: theme.style('muted') }, ...slotSpans(theme, WASTE_SLOT, content, marks)];
  const second: Span[] = [
    { text: fit(under > 0 ? `${under} under`.padStart(WASTE_LABEL.length + 4) : '', WASTE_WIDTH), style: theme.style('muted') },
  ];
  return [first, second];
}

export function StockAndWaste(props: StockAndWasteProps) {
  const [stock1, stock2] = stockSpans(props);
  const [waste1, waste2] = wasteSpans(props);
  return (
    <Box flexDirection="row" flexShrink={0}>
      <Box flexDirection="column" width={STOCK_WIDTH} marginRight={1}>
        <Spans spans={stock1} />
        <Spans spans={stock2} />
      </Box>
      <Box flexDirection="column" width={WASTE_WIDTH}>
        <Spans spans={waste1} />
        <Spans spans={waste2} />
      </Box>
    </Box>
  );
}
