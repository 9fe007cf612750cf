// The table as the player sees it: the foundations, the stock and the waste
// along the top, then the columns side by side. Only renders: the cursor, the
// selection and the hint come in as props, sizes too (the app measures the
// terminal and keeps its own lines below the board).

import { Box, Text } from 'ink';
import type { Position } from '../../engine/index.js';
import { FOUNDATION_COUNT, PILES_GAP, boardGeometry, boardMinimumSize } from '../layout.js';
import type { Theme } from '../theme.js';
import type { Cursor, Hint, Selection } from '../types.js';
import { Column } from './Column.js';
import { FoundationRow } from './FoundationRow.js';
import { boardMarks } from './marks.js';
import { StockAndWaste } from './StockAndWaste.js';

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
}

export function Board(props: BoardProps) {
  const { position, cursor, selection, hint, theme, width, height, hidden = false } = props;
  const minimum = boardMinimumSize(position.variant);
  if (width < minimum.width || height < minimum.height) {
    // The app shows its own screen for this; never draw a board that is cut.
    const text = `Enlarge the terminal: the board needs ${minimum.width} x ${minimum.height}.`;
    return <Text wrap="truncate">{text.slice(0, Math.max(0, width))}</Text>;
  }
  const geometry = boardGeometry(position.variant, width, height);
  const marks = boardMarks(position, cursor, selection, hint);
  const { slot } = geometry;
  return (
    <Box flexDirection="column" width={geometry.width} flexShrink={0}>
      <Box flexDirection="row" height={geometry.topRows}>
        <Box width={slot * FOUNDATION_COUNT} flexShrink={0}>
          <FoundationRow position={position} theme={theme} geometry={geometry} hintFoundation={marks.hintFoundation} hidden={hidden} />
        </Box>
        <Box marginLeft={PILES_GAP} flexShrink={0}>
          <StockAndWaste
            position={position}
            theme={theme}
            geometry={geometry}
            waste={marks.waste}
            hintStock={marks.hintStock}
            hidden={hidden}
          />
        </Box>
      </Box>
      {geometry.spacer && <Text> </Text>}
      <Box flexDirection="row">
        {position.columns.map((_, i) => (
          <Column key={i} position={position} index={i} marks={marks.columns[i]} theme={theme} geometry={geometry} hidden={hidden} />
        ))}
      </Box>
    </Box>
  );
}
