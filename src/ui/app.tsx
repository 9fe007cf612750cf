// The whole interface: the start screen, the statistics, help, and the
// table. Keys go through the key table of the screen (or notice) showing;
// the table's logic is the reducer in ui-state.ts, run by useTable. Sizes,
// the store, the clock and the random numbers come in as props, so tests
// drive it with ink-testing-library and a store in memory.

import { useInput } from 'ink';
import { useEffect, useState } from 'react';
import { type Level, type Variant, DEFAULT_LEVEL, DEFAULT_VARIANT, findVariant } from '../engine/index.js';
import type { GameInProgress, Store } from '../store/types.js';
import {
  CLOSE_KEYS, CONFIRM_NEW_KEYS, HELP_KEYS, MENU_KEYS, TABLE_KEYS, commandFor, keyNames, tableKeysFor,
} from './keymap.js';
import { EnlargeScreen, type Size } from './screens/EnlargeScreen.js';
import { GameScreen, tableMinimumSize } from './screens/GameScreen.js';
import { HelpScreen, helpPageCount } from './screens/HelpScreen.js';
import { START_MINIMUM, StartScreen } from './screens/StartScreen.js';
import { StatsScreen } from './screens/StatsScreen.js';
import { type HintSource, simpleHints } from './simple-hint.js';
import { type MenuState, menuReduce, newMenu } from './start-menu.js';
import { type Opening, abandon, dealNew } from './startup.js';
import type { VerdictSlot } from './status.js';
import { type TableInit, type TableState, clockRuns, info } from './table-state.js';
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

