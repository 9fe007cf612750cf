// The whole interface: the start screen, the statistics, help, the check of
// an Easy deal, and the table with the solver's live verdict. One store
// (app-store.ts) holds the application's state and carries out what its
// reducer asks; App reads it, hands it the keys and chooses the view. Sizes,
// the store, the clock, the random numbers and the solver's services come in
// as props, so tests drive it with ink-testing-library, a store in memory and
// fakes.

import { useInput } from 'ink';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { dateAt } from '../../engine/index.js';
import { checkEasySeed } from '../../solver-runtime/index.js';
import { dailySummary } from '../../stats/index.js';
import type { Store } from '../../store/index.js';
import { keyNames } from '../input/keymap.js';
import type { EasyChecker } from '../live/easy-seed.js';
import { type HintSource, simpleHints } from '../live/simple-hint.js';
import type { VerdictSource } from '../live/verdict-keeper.js';
import { CheckScreen } from '../screens/CheckScreen.js';
import { EnlargeScreen } from '../screens/EnlargeScreen.js';
import { keptOnQuit } from '../screens/enlarge-lines.js';
import { GameScreen } from '../screens/GameScreen.js';
import { HelpScreen } from '../screens/HelpScreen.js';
import { LogScreen } from '../screens/LogScreen.js';
import { ReplaceScreen } from '../screens/ReplaceScreen.js';
import { SettingsScreen } from '../screens/SettingsScreen.js';
import { StartScreen } from '../screens/StartScreen.js';
import { StatsScreen } from '../screens/StatsScreen.js';
import { clockRuns, solverLooking } from '../table/table-state.js';
import type { MouseSource } from '../terminal/mouse-stdin.js';
import { settingsTheme, type Theme } from '../theme.js';
import { fits, screenMinimum, textScreensOpen } from './app-reducer.js';
import { AppStore, type EasyLineSource } from './app-store.js';
import { farewell } from './farewell.js';
import { type OverrideReasons, runOnlyRows, type SettingsOverrides } from './run-settings.js';
import type { Opening } from './startup.js';

/** Filled in by the app for the program around it. */
export interface AppLive {
  /** Saves the game as it stands, for a signal that ends the program. */
  save?: () => void;
  /** The line to print once the terminal is restored: the game saved and how to continue it with `command`. */
  farewell?: (command?: string, recorded?: boolean) => string | undefined;
}

