// The settings file, and a configuration directory that is missing, in the
// way or read-only: a clear one-line notice, never a stack trace.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, newGameId, openStore } from '../../src/store/index.js';
import { makeReadOnly, playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const settingsPath = () => path.join(dir(), 'settings.json');

const RESULT = {
  gameId: newGameId(),
  variant: 'maria',
  level: 'easy' as const,
  seed: '3',
  won: false,
  moves: 10,
  seconds: 20,
  score: 0,
  cardsHome: 2,
  at: '2025-05-05T05:05:05.000Z',
};

describe('settings', () => {
  it("of a newer version's settings.json, left alone, are unsaved once changed here, and said so with why", () => {
    fs.writeFileSync(settingsPath(), JSON.stringify({ schemaVersion: 99 }));
    const store = openStore();
    store.settings();
    expect(store.notSaved()).toBeUndefined();
    // Before any change, the settings screen says a change would last this run.
    expect(store.settingsLeftAlone()).toBe(`${settingsPath()} is left as it was found`);
    expect(openStore({ dir: path.join(dir(), 'fresh') }).settingsLeftAlone()).toBeUndefined();
    // A directory that takes no writes: the same, with its reason, until it takes one.
    const file = path.join(dir(), 'a-file');
    fs.writeFileSync(file, '');
    const refused = openStore({ dir: path.join(file, 'under') });
    expect(refused.settingsLeftAlone()).toBe(`${path.join(file, 'under')} did not take the writes`);
    fs.rmSync(file);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the wait before a file refused is tried again.
      vi.setSystemTime(Date.now() + 6000);
      refused.saveSettings({ ...DEFAULT_SETTINGS, bell: !DEFAULT_SETTINGS.bell });
    } finally {
      vi.useRealTimers();
    }
    expect(refused.notSaved()).toBeUndefined();
    expect(refused.settingsLeftAlone()).toBeUndefined();
    // The settings screen says this in place of "Changes here are saved", and the first quit key says it again.
    store.saveSettings({ ...DEFAULT_SETTINGS, bell: !DEFAULT_SETTINGS.bell });
    expect(store.notSaved()).toBe(`the settings changed are not saved: ${settingsPath()} is left as it was found`);
    store.finish();
    expect(store.takeNotices()).toContain(
      `the settings changed were not saved: ${settingsPath()} is left as it was found`,
    );
    expect(store.lostAtFinish()).toBe(false);
    expect(JSON.parse(fs.readFileSync(settingsPath(), 'utf8')).schemaVersion).toBe(99);
  });

  it("of a newer version's settings.json, changed and changed back, are nothing lost", () => {
    fs.writeFileSync(settingsPath(), JSON.stringify({ schemaVersion: 99 }));
    const store = openStore();
    store.saveSettings({ ...DEFAULT_SETTINGS, bell: !DEFAULT_SETTINGS.bell });
    store.saveSettings(DEFAULT_SETTINGS);
    expect(store.notSaved()).toBeUndefined();
  });

  it('start as the defaults and round-trip', () => {
    expect(openStore().settings()).toEqual(DEFAULT_SETTINGS);
    const mine = {
      ...DEFAULT_SETTINGS,
      fourColor: true,
      bell: true,
      autoSafe: { easy: false, medium: true, hard: true },
      verdict: false,
      cardSize: 'framed' as const,
    };
    openStore().saveSettings(mine);
    expect(openStore().settings()).toEqual(mine);
    expect(JSON.parse(fs.readFileSync(settingsPath(), 'utf8')).schemaVersion).toBe(1);
  });

  it('round-trip each setting changed alone from its default, read by the next run', () => {
    const changed = (key: keyof typeof DEFAULT_SETTINGS) => {
      const value = DEFAULT_SETTINGS[key];
      if (typeof value === 'boolean') return !value;
      if (key === 'cardSize') return DEFAULT_SETTINGS.cardSize === 'framed' ? 'compact' : 'framed';
      if (key === 'autoSafe') {
        const { easy, medium, hard } = DEFAULT_SETTINGS.autoSafe;
        return { easy: !easy, medium: !medium, hard: !hard };
      }
      throw new Error(`no change written for the setting ${key}: add one here`);
    };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) {
      const mine = { ...DEFAULT_SETTINGS, [key]: changed(key) };
      openStore().saveSettings(mine);
      expect(openStore().settings(), key).toEqual(mine);
    }
  });

  it('take defaults for settings the file does not name', () => {
    fs.writeFileSync(settingsPath(), JSON.stringify({ schemaVersion: 1, ascii: true, autoSafe: { hard: true } }));
    const store = openStore();
    expect(store.settings()).toEqual({
      ...DEFAULT_SETTINGS,
      ascii: true,
      autoSafe: { easy: true, medium: false, hard: true },
    });
    expect(store.takeNotices()).toEqual([]);
  });

  it('keep the live verdict and the card size by name in the file', () => {
    openStore().saveSettings({ ...DEFAULT_SETTINGS, verdict: false, cardSize: 'compact' });
    expect(JSON.parse(fs.readFileSync(settingsPath(), 'utf8'))).toMatchObject({ verdict: false, cardSize: 'compact' });
  });

  it('refuse a card size they do not know, naming the ones they do', () => {
    fs.writeFileSync(settingsPath(), JSON.stringify({ schemaVersion: 1, cardSize: 'huge' }));
    const store = openStore();
    expect(store.settings()).toEqual(DEFAULT_SETTINGS);
    expect(store.takeNotices()).toEqual([
      expect.stringContaining('"cardSize" is not one of auto, compact, framed); kept as'),
    ]);
  });

  it('with a setting written wrong are kept aside, that setting back to its default, the others kept, with a notice', () => {
    const bad = JSON.stringify({
      schemaVersion: 1,
      bell: 'loud',
      fourColor: true,
      verdict: false,
      cardSize: 'huge',
      autoSafe: { easy: 1, hard: false },
    });
    fs.writeFileSync(settingsPath(), bad);
    const store = openStore();
    const autoSafe = { ...DEFAULT_SETTINGS.autoSafe, hard: false };
    expect(store.settings()).toEqual({ ...DEFAULT_SETTINGS, fourColor: true, verdict: false, autoSafe });
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(
        /settings\.json is not usable in part \("bell" is not true or false; "autoSafe": "easy" is not true or false; "cardSize" is not one of auto, compact, framed\); kept as .*settings\.json\.corrupt-.*; those settings are back to the default, the others kept$/,
      ),
    ]);
    const kept = fs.readdirSync(dir()).filter((f) => f.startsWith('settings.json.corrupt-'));
    expect(fs.readFileSync(path.join(dir(), kept[0]), 'utf8')).toBe(bad);
    expect(JSON.parse(fs.readFileSync(settingsPath(), 'utf8'))).toMatchObject({
      bell: false,
      fourColor: true,
      verdict: false,
    });
  });

  it('that are no settings at all are kept aside, replaced by the defaults, with a notice', () => {
    fs.writeFileSync(settingsPath(), '[1, 2]');
    const store = openStore();
    expect(store.settings()).toEqual(DEFAULT_SETTINGS);
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(
        /settings\.json is not usable \(the file is not an object\); kept as .*; using the default settings$/,
      ),
    ]);
  });
});

