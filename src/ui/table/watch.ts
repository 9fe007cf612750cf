// Watching the solver win (`s`): the solver's winning line from the
// position on the table, played a move at a time on a timer, about five a
// second; `+` and `-` change the pace, any other key stops and hands the
// game back where it stands (where the cards go home by themselves, the
// auto-finish the line held back plays them then). The moves count like the player's (undo takes
// them back); the game is marked assisted from the first move the solver
// plays, so its win sets no record (as a hint played with `T` does:
// play-hint.ts). So, as `T` does, the first `s` of a game the solver has
// not played in says what it costs and waits for a second: `s` is the
// statistics on the start screen, and one pressed from habit would cost the
// game its records for good.

import type { Move } from '../../engine/index.js';
import type { TableCommand } from '../input/commands.js';
import { LONGER_BUDGET } from '../live/budgets.js';
import { plural, solverWinWords } from '../text/describe.js';
import { playMove, same, settle } from './table-moves.js';
import { info, lineHasPlayed, type Message, positionOf, type Step, searching, type TableState } from './table-state.js';

/** The solver's line being played, or looked for (`line` undefined). */
export interface Watch {
  /** Tells this watch's timer steps and answer from an earlier one's. */
  readonly run: number;
  readonly line?: readonly Move[];
  readonly paceMs: number;
  /** The game's move count when the watch began: the solver has played if it has grown. */
  readonly from: number;
}

/** What the solver said of the position, for the line to watch. */
export type LineAnswer =
  | { readonly verdict: 'winnable'; readonly moves: readonly Move[] }
  | { readonly verdict: 'unwinnable' | 'unknown' }
  /** Proven lost, and the deal itself is lost: there is no winnable position to go back to. */
  | { readonly verdict: 'lost-deal' }
  /** Proven lost, and no earlier position known winnable: "not winnable", as the status line says. */
  | { readonly verdict: 'no-way-back' }
  | { readonly verdict: 'failed'; readonly why: string };

export const DEFAULT_PACE_MS = 200;
const LOST_DEAL = 'This deal cannot be won: the solver proves it lost';
const PACES = [50, 100, 200, 400, 800, 1600];

/** The position is lost: "no longer" where an earlier one is known winnable, as the status line says it. */
const lostWords = (wayBack: boolean): string =>
  wayBack
    ? 'No longer winnable: the solver proves this position lost (b looks for the last winnable one)'
    : 'Not winnable: the solver proves this position lost (b looks back)';

/** The pace, and where + or - would change nothing, that it is the end of the range. */
const perSecond = (ms: number) =>
  `${Math.round(10_000 / ms) / 10}/s${ms <= PACES[0] ? ' max' : ms >= PACES[PACES.length - 1] ? ' min' : ''}`;

/** `s`: asks first in a game of the player's own, unless the last key was the `s` that `asked`; then watches. */
export function askOrWatch(state: TableState, asked: boolean): Step {
  // Nothing to watch, and nothing the question would cost: said at once.
  if (state.dealLost) return same({ ...state, message: info(LOST_DEAL) });
  const { lostHere } = state;
  if (lostHere && lostHere.position === positionOf(state)) {
    return same({ ...state, message: info(lostWords(lostHere.wayBack)) });
  }
  if (state.assisted || asked) return startWatch(state);
  // The key first: a message cut to one line keeps its start.
  const text = `s again: the solver looks for a win and plays it (${solverWinWords(state.daily)})`;
  return same({ ...state, solverAsked: 'watch', message: info(text) });
}

/** Asks the solver for a line from here. */
function startWatch(state: TableState): Step {
  const run = (state.watches ?? 0) + 1;
  const watch: Watch = { run, paceMs: state.watchPaceMs ?? DEFAULT_PACE_MS, from: state.game.moveCount };
  return same(
    {
      ...state,
      watch,
      watches: run,
      selection: undefined,
      message: searching('The solver looks for a winning line… (any key stops)'),
    },
    { kind: 'solve-line', run: watch.run },
  );
}

/** The live verdict could not tell: the line is looked for longer, and the player is told so. */
export function lineLonger(state: TableState, run: number): Step {
  if (state.watch?.run !== run || state.watch.line) return same(state);
  const seconds = LONGER_BUDGET.ms / 1000;
  const text = `The solver could not tell at once: up to ${seconds} s more… (any key stops)`;
  return same({ ...state, message: searching(text) });
}

