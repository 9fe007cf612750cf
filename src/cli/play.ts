// `forty-thieves play`, the default command: checks the options and that
// there is a terminal to play in (interactive, and not TERM=dumb, which
// cannot move the cursor), then loads the interface (Ink, React, the store)
// only now, so the other commands never pay for it.

import { setFlagsFromString } from 'node:v8';
import { dateAt } from '../engine/index.js';
import { CARD_SIZES, type CardSize } from '../store/index.js';
import type { SettingsFlags } from '../ui/index.js';
import { RequestError, ToldFailure, UsageError } from './errors.js';
import { dailyDate, parseLevel, parseSeed, parseVariant } from './options.js';
import { type Output, processOutput } from './output.js';
import { writeError, writeProse } from './prose.js';

export interface PlayOptions {
  variant?: string;
  difficulty?: string;
  seed?: string;
  new?: boolean;
  /** --daily alone: today's deal; with a date, that day's. */
  daily?: boolean | string;
  /** --ascii true, --no-ascii false, neither undefined; so for --bell, --verdict and --mouse. */
  ascii?: boolean;
  fourColor?: boolean;
  /** --color true, --no-color false, neither undefined. */
  color?: boolean;
  bell?: boolean;
  verdict?: boolean;
  cards?: string;
  mouse?: boolean;
}

export interface PlayTerminal {
  readonly stdin: { readonly isTTY?: boolean };
  readonly stdout: { readonly isTTY?: boolean };
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export function parseCardSize(text: string | undefined): CardSize | undefined {
  if (text === undefined) return undefined;
  const size = CARD_SIZES.find((s) => s === text.trim().toLowerCase());
  if (!size) throw new UsageError(`unknown card size "${text}": choose one of ${CARD_SIZES.join(', ')}`);
  return size;
}

/** The options that set a setting for this run (run-settings.ts keeps them out of settings.json). */
export function settingsFlagsOf(options: PlayOptions): SettingsFlags {
  return {
    ascii: options.ascii,
    fourColor: options.fourColor,
    color: options.color,
    bell: options.bell,
    verdict: options.verdict,
    cardSize: parseCardSize(options.cards),
    mouse: options.mouse,
  };
}

/** The options given, as flags ("--variant"): a bad --daily date is not said to be meant as one of them. */
const optionsGiven = (options: PlayOptions): string[] =>
  Object.entries(options).flatMap(([name, value]) => (value === undefined ? [] : [`--${name}`]));

export async function runPlay(
  options: PlayOptions,
  terminal: PlayTerminal = process,
  today: string = dateAt(Date.now()),
  out: Output = processOutput,
): Promise<void> {
  const choice = {
    variant: options.variant === undefined ? undefined : parseVariant(options.variant),
    level: options.difficulty === undefined ? undefined : parseLevel(options.difficulty),
    seed: options.seed === undefined ? undefined : parseSeed(options.seed),
    fresh: options.new === true,
    daily: options.daily === undefined ? undefined : dailyDate(options.daily, today, optionsGiven(options)),
  };
  if (choice.daily !== undefined && choice.seed !== undefined) {
    throw new UsageError('--daily and --seed cannot go together: the daily deal has its own seed');
  }
  const flags = settingsFlagsOf(options);
  if (!terminal.stdin.isTTY || !terminal.stdout.isTTY) {
    const which = !terminal.stdin.isTTY ? 'input' : 'output';
    throw new UsageError(
      `play needs an interactive terminal, and its ${which} is not one; the other commands work in pipes`,
    );
  }
  if (terminal.env?.TERM === 'dumb') {
    throw new UsageError(
      'play needs a terminal that can move the cursor, and TERM=dumb says this one cannot; ' +
        'run it in a terminal emulator, or use the other commands here',
    );
  }
  keepYoungGenerationSmall();
  const { launch } = await withoutFetch(() => import('../ui/index.js'));
  // Fitted to the terminal as the other commands' lines are.
  const print = {
    farewell: (line: string) => writeProse(out, [line]),
    notice: (line: string) => writeError(out, line),
  };
  const result = await launch({ choice, flags, print });
  if (result.refused) throw new RequestError(result.refused);
  if (result.lost) throw new ToldFailure('the game or a result was not saved');
}

/**
 * V8 doubles the space of new objects whenever many survive a collection,
 * up to 16 MiB twice over; a frame's short-lived objects never need that
 * much. Kept at its first size, the game's peak memory is about 6 MiB
 * lower, with frames as fast (docs/architecture.md, How the solver is reached). V8 reads this
 * flag each time it would grow the space: set now, before the interface
 * loads, it holds.
 */
function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Ink's layout engine (yoga) loads its WebAssembly through `fetch` when
 * there is one; in Node that first loads the whole HTTP client, a large part
 * of the start-up time. Without `fetch` it decodes the same bytes directly.
 */
async function withoutFetch<T>(load: () => Promise<T>): Promise<T> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (!descriptor?.configurable) return load();
  Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'fetch', descriptor);
  }
}
