// The application's one store: holds the state the app reducer makes, lets
// React read it (subscribe / getSnapshot, for useSyncExternalStore), and
// carries out the effects each step returns: the save file, the statistics,
// the bell, timers, hints. Work that lasts as long as the state asks for it
// follows the state after every step: the check of an Easy deal runs while
// the check screen shows it, a hint search while its position stays, the
// live verdict while the game is in play.

import { formatMove, type Game, isWon, type Move, type Position, type Variant } from '../../engine/index.js';
import type { Store } from '../../store/index.js';
import type { EasyChecker } from '../live/easy-seed.js';
import { lastWinnable } from '../live/last-winnable.js';
import type { HintSource } from '../live/simple-hint.js';
import { hintsFromVerdicts } from '../live/solver-hints.js';
import { type VerdictAnswer, VerdictKeeper, type VerdictSource } from '../live/verdict-keeper.js';
import type { Size } from '../screens/EnlargeScreen.js';
import { positionOf, saveEffect, snapshot, type TableAction, type TableState } from '../table/table-state.js';
import type { LineAnswer } from '../table/watch.js';
import { describeMove } from '../text/describe.js';
import { openingState, reduce, screenFits } from './app-reducer.js';
import type { AppAction, AppEffect, AppState } from './app-state.js';
import { learnedFromLine } from './deal-line.js';
import { type SettingsOverrides, settingsToSave, withOverrides } from './run-settings.js';
import type { Opening } from './startup.js';

/** The winning line kept for an Easy deal; undefined when none is kept or it cannot be read. */
export type EasyLineSource = (variant: Variant, seed: bigint) => Promise<readonly Move[] | undefined>;

export interface AppServices {
  readonly store: Store;
  /** The time in milliseconds. */
  readonly clock: () => number;
  /** Numbers in [0, 1) for new seeds. */
  readonly random: () => number;
  readonly hints: HintSource;
  /** The solver's verdicts for the status line (none: no verdict is shown). */
  readonly verdicts?: VerdictSource;
  /** A longer search, for the line the player asks to watch where the verdicts could not tell. */
  readonly longerVerdicts?: VerdictSource;
  /** How long a position stays before its verdict is searched for. */
  readonly verdictDelayMs?: number;
  readonly easyCheck: EasyChecker;
  /** The winning line the Easy catalogue keeps for a deal, if any (none here: the solver searches). */
  readonly easyLines?: EasyLineSource;
  readonly bell: () => void;
  /** The app is done; `refused` says why a deal asked for on the command line was not played. */
  readonly onExit: (refused?: string) => void;
  /** Settings the command line and the environment set for this run, never saved. */
  readonly overrides?: SettingsOverrides;
}

/** What React draws from: the state, and a new object for every frame asked for (a key, a tick, a verdict). */
export interface AppSnapshot {
  readonly state: AppState;
}

export class AppStore {
  private snapshot: AppSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** The hint being looked for: stopped when its position or its table goes. */
  private hint:
    | { readonly table: number; readonly moveCount: number; readonly controller: AbortController }
    | undefined;
  /** The search backwards for a winnable position: stopped when the game moves or its table goes. */
  private back:
    | { readonly table: number; readonly moveCount: number; readonly controller: AbortController }
    | undefined;
  /** The search for a line to watch: stopped when its watch ends or its table goes. */
  private line: { readonly table: number; readonly run: number; readonly controller: AbortController } | undefined;
  /** The check of an Easy deal under way. */
  private check: { readonly attempt: number; readonly controller: AbortController } | undefined;
  /**
   * The save a move asks for waits for the move's frame: writing the file
   * costs more than drawing (see `saveDue`).
   */
  private unsaved: { readonly table: TableState; readonly at: number } | undefined;
  private closed = false;
  /** The live verdict, when there is a source of verdicts. */
  readonly keeper: VerdictKeeper | undefined;
  /** When the game searched for last changed (a move, an undo): its spinner waits a moment. */
  searchedSince = 0;
  private searched: Game | undefined;
  /** The deals whose Easy line was looked up. */
  private readonly linesAsked = new WeakSet<Position>();
  private readonly hints: HintSource;

