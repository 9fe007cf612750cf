// What the store's tests share: a fresh configuration directory per test
// (never the real one), and games played to a given length.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { current, findVariant, type Game, type Level, legalMoves, newGame, play } from '../../src/engine/index.js';
import { setFaultHook } from '../../src/store/fault-points.js';

/** A new empty directory under the system's temporary directory. */
export function freshDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-test-'));
}

/**
 * Points FORTY_THIEVES_CONFIG_DIR at a fresh directory for each test and
 * removes it afterwards. Returns a getter for the current one.
 */
export function useConfigDir(hooks: {
  beforeEach(fn: () => void): void;
  afterEach(fn: () => void): void;
}): () => string {
  let dir = '';
  const saved = process.env.FORTY_THIEVES_CONFIG_DIR;
  hooks.beforeEach(() => {
    dir = freshDir();
    process.env.FORTY_THIEVES_CONFIG_DIR = dir;
  });
  hooks.afterEach(() => {
    // A test that failed with its directory made read-only (makeReadOnly) leaves no spy behind.
    vi.restoreAllMocks();
    fs.chmodSync(dir, 0o700);
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.FORTY_THIEVES_CONFIG_DIR;
    else process.env.FORTY_THIEVES_CONFIG_DIR = saved;
  });
  return () => dir;
}

/**
 * The directory read-only, as the file system would say it (chmod does not
 * stop root, who runs the tests in CI): its check before a write and the
 * renames in it are refused. Returns what makes it writable again.
 */
export function makeReadOnly(dir: string): () => void {
  const refused = (file: fs.PathLike) => String(file).startsWith(dir);
  const eacces = () => Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
  const access = fs.accessSync;
  const rename = fs.renameSync;
  const spies = [
    vi.spyOn(fs, 'accessSync').mockImplementation((file, mode) => {
      if (refused(file) && mode === fs.constants.W_OK) throw eacces();
      access(file, mode);
    }),
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (refused(from)) throw eacces();
      rename(from, to);
    }),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

/** A disk with no room left: every file the store writes is refused. Returns what gives the room back. */
export function fillDisk(): () => void {
  setFaultHook((point) => {
    if (point.endsWith('temporary file created'))
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });
  return () => setFaultHook(undefined);
}

/**
 * A file the system will not let the program read, as its permissions would
 * say it to anyone but root (who runs the tests in CI): opening it is refused.
 * Returns what makes it readable again.
 */
export function makeUnreadable(file: string): () => void {
  const open = fs.openSync;
  const spy = vi.spyOn(fs, 'openSync').mockImplementation((opened, ...rest) => {
    if (String(opened) === file) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    return open(opened, ...rest);
  });
  return () => spy.mockRestore();
}

/**
 * The games along a fixed pseudo-random walk through the legal moves (the
 * same every run), one after each move, up to `length` moves or until the
 * deal runs out of moves.
 */
export function* walk(length: number, seed = 1n, variantId = 'forty-thieves', level: Level = 'hard'): Generator<Game> {
  let game = newGame(findVariant(variantId)!, level, seed);
  let state = 12345;
  while (game.done.length < length) {
    const moves = legalMoves(current(game));
    if (moves.length === 0) return;
    state = (state * 1103515245 + 12345) % 2147483648;
    const result = play(game, moves[state % moves.length]);
    if (!('game' in result)) throw new Error('a legal move was refused');
    game = result.game;
    yield game;
  }
}

/** The game after `length` moves of the walk (seed 1 goes past 500 moves). */
export function playedGame(length: number, seed = 1n): Game {
  let last = newGame(findVariant('forty-thieves')!, 'hard', seed);
  for (const game of walk(length, seed)) last = game;
  return last;
}
