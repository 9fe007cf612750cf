// Tables for the reducer's tests: a TableState on a position written in card
// notation, and keys pressed through the key table of whatever notice shows.

import { formatMoves, type Game, parseCard } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import type { GameResult } from '../../../src/store/types.js';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/store/types.js';
import { tableCommandFor } from '../../../src/ui/input/keymap.js';
import { reduce } from '../../../src/ui/table/table-reducer.js';
import {
  type Effect,
  newTableState,
  positionOf,
  type TableAction,
  type TableState,
} from '../../../src/ui/table/table-state.js';
import { positionFromText } from '../../support/position-text.js';

export function gameFrom(text: string): Game {
  const position = positionFromText(text);
  return {
    variant: position.variant,
    level: position.level,
    seed: 1n,
    positions: [position],
    done: [],
    undone: [],
    moveCount: 0,
  };
}

/**
 * A table on the position `text` at time `now`. `moveCount`: the moves the
 * game counts already, as one resumed has: its clock runs from `now`, where
 * a game with none waits for its first move.
 */
export function tableFrom(
  text: string,
  options: { settings?: Partial<Settings>; now?: number; moveCount?: number } = {},
): TableState {
  const game = { ...gameFrom(text), moveCount: options.moveCount ?? 0 };
  return newTableState(
    { id: newGameId(), game, settings: { ...DEFAULT_SETTINGS, ...options.settings } },
    options.now ?? 0,
  );
}

export interface Run {
  state: TableState;
  effects: Effect[];
}

/**
 * Key names ('d', 'enter', 'ctrl+z') or actions, in turn, at time `now`.
 * The stuck check the reducer asks for after a move runs at once, as the
 * app runs it as soon as the move is on screen.
 */
export function press(state: TableState, steps: readonly (string | TableAction)[], now = 0): Run {
  const effects: Effect[] = [];
  const queue = [...steps];
  while (queue.length > 0) {
    const step = queue.shift()!;
    const action = typeof step === 'string' ? tableCommandFor(state, step) : step;
    const next = reduce(state, action, now);
    state = next.state;
    effects.push(...next.effects);
    for (const effect of next.effects) {
      if (effect.kind === 'later' && effect.action.type === 'check-stuck') queue.unshift(effect.action);
    }
  }
  return { state, effects };
}

export const kinds = (effects: readonly Effect[]): string[] => effects.map((e) => e.kind);

/** Forty Thieves: a run of two in column 1, an empty column 4, the Ace of spades on the waste. */
export const TABLE = `
  1: 5H 9S 8S
  2: TS
  3: 7H
  5: 2C
  6: 3C
  7: 4D
  8: 6D
  9: QH
  10: KH
  Stock: 4C 2D
  Waste: AS
`;

export const columnText = (run: Run, i: number) => positionOf(run.state).columns[i].join(',');
export const cardsOf = (text: string) =>
  text
    .split(' ')
    .map((t) => parseCard(t)!)
    .join(',');
export const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);
export const message = (run: Run) => run.state.message?.text;
export const done = (run: Run) => formatMoves(run.state.game.done);
export const records = (effects: readonly Effect[]): GameResult[] =>
  effects.flatMap((e) => (e.kind === 'record' ? [e.result] : []));
