// The table in React: holds the reducer's state, and carries out its effects
// (the store, the bell, timers, hints) as soon as a step is taken, outside
// any render. Leaving the table (a new game, the start screen, quit) is
// handed back to the app.

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatMove } from '../../engine/index.js';
import type { Store } from '../../store/types.js';
import type { HintSource } from '../live/simple-hint.js';
import { describeMove } from '../text/describe.js';
import { reduce } from './table-reducer.js';
import {
  type Effect,
  newTableState,
  positionOf,
  saveEffect,
  snapshot,
  type TableAction,
  type TableInit,
  type TableState,
} from './table-state.js';

export interface TableHost {
  readonly store: Store;
  readonly clock: () => number;
  readonly hints: HintSource;
  readonly bell: () => void;
  readonly onNewGame: (message?: string) => void;
  readonly onChoose: (message?: string) => void;
  readonly onQuit: () => void;
}

export interface Table {
  /** The table as it is now, the keys before this one included. */
  current(): TableState | undefined;
  open(init: TableInit): void;
  dispatch(action: TableAction): void;
  /** Saves the game as it stands (a signal is ending the program). */
  saveNow(): void;
}

/** `initial`: the table to open with, on the first render already. */
export function useTable(host: TableHost, initial?: TableInit): Table {
  const hostRef = useRef(host);
  hostRef.current = host;
  const stateRef = useRef<TableState | undefined>(undefined);
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    if (initial) stateRef.current = newTableState(initial, host.clock());
  }
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** The hint being looked for, stopped when the position changes or the table goes. */
  const hintSearch = useRef<{ moveCount: number; controller: AbortController } | undefined>(undefined);
  const stopHint = (unlessFor?: number) => {
    if (hintSearch.current && hintSearch.current.moveCount !== unlessFor) {
      hintSearch.current.controller.abort();
      hintSearch.current = undefined;
    }
  };
  const [, setVersion] = useState(0);

  /**
   * The save a move asks for waits for the move's frame: writing the file
   * costs more than drawing. Ink writes the frame as React commits, before
   * layout effects run, so the save follows at once, in the same turn.
   */
  const unsaved = useRef<{ state: TableState; at: number } | undefined>(undefined);
  const saveDue = () => {
    const due = unsaved.current;
    if (!due) return;
    unsaved.current = undefined;
    const { store } = hostRef.current;
    store.saveGame(snapshot(due.state, due.at));
    for (const text of store.takeNotices()) dispatch({ type: 'notice', text });
  };
  useLayoutEffect(saveDue);

  const clearTimers = () => {
    saveDue();
    for (const id of timers.current) clearTimeout(id);
    timers.current.clear();
    stopHint();
  };
  useEffect(() => clearTimers, []);

  const dispatch = useCallback((action: TableAction) => {
    const state = stateRef.current;
    if (!state) return;
    const step = reduce(state, action, hostRef.current.clock());
    stateRef.current = step.state;
    setVersion((v) => v + 1);
    stopHint(step.state.game.moveCount);
    run(step.effects, step.state);
  }, []);

  const run = (effects: readonly Effect[], state: TableState) => {
    const { store, clock, hints, bell } = hostRef.current;
    for (const effect of effects) {
      // Whatever else touches the store comes after the save before it.
      if (effect.kind !== 'save' && effect.kind !== 'bell' && effect.kind !== 'later') saveDue();
      switch (effect.kind) {
        case 'save':
          unsaved.current = { state, at: clock() };
          break;
        case 'clear-save':
          store.clearGame();
          break;
        case 'record':
          store.recordResult(effect.result);
          break;
        case 'bell':
          bell();
          break;
        case 'save-settings':
          store.saveSettings(state.settings);
          break;
        case 'later': {
          const id = setTimeout(() => {
            timers.current.delete(id);
            dispatch(effect.action);
          }, effect.ms);
          timers.current.add(id);
          break;
        }
        case 'hint': {
          const controller = new AbortController();
          hintSearch.current = { moveCount: state.game.moveCount, controller };
          askHint(hints, state, controller.signal, dispatch);
          break;
        }
        case 'new-game':
        case 'choose':
        case 'quit':
          clearTimers();
          if (effect.kind === 'quit') hostRef.current.onQuit();
          else if (effect.kind === 'new-game') hostRef.current.onNewGame(effect.message);
          else hostRef.current.onChoose(effect.message);
          return;
      }
    }
    for (const text of store.takeNotices()) dispatch({ type: 'notice', text });
  };

  const open = useCallback(
    (init: TableInit) => {
      clearTimers();
      stateRef.current = newTableState(init, hostRef.current.clock());
      setVersion((v) => v + 1);
      // A resumed game may be won, finishing or stuck already.
      dispatch({ type: 'begin' });
    },
    [dispatch],
  );

  // A resumed game may be won, finishing or stuck already.
  useEffect(() => {
    if (initial) dispatch({ type: 'begin' });
  }, []);

  const saveNow = useCallback(() => {
    const state = stateRef.current;
    unsaved.current = undefined;
    if (!state) return;
    const { store, clock } = hostRef.current;
    if (saveEffect(state).kind === 'save') store.saveGame(snapshot(state, clock()));
  }, []);

  const current = useCallback(() => stateRef.current, []);
  return { current, open, dispatch, saveNow };
}

function askHint(
  hints: HintSource,
  state: TableState,
  signal: AbortSignal,
  dispatch: (action: TableAction) => void,
): void {
  const position = positionOf(state);
  const moveCount = state.game.moveCount;
  Promise.resolve()
    .then(() => hints(position, signal))
    .then(
      (answer) => {
        if (signal.aborted) return;
        const text = answer.move
          ? [`Hint: ${describeMove(position, answer.move)} (${formatMove(answer.move)})`, answer.text]
              .filter(Boolean)
              .join(' ')
          : (answer.text ?? 'No hint for this position');
        dispatch({ type: 'hint-ready', moveCount, hint: answer.move, text });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        dispatch({
          type: 'hint-ready',
          moveCount,
          text: `No hint: ${error instanceof Error ? error.message : String(error)}`,
        });
      },
    );
}