export interface AppProps {
  store: Store;
  opening: Opening;
  /** A theme of its own (tests); by default the one the settings make. */
  theme?: Theme;
  width: number;
  height: number;
  /** The app is done; `refused` says why a deal asked for on the command line was not played. */
  onExit: (refused?: string) => void;
  /** The wall clock's time in milliseconds (Date.now by default). */
  clock?: () => number;
  /** A clock that only goes on, for play time (performance.now by default; see AppServices). */
  steady?: () => number;
  /** Numbers in [0, 1) for new seeds (Math.random by default). */
  random?: () => number;
  hints?: HintSource;
  /** The solver's verdicts for the status line (none: no verdict is shown). */
  verdicts?: VerdictSource;
  /** A longer search for the line to watch where the verdicts could not tell (none: no longer search). */
  longerVerdicts?: VerdictSource;
  /** How long a position stays before its verdict is searched for (tests: 0). */
  verdictDelayMs?: number;
  /** The live check of an Easy deal the catalogue does not have (the solver's by default). */
  easyCheck?: EasyChecker;
  /** The Easy catalogue's winning lines (none: Easy deals are searched like any other). */
  easyLines?: EasyLineSource;
  bell?: () => void;
  /** How often the clock on the status line is redrawn; 0 never (tests). */
  tickMs?: number;
  /** Clicks, while the terminal reports the mouse (see reportMouse). */
  mouse?: MouseSource;
  /** Turns the terminal's reports of the mouse on or off, as the mouse setting changes. */
  reportMouse?: (on: boolean) => void;
  /** Filled in by the app: the save for a signal, the line for the end. */
  live?: AppLive;
  /** Settings the command line and the environment set for this run, never saved. */
  overrides?: SettingsOverrides;
  /** What set each of them, for the settings screen. */
  overrideReasons?: OverrideReasons;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_SPINNER = ['|', '/', '-', '\\'];
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long the live verdict is awaited before the status line says "solving": no flicker in fast play. */
const SPINNER_DELAY_MS = 300;

/** The services are read once, when the app starts; the sizes on every render. */
function newAppStore(props: AppProps): AppStore {
  return new AppStore(
    {
      store: props.store,
      clock: props.clock ?? Date.now,
      steady: props.steady,
      random: props.random ?? Math.random,
      hints: props.hints ?? simpleHints,
      verdicts: props.verdicts,
      longerVerdicts: props.longerVerdicts,
      verdictDelayMs: props.verdictDelayMs,
      easyCheck: props.easyCheck ?? checkEasySeed,
      easyLines: props.easyLines,
      bell: props.bell ?? (() => {}),
      reportMouse: props.reportMouse,
      onExit: props.onExit,
      overrides: props.overrides,
    },
    props.opening,
    { width: props.width, height: props.height },
  );
}

export function App(props: AppProps) {
  const { store, width, height, live } = props;
  const [app] = useState(() => newAppStore(props));
  const { state } = useSyncExternalStore(app.subscribe, app.getSnapshot);
  const { settings } = state;
  const theme = useMemo(() => props.theme ?? settingsTheme(settings), [props.theme, settings]);
  const clock = props.clock ?? Date.now;

  useEffect(() => {
    app.start();
    return () => app.close();
  }, [app]);
  useEffect(() => app.dispatch({ type: 'resize', size: { width, height } }), [app, width, height]);
  useEffect(() => {
    if (!live) return;
    live.save = app.saveNow;
    live.farewell = (command, recorded) => farewell(app.state, command, recorded);
  }, [app, live]);
  // Ink writes the frame as React commits, before layout effects run: the
  // save a move asked for follows its frame at once, in the same turn.
  useLayoutEffect(() => app.saveDue());
  useInput((input, key) => app.keys(keyNames(input, key)));
  const { mouse } = props;
  useEffect(() => mouse?.listen((event) => app.dispatch({ type: 'mouse', event })), [app, mouse]);

  const table = state.table;
  const need = screenMinimum(state);
  // The terminal's size as drawn now: the state's follows it a moment later.
  const tooSmall = !fits(need, { width, height });

  // An auto-finish is a win already.
  const finishing = table !== undefined && table.finishing.length > 0;
  const searched = app.searchedGame(state);
  const liveVerdict =
    app.keeper && table && state.settings.verdict ? app.keeper.slot(table.game, searched !== undefined) : undefined;
  // A verdict that comes quickly shows no spinner first: no flicker in fast play.
  const waiting = liveVerdict === 'thinking' && clock() - app.searchedSince < SPINNER_DELAY_MS;
  const verdict = finishing ? 'winnable' : waiting ? undefined : liveVerdict;

  const running = table !== undefined && clockRuns(table);
  const checking = state.screen === 'check' && state.check?.phase === 'checking';
  // The spinner turns for a search the player waits for. The live verdict
  // works in the background and says "solving" without turning: each turn
  // draws the whole screen again, and at rest that would be ten frames a
  // second for seconds (`npm run bench memory`, the game at rest on deal 1:
  // 100.2 MiB at its peak with the spinner, 94.2 and 91.1 without).
  const animating = checking || (table !== undefined && solverLooking(table));
  const tickMs = props.tickMs ?? 1000;
  useEffect(() => {
    if (tickMs <= 0 || (!running && !animating)) return;
    const id = setInterval(app.redraw, animating ? 100 : tickMs);
    return () => clearInterval(id);
  }, [app, running, animating, tickMs]);
  // The start screen and the statistics name today (UTC's): at midnight, the new day, with no key
  // pressed. The timer looks again at least every minute: it may fire early (a clock set back)
  // or late (it runs on the steady clock, which stops while the computer sleeps).
  const today = dateAt(clock());
  const dated = table === undefined && (state.screen === 'start' || state.screen === 'stats');
  useEffect(() => {
    if (!dated) return;
    let shown = today;
    let id: ReturnType<typeof setTimeout>;
    const wait = () => {
      const untilMidnight = Date.parse(shown) + DAY_MS - clock() + 1;
      id = setTimeout(
        () => {
          const day = dateAt(clock());
          if (day !== shown) {
            shown = day;
            app.redraw();
          }
          wait();
        },
        Math.min(MINUTE_MS, Math.max(1, untilMidnight)),
      );
    };
    wait();
    return () => clearTimeout(id);
  }, [app, dated, today, clock]);
  // "solving" shows once the verdict has been awaited a moment.
  useEffect(() => {
    if (!waiting) return;
    const id = setTimeout(app.redraw, SPINNER_DELAY_MS + 1);
    return () => clearTimeout(id);
  }, [app, waiting]);

  if (tooSmall) {
    const textKeys = textScreensOpen({ ...state, size: { width, height } });
    return (
      <EnlargeScreen need={need} have={{ width, height }} kept={keptOnQuit(state)} textKeys={textKeys} theme={theme} />
    );
  }
  if (state.screen === 'settings') {
    const level = table?.game.level ?? state.menu.level;
    const runOnly = runOnlyRows(settings, store.settings(), props.overrides ?? {}, props.overrideReasons ?? {}, level);
    return (
      <SettingsScreen
        settings={settings}
        row={state.settingsRow ?? 0}
        level={level}
        theme={theme}
        width={width}
        height={height}
        runOnly={runOnly}
        notSaved={state.notSaved}
        leftAlone={state.settingsLeftAlone}
      />
    );
  }
  if (table) {
    return (
      <GameScreen
        state={table}
        theme={theme}
        width={width}
        height={height}
        now={clock()}
        verdict={verdict}
        spinner={animating ? spinnerFrame(theme, clock()) : undefined}
        helpPage={state.helpPage}
        log={state.log}
        stats={table.overlay === 'won' ? store.stats(table.game.variant.id, table.game.level) : undefined}
        dailyRecord={table.overlay === 'won' && table.daily ? dailySummary(store.daily(), today) : undefined}
        unsavedIn={table.overlay === 'won' && store.resultInNoFile(table.id) ? store.dir : undefined}
        notSaved={state.notSaved}
      />
    );
  }
  if (state.screen === 'stats') {
    const daily = dailySummary(store.daily(), today);
    return (
      <StatsScreen
        all={store.allStats()}
        daily={daily}
        theme={theme}
        width={width}
        height={height}
        page={state.helpPage}
      />
    );
  }
  if (state.screen === 'log')
    return <LogScreen log={state.log} theme={theme} width={width} height={height} page={state.helpPage} />;
  if (state.screen === 'help')
    return (
      <HelpScreen
        theme={theme}
        width={width}
        height={height}
        page={state.helpPage}
        variant={state.menu.variant}
        fromStart
      />
    );
  if (state.screen === 'replace' && state.saved && state.replacing) {
    return <ReplaceScreen saved={state.saved} deal={state.replacing} theme={theme} width={width} />;
  }
  if (state.screen === 'check' && state.check) {
    return <CheckScreen check={state.check} spinner={spinnerFrame(theme, clock())} theme={theme} width={width} />;
  }
  return (
    <StartScreen
      menu={state.menu}
      saved={state.saved}
      stats={store.stats(state.menu.variant.id, state.menu.level)}
      autoSafe={state.settings.autoSafe[state.menu.level]}
      message={state.message}
      notSaved={state.notSaved}
      confirm={state.confirm}
      today={today}
      daily={dailySummary(store.daily(), today)}
      theme={theme}
      width={width}
      height={height}
    />
  );
}

/** The spinner's frame at `now`: a turn every 100 ms. */
function spinnerFrame(theme: Theme, now: number): string {
  const frames = theme.options.ascii ? ASCII_SPINNER : SPINNER;
  return frames[Math.floor(now / 100) % frames.length];
}
