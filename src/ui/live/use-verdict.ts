// The live verdict in React: one VerdictKeeper for the app's life (made
// before the table, whose hints ask it), told of the game after every
// render that changed it, stopped (its worker ended) when the app closes.
// The verdict drawn is the keeper's answer for the position being drawn,
// so an answer for an earlier position never shows.

import { useEffect, useRef } from 'react';
import type { Game } from '../../engine/index.js';
import type { VerdictSlot } from '../text/status.js';
import { VerdictKeeper, type VerdictSource } from './verdict-keeper.js';

/** The app's keeper, when it has a source of verdicts; `redraw` is called when an answer comes. */
export function useVerdictKeeper(
  source: VerdictSource | undefined,
  redraw: () => void,
  delayMs?: number,
): VerdictKeeper | undefined {
  const keeperRef = useRef<VerdictKeeper | undefined>(undefined);
  const redrawRef = useRef(redraw);
  redrawRef.current = redraw;
  if (source && !keeperRef.current) {
    keeperRef.current = new VerdictKeeper(source, { delayMs, onAnswer: () => redrawRef.current() });
  }
  const keeper = keeperRef.current;
  useEffect(() => () => keeper?.stop(), [keeper]);
  return keeper;
}

/**
 * The status line's verdict for the game on the table, if any. `searching`:
 * whether a search may run for it now (not while paused, finishing or off
 * screen); a search for another position stops.
 */
export function useVerdict(
  keeper: VerdictKeeper | undefined,
  game: Game | undefined,
  searching: boolean,
): VerdictSlot | undefined {
  const followed = searching ? game : undefined;
  useEffect(() => keeper?.follow(followed), [keeper, followed]);
  return keeper && game ? keeper.slot(game, searching) : undefined;
}
