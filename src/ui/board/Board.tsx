// The table as the player sees it: the foundations, the stock and the waste
// along the top, then the columns side by side. Only renders: the cursor, the
// selection and the hint come in as props, sizes too (the app measures the
// terminal and keeps its own lines below the board).

import { Box, Text } from 'ink';
import type { Position } from '../../engine/index.js';
import type { CardSize } from '../../store/index.js';
import type { Cursor, Hint, Selection } from '../table/places.js';
import type { Theme } from '../theme.js';
import { boardMinimumSize, boardRowsNeeded, positionGeometry } from './layout.js';
import { boardMarks } from './marks.js';
import { boardRows } from './rows.js';
import { Spans } from './Spans.js';

export interface BoardProps {
  position: Position;
  /** Drawn visibly without colour too (inverse and a marker). */
  cursor?: Cursor;
  /** The cards picked up, marked. */
  selection?: Selection;
  /** The suggested move's cards (and target) highlighted. */
  hint?: Hint;
  theme: Theme;
  /** Terminal columns available. */
  width: number;
  /** Rows available for the board itself. */
  height: number;
  /** Paused: cards hidden. */
  hidden?: boolean;
  /** The card size setting (automatic by default). */
  cardSize?: CardSize;
}

export function Board(props: BoardProps) {
  const { position, cursor, selection, hint, theme, width, height, hidden = false, cardSize } = props;
  const minimum = boardMinimumSize(position.variant);
  if (width < minimum.width || height < boardRowsNeeded(position)) {
    // The app shows its own screen for this; never draw a board that is cut. A long
    // message may leave it fewer rows than its smallest size while its columns are short.
    const text = `Enlarge the terminal: the board needs ${minimum.width} x ${minimum.height}.`;
    return <Text wrap="truncate">{text.slice(0, Math.max(0, width))}</Text>;
  }
  const geometry = positionGeometry(position, width, height, cardSize);
  const marks = boardMarks(position, cursor, selection, hint);
  const rows = boardRows({ position, marks, theme, geometry, hidden });
  return (
    <Box flexDirection="column" width={geometry.width} marginLeft={geometry.left} flexShrink={0}>
      {rows.map((spans, i) => (
        <Spans key={i} spans={spans} />
      ))}
    </Box>
  );
}
