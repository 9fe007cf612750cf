// A shell in a tmux pane of a chosen size, on a tmux server of its own, for
// running the built CLI as a player would: keys in, the screen's text out,
// waiting by polling the pane until the text expected shows on a screen that
// holds still (or timing out).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { root } from './prerequisites.js';

let sessions = 0;

export class TmuxPane {
  private readonly socket = `forty-thieves-e2e-${process.pid}-${++sessions}`;

  constructor(
    readonly width: number,
    readonly height: number,
    cwd: string,
    env: Record<string, string>,
  ) {
    const settings = Object.entries({ PS1: '$ ', ...env }).map(([k, v]) => `${k}=${v}`);
    // CI is unset for the game: with it Ink draws only its last frame.
    this.tmux(
      'new-session',
      '-d',
      '-x',
      String(width),
      '-y',
      String(height),
      '-s',
      'main',
      '-c',
      cwd,
      'env',
      '-u',
      'CI',
      ...settings,
      'bash',
      '--norc',
      '--noprofile',
    );
    this.tmux('set-option', '-t', 'main', 'status', 'off');
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Types text literally, then presses Enter if asked. */
  type(text: string, enter = false): void {
    this.tmux('send-keys', '-t', 'main', '-l', text);
    if (enter) this.tmux('send-keys', '-t', 'main', 'Enter');
  }

  /** Presses named keys (tmux names: Enter, Escape, BSpace, C-z, Up) one after another. */
  press(...keys: string[]): void {
    for (const key of keys) this.tmux('send-keys', '-t', 'main', key);
  }

  /** A tmux format of the pane, such as '#{mouse_sgr_flag}': what tmux knows of the terminal's modes. */
  display(format: string): string {
    return this.tmux('display-message', '-p', '-t', 'main', format).trim();
  }

  screen(): string {
    return this.tmux('capture-pane', '-p', '-t', 'main');
  }

  /** Polls the pane until `expected` shows; fails with the screen after `timeoutMs`. */
  waitFor(expected: string | RegExp, timeoutMs = 15_000): Promise<string> {
    return this.poll((text) => shows(text, expected), `${String(expected)}`, timeoutMs);
  }

  /** Polls until `unexpected` is gone. */
  waitForGone(unexpected: string | RegExp, timeoutMs = 15_000): Promise<string> {
    return this.poll((text) => !shows(text, unexpected), `${String(unexpected)} to go`, timeoutMs);
  }

  /**
   * Polls until `done` holds on a screen that stayed the same between two
   * looks: a look can land while a frame is half written (tmux shows what
   * has arrived), and the rows not yet drawn would be the last frame's.
   */
  private async poll(done: (text: string) => boolean, what: string, timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let before: string | undefined;
    for (;;) {
      const text = this.screen();
      if (text === before && done(text)) return text;
      before = text;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the screen:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  kill(): void {
    try {
      this.tmux('kill-server');
    } catch {
      // Already gone.
    }
  }
}

const shows = (text: string, expected: string | RegExp): boolean =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

/** The built CLI, as typed at the pane's shell (its directory is the repository). */
export const GAME = 'node bin/forty-thieves.js';

/**
 * Panes for the tests of one file, each with a configuration directory of
 * its own (in `dir`), both gone after each test. `open` waits for the prompt.
 */
export function panes(): { open(width?: number, height?: number): Promise<TmuxPane>; dir(): string } {
  let pane: TmuxPane | undefined;
  let configDir: string | undefined;
  afterEach(() => {
    pane?.kill();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
    pane = configDir = undefined;
  });
  const dir = () => {
    configDir ??= mkdtempSync(join(tmpdir(), 'forty-thieves-e2e-'));
    return configDir;
  };
  return {
    dir,
    async open(width = 80, height = 24) {
      pane = new TmuxPane(width, height, root, { FORTY_THIEVES_CONFIG_DIR: dir() });
      await pane.waitFor(/^\$/m);
      return pane;
    },
  };
}
