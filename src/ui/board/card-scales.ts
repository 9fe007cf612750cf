// The sizes a card is drawn at, smallest first: compact text, then framed
// cards that grow wider (their slots) and taller (the rows a covered card
// shows, the rows of a whole one) as the terminal grows. Data, so that the
// choice of a size (layout.ts), the drawing and the mouse read one table.
//
// A framed card's face is its slot less three columns (the cursor mark, the
// selection mark, a gap). A whole card is about as tall as a real card is
// for its width in a terminal's cells, which are about twice as tall as
// they are wide: 9 rows for a face of 13, 5 for a face of 8.

export type CardStyle = 'compact' | 'framed';

export type CardScaleName = 'compact' | 'framed' | 'large' | 'huge';

export interface CardScale {
  readonly name: CardScaleName;
  readonly style: CardStyle;
  /** Text columns per table column, at the least and at the most. */
  readonly minSlot: number;
  readonly maxSlot: number;
  /** Rows of a covered card in a column: its top edge with its index, then rows of its sides. */
  readonly coveredRows: number;
  /** Rows of a whole card: the top card of a column, a foundation, the stock, the waste. */
  readonly cardRows: number;
}

/**
 * One line of text a card: slots of 6 hold "10♦" and its marks; wider ones
 * only spread the cards thin.
 */
export const COMPACT: CardScale = {
  name: 'compact',
  style: 'compact',
  minSlot: 6,
  maxSlot: 10,
  coveredRows: 1,
  cardRows: 1,
};

/**
 * Past faces of 13 a card is more frame than card, and the eye travels too
 * far between the columns.
 */
const MOST_FRAMED_SLOT = 16;

/** The framed sizes, largest first: the order the board tries them in. */
export const FRAMED_SCALES: readonly CardScale[] = [
  { name: 'huge', style: 'framed', minSlot: 14, maxSlot: MOST_FRAMED_SLOT, coveredRows: 2, cardRows: 9 },
  { name: 'large', style: 'framed', minSlot: 11, maxSlot: MOST_FRAMED_SLOT, coveredRows: 2, cardRows: 5 },
  // The covered card as its top edge alone, the whole card three rows: the framed cards of a terminal of 100 x 30.
  { name: 'framed', style: 'framed', minSlot: 9, maxSlot: MOST_FRAMED_SLOT, coveredRows: 1, cardRows: 3 },
];

/**
 * How many lines of a column (cards, or "⋮ n more") fit in `columnRows`
 * rows: each line takes a covered card's rows, the last one a whole card's.
 */
export function columnLineRoom(scale: Pick<CardScale, 'coveredRows' | 'cardRows'>, columnRows: number): number {
  return Math.max(0, Math.floor((columnRows - (scale.cardRows - scale.coveredRows)) / scale.coveredRows));
}
