// The whole interface: the start screen, the statistics, help, the check of
// an Easy deal, and the table with the solver's live verdict. Keys go
// through the key table of the screen (or notice) showing: the table's
// reducer (table/table-reducer.ts, run by useTable), the shell's (shell.ts) and the
// check's (deal-check.ts). They live in refs, so keys that come faster than
// frames still see the state the keys before them made. Sizes, the store,
// the clock, the random numbers and the solver's services come in as props,
// so tests drive it with ink-testing-library, a store in memory and fakes.

import { useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { current, type Game, type Level, type Move, type Variant } from '../../engine/index.js';
import type { GameInProgress, Store } from '../../store/types.js';
import { commandFor, keyNames, TABLE_KEYS, tableKeysFor } from '../input/keymap.js';
import { newCheck } from '../live/deal-check.js';
import { type EasyChecker, liveEasyCheck } from '../live/easy-seed.js';
import { type HintSource, simpleHints } from '../live/simple-hint.js';
import { hintsFromVerdicts } from '../live/solver-hints.js';
import { useDealCheck } from '../live/use-deal-check.js';
import { useVerdict, useVerdictKeeper } from '../live/use-verdict.js';
import type { VerdictSource } from '../live/verdict-keeper.js';
import { CheckScreen } from '../screens/CheckScreen.js';
import { EnlargeScreen, type Size } from '../screens/EnlargeScreen.js';
import { GameScreen, tableMinimumSize } from '../screens/GameScreen.js';
import { HelpScreen, helpPageCount } from '../screens/HelpScreen.js';
import { START_MINIMUM, StartScreen } from '../screens/StartScreen.js';
import { StatsScreen } from '../screens/StatsScreen.js';
import { awaitingHint, clockRuns, info, type TableInit } from '../table/table-state.js';
import { useTable } from '../table/use-table.js';
import type { Theme } from '../theme.js';
import { backToStart, newShell, type Shell, shellKey } from './shell.js';
import { abandon, dealNew, type Opening } from './startup.js';

export interface AppProps {
  store: Store;
  opening: Opening;
  theme: Theme;
  width: number;
  height: number;
  /** The app is done; `refused` says why a deal asked for on the command line was not played. */
  onExit: (refused?: string) => void;
  /** The time in milliseconds (Date.now by default). */
  clock?: () => number;
  /** Numbers in [0, 1) for new seeds (Math.random by default). */
  random?: () => number;
  hints?: HintSource;
  /** The solver's verdicts for the status line (none: no verdict is shown). */
  verdicts?: VerdictSource;
  /** How long a position stays before its verdict is searched for (tests: 0). */
  verdictDelayMs?: number;
  /** The live check of an Easy deal the catalogue does not have (the solver's by default). */
  easyCheck?: EasyChecker;
  bell?: () => void;
  /** How often the clock on the status line is redrawn; 0 never (tests). */
  tickMs?: number;
  /** Filled in by the app: saves the game as it stands, for a signal that ends the program. */
  live?: { save?: () => void };
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_SPINNER = ['|', '/', '-', '\\'];

export function App(props: AppProps) {
  const { store, theme, width, height } = props;
  const clock = props.clock ?? Date.now;
  const random = props.random ?? Math.random;
  const shellRef = useRef<Shell>(openingShell(props.opening));
  const [, setFrame] = useState(0);
  const redraw = () => setFrame((n) => n + 1);
  const setShell = (shell: Shell) => {
    shellRef.current = shell;
    redraw();
  };

  const tableInit = (inProgress: GameInProgress, message?: string): TableInit => ({
    game: inProgress.game,
    elapsedMs: inProgress.elapsedMs,
    recorded: inProgress.recorded,
    settings: store.settings(),
    message: message ? info(message) : undefined,
    visible: fits(tableMinimumSize(inProgress.game.variant), width, height),
  });

  const keeper = useVerdictKeeper(props.verdicts, redraw, props.verdictDelayMs);
  const baseHints = props.hints ?? simpleHints;
  const table = useTable(
    {
      store,
      clock,
      hints: keeper ? hintsFromVerdicts(keeper, baseHints) : baseHints,
      bell: props.bell ?? (() => {}),
      onQuit: () => props.onExit(),
      onNewGame: (message) => {
        const state = table.current();
        if (state) startTable(state.game.variant, state.game.level, message);
      },
      onChoose: (message) => {
        const state = table.current();
        if (state) setShell(backToStart(state.game.variant, state.game.level, message));
      },
    },
    props.opening.screen === 'table' ? tableInit(props.opening.table, props.opening.message) : undefined,
  );
  if (props.live) props.live.save = table.saveNow;

  /** The table, on a game resumed or new; the saved game the start screen offered is now this one or gone. */
  const openTable = (inProgress: GameInProgress, message?: string) => {
    table.open(tableInit(inProgress, message));
    setShell({ ...shellRef.current, screen: 'table', helpPage: 0, saved: undefined, check: undefined });
  };

  /** A new game opens: the saved game, if any, is left (a loss if it had moves). `line` wins from its deal. */
  const openNewGame = (game: Game, message?: string, line?: readonly Move[]) => {
    const { saved } = shellRef.current;
    let left: string | undefined;
    if (saved) {
      const abandoned = abandon(saved, clock());
      if (abandoned.loss) store.recordResult(abandoned.loss);
      left = abandoned.notice;
      store.clearGame();
    }
    // A winning line found by an Easy deal's check is the deal's verdict, and its first hint.
    if (keeper && line && line.length > 0) keeper.learn(current(game), { verdict: 'winnable', moves: line });
    const text = [message, left, `New deal: ${game.variant.name}, ${game.level}, seed ${game.seed}`]
      .filter(Boolean)
      .join('. ');
    openTable({ game, elapsedMs: 0, recorded: false }, text);
  };

  const startTable = (variant: Variant, level: Level, message?: string) => {
    const dealt = dealNew(variant, level, random);
    if ('check' in dealt) return checkScreen.start(dealt.check, false, message);
    openNewGame(dealt.game, message);
  };

  const checkScreen = useDealCheck({
    shell: () => shellRef.current,
    setShell,
    checker: props.easyCheck ?? liveEasyCheck,
    open: openNewGame,
    another: (variant) => startTable(variant, 'easy'),
    exit: props.onExit,
  });

  // What the store found on opening (a damaged file kept aside, say).
  useEffect(() => {
    const notices = store.takeNotices();
    if (notices.length === 0) return;
    if (table.current()) for (const text of notices) table.dispatch({ type: 'notice', text });
    else setShell({ ...shellRef.current, message: notices.join('; ') });
  }, []);

  const shell = shellRef.current;
  const state = shell.screen === 'table' ? table.current() : undefined;
  const need: Size = state ? tableMinimumSize(state.game.variant) : START_MINIMUM;
  const tooSmall = !fits(need, width, height);

  // The clock runs only while the table is on screen.
  useEffect(() => {
    if (state && state.visible === tooSmall) table.dispatch({ type: 'shown', visible: !tooSmall });
  }, [tooSmall, state?.visible]);

  // The verdict is searched for while the table is on screen and in play;
  // an auto-finish is a win already.
  const finishing = state !== undefined && state.finishing.length > 0;
  const inPlay =
    state !== undefined && !tooSmall && state.visible && state.overlay !== 'paused' && state.overlay !== 'won';
  const liveVerdict = useVerdict(keeper, state?.game, inPlay && !finishing);
  const verdict = finishing ? 'winnable' : liveVerdict;

  const running = state !== undefined && clockRuns(state);
  const checking = shell.screen === 'check' && shell.check?.phase === 'checking';
  const thinking = verdict === 'thinking' || checking || (state !== undefined && awaitingHint(state));
  const tickMs = props.tickMs ?? 1000;
  useEffect(() => {
    if (tickMs <= 0 || (!running && !thinking)) return;
    const id = setInterval(redraw, thinking ? 100 : tickMs);
    return () => clearInterval(id);
  }, [running, thinking, tickMs]);

  // Keys read the state through refs, never through this render's values.
  const sizeRef = useRef({ tooSmall, height });
  sizeRef.current = { tooSmall, height };
  const onKey = (name: string) => {
    const here = shellRef.current;
    const tableState = here.screen === 'table' ? table.current() : undefined;
    if (tableState) {
      const command = sizeRef.current.tooSmall
        ? commandFor(TABLE_KEYS, name, { type: 'other' })
        : commandFor(tableKeysFor(tableState.overlay), name, { type: 'other' });
      if (sizeRef.current.tooSmall && command.type !== 'quit') return;
      if (
        tableState.overlay === 'help' &&
        command.type === 'down' &&
        here.helpPage + 1 < helpPageCount(sizeRef.current.height, tableState.game.variant)
      ) {
        return setShell({ ...here, helpPage: here.helpPage + 1 });
      }
      if (command.type === 'help') setShell({ ...here, helpPage: 0 });
      return table.dispatch(command);
    }
    if (here.screen === 'check') return checkScreen.key(name);
    if (sizeRef.current.tooSmall) {
      if (name === 'q' || name === 'ctrl+c') props.onExit();
      return;
    }
    const { shell: next, action } = shellKey(here, name, helpPageCount(sizeRef.current.height));
    setShell(next);
    if (action?.kind === 'quit') props.onExit();
    else if (action?.kind === 'continue') openTable(action.saved);
    else if (action?.kind === 'new') startTable(action.variant, action.level);
  };

  useInput((input, key) => {
    // A frame for every key, even one that changes nothing: tests wait for it.
    redraw();
    for (const name of keyNames(input, key)) onKey(name);
  });

  if (tooSmall) return <EnlargeScreen need={need} have={{ width, height }} theme={theme} />;
  if (state) {
    return (
      <GameScreen
        state={state}
        theme={theme}
        width={width}
        height={height}
        now={clock()}
        verdict={verdict}
        spinner={spinnerFrame(theme, clock())}
        helpPage={shell.helpPage}
        stats={state.overlay === 'won' ? store.stats(state.game.variant.id, state.game.level) : undefined}
      />
    );
  }
  if (shell.screen === 'stats')
    return <StatsScreen all={store.allStats()} theme={theme} width={width} height={height} />;
  if (shell.screen === 'help') return <HelpScreen theme={theme} width={width} height={height} page={shell.helpPage} />;
  if (shell.screen === 'check' && shell.check) {
    return <CheckScreen check={shell.check} spinner={spinnerFrame(theme, clock())} theme={theme} width={width} />;
  }
  return (
    <StartScreen
      menu={shell.menu}
      saved={shell.saved}
      stats={store.stats(shell.menu.variant.id, shell.menu.level)}
      autoSafe={store.settings().autoSafe[shell.menu.level]}
      message={shell.message}
      confirm={shell.confirm}
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

function openingShell(opening: Opening): Shell {
  switch (opening.screen) {
    case 'start':
      return newShell('start', opening.saved);
    case 'table':
      return newShell('table');
    case 'check':
      return { ...newShell('check', opening.saved), check: newCheck(opening.check, true, 0) };
  }
}

function fits(need: Size, width: number, height: number): boolean {
  return width >= need.width && height >= need.height;
}