describe('the configuration directory', () => {
  it('is created when missing, parents too', () => {
    const deep = path.join(dir(), 'a', 'b', 'c');
    const store = openStore({ dir: deep });
    store.saveGame({ game: playedGame(1), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(fs.existsSync(path.join(deep, 'game.json'))).toBe(true);
    expect(store.takeNotices()).toEqual([]);
  });

  it('is created again when deleted under a running game', () => {
    const store = openStore();
    fs.rmSync(dir(), { recursive: true });
    store.saveGame({ game: playedGame(4), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(openStore().loadGame()?.game.done).toHaveLength(4);
  });

  it('under a file gets a one-line notice, and the program goes on without saving', () => {
    const file = path.join(dir(), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    const store = openStore({ dir: path.join(file, 'forty-thieves') });
    expect(store.takeNotices()).toEqual([
      `cannot write to ${path.join(file, 'forty-thieves')}: part of the path is a file, not a directory (ENOTDIR); going on without saving`,
    ]);
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    store.recordResult(RESULT);
    store.saveSettings({ ...DEFAULT_SETTINGS, bell: true });
    // Told once, not at every move; what was played is still known in memory.
    expect(store.takeNotices()).toEqual([]);
    expect(store.stats('maria', 'easy').played).toBe(1);
    expect(store.settings().bell).toBe(true);
    expect(store.loadGame()).toBeUndefined();
  });

  it('that is a file gets a notice from a command that only reads, as from the game; one missing does not', () => {
    const file = path.join(dir(), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    expect(openStore({ dir: file, readOnly: true }).takeNotices()).toEqual([
      `cannot read ${file}: part of the path is a file, not a directory (ENOTDIR); no statistics or saved game read from it`,
    ]);
    expect(openStore({ dir: path.join(dir(), 'missing'), readOnly: true }).takeNotices()).toEqual([]);
  });

  it('read-only gets a notice; results wait in memory and are written once it is writable again', () => {
    const store = openStore();
    const makeWritable = makeReadOnly(dir());
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    store.recordResult(RESULT);
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/^cannot write to .*: permission denied \(EACCES\); going on without saving$/),
    ]);
    expect(store.stats('maria', 'easy').played).toBe(1);
    makeWritable();
    // The store waits a few seconds before it tries a refused directory again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      store.recordResult({ ...RESULT, gameId: newGameId(), at: '2025-05-05T05:06:00.000Z', won: true });
    } finally {
      vi.useRealTimers();
    }
    expect(store.takeNotices()).toEqual([`saving again in ${dir()}`]);
    expect(openStore().stats('maria', 'easy')).toMatchObject({ played: 2, won: 1 });
  });

  it('tries a refused directory again when the clock has been set back since, not an hour later', () => {
    const store = openStore();
    const makeWritable = makeReadOnly(dir());
    store.recordResult(RESULT);
    store.takeNotices();
    makeWritable();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The clock set back an hour (by hand, or by a time service) after the write was refused.
      vi.setSystemTime(Date.now() - 3_600_000);
      store.saveGame({ id: newGameId(), game: playedGame(3), elapsedMs: 0, recorded: false });
    } finally {
      vi.useRealTimers();
    }
    expect(store.notSaved()).toBeUndefined();
    expect(store.takeNotices()).toEqual([`saving again in ${dir()}`]);
    expect(openStore().stats('maria', 'easy').played).toBe(1);
  });

  it('has a damaged file it cannot move aside left in place, said once, never written over', () => {
    const statsPath = path.join(dir(), 'stats.json');
    fs.writeFileSync(statsPath, '{"damaged');
    const makeWritable = makeReadOnly(dir());
    const store = openStore();
    expect(store.takeNotices()).toEqual([
      expect.stringMatching(/^cannot write to .*permission denied/),
      expect.stringMatching(
        /stats\.json is not valid JSON .*; left in place because it cannot be moved \(permission denied \(EACCES\)\), and stats\.json will not be written this session; starting fresh statistics$/,
      ),
    ]);
    makeWritable();
    store.recordResult(RESULT);
    store.recordResult({ ...RESULT, gameId: newGameId(), at: '2025-05-05T05:07:00.000Z' });
    expect(store.takeNotices()).toEqual([]);
    expect(store.stats('maria', 'easy').played).toBe(2);
    expect(fs.readFileSync(statsPath, 'utf8')).toBe('{"damaged');
  });

  it('loses no write to a saved game that was made read-only: the rename replaces it', () => {
    const store = openStore();
    store.saveGame({ game: playedGame(2), elapsedMs: 0, recorded: false, id: newGameId() });
    fs.chmodSync(path.join(dir(), 'game.json'), 0o444);
    store.saveGame({ game: playedGame(3), elapsedMs: 0, recorded: false, id: newGameId() });
    expect(openStore().loadGame()?.game.done).toHaveLength(3);
    expect(store.takeNotices()).toEqual([]);
  });

  it('has temporary files left by a killed write tidied once they are old', () => {
    const old = path.join(dir(), 'game.json.tmp-1700000000abc123');
    const ours = path.join(dir(), 'game.json.tmp-4242-17');
    const young = path.join(dir(), 'game.json.tmp-1800000000abc123');
    const corrupt = path.join(dir(), 'game.json.corrupt-2025-01-01T00-00-00.000Z');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const file of [old, ours, young, corrupt]) fs.writeFileSync(file, '{');
    for (const file of [old, ours, corrupt]) fs.utimesSync(file, hourAgo, hourAgo);
    openStore();
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(ours)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect(fs.existsSync(corrupt)).toBe(true);
  });
});
