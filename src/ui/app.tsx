// The whole interface: the start screen, the statistics, help, and the
// table. Keys go through the key table of the screen (or notice) showing:
// the table's reducer (ui-state.ts, run by useTable) and the shell's
// (shell.ts). Both live in refs, so keys that come faster than frames still
// see the state the keys before them made. Sizes, the store, the clock and
// the random numbers come in as props, so tests drive it with
// ink-testing-library and a store in memory.

import { useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { Level, Variant } from '../engine/index.js';
import type { GameInProgress, Store } from '../store/types.js';
import { TABLE_KEYS, commandFor, keyNames, tableKeysFor } from './keymap.js';
import { EnlargeScreen, type Size } from './screens/EnlargeScreen.js';
import { GameScreen, tableMinimumSize } from './screens/GameScreen.js';
import { HelpScreen, helpPageCount } from './screens/HelpScreen.js';
import { START_MINIMUM, StartScreen } from './screens/StartScreen.js';
import { StatsScreen } from './screens/StatsScreen.js';
import { type Shell, backToStart, newShell, shellKey } from './shell.js';
import { type HintSource, simpleHints } from './simple-hint.js';
import { type Opening, abandon, dealNew } from './startup.js';
import type { VerdictSlot } from './status.js';
import { type TableInit, awaitingHint, clockRuns, info } from './table-state.js';
import type { Theme } from './theme.js';
import { useTable } from './use-table.js';

export interface AppProps {
  store: Store;
  opening: Opening;
  theme: Theme;
  width: number;
  height: number;
  onExit: () => void;
  /** The time in milliseconds (Date.now by default). */
  clock?: () => number;
  /** Numbers in [0, 1) for new seeds (Math.random by default). */
  random?: () => number;
  hints?: HintSource;
  /** The solver's verdict on the position, when it has one. */
  verdict?: VerdictSlot;
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
  const shellRef = useRef<Shell>(
    props.opening.screen === 'start' ? newShell('start', props.opening.saved) : newShell('table'),
  );
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

  const table = useTable(
    {
      store,
      clock,
      hints: props.hints ?? simpleHints,
      bell: props.bell ?? (() => {}),
      onQuit: props.onExit,
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

  const openTable = (inProgress: GameInProgress, message?: string) => {
    table.open(tableInit(inProgress, message));
    setShell({ ...shellRef.current, screen: 'table', helpPage: 0 });
  };

  const startTable = (variant: Variant, level: Level, message?: string) => {
    const dealt = dealNew(variant, level, random);
    if ('refused' in dealt) return setShell(backToStart(variant, level, dealt.refused));
    const text = [message, `New deal: ${variant.name}, ${level}, seed ${dealt.game.seed}`].filter(Boolean).join('. ');
    openTable({ game: dealt.game, elapsedMs: 0, recorded: false }, text);
  };

  /** A new game from the start screen: the saved game, if any, is left (a loss if it had moves). */
  const newFromStart = (variant: Variant, level: Level) => {
    const { saved } = shellRef.current;
    let message: string | undefined;
    if (saved) {
      const left = abandon(saved, clock());
      if (left.loss) store.recordResult(left.loss);
      message = left.notice;
      store.clearGame();
    }
    shellRef.current = { ...shellRef.current, saved: undefined };
    startTable(variant, level, message);
  };

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

  const running = state !== undefined && clockRuns(state);
  const thinking = props.verdict === 'thinking' || (state !== undefined && awaitingHint(state));
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
    const current = shellRef.current;
    const tableState = current.screen === 'table' ? table.current() : undefined;
    if (tableState) {
      const command = sizeRef.current.tooSmall
        ? commandFor(TABLE_KEYS, name, { type: 'other' })
        : commandFor(tableKeysFor(tableState.overlay), name, { type: 'other' });
      if (sizeRef.current.tooSmall && command.type !== 'quit') return;
      if (tableState.overlay === 'help' && command.type === 'down'
        && current.helpPage + 1 < helpPageCount(sizeRef.current.height, tableState.game.variant)) {
        return setShell({ ...current, helpPage: current.helpPage + 1 });
      }
      if (command.type === 'help') setShell({ ...current, helpPage: 0 });
      return table.dispatch(command);
    }
    if (sizeRef.current.tooSmall) {
      if (name === 'q' || name === 'ctrl+c') props.onExit();
      return;
    }
    const { shell: next, action } = shellKey(current, name, helpPageCount(sizeRef.current.height));
    setShell(next);
    if (action?.kind === 'quit') props.onExit();
    else if (action?.kind === 'continue') openTable(action.saved);
    else if (action?.kind === 'new') newFromStart(action.variant, action.level);
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
        verdict={props.verdict}
        spinner={spinnerFrame(theme.options.ascii ? ASCII_SPINNER : SPINNER, clock())}
        helpPage={shell.helpPage}
        stats={state.overlay === 'won' ? store.stats(state.game.variant.id, state.game.level) : undefined}
      />
    );
  }
  if (shell.screen === 'stats') return <StatsScreen all={store.allStats()} theme={theme} width={width} height={height} />;
  if (shell.screen === 'help') return <HelpScreen theme={theme} width={width} height={height} page={shell.helpPage} />;
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

const spinnerFrame = (frames: readonly string[], now: number) => frames[Math.floor(now / 100) % frames.length];

function fits(need: Size, width: number, height: number): boolean {
  return width >= need.width && height >= need.height;
}
