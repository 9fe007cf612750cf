// The game ended from outside, in a real terminal (tmux): the terminal
// closed under it saves the game and ends by the hang-up itself, without
// Node's terminal reset (it aborted on the dead terminal before); a hang-up
// sent while the terminal is there gives it back as well. SIGINT and
// SIGQUIT save, give the terminal back (the shell answers and echoes again)
// and end with the signal's code, as SIGTERM does.
//
// Needs the built CLI and tmux, as the end-to-end tests do.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { canRunEndToEnd } from '../e2e/prerequisites.js';
import { GAME, panes } from '../e2e/tmux.js';
import { Tally } from './support.js';

const ready = canRunEndToEnd('the fault tests of exits', { tmux: true });
const tally = new Tally('the game ended from outside');
afterAll(() => tally.print());

const { open, dir } = panes();
let watch = '';
afterEach(() => fs.rmSync(watch, { recursive: true, force: true }));

const WATCHER = path.join(import.meta.dirname, 'children', 'watch.mjs');

async function until<T>(look: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readIf = (file: string): string | undefined => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/** The game on seed 5 in a pane, under the watcher, after one draw saved. */
async function playing() {
  watch = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-watch-'));
  const pane = await open();
  pane.type(
    `NODE_ENV=production node ${WATCHER} ${watch} ${GAME.replace(/^node /, `${process.execPath} `)} --seed 5`,
    true,
  );
  await pane.waitFor(/0 moves/);
  pane.type('d');
  await pane.waitFor(/1 move\b/);
  const gameFile = path.join(dir(), 'game.json');
  await until(() => (readIf(gameFile)?.includes('"moveCount": 1') ? true : undefined), 'the first save');
  const pid = Number(fs.readFileSync(path.join(watch, 'pid'), 'utf8'));
  const ended = () => until(() => readIf(path.join(watch, 'ended')), 'the game to end').then((t) => JSON.parse(t));
  return { pane, pid, ended, stderr: () => readIf(path.join(watch, 'stderr')) ?? '' };
}

describe.runIf(ready)('the game ended from outside', () => {
  it('the terminal closed: saved, ended by the hang-up, no abort', async () => {
    const game = await playing();
    game.pane.kill();
    const ended = await game.ended();
    const stderr = game.stderr();
    tally.add('terminal closed', ended.signal === 'SIGHUP' && !stderr.includes('Assertion'));
    expect(stderr).not.toContain('Assertion failed');
    expect(ended).toEqual({ code: null, signal: 'SIGHUP' });
    expect(JSON.parse(fs.readFileSync(path.join(dir(), 'game.json'), 'utf8')).moveCount).toBe(1);
  }, 60_000);

  it('a hang-up with the terminal still there (kill -HUP): saved, ended by it, the terminal given back', async () => {
    const game = await playing();
    process.kill(game.pid, 'SIGHUP');
    const ended = await game.ended();
    tally.add('hang-up sent', ended.signal === 'SIGHUP');
    expect(ended).toEqual({ code: null, signal: 'SIGHUP' });
    // The shell's own screen again, no mouse reporting, the cursor shown.
    expect(game.pane.display('#{alternate_on} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag}')).toBe('0 0 0 1');
    expect(JSON.parse(fs.readFileSync(path.join(dir(), 'game.json'), 'utf8')).moveCount).toBe(1);
  }, 60_000);

  it.each([
    ['SIGINT', 130],
    ['SIGQUIT', 131],
    ['SIGTERM', 143],
  ] as const)(
    '%s: saved, the terminal given back, exit %i',
    async (signal, code) => {
      const game = await playing();
      process.kill(game.pid, signal);
      const ended = await game.ended();
      tally.add(signal, ended.code === code);
      expect(ended).toEqual({ code, signal: null });
      // The alternate screen is left and the keyboard echoes again: the shell shows what is typed.
      game.pane.type('echo back-$((40+2))', true);
      await game.pane.waitFor(/back-42/);
      expect(game.pane.screen()).toContain('echo back-$((40+2))');
      expect(JSON.parse(fs.readFileSync(path.join(dir(), 'game.json'), 'utf8')).moveCount).toBe(1);
    },
    60_000,
  );
});
