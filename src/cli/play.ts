// `forty-thieves play`, the default command: checks the options and that
// there is a terminal to play in, then loads the interface (Ink, React, the
// store) only now, so the other commands never pay for it.

import { RequestError, UsageError } from './errors.js';
import { parseLevel, parseSeed, parseVariant } from './options.js';

export interface PlayOptions {
  variant?: string;
  difficulty?: string;
  seed?: string;
  new?: boolean;
  ascii?: boolean;
  fourColor?: boolean;
  /** commander's --no-color: false when given. */
  color?: boolean;
}

export interface PlayTerminal {
  readonly stdin: { readonly isTTY?: boolean };
  readonly stdout: { readonly isTTY?: boolean };
}

export async function runPlay(options: PlayOptions, terminal: PlayTerminal = process): Promise<void> {
  const choice = {
    variant: options.variant === undefined ? undefined : parseVariant(options.variant),
    level: options.difficulty === undefined ? undefined : parseLevel(options.difficulty),
    seed: options.seed === undefined ? undefined : parseSeed(options.seed),
    fresh: options.new === true,
  };
  if (!terminal.stdin.isTTY || !terminal.stdout.isTTY) {
    const which = !terminal.stdin.isTTY ? 'input' : 'output';
    throw new UsageError(
      `play needs an interactive terminal, and its ${which} is not one; deal, replay, rules and stats work in pipes`,
    );
  }
  const { launch } = await withoutFetch(() => import('../ui/index.js'));
  const result = await launch({
    choice,
    ascii: options.ascii === true,
    fourColor: options.fourColor === true,
    noColor: options.color === false,
  });
  if (result.refused) throw new RequestError(result.refused);
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