  constructor(
    private readonly services: AppServices,
    opening: Opening,
    size: Size,
  ) {
    const { store, clock, verdicts } = services;
    this.keeper = verdicts
      ? new VerdictKeeper(verdicts, { delayMs: services.verdictDelayMs, onAnswer: () => this.redraw() })
      : undefined;
    this.hints = this.keeper ? hintsFromVerdicts(this.keeper, services.hints) : services.hints;
    const settings = withOverrides(store.settings(), services.overrides ?? {});
    this.snapshot = { state: openingState(opening, settings, size, clock()) };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AppSnapshot => this.snapshot;

  get state(): AppState {
    return this.snapshot.state;
  }

  /** The app is on screen: a resumed game settles, the store's notices show, a check starts. */
  start(): void {
    this.dispatch({ type: 'begin' });
    this.takeNotices();
    this.follow();
  }

  /** Keys by name, in turn; a frame for every event, even one that changes nothing (tests wait for it). */
  readonly keys = (names: readonly string[]): void => {
    for (const name of names) this.dispatch({ type: 'key', name });
    this.redraw();
  };

  readonly dispatch = (action: AppAction): void => {
    if (this.closed) return;
    const { clock, random } = this.services;
    const step = reduce(this.state, action, { now: clock(), random });
    if (step.state !== this.state) this.set(step.state);
    this.run(step.effects);
    this.follow();
  };

  /** A new frame of the same state (the clock's tick, the spinner, a verdict that came). */
  readonly redraw = (): void => this.set(this.state);

  /** Writes the save a move asked for, once its frame is drawn. */
  readonly saveDue = (): void => {
    const due = this.unsaved;
    if (!due) return;
    this.unsaved = undefined;
    this.services.store.saveGame(snapshot(due.table, due.at));
    this.takeNotices();
  };

  /** Saves the game as it stands (a signal is ending the program). */
  readonly saveNow = (): void => {
    this.unsaved = undefined;
    const { table } = this.state;
    if (table && saveEffect(table).kind === 'save')
      this.services.store.saveGame(snapshot(table, this.services.clock()));
  };

  /** The app is gone: the last save written, timers and searches stopped. */
  close(): void {
    this.saveDue();
    this.closed = true;
    this.stopTimers();
    this.hint?.controller.abort();
    this.line?.controller.abort();
    this.back?.controller.abort();
    this.check?.controller.abort(new Error('the game is closing'));
    this.keeper?.stop();
  }

  /** The game whose verdict is wanted now: on the table, on screen and in play, with the live verdict on. */
  searchedGame(state: AppState = this.state): Game | undefined {
    const { table } = state;
    if (!table || !state.settings.verdict) return undefined;
    if (!screenFits(state) || !table.visible || table.finishing.length > 0) return undefined;
    if (table.overlay === 'paused' || table.overlay === 'won') return undefined;
    return isWon(positionOf(table)) ? undefined : table.game;
  }

  private set(state: AppState): void {
    this.snapshot = { state };
    for (const listener of this.listeners) listener();
  }

  private run(effects: readonly AppEffect[]): void {
    const { store } = this.services;
    let touched = false;
    for (const effect of effects) {
      // Whatever else touches the store comes after the save before it.
      if (effect.kind !== 'save' && effect.kind !== 'bell' && effect.kind !== 'later' && effect.kind !== 'learn') {
        this.saveDue();
      }
      switch (effect.kind) {
        case 'save':
          if (this.state.table) this.unsaved = { table: this.state.table, at: this.services.clock() };
          break;
        case 'clear-save':
          store.clearGame();
          touched = true;
          break;
        case 'record':
          store.recordResult(effect.result);
          touched = true;
          break;
        case 'bell':
          this.services.bell();
          break;
        case 'save-settings':
          store.saveSettings(settingsToSave(this.state.settings, store.settings(), this.services.overrides ?? {}));
          touched = true;
          break;
        case 'later': {
          const id = setTimeout(() => {
            this.timers.delete(id);
            this.dispatch(effect.action);
          }, effect.ms);
          this.timers.add(id);
          break;
        }
        case 'hint':
          this.askHint(effect.table);
          break;
        case 'solve-line':
          this.solveLine(effect.table, effect.run);
          break;
        case 'find-winnable':
          this.findWinnable(effect.table);
          break;
        case 'learn':
          this.keeper?.learn(effect.position, { verdict: 'winnable', moves: effect.moves });
          break;
        case 'exit':
          this.stopTimers();
          this.services.onExit(effect.refused);
          return;
      }
    }
    if (touched) this.takeNotices();
  }

  private takeNotices(): void {
    const texts = this.services.store.takeNotices();
    if (texts.length > 0) this.dispatch({ type: 'notices', texts });
  }

  private stopTimers(): void {
    for (const id of this.timers) clearTimeout(id);
    this.timers.clear();
  }

  /** Work that follows the state: the hint search, the check, the live verdict. */
  private follow(): void {
    if (this.closed) return;
    const state = this.state;
    const hint = this.hint;
    if (hint && (hint.table !== state.tables || hint.moveCount !== state.table?.game.moveCount)) {
      hint.controller.abort();
      this.hint = undefined;
    }
    const back = this.back;
    if (back && (back.table !== state.tables || state.table?.backPending !== back.moveCount)) {
      back.controller.abort();
      this.back = undefined;
    }
    const line = this.line;
    if (line && (line.table !== state.tables || state.table?.watch?.run !== line.run)) {
      line.controller.abort();
      this.line = undefined;
    }
    const running = state.screen === 'check' && state.check?.phase === 'checking' ? state.check : undefined;
    if (this.check?.attempt !== running?.attempt) {
      this.check?.controller.abort(new Error('the check was stopped'));
      this.check = running && this.runCheck(running.attempt);
    }
    this.learnEasyLine(state.table?.game);
    const searched = this.searchedGame(state);
    if (searched !== this.searched) {
      this.searched = searched;
      this.searchedSince = this.services.clock();
    }
    this.keeper?.follow(searched);
  }

  /**
   * An Easy deal's winning line from the catalogue, looked up once a deal:
   * the deal's verdict and its hints from the first frame, with no search.
   */
  private learnEasyLine(game: Game | undefined): void {
    const { easyLines } = this.services;
    if (game?.level !== 'easy' || !easyLines || !this.keeper) return;
    const [dealt] = game.positions;
    // Known already: the line of the check that let the deal open.
    if (this.linesAsked.has(dealt) || this.keeper.answerFor(dealt)) return;
    this.linesAsked.add(dealt);
    easyLines(game.variant, game.seed).then(
      (line) => {
        if (!line || this.closed) return;
        this.run(learnedFromLine(game, line));
        this.follow();
        this.redraw();
      },
      // No line: the live verdict searches, as for any deal.
      () => {},
    );
  }

  private runCheck(attempt: number): { attempt: number; controller: AbortController } {
    const { variant, seed } = this.state.check!;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.resolve()
      .then(() =>
        this.services.easyCheck(variant, seed, {
          signal,
          onProgress: (progress) => {
            if (!signal.aborted) this.dispatch({ type: 'check-progress', attempt, progress });
          },
        }),
      )
      .then(
        (answer) => {
          if (!signal.aborted) this.dispatch({ type: 'check-answer', attempt, answer });
        },
        (error: unknown) => {
          if (!signal.aborted) this.dispatch({ type: 'check-failed', attempt, error });
        },
      );
    return { attempt, controller };
  }

  /** The last position known winnable, from the verdicts known and searches where they leave a gap (lastWinnable). */
  private findWinnable(tableNumber: number): void {
    const { table } = this.state;
    if (!table) return;
    this.back?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    const moveCount = table.game.moveCount;
    this.back = { table: tableNumber, moveCount, controller };
    const ready = (keep?: number, text?: string) => {
      if (!signal.aborted) {
        this.dispatch({ type: 'table', table: tableNumber, action: { type: 'back-found', moveCount, keep, text } });
      }
    };
    const { keeper } = this;
    lastWinnable(
      table.game.positions,
      (position) => keeper?.answerFor(position)?.verdict,
      this.services.verdicts,
      signal,
      (position, answer) => keeper?.learn(position, answer),
      // Said after the step that started the look: a dispatch never runs inside another.
      (searchesLeft) =>
        queueMicrotask(() => {
          if (signal.aborted) return;
          const action = { type: 'back-looking', moveCount, searchesLeft } as const;
          this.dispatch({ type: 'table', table: tableNumber, action });
        }),
    ).then(
      (found) => ready(found.index, found.text),
      (error: unknown) => ready(undefined, `The solver could not look back: ${reasonOf(error)}`),
    );
  }

  /** Whether the game's deal is lost: proven so, at the deal or before (a lost position was lost from the deal on). */
  private dealLost(game: Game): boolean {
    return game.done.length === 0 || this.keeper?.dealLost(game) === true;
  }

  /** The winning line to watch: the live verdict's answer when it has one or is looking, else a search of its own. */
  private solveLine(tableNumber: number, run: number): void {
    const { table } = this.state;
    if (!table) return;
    this.line?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    this.line = { table: tableNumber, run, controller };
    const position = positionOf(table);
    const { game } = table;
    const moveCount = game.moveCount;
    const ready = (answer: LineAnswer) => {
      if (!signal.aborted)
        this.dispatch({ type: 'table', table: tableNumber, action: { type: 'line-ready', run, moveCount, answer } });
    };
    const { verdicts } = this.services;
    Promise.resolve()
      .then(() => {
        const answer = this.keeper?.waitFor(position, signal) ?? verdicts?.(position, signal);
        if (!answer) throw new Error('there is no solver here');
        return answer;
      })
      .then((answer) =>
        this.longerIfUnknown(position, answer, signal, () => {
          if (!signal.aborted)
            this.dispatch({ type: 'table', table: tableNumber, action: { type: 'line-longer', run } });
        }),
      )
      .then(
        (answer) =>
          ready(
            answer.verdict === 'winnable'
              ? { verdict: 'winnable', moves: answer.moves }
              : answer.verdict === 'unwinnable' && this.dealLost(game)
                ? { verdict: 'lost-deal' }
                : { verdict: answer.verdict },
          ),
        (error: unknown) => ready({ verdict: 'failed', why: reasonOf(error) }),
      );
  }

  /** The answer, or where it could not tell and a longer search is here, that search's (which the live verdict learns). */
  private async longerIfUnknown(
    position: Position,
    answer: VerdictAnswer,
    signal: AbortSignal,
    started: () => void,
  ): Promise<VerdictAnswer> {
    const { longerVerdicts } = this.services;
    if (answer.verdict !== 'unknown' || !longerVerdicts) return answer;
    started();
    const longer = await longerVerdicts(position, signal);
    if (longer.verdict !== 'unknown') this.keeper?.learn(position, longer);
    return longer;
  }

  private askHint(tableNumber: number): void {
    const { table } = this.state;
    if (!table) return;
    this.hint?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    const moveCount = table.game.moveCount;
    this.hint = { table: tableNumber, moveCount, controller };
    const position = positionOf(table);
    const ready = (action: TableAction) => {
      if (!signal.aborted) this.dispatch({ type: 'table', table: tableNumber, action });
    };
    Promise.resolve()
      .then(() => this.hints(position, signal))
      .then(
        (answer) => {
          const dealLost = this.dealLost(table.game);
          const hint = answer.move && `Hint: ${describeMove(position, answer.move)} (${formatMove(answer.move)})`;
          let text = answer.text ?? 'No hint for this position';
          if (hint && answer.lost) {
            const lost = dealLost ? 'this deal cannot be won' : 'no longer winnable, b goes back';
            text = `${hint}, to play on: ${lost}`;
          } else if (hint) text = [hint, answer.text].join(' ').trim();
          else if (answer.lost && dealLost) text = 'No hint: this deal cannot be won, whatever is played';
          else if (answer.lost) {
            text = 'No longer winnable from here, whatever is played: b goes back to the last winnable position';
          }
          ready({ type: 'hint-ready', moveCount, hint: answer.move, guess: answer.guess, text });
        },
        (error: unknown) => {
          const why = reasonOf(error);
          ready({ type: 'hint-ready', moveCount, text: `No hint: ${why}` });
        },
      );
  }
}

/** What went wrong, in words, whatever was thrown. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
