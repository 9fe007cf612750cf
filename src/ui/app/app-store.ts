// The application's one store: holds the state the app reducer makes, lets
// React read it (subscribe / getSnapshot, for useSyncExternalStore), and
// carries out the effects each step returns: the save file, the statistics,
// the bell, timers, what the table asks of the solver (solver-errands.ts).
// Work that lasts as long as the state asks for it follows the state after
// every step: the check of an Easy deal runs while the check screen shows
// it, a hint search while its position stays, the live verdict while the
// game is in play.

import { dateAt, type Game, isWon, type Move, type Position, type Variant } from '../../engine/index.js';
import { dailySummary } from '../../stats/index.js';
import type { Store } from '../../store/index.js';
import { QUIT_KEYS } from '../input/keymap.js';
import type { EasyChecker } from '../live/easy-seed.js';
import type { HintSource } from '../live/simple-hint.js';
import { hintsFromVerdicts } from '../live/solver-hints.js';
import { VerdictKeeper, type VerdictSource } from '../live/verdict-keeper.js';
import type { Size } from '../screens/size.js';
import { entriesUnder, statsEntries } from '../screens/stats-pages.js';
import { lineHasPlayed, positionOf, saveEffect, snapshot, type TableState } from '../table/table-state.js';
import { openingState, reduce, screenFits } from './app-reducer.js';
import type { AppAction, AppEffect, AppState } from './app-state.js';
import { learnedFromLine } from './deal-line.js';
import { type SettingsOverrides, settingsToSave, withOverrides } from './run-settings.js';
import { SolverErrands } from './solver-errands.js';
import type { Opening } from './startup.js';

/** The winning line kept for an Easy deal; undefined when none is kept or it cannot be read. */
export type EasyLineSource = (variant: Variant, seed: bigint) => Promise<readonly Move[] | undefined>;

export interface AppServices {
  readonly store: Store;
  /** The wall clock's time in milliseconds: dates, and when results were. */
  readonly clock: () => number;
  /**
   * A clock that only goes on, in milliseconds (performance.now by default):
   * where the wall clock jumps from it, the jump is taken out of play time.
   */
  readonly steady?: () => number;
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
  /** Turns the terminal's reports of the mouse on or off, as the mouse setting changes (none: the mouse is not the app's). */
  readonly reportMouse?: (on: boolean) => void;
  /** The app is done; `refused` says why a deal asked for on the command line was not played. */
  readonly onExit: (refused?: string) => void;
  /** Settings the command line and the environment set for this run, never saved. */
  readonly overrides?: SettingsOverrides;
}

/** Effects that touch no file (the solver's errands neither), or (`keep`) write the game in place of the save due. */
const LEAVES_SAVE_DUE: ReadonlySet<AppEffect['kind']> = new Set([
  'save',
  'bell',
  'later',
  'learn',
  'hint',
  'solve-line',
  'find-winnable',
  'keep',
]);

/** A jump of the wall clock smaller than this is the clocks' drift, or a correction too small to matter. */
const JUMP_MS = 1000;

/** What React draws from: the state, and a new object for every frame asked for (a key, a tick, a verdict). */
export interface AppSnapshot {
  readonly state: AppState;
}

export class AppStore {
  private snapshot: AppSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** The check of an Easy deal under way. */
  private check: { readonly attempt: number; readonly controller: AbortController } | undefined;
  /**
   * The save a move asks for waits for the move's frame: writing the file
   * costs more than drawing (see `saveDue`).
   */
  private unsaved: { readonly table: TableState; readonly at: number } | undefined;
  private closed = false;
  /** The effects of the game's beginning, drawn in the first frame, run once the app is on screen (then none). */
  private begun: readonly AppEffect[];
  /** The live verdict, when there is a source of verdicts. */
  readonly keeper: VerdictKeeper | undefined;
  /** When the game searched for last changed (a move, an undo): its spinner waits a moment. */
  searchedSince = 0;
  private searched: Game | undefined;
  /** Both clocks, as last read: a jump of the wall clock shows against the steady one. */
  private lastReading: { readonly wall: number; readonly steady: number } | undefined;
  /** The reasons of the live verdict's failed searches said so far (tellFailure). */
  private readonly failuresTold = new Set<string>();
  /** The deals whose Easy line was looked up. */
  private readonly linesAsked = new WeakSet<Position>();
  /** What the table asks of the solver: hints, the line to watch, the way back. */
  private readonly errands: SolverErrands;

