// Whatever is put at one of the store's paths (a link to /dev/zero or to a
// file outside the directory, a FIFO, a directory, a file too large), the
// program answers at once with a notice, keeps the thing aside untouched,
// writes nothing outside the directory, and goes on.
//
// Those that could block or fill the memory (FIFOs, /dev/zero) run in a
// child with a time limit; the others run here.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFaultHook } from '../../src/store/fault-points.js';
import { newGameId, openStore } from '../../src/store/index.js';
import { playedGame, useConfigDir } from '../store/support.js';
import { type Exercised, exerciseStore } from './exercise.js';
import { runChild, Tally } from './support.js';

const tally = new Tally('strange files at the store paths');
afterAll(() => tally.print());

const dir = useConfigDir({ beforeEach, afterEach });
let outside = '';
beforeEach(() => {
  outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-outside-')), 'precious');
  fs.writeFileSync(outside, 'not yours\n');
});
afterEach(() => fs.rmSync(path.dirname(outside), { recursive: true, force: true }));

const PATHS = ['stats.json', 'stats.json.bak', 'settings.json', 'game.json'] as const;

const KINDS = {
  'a link to /dev/zero': (at: string) => fs.symlinkSync('/dev/zero', at),
  'a FIFO': (at: string) => execFileSync('mkfifo', [at]),
  'a directory': (at: string) => {
    fs.mkdirSync(at);
    fs.writeFileSync(path.join(at, 'inside'), 'kept');
  },
  'a link to a file outside': (at: string) => fs.symlinkSync(outside, at),
  'a file of 17 MB': (at: string) => {
    fs.writeFileSync(at, '{');
    fs.truncateSync(at, 17 * 2 ** 20);
  },
} as const;
type Kind = keyof typeof KINDS;
const mayBlock = (kind: Kind) => kind === 'a link to /dev/zero' || kind === 'a FIFO';

/** What became of the thing: moved aside whole, and told of. */
function checkKeptAside(name: string, kind: Kind, outcome: Exercised): void {
  const file = path.join(dir(), name);
  const aside = fs.readdirSync(dir()).filter((f) => f.startsWith(`${name}.corrupt-`));
  expect(aside).toHaveLength(1);
  const kept = path.join(dir(), aside[0]);
  if (kind.startsWith('a link'))
    expect(fs.readlinkSync(kept)).toBe(kind === 'a link to /dev/zero' ? '/dev/zero' : outside);
  if (kind === 'a directory') expect(fs.readFileSync(path.join(kept, 'inside'), 'utf8')).toBe('kept');
  expect(outcome.notices.join('\n')).toContain(`${file} `);
  expect(outcome.notices.join('\n')).toContain(`kept as ${kept}`);
  // Written again as a plain file, or (a backup never needed) not at all.
  if (fs.existsSync(file)) expect(fs.lstatSync(file).isFile()).toBe(true);
  expect(fs.readFileSync(outside, 'utf8')).toBe('not yours\n');
  expect(outcome.played).toBe(1);
}

describe.each(PATHS)('%s', (name) => {
  it.each(Object.keys(KINDS) as Kind[])(
    'as %s: a notice at once, kept aside, nothing outside written',
    async (kind) => {
      KINDS[kind](path.join(dir(), name));
      let outcome: Exercised;
      if (mayBlock(kind)) {
        const run = await runChild('open-store.ts', [dir()], { limitMs: 20_000 });
        tally.add(kind, !run.hung && run.code === 0);
        expect(run.hung, 'the child was still running after 20 s').toBe(false);
        expect(run.stderr).toBe('');
        outcome = JSON.parse(run.stdout);
      } else {
        outcome = exerciseStore(dir());
        tally.add(kind, true);
      }
      checkKeptAside(name, kind, outcome);
    },
    30_000,
  );
});

describe('the backup when it is written over', () => {
  function recordOne(): string[] {
    const store = openStore();
    store.recordResult({
      gameId: newGameId(),
      variant: 'forty-thieves',
      level: 'hard',
      seed: '9',
      won: true,
      moves: 300,
      seconds: 900,
      score: 1000,
      cardsHome: 104,
      at: '2025-05-02T00:00:00.000Z',
    });
    return store.takeNotices();
  }
  const backup = () => path.join(dir(), 'stats.json.bak');

  it('damaged, is kept aside and reported, not silently replaced', () => {
    recordOne();
    fs.writeFileSync(backup(), '{"schemaVersion": 1, "stats": [tru');
    const notices = recordOne();
    const aside = fs.readdirSync(dir()).filter((f) => f.startsWith('stats.json.bak.corrupt-'));
    tally.add('a damaged backup written over', aside.length === 1);
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir(), aside[0]), 'utf8')).toBe('{"schemaVersion": 1, "stats": [tru');
    expect(notices).toEqual([expect.stringMatching(/stats\.json\.bak is not valid JSON .*; kept as .*corrupt-/)]);
    expect(openStore().stats('forty-thieves', 'hard').played).toBe(2);
  });

  it('a link to a file outside leaves that file as it was', () => {
    recordOne();
    fs.rmSync(backup());
    fs.symlinkSync(outside, backup());
    recordOne();
    tally.add('a link at the backup written over', fs.readFileSync(outside, 'utf8') === 'not yours\n');
    expect(fs.readFileSync(outside, 'utf8')).toBe('not yours\n');
    expect(fs.lstatSync(backup()).isFile()).toBe(true);
  });
});

describe('temporary files', () => {
  it('links planted at the names an older version used are never followed', () => {
    for (let n = 1; n <= 200; n++) fs.symlinkSync(outside, path.join(dir(), `game.json.tmp-${process.pid}-${n}`));
    const store = openStore();
    for (let n = 1; n <= 5; n++) {
      store.saveGame({ id: 'planted-links', game: playedGame(n), elapsedMs: 0, recorded: false });
    }
    tally.add('links planted at temporary names', fs.readFileSync(outside, 'utf8') === 'not yours\n');
    expect(fs.readFileSync(outside, 'utf8')).toBe('not yours\n');
    expect(openStore().loadGame()?.game.done).toHaveLength(5);
  });

  it('get names no one can guess, and none is left behind', () => {
    const store = openStore();
    const seen: string[] = [];
    setFaultHook((point) => {
      if (point.endsWith('temporary file created'))
        seen.push(...fs.readdirSync(dir()).filter((f) => f.includes('.tmp-')));
    });
    try {
      for (let n = 1; n <= 3; n++) store.saveSettings({ ...store.settings(), bell: n % 2 === 0 });
    } finally {
      setFaultHook(undefined);
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    for (const name of seen) expect(name).toMatch(/^settings\.json\.tmp-[0-9a-f]{16}$/);
    expect(fs.readdirSync(dir()).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});

describe('two damaged files at the start', () => {
  it('both notices come back in full at the end, for stderr, though the game took them already', () => {
    fs.writeFileSync(path.join(dir(), 'settings.json'), '{"schemaVersion": 1, "bell": tru');
    fs.writeFileSync(path.join(dir(), 'stats.json'), 'not json at all');
    const store = openStore();
    const atStart = store.takeNotices();
    expect(atStart).toHaveLength(2);
    const atEnd = store.finish();
    tally.add('two damaged files at the start', atEnd.length === 2);
    expect(atEnd).toEqual(atStart);
    expect(atEnd.join('\n')).toMatch(
      /stats\.json is not valid JSON.*\n.*settings\.json is not valid JSON.*using the default settings$/,
    );
  });
});
