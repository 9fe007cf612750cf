// Driving the app through ink-testing-library: a `press` that writes keys to
// stdin and waits for the frame each one brings (the app draws a frame for
// every key), and frames as plain text.

import { render } from 'ink-testing-library';
import type { Game } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import { App, type AppProps } from '../../../src/ui/app/App.js';
import type { Opening } from '../../../src/ui/app/startup.js';
import { makeTheme } from '../../../src/ui/theme.js';
import { MemoryStore } from './memory-store.js';

const KEYS: Record<string, string> = {
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  pagedown: '\x1b[6~',
  pageup: '\x1b[5~',
  enter: '\r',
  space: ' ',
  escape: '\x1b',
  backspace: '\x7f',
  'ctrl+z': '\x1a',
  'ctrl+y': '\x19',
  'ctrl+r': '\x12',
  'ctrl+c': '\x03',
};

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
export const plain = (text: string | undefined): string => (text ?? '').replace(ANSI, '');

/** Waits, a turn of the event loop at a time, until `done` holds; fails after `ms`. */
export async function until(done: () => boolean, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface Driven {
  readonly store: MemoryStore;
  /** How often the app asked to exit, and the last refusal it gave. */
  readonly exits: { count: number; refused?: string };
  /**
   * The clocks the app reads; tests move them. The steady clock follows the
   * wall clock unless a test sets it apart (a jump of the wall clock).
   */
  readonly time: { now: number; steady?: number };
  frame(): string;
  lines(): string[];
  /** Every frame drawn so far, the first one first. */
  frames(): string[];
  press(...keys: string[]): Promise<void>;
  /** The terminal resized, as Ink's size hook would tell the app. */
  resize(width: number, height: number): Promise<void>;
  waitFor(text: string): Promise<void>;
  unmount(): void;
}

export interface DriveOptions extends Partial<Omit<AppProps, 'store' | 'opening' | 'theme'>> {
  /** The theme; 'settings': the one the app's settings make (default: monochrome Unicode). */
  theme?: AppProps['theme'] | 'settings';
  store?: MemoryStore;
  opening?: Opening;
  /** Open the table on this game. */
  game?: Game;
}

export async function drive(options: DriveOptions = {}): Promise<Driven> {
  const store = options.store ?? new MemoryStore();
  const exits: { count: number; refused?: string } = { count: 0 };
  const time: { now: number; steady?: number } = { now: 1_000_000 };
  let seed = 0;
  const opening: Opening =
    options.opening ??
    (options.game
      ? { screen: 'table', table: { game: options.game, elapsedMs: 0, recorded: false, id: newGameId() } }
      : { screen: 'start' });
  const sized = (width: number, height: number) => (
    <App
      store={store}
      opening={opening}
      theme={
        options.theme === 'settings'
          ? undefined
          : (options.theme ?? makeTheme({ ascii: false, fourColor: false, monochrome: true }))
      }
      width={width}
      height={height}
      onExit={(refused) => {
        exits.count++;
        exits.refused = refused;
      }}
      clock={() => time.now}
      steady={() => time.steady ?? time.now}
      random={options.random ?? (() => (seed = (seed * 7919 + 17) % 10007) / 10007)}
      tickMs={0}
      hints={options.hints}
      verdicts={options.verdicts}
      longerVerdicts={options.longerVerdicts}
      verdictDelayMs={options.verdictDelayMs ?? 0}
      easyCheck={options.easyCheck}
      easyLines={options.easyLines}
      live={options.live}
      overrides={options.overrides}
      overrideReasons={options.overrideReasons}
      mouse={options.mouse}
      reportMouse={options.reportMouse}
    />
  );
  const app = render(sized(options.width ?? 80, options.height ?? 24));
  const frame = () => plain(app.lastFrame());
  await until(() => app.frames.length > 0, 'the first frame');
  return {
    store,
    exits,
    time,
    frame,
    lines: () => frame().split('\n'),
    frames: () => app.frames.map(plain),
    async press(...keys: string[]) {
      for (const key of keys) {
        const before = app.frames.length;
        app.stdin.write(KEYS[key] ?? key);
        await until(() => app.frames.length > before, `a frame after "${key}"`);
      }
    },
    async resize(width: number, height: number) {
      const before = app.frames.length;
      app.rerender(sized(width, height));
      await until(() => app.frames.length > before, `a frame at ${width} x ${height}`);
    },
    async waitFor(text: string) {
      await until(() => frame().includes(text), `"${text}" on screen`);
    },
    unmount: () => app.unmount(),
  };
}