  constructor(
    private readonly services: AppServices,
    opening: Opening,
    size: Size,
  ) {
    const { store, verdicts } = services;
    this.keeper = verdicts
      ? new VerdictKeeper(verdicts, {
          delayMs: services.verdictDelayMs,
          onAnswer: (answer) => {
            this.tellLost();
            this.tellFailure(answer.failed);
            this.redraw();
          },
        })
      : undefined;
    const { keeper } = this;
    this.errands = new SolverErrands({
      keeper,
      hints: keeper ? hintsFromVerdicts(keeper, services.hints) : services.hints,
      verdicts,
      longerVerdicts: services.longerVerdicts,
      state: () => this.state,
      dispatch: (action) => this.dispatch(action),
    });
    const settings = withOverrides(store.settings(), services.overrides ?? {});
    const now = this.readClock();
    // The first frame is drawn before start() follows any search: its verdict is awaited from the opening, as a
    // new position's is, not shown "solving" at once and blank when the search begins.
    this.searchedSince = now;
    const state = openingState(opening, settings, size, now);
    this.snapshot = { state: { ...state, settingsLeftAlone: store.settingsLeftAlone() } };
    // The first frame shows the game as it begins (the safe cards of a deal gone home, a resumed game
    // settled): React draws it before start() runs, a visible moment on a busy machine. Its effects wait.
    const begun = reduce(
      this.state,
      { type: 'begin' },
      { now, random: services.random, statsEntries: this.statsEntries(now) },
    );
    this.snapshot = { state: begun.state };
    this.begun = begun.effects;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AppSnapshot => this.snapshot;

  get state(): AppState {
    return this.snapshot.state;
  }

  /** The app is on screen: what the game's beginning asked for is done, the store's notices show, a check starts. */
  start(): void {
    // Once: a second run of the beginning's effects would record a resumed win again.
    if (this.closed) return;
    const begun = this.begun;
    this.begun = [];
    this.run(begun);
    this.takeNotices();
    this.follow();
    // The first frame was drawn before any search was followed: the next says what the search is doing.
    this.redraw();
  }

  /** Keys by name, in turn; a frame for every event, even one that changes nothing (tests wait for it). */
  readonly keys = (names: readonly string[]): void => {
    for (const [i, name] of names.entries()) {
      // Keys in one event (typed fast, pasted): a quit key after a move must know whether the move's save was
      // taken, so that save is written first. Only then: a save a key would cost a long burst dear.
      if (i > 0 && QUIT_KEYS.includes(name)) this.saveDue();
      this.dispatch({ type: 'key', name });
    }
    this.redraw();
  };

  readonly dispatch = (action: AppAction): void => {
    if (this.closed) return;
    const { random } = this.services;
    const now = this.readClock();
    const step = reduce(this.state, action, { now, random, statsEntries: this.statsEntries(now) });
    if (step.state !== this.state) this.set(step.state);
    this.run(step.effects);
    this.follow();
  };

  /** The rows of each entry the statistics screen pages through at a width: one a game, then the entries under them. */
  private statsEntries(now: number): (width: number) => readonly number[] {
    const { state } = this;
    // Only the statistics screen turns pages of them.
    if (state.screen !== 'stats') return () => [];
    const { store } = this.services;
    const all = store.allStats();
    const daily = dailySummary(store.daily(), dateAt(now));
    return (width) =>
      statsEntries(all, entriesUnder(all, daily, width, state.settings.ascii)).map((entry) => entry.length);
  }

  /** A new frame of the same state (the clock's tick, the spinner, a verdict that came). */
  readonly redraw = (): void => {
    this.readClock();
    this.set(this.state);
  };

  /**
   * Reads the wall clock. When it jumped since it was last read (set back
   * or on, or the computer slept), the times kept move by the jump first,
   * so that play time counts only the time that passed while playing: every
   * reading goes through here, and a frame reads it (redraw) for that alone.
   */
  private readClock(): number {
    const wall = this.services.clock();
    const steady = this.services.steady?.() ?? performance.now();
    const last = this.lastReading;
    this.lastReading = { wall, steady };
    const byMs = last ? wall - last.wall - (steady - last.steady) : 0;
    if (Math.abs(byMs) >= JUMP_MS) {
      this.searchedSince += byMs;
      const { random } = this.services;
      this.snapshot = {
        state: reduce(this.state, { type: 'clock-jumped', byMs }, { now: wall, random }).state,
      };
    }
    return wall;
  }

  /** Writes the save a move asked for, once its frame is drawn. */
  readonly saveDue = (): void => {
    const due = this.unsaved;
    if (!due) return;
    this.unsaved = undefined;
    this.services.store.saveGame(snapshot(due.table, due.at));
    this.takeNotices();
  };

  /**
   * Saves the game as it stands (a signal is ending the program); an
   * auto-finish is a win, recorded first, as is one the solver's line,
   * stopped now, leaves (see endWatch).
   */
  readonly saveNow = (): void => {
    const ending = this.state.table;
    if (ending && (ending.finishing.length > 0 || lineHasPlayed(ending)))
      this.dispatch({ type: 'table', table: this.state.tables, action: { type: 'finish-all' } });
    this.unsaved = undefined;
    // The clock read first: a jump it finds moves the table's clock before the table is saved.
    const now = this.readClock();
    const { table } = this.state;
    if (table && saveEffect(table).kind === 'save') this.services.store.saveGame(snapshot(table, now));
  };

  /** The app is gone: the last save written, timers and searches stopped. */
  close(): void {
    this.saveDue();
    this.closed = true;
    this.stopTimers();
    this.errands.close();
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
      // Whatever else touches the store comes after the save before it; the game kept replaces it.
      if (!LEAVES_SAVE_DUE.has(effect.kind)) this.saveDue();
      switch (effect.kind) {
        case 'save': {
          const at = this.readClock();
          if (this.state.table) this.unsaved = { table: this.state.table, at };
          break;
        }
        case 'clear-save':
          store.clearGame();
          touched = true;
          break;
        case 'keep':
          this.unsaved = undefined;
          store.saveGame(effect.saved);
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
          this.services.reportMouse?.(this.state.settings.mouse);
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
          this.errands.askHint(effect.table);
          break;
        case 'solve-line':
          this.errands.solveLine(effect.table, effect.run);
          break;
        case 'find-winnable':
          this.errands.findWinnable(effect.table);
          break;
        case 'learn':
          this.keeper?.learn(effect.position, { verdict: 'winnable', moves: effect.moves });
          break;
        case 'exit':
          this.stopTimers();
          this.services.onExit(effect.refused);
          return;
        default:
          // A new kind of effect does not compile until it is carried out here.
          effect satisfies never;
      }
    }
    if (touched) this.takeNotices();
  }

