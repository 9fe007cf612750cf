// Starts the game in the terminal: opens the store, decides what to show
// (start screen, saved game, new deal), takes the settings the flags and
// the environment set for this run, and runs Ink in the alternate screen
// with the terminal restored on every way out. The command line imports
// this module only for `play`, so other commands never load Ink.

import chalk from 'chalk';
import { render } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { knownEasyLine } from '../../solver-runtime/index.js';
import type { FileStore, Store } from '../../store/index.js';
import { openStore } from '../../store/index.js';
import { solverHints } from '../live/solver-hints.js';
import { solverLongerVerdicts, solverVerdicts } from '../live/solver-verdicts.js';
import { installExits } from '../terminal/exits.js';
import { FrameStream } from '../terminal/frame-stream.js';
import { type MouseSource, MouseStdin } from '../terminal/mouse-stdin.js';
import { BELL, TerminalSession } from '../terminal/terminal.js';
import { App, type AppLive } from './App.js';
import { startCommand } from './farewell.js';
import {
  type OverrideReasons,
  overrideReasons,
  runOverrides,
  type SettingsFlags,
  type SettingsOverrides,
  withOverrides,
} from './run-settings.js';
import { type GameChoice, type Opening, openGame } from './startup.js';

export interface LaunchOptions {
  readonly choice: GameChoice;
  /** Flags of `play` that set settings for this run. */
  readonly flags: SettingsFlags;
  /** Where the lines printed once the terminal is itself again go, fitted to it by the command line. */
  readonly print: AfterLines;
}

/** The farewell on stdout, the store's notices on stderr. */
export interface AfterLines {
  farewell(line: string): void;
  notice(line: string): void;
}

/** How a run of the game ended, for the exit code. */
interface Ending {
  /** Why it was not played: another copy plays from the same directory, an easy deal for a seed not proven winnable. */
  readonly refused?: string;
  /** The game in progress or a result could not be saved: the notices printed say which. */
  readonly lost?: boolean;
}

/** Runs the game until the player quits. */
export async function launch(options: LaunchOptions): Promise<Ending> {
  const store = openStore();
  const claim = store.claimTable();
  if ('refused' in claim) {
    // Opening the store may have moved damaged files aside and restored them: said before the refusal.
    for (const line of store.takeNotices()) options.print.notice(line);
    return claim;
  }
  try {
    return await play(store, options, claim.release);
  } finally {
    claim.release();
  }
}

/** `release`: lets the table go; the ways out that end the process at once (a signal) call it too. */
async function play(store: FileStore, options: LaunchOptions, release: () => void): Promise<Ending> {
  const opening = openGame(store, options.choice, Math.random);
  const overrides = runOverrides(options.flags, process.env, chalk.level);
  const reasons = overrideReasons(options.flags, process.env, chalk.level);
  // Without colour the cursor and the selection still need inverse and bold,
  // which chalk drops at level 0: colours are left out by the theme instead.
  if (chalk.level === 0) chalk.level = 1;

  // The mouse as the setting says, or --mouse or --no-mouse for the run, and as the settings screen changes it;
  // the session turns it off on every way out. Its reports are taken out of the keys whether it is on or not.
  const mouse = new MouseStdin(process.stdin);
  const mouseOn = withOverrides(store.settings(), overrides).mouse;
  const session = new TerminalSession({ stdout: process.stdout, stdin: process.stdin }, mouseOn);
  const live: AppLive = {};
  const { print } = options;
  const report = (lines: readonly string[]) => {
    for (const line of lines) print.notice(line);
  };
  const removeExits = installExits(
    {
      save: () => {
        live.save?.();
        const said = store.finish();
        release();
        return said;
      },
      leave: () => session.leave(),
      report,
    },
    process,
  );

  const stream = new FrameStream(process.stdout);
  let refused: string | undefined;
  session.enter();
  try {
    const instance = render(
      <Sized
        store={store}
        opening={opening}
        overrides={overrides}
        reasons={reasons}
        live={live}
        mouse={mouse}
        reportMouse={(on) => session.reportMouse(on)}
        stream={stream}
        onExit={(reason) => {
          refused = reason;
          instance.unmount();
        }}
      />,
      {
        stdout: stream as unknown as NodeJS.WriteStream,
        stdin: mouse as unknown as NodeJS.ReadStream,
        exitOnCtrlC: false,
        incrementalRendering: true,
        // Ink holds a frame back until 1/maxFps after the last one: at its
        // default of 30 a key pressed just after a turn of the solver's
        // spinner waited up to 33 ms for its frame.
        maxFps: 1000,
        patchConsole: false,
      },
    );
    await instance.waitUntilExit();
  } finally {
    session.leave();
    mouse.close();
    removeExits();
    // After a fault in drawing too: the game and the results get their last chance, and the notices are said.
    report(store.finish());
  }
  const line = refused === undefined ? live.farewell?.(startCommand(process.env), !store.lostAtFinish()) : undefined;
  if (line && !store.gameLostAtFinish()) print.farewell(line);
  return { refused, lost: store.lostAtFinish() };
}

interface SizedProps {
  store: Store;
  opening: Opening;
  overrides: SettingsOverrides;
  reasons: OverrideReasons;
  live: AppLive;
  mouse: MouseSource;
  reportMouse: (on: boolean) => void;
  stream: FrameStream;
  onExit: (refused?: string) => void;
}

function terminalSize(): { width: number; height: number } {
  return { width: process.stdout.columns || 80, height: process.stdout.rows || 24 };
}

/** The app at the terminal's size, drawn again whole as soon as the terminal is resized. */
function Sized(props: SizedProps) {
  const [size, setSize] = useState(terminalSize);
  // One for the run: it keeps the line of the last hint.
  const [hints] = useState(() => solverHints());
  useEffect(() => {
    const onResize = () => setSize(terminalSize());
    process.stdout.on('resize', onResize);
    return () => void process.stdout.off('resize', onResize);
  }, []);
  // Drawn again whole on a resize; the first frame needs no repaint.
  const drawn = useRef(size);
  const { stream } = props;
  useEffect(() => {
    if (drawn.current === size) return;
    drawn.current = size;
    stream.repaint();
  }, [size, stream]);
  return (
    <App
      store={props.store}
      opening={props.opening}
      overrides={props.overrides}
      overrideReasons={props.reasons}
      width={size.width}
      height={size.height}
      live={props.live}
      mouse={props.mouse}
      reportMouse={props.reportMouse}
      hints={hints}
      verdicts={solverVerdicts}
      longerVerdicts={solverLongerVerdicts}
      easyLines={knownEasyLine}
      onExit={props.onExit}
      bell={() => void process.stdout.write(BELL)}
    />
  );
}