/** The solver's answer: play its line, or say why there is none. */
export function lineReady(state: TableState, run: number, moveCount: number, answer: LineAnswer): Step {
  const { watch } = state;
  if (!watch || watch.run !== run || watch.line || moveCount !== state.game.moveCount) return same(state);
  switch (answer.verdict) {
    case 'winnable': {
      if (answer.moves.length === 0) return same({ ...state, watch: undefined });
      const playing = { ...state, watch: { ...watch, line: answer.moves } };
      return same(
        { ...playing, message: watchingText(answer.moves.length, watch.paceMs) },
        { kind: 'later', ms: watch.paceMs, action: { type: 'watch-step', run } },
      );
    }
    case 'unwinnable':
      return same({ ...state, watch: undefined, message: info(lostWords(true)) });
    case 'no-way-back':
      return same({ ...state, watch: undefined, message: info(lostWords(false)) });
    case 'lost-deal':
      // Learned here too when the live verdict is off: the next s says so at once.
      return same({ ...state, watch: undefined, dealLost: true, message: info(LOST_DEAL) });
    case 'unknown':
      return same({
        ...state,
        watch: undefined,
        message: info('The solver found no win in its time: this position may still be winnable'),
      });
    case 'failed':
      return same({ ...state, watch: undefined, message: info(`The solver could not look: ${answer.why}`) });
  }
}

function watchingText(left: number, paceMs: number): Message {
  const text = `Solver playing: ${plural(left, 'move')} to go, ${perSecond(paceMs)} · + - pace · any key stops`;
  return { ...info(text), progress: true };
}

/** The next move of the line; the last one ends the watch. */
export function watchStep(state: TableState, run: number, now: number): Step {
  const { watch } = state;
  if (!watch || watch.run !== run || !watch.line || watch.line.length === 0) return same(state);
  // Out of sight (a terminal too small, the settings), the line waits.
  if (!state.visible) return same(state, { kind: 'later', ms: watch.paceMs, action: { type: 'watch-step', run } });
  const [move, ...rest] = watch.line;
  // The line is played as found: safe moves played by the setting would take its next moves away.
  const manual = { ...state.settings, autoSafe: { easy: false, medium: false, hard: false } };
  const step = playMove({ ...state, assisted: true, settings: manual }, move, now);
  const played = { ...step.state, settings: state.settings };
  // Refused: the solver played nothing, and the game stays as much the player's own as it was.
  if (played.game.moveCount === state.game.moveCount) {
    return same({ ...played, assisted: state.assisted, watch: undefined }, ...step.effects);
  }
  if (rest.length === 0 || played.overlay !== 'none' || played.finishing.length > 0) {
    return { state: { ...played, watch: undefined }, effects: step.effects };
  }
  return {
    state: { ...played, watch: { ...watch, line: rest }, message: watchingText(rest.length, watch.paceMs) },
    effects: [...step.effects, { kind: 'later', ms: watch.paceMs, action: { type: 'watch-step', run } }],
  };
}

/** A key while the solver plays: the pace, or stop. */
export function onWatching(state: TableState, command: TableCommand, now: number): Step | undefined {
  const { watch } = state;
  if (!watch) return undefined;
  if (command.type === 'faster' || command.type === 'slower') {
    const here = PACES.findIndex((p) => p >= watch.paceMs);
    const next = PACES[Math.min(PACES.length - 1, Math.max(0, here + (command.type === 'faster' ? -1 : 1)))];
    const paced = { ...state, watch: { ...watch, paceMs: next }, watchPaceMs: next };
    return same({ ...paced, message: watch.line ? watchingText(watch.line.length, next) : state.message });
  }
  if (command.type === 'quit') return undefined;
  // Yours to play, but not to win as your own once the solver has played in it.
  const text = state.assisted
    ? `Stopped: your move again (with the solver's moves in it, ${solverWinWords(state.daily)})`
    : 'Stopped: the game is yours again';
  return endWatch({ ...state, message: info(text) }, now);
}

/**
 * The watch ended (a key, the program's end): where the solver's moves left
 * every card going home, the auto-finish the line held back begins. Not
 * where it played nothing: the position is one the player came back to
 * (undo, b), where the auto-finish does not run.
 */
export function endWatch(state: TableState, now: number): Step {
  const ended = { ...state, watch: undefined };
  return lineHasPlayed(state) ? settle(ended, now, true) : same(ended);
}