  /** What the store has to say after it was used: its notices, and what it holds in no file. */
  private takeNotices(): void {
    const { store } = this.services;
    const texts = store.takeNotices();
    if (texts.length > 0) this.dispatch({ type: 'notices', texts });
    const text = store.notSaved();
    if (text !== this.state.notSaved) this.dispatch({ type: 'not-saved', text });
    // The directory may take writes again (or stop): the settings screen says what a change comes to now.
    const leftAlone = store.settingsLeftAlone();
    if (leftAlone !== this.state.settingsLeftAlone) this.dispatch({ type: 'settings-left-alone', text: leftAlone });
  }

  private stopTimers(): void {
    for (const id of this.timers) clearTimeout(id);
    this.timers.clear();
  }

  /** Work that follows the state: the hint search, the check, the live verdict. */
  private follow(): void {
    if (this.closed) return;
    const state = this.state;
    this.errands.follow(state);
    const running = state.screen === 'check' && state.check?.phase === 'checking' ? state.check : undefined;
    if (this.check?.attempt !== running?.attempt) {
      this.check?.controller.abort(new Error('the check was stopped'));
      this.check = running && this.runCheck(running.attempt);
    }
    this.learnEasyLine(state.table);
    const searched = this.searchedGame(state);
    if (searched !== this.searched) {
      this.searched = searched;
      this.searchedSince = this.readClock();
    }
    this.keeper?.follow(searched);
    // A deal searched before (the same seed dealt again) is known lost with no search, so no answer to wait for.
    if (this.keeper) queueMicrotask(() => this.tellLost());
  }

  /**
   * A live verdict's search that failed (its worker file gone, say) is said
   * once for each reason: the status line says only "can't tell", as for a
   * search out of time, and the player would not know the solver is broken.
   */
  private tellFailure(failed: string | undefined): void {
    if (failed === undefined || this.failuresTold.has(failed) || this.closed) return;
    this.failuresTold.add(failed);
    this.dispatch({ type: 'notices', texts: [`the solver could not search (the verdict says can't tell): ${failed}`] });
  }

  /**
   * The live verdict found the deal itself lost (s and the stuck notice say
   * so at once), or the position on the table (s says so at once), as the
   * status line's verdict says it.
   */
  private tellLost(): void {
    const { table, tables } = this.state;
    const { keeper } = this;
    if (this.closed || !table || table.dealLost || !keeper) return;
    const slot = keeper.slot(table.game, false);
    if (slot === 'lost-deal') return this.dispatch({ type: 'table', table: tables, action: { type: 'deal-lost' } });
    if (slot !== 'unwinnable' && slot !== 'unwinnable-no-back') return;
    // Told again when an earlier position is found winnable since: "no longer winnable" then.
    const wayBack = slot === 'unwinnable';
    const position = positionOf(table);
    if (table.lostHere?.position === position && table.lostHere.wayBack === wayBack) return;
    this.dispatch({ type: 'table', table: tables, action: { type: 'position-lost', position, wayBack } });
  }

  /**
   * An Easy deal's winning line, saved with the game or from the catalogue,
   * looked up once a deal: the deal's verdict and its hints from the first
   * frame, with no search.
   */
  private learnEasyLine(table: TableState | undefined): void {
    const game = table?.game;
    if (game?.level !== 'easy' || !this.keeper) return;
    const [dealt] = game.positions;
    // Known already: the line of the check that let the deal open.
    if (this.linesAsked.has(dealt) || this.keeper.answerFor(dealt)) return;
    this.linesAsked.add(dealt);
    // The check's line, kept with a game resumed: the catalogue does not hold its deal.
    if (table?.dealLine) return this.run(learnedFromLine(game, table.dealLine));
    const { easyLines } = this.services;
    if (!easyLines) return;
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
}
