// The app's reducer opened on a table dealt from text, driven by keys and
// actions with a clock the test moves: for tests of the app's own rules,
// without Ink.

import { DEFAULT_SETTINGS, type GameInProgress } from '../../../src/store/types.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import type { AppAction, AppEffect, AppState } from '../../../src/ui/app/app-state.js';
import { elapsedAt } from '../../../src/ui/table/clock.js';
import { gameFrom } from './table.js';

/** The app on a table dealt from `text`, begun at `now`; `go` plays keys and actions, the clock moved by `wait`. */
export function tableApp(text: string, settings = DEFAULT_SETTINGS, size = { width: 120, height: 40 }) {
  let now = 1_000_000;
  const saved: GameInProgress = { id: 'table-app', game: gameFrom(text), elapsedMs: 0, recorded: false };
  let state: AppState = openingState({ screen: 'table', table: saved }, settings, size, now);
  const effects: AppEffect[] = [];
  const go = (...actions: (string | AppAction)[]) => {
    for (const a of actions) {
      const step = reduce(state, typeof a === 'string' ? { type: 'key', name: a } : a, { now, random: () => 0.5 });
      state = step.state;
      effects.push(...step.effects);
    }
    return state;
  };
  go({ type: 'begin' });
  return {
    go,
    wait: (ms: number) => void (now += ms),
    effects,
    elapsed: () => elapsedAt(state.table!.clock, now),
    state: () => state,
  };
}