type Screen = 'start' | 'stats' | 'help' | 'table';

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function App(props: AppProps) {
  const { store, theme, width, height } = props;
  const clock = props.clock ?? Date.now;
  const random = props.random ?? Math.random;
  const [screen, setScreen] = useState<Screen>(props.opening.screen);
  const [saved, setSaved] = useState<GameInProgress | undefined>(
    props.opening.screen === 'start' ? props.opening.saved : undefined,
  );
  const [menu, setMenu] = useState<MenuState>(() => startMenu(saved));
  const [startMessage, setStartMessage] = useState<string | undefined>();
  const [confirm, setConfirm] = useState<string | undefined>();
  const [helpPage, setHelpPage] = useState(0);
  const [, setKeys] = useState(0);
  const [, setTick] = useState(0);

  const table = useTable(
    {
    store,
    clock,
    hints: props.hints ?? simpleHints,
    bell: props.bell ?? (() => {}),
    onQuit: props.onExit,
    onNewGame: (message) => {
      const state = table.state;
      if (!state) return;
      startTable(state.game.variant, state.game.level, message);
    },
    onChoose: (message) => {
      const state = table.state;
      setSaved(undefined);
      setMenu(newMenu(false, state?.game.variant ?? defaultVariant(), state?.game.level ?? DEFAULT_LEVEL));
      setStartMessage(message);
      setScreen('start');
    },
    },
    props.opening.screen === 'table' ? tableInit(props.opening.table, props.opening.message) : undefined,
  );
  if (props.live) props.live.save = table.saveNow;

  const startTable = (variant: Variant, level: Level, message?: string) => {
    const dealt = dealNew(variant, level, random);
    if ('refused' in dealt) {
      setStartMessage(dealt.refused);
      setScreen('start');
      return;
    }
    const text = [message, `New deal: ${variant.name}, ${level}, seed ${dealt.game.seed}`].filter(Boolean).join('. ');
    openTable({ game: dealt.game, elapsedMs: 0, recorded: false }, text);
  };

  function tableInit(inProgress: GameInProgress, message?: string): TableInit {
    return {
      game: inProgress.game,
      elapsedMs: inProgress.elapsedMs,
      recorded: inProgress.recorded,
      settings: store.settings(),
      message: message ? info(message) : undefined,
      visible: fits(tableMinimumSize(inProgress.game.variant), width, height),
    };
  }

  const openTable = (inProgress: GameInProgress, message?: string) => {
    table.open(tableInit(inProgress, message));
    setScreen('table');
  };

  // What the store found on opening (a damaged file kept aside, say).
  useEffect(() => {
    const notices = store.takeNotices();
    if (notices.length === 0) return;
    if (props.opening.screen === 'table') for (const text of notices) table.dispatch({ type: 'notice', text });
    else setStartMessage(notices.join('; '));
  }, []);

  const state = table.state;
  const need: Size = screen === 'table' && state ? tableMinimumSize(state.game.variant) : START_MINIMUM;
  const tooSmall = !fits(need, width, height);

  // The clock runs only while the table is on screen.
  useEffect(() => {
    if (state && state.visible === tooSmall) table.dispatch({ type: 'shown', visible: !tooSmall });
  }, [tooSmall, state?.visible]);

  const running = state !== undefined && screen === 'table' && clockRuns(state);
  const thinking = props.verdict === 'thinking';
  const tickMs = props.tickMs ?? 1000;
  useEffect(() => {
    if (tickMs <= 0 || (!running && !thinking)) return;
    const id = setInterval(() => setTick((t) => t + 1), thinking ? 100 : tickMs);
    return () => clearInterval(id);
  }, [running, thinking, tickMs]);

  useInput((input, key) => {
    setKeys((k) => k + 1);
    for (const name of keyNames(input, key)) onKey(name);
  });

  const onKey = (name: string) => {
    if (screen === 'table' && table.state) return onTableKey(table.state, name);
    if (tooSmall) {
      if (commandFor(CLOSE_KEYS, name, undefined) || name === 'q') props.onExit();
      return;
    }
    if (screen === 'stats' || screen === 'help') {
      const command = screen === 'help'
        ? commandFor(HELP_KEYS, name, { type: 'other' })
        : commandFor(CLOSE_KEYS, name, { type: 'other' });
      if (command.type === 'quit') return props.onExit();
      if (command.type === 'down' && helpPage + 1 < helpPageCount(height)) {
        return setHelpPage(helpPage + 1);
      }
      return setScreen('start');
    }
    if (confirm) {
      const command = commandFor(CONFIRM_NEW_KEYS, name, { type: 'other' });
      if (command.type === 'quit') return props.onExit();
      if (command.type === 'yes') return newFromMenu();
      if (command.type === 'cancel') setConfirm(undefined);
      return;
    }
    const { menu: next, choice } = menuReduce(menu, commandFor(MENU_KEYS, name, { type: 'other' }));
    setMenu(next);
    setStartMessage(undefined);
    switch (choice) {
      case 'continue':
        if (saved) openTable(saved);
        return;
      case 'new':
        if (saved && abandon(saved, clock()).loss) {
          setConfirm(`Your saved game (${saved.game.variant.name}, ${saved.game.moveCount} moves) will count as a loss. Start a new one?`);
          return;
        }
        return newFromMenu(next);
      case 'stats':
        return setScreen('stats');
      case 'help':
        setHelpPage(0);
        return setScreen('help');
      case 'quit':
        return props.onExit();
    }
  };

  const newFromMenu = (chosen: MenuState = menu) => {
    setConfirm(undefined);
    let message: string | undefined;
    if (saved) {
      const left = abandon(saved, clock());
      if (left.loss) store.recordResult(left.loss);
      message = left.notice;
      store.clearGame();
      setSaved(undefined);
    }
    startTable(chosen.variant, chosen.level, message);
  };

  const onTableKey = (current: TableState, name: string) => {
    if (tooSmall) {
      const command = commandFor(TABLE_KEYS, name, { type: 'other' });
      if (command.type === 'quit') table.dispatch(command);
      return;
    }
    const command = commandFor(tableKeysFor(current.overlay), name, { type: 'other' });
    if (current.overlay === 'help' && command.type === 'down') {
      if (helpPage + 1 < helpPageCount(height, current.game.variant)) return setHelpPage(helpPage + 1);
    }
    if (command.type === 'help') setHelpPage(0);
    table.dispatch(command);
  };

  if (tooSmall) return <EnlargeScreen need={need} have={{ width, height }} theme={theme} />;
  if (screen === 'table' && state) {
    return (
      <GameScreen
        state={state}
        theme={theme}
        width={width}
        height={height}
        now={clock()}
        verdict={props.verdict}
        spinner={SPINNER[Math.floor(clock() / 100) % SPINNER.length]}
        helpPage={helpPage}
        stats={state.overlay === 'won' ? store.stats(state.game.variant.id, state.game.level) : undefined}
      />
    );
  }
  if (screen === 'stats') return <StatsScreen all={store.allStats()} theme={theme} width={width} height={height} />;
  if (screen === 'help') return <HelpScreen theme={theme} width={width} height={height} page={helpPage} />;
  return (
    <StartScreen
      menu={menu}
      saved={saved}
      stats={store.stats(menu.variant.id, menu.level)}
      message={startMessage}
      confirm={confirm}
      theme={theme}
      width={width}
    />
  );
}

function fits(need: Size, width: number, height: number): boolean {
  return width >= need.width && height >= need.height;
}

function defaultVariant(): Variant {
  return findVariant(DEFAULT_VARIANT)!;
}

function startMenu(saved: GameInProgress | undefined): MenuState {
  return newMenu(saved !== undefined, saved?.game.variant ?? defaultVariant(), saved?.game.level ?? DEFAULT_LEVEL);
}
