// One copy at a time plays from a configuration directory: a second one is
// refused with the first one's process named, before it could write over
// the first one's saved game. Only a holder's death frees the table, never
// the lock's age: a game can sit open for days.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { setFaultHook } from '../../src/store/fault-points.js';
import { type GameInProgress, newGameId, openStore } from '../../src/store/index.js';
import { gameResult } from '../../src/ui/table/results.js';
import { fillDisk, playedGame, useConfigDir } from './support.js';

const dir = useConfigDir({ beforeEach, afterEach });
const lockPath = () => path.join(dir(), 'playing.lock');
/** The pid a lock names: the first word (the machine's start id follows where it has one). */
const lockHolder = () => fs.readFileSync(lockPath(), 'utf8').split(' ')[0];
const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';
const claimed = (claim: ReturnType<ReturnType<typeof openStore>['claimTable']>) => 'release' in claim;

describe('the table', () => {
  it('is refused to a second copy while the first plays, naming the first', () => {
    // The first copy: a live process (the test runner's parent).
    fs.writeFileSync(lockPath(), String(process.ppid));
    expect(openStore().claimTable()).toEqual({
      refused:
        `another copy of forty-thieves (process ${process.ppid}) is playing from ${dir()}, and two would write ` +
        `over each other's saved game: go back to that one, or end it first (if none is running, remove ${lockPath()})`,
    });
    expect(lockHolder()).toBe(String(process.ppid));
  });

  it('left by a dead copy while another takes it over is refused naming the live one, not the dead', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(lockPath(), String(dead));
    // The copy in the middle of the takeover (the test runner's parent), which outlasts the wait here.
    fs.writeFileSync(`${lockPath()}.takeover`, String(process.ppid));
    const claim = openStore().claimTable();
    expect(claim).toMatchObject({ refused: expect.stringContaining(`(process ${process.ppid})`) });
  });

  it('is free again once the copy that claimed it lets go', () => {
    const first = openStore().claimTable();
    expect(lockHolder()).toBe(String(process.pid));
    if ('release' in first) first.release();
    expect(fs.existsSync(lockPath())).toBe(false);
    expect(claimed(openStore().claimTable())).toBe(true);
  });

  it('held by a live copy for hours is still refused', () => {
    fs.writeFileSync(lockPath(), String(process.ppid));
    // As old as it can be while this machine has been up (an older lock is from before a restart).
    const old = new Date(Date.now() - Math.min(7 * 24 * 3600_000, (os.uptime() * 1000) / 2));
    fs.utimesSync(lockPath(), old, old);
    const claim = openStore().claimTable();
    expect(claim).toMatchObject({ refused: expect.stringContaining(`(process ${process.ppid})`) });
    expect(lockHolder()).toBe(String(process.ppid));
  });

  it("naming this process is an earlier process's with the same pid, and taken over", () => {
    // A container starts the game as process 1 every time: the lock the last one left names it.
    fs.writeFileSync(lockPath(), String(process.pid));
    expect(claimed(openStore().claimTable())).toBe(true);
  });

  it('naming process 0, which no process is, is taken over', () => {
    // Asked whether process 0 lives, the system answers for this process's group: yes.
    fs.writeFileSync(lockPath(), '0');
    expect(claimed(openStore().claimTable())).toBe(true);
    expect(lockHolder()).toBe(String(process.pid));
  });

  it('made before the machine started is taken over, whatever process has its pid now', () => {
    fs.writeFileSync(lockPath(), String(process.ppid));
    const before = new Date(Date.now() - os.uptime() * 1000 - 60_000);
    fs.utimesSync(lockPath(), before, before);
    expect(claimed(openStore().claimTable())).toBe(true);
  });

  it.skipIf(!fs.existsSync(BOOT_ID_FILE))(
    "naming this start of the machine is a live copy's even when the clock says it is older than the start",
    () => {
      // The wall clock stepped forward (a virtual machine resumed) past the time since the machine started.
      fs.writeFileSync(lockPath(), `${process.ppid} ${fs.readFileSync(BOOT_ID_FILE, 'utf8').trim()}`);
      const before = new Date(Date.now() - os.uptime() * 1000 - 60_000);
      fs.utimesSync(lockPath(), before, before);
      expect(openStore().claimTable()).toMatchObject({ refused: expect.stringContaining(`(process ${process.ppid})`) });
    },
  );

  it.skipIf(!fs.existsSync(BOOT_ID_FILE))(
    'naming another start of the machine is taken over, whatever process has its pid now',
    () => {
      fs.writeFileSync(lockPath(), `${process.ppid} 00000000-0000-0000-0000-000000000000`);
      expect(claimed(openStore().claimTable())).toBe(true);
      expect(fs.readFileSync(lockPath(), 'utf8')).toBe(
        `${process.pid} ${fs.readFileSync(BOOT_ID_FILE, 'utf8').trim()} @${os.hostname()}`,
      );
    },
  );

  it('held by a copy on another machine sharing the directory is refused, naming the machine', () => {
    // Its pid and its start's id mean nothing here: not even a process 1 that is dead is asked after.
    fs.writeFileSync(lockPath(), '1 00000000-0000-0000-0000-000000000000 @another-machine');
    expect(openStore().claimTable()).toEqual({
      refused:
        `another copy of forty-thieves (process 1 on another-machine) is playing from ${dir()}, and two would ` +
        `write over each other's saved game: go back to that one, or end it first (if none is running on ` +
        `another-machine, remove ${lockPath()})`,
    });
  });

  it('held by a copy on another machine is taken over once that copy has not renewed it for five minutes', () => {
    fs.writeFileSync(lockPath(), `${process.ppid} @another-machine`);
    const renewed = (minutesAgo: number) => {
      const then = new Date(Date.now() - minutesAgo * 60_000);
      fs.utimesSync(lockPath(), then, then);
    };
    renewed(4);
    expect(claimed(openStore().claimTable())).toBe(false);
    renewed(6);
    expect(claimed(openStore().claimTable())).toBe(true);
    expect(lockHolder()).toBe(String(process.pid));
  });

  it('is renewed every minute while this copy plays, for copies on other machines', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const claim = openStore().claimTable();
      const longAgo = new Date(Date.now() - 3600_000);
      fs.utimesSync(lockPath(), longAgo, longAgo);
      vi.advanceTimersByTime(60_000);
      expect(Date.now() - fs.statSync(lockPath()).mtimeMs).toBeLessThan(5_000);
      if ('release' in claim) claim.release();
      expect(fs.existsSync(lockPath())).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('left by a copy killed while playing is taken over', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(lockPath(), String(dead));
    expect(claimed(openStore().claimTable())).toBe(true);
    expect(lockHolder()).toBe(String(process.pid));
  });
});

describe('a table that could not be claimed at the start', () => {
  afterEach(() => setFaultHook(undefined));
  /** The directory took no writes when the copy started: no lock file could be made. */
  const unclaimable = () =>
    setFaultHook((point) => {
      if (point.endsWith('lock file created')) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    });
  const gamePath = () => path.join(dir(), 'game.json');

  it('is refused all the same while a live copy plays there: a full disk makes no lock, but finds one', () => {
    // The first copy claimed it before the disk filled; this one cannot write a lock file of its own.
    fs.writeFileSync(lockPath(), String(process.ppid));
    unclaimable();
    expect(openStore().claimTable()).toMatchObject({ refused: expect.stringContaining(`(process ${process.ppid})`) });
    expect(lockHolder()).toBe(String(process.ppid));
  });

  it('is claimed at the first save once the directory takes writes, and let go at the end', () => {
    unclaimable();
    const store = openStore();
    const claim = store.claimTable();
    expect(claimed(claim)).toBe(true);
    expect(fs.existsSync(lockPath())).toBe(false);
    setFaultHook(undefined);
    store.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    expect(lockHolder()).toBe(String(process.pid));
    if ('release' in claim) claim.release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('writes no game over the one of a copy that claimed it meanwhile, and says so once', () => {
    unclaimable();
    const late = openStore();
    late.claimTable();
    setFaultHook(undefined);
    // Another copy started once the directory took writes again, and saved its game.
    fs.writeFileSync(lockPath(), String(process.ppid));
    const theirs = newGameId();
    openStore().saveGame({ id: theirs, game: playedGame(3), elapsedMs: 0, recorded: false });
    late.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    late.saveGame({ id: newGameId(), game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe(theirs);
    expect(late.takeNotices()).toEqual([
      `another copy of forty-thieves (process ${process.ppid}) is playing from ${dir()}, which took no writes ` +
        "when this one started: this game is not saved there, so as not to write over that one's",
    ]);
    expect(late.finish()).toContainEqual(
      'the game in progress was not saved: another copy of forty-thieves plays from there',
    );
    // Nor removes it when its own game ends.
    late.clearGame();
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe(theirs);
    // Nor writes over it once that copy has ended, leaving its game saved for its player.
    fs.rmSync(lockPath());
    late.saveGame({ id: newGameId(), game: playedGame(5), elapsedMs: 0, recorded: false });
    expect(JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id).toBe(theirs);
  });
});

describe('a table taken from the copy that claimed it', () => {
  const gamePath = () => path.join(dir(), 'game.json');
  const savedId = () => JSON.parse(fs.readFileSync(gamePath(), 'utf8')).id;

  it('removed by hand while the copy plays is claimed again at its next save', () => {
    const store = openStore();
    store.claimTable();
    fs.rmSync(lockPath());
    const id = newGameId();
    store.saveGame({ id, game: playedGame(2), elapsedMs: 0, recorded: false });
    expect(lockHolder()).toBe(String(process.pid));
    expect(savedId()).toBe(id);
    expect(store.takeNotices()).toEqual([]);
  });

  it.each(['EIO', 'EACCES'])(
    'read in vain (%s) is still held: not let go and made again, when another copy could take it',
    (code) => {
      const store = openStore();
      store.claimTable();
      const open = fs.openSync;
      let failed = false;
      const opening = vi.spyOn(fs, 'openSync').mockImplementation((...args: Parameters<typeof fs.openSync>) => {
        if (!failed && args[0] === lockPath()) {
          failed = true;
          throw Object.assign(new Error('refused'), { code });
        }
        return open(...args);
      });
      const removing = vi.spyOn(fs, 'rmSync');
      try {
        const id = newGameId();
        store.saveGame({ id, game: playedGame(2), elapsedMs: 0, recorded: false });
        expect(failed).toBe(true);
        expect(savedId()).toBe(id);
        expect(removing.mock.calls.filter(([file]) => file === lockPath())).toEqual([]);
      } finally {
        opening.mockRestore();
        removing.mockRestore();
      }
      expect(lockHolder()).toBe(String(process.pid));
      expect(store.takeNotices()).toEqual([]);
    },
  );

  it('being taken over by another copy keeps a save of this one waiting for a moment only, not the seconds a command waits', () => {
    const store = openStore();
    store.claimTable();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(lockPath(), String(dead));
    // The copy in the middle of taking the table over (the test runner's parent) holds its takeover lock.
    fs.writeFileSync(`${lockPath()}.takeover`, String(process.ppid));
    let tries = 0;
    setFaultHook((point) => {
      if (point === `${lockPath()}: lock file created`) tries++;
    });
    try {
      store.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    } finally {
      setFaultHook(undefined);
    }
    // A save is made at every move: a few tries, not the hundreds of the 3 s a command waits.
    expect(tries).toBeGreaterThan(0);
    expect(tries).toBeLessThan(10);
    expect(fs.existsSync(path.join(dir(), 'game.json'))).toBe(false);
    expect(store.takeNotices()).toEqual([
      `another copy of forty-thieves (process ${process.ppid}) is playing from ${dir()}, and holds ${lockPath()}, ` +
        `which this one held: this game is not saved there, so as not to write over that one's`,
    ]);
  });

  it('replaced by something not a lock (a link) is lost, and claimed again at the next save', () => {
    const store = openStore();
    store.claimTable();
    fs.rmSync(lockPath());
    fs.symlinkSync('/dev/null', lockPath());
    const id = newGameId();
    store.saveGame({ id, game: playedGame(2), elapsedMs: 0, recorded: false });
    expect(fs.lstatSync(lockPath()).isSymbolicLink()).toBe(false);
    expect(lockHolder()).toBe(String(process.pid));
    expect(savedId()).toBe(id);
  });

  it('writes no game over the one of the copy that took it, and says so once', () => {
    const first = openStore();
    first.claimTable();
    first.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    // The lock removed by hand, or taken as stale while this machine slept, and another copy playing.
    fs.writeFileSync(lockPath(), String(process.ppid));
    const theirs = newGameId();
    openStore().saveGame({ id: theirs, game: playedGame(3), elapsedMs: 0, recorded: false });
    first.saveGame({ id: newGameId(), game: playedGame(4), elapsedMs: 0, recorded: false });
    first.saveGame({ id: newGameId(), game: playedGame(5), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(theirs);
    expect(first.takeNotices()).toEqual([
      `another copy of forty-thieves (process ${process.ppid}) is playing from ${dir()}, and holds ` +
        `${lockPath()}, which this one held: this game is not saved there, so as not to write over that one's`,
    ]);
    expect(first.finish()).toContainEqual(
      'the game in progress was not saved: another copy of forty-thieves plays from there',
    );
    first.clearGame();
    expect(savedId()).toBe(theirs);
    expect(lockHolder()).toBe(String(process.ppid));
    // That copy ended, its game saved for its player: this one still leaves it alone, to the very end.
    fs.rmSync(lockPath());
    first.saveGame({ id: newGameId(), game: playedGame(6), elapsedMs: 0, recorded: false });
    expect(first.finish().at(-1)).toBe(
      'the game in progress was not saved: another copy of forty-thieves left its game there',
    );
    expect(savedId()).toBe(theirs);
    expect(first.gameLostAtFinish()).toBe(true);
    // Nor is it removed when this copy's game ends.
    first.clearGame();
    expect(savedId()).toBe(theirs);
  });

  /** This copy: the table claimed, a game of two moves saved. */
  function playingCopy() {
    const first = openStore();
    first.claimTable();
    first.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    return first;
  }

  /**
   * This copy's lock removed by hand; another copy took the table, saved
   * `game` (and did `meanwhile` with it), and let the table go.
   */
  function takenAndLeft(game: Game, meanwhile?: (theirs: GameInProgress) => void): GameInProgress {
    fs.rmSync(lockPath());
    const other = openStore();
    const claim = other.claimTable();
    const theirs = { id: newGameId(), game, elapsedMs: 0, recorded: false };
    other.saveGame(theirs);
    meanwhile?.(theirs);
    if ('release' in claim) claim.release();
    return theirs;
  }

  it('writes no game over the one of a copy that took it and ended before this one looked, and says so', () => {
    const first = playingCopy();
    const theirs = takenAndLeft(playedGame(3)).id;
    first.saveGame({ id: newGameId(), game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(theirs);
    expect(first.takeNotices()).toEqual([
      `another copy of forty-thieves is saving a game in ${gamePath()} (forty-thieves hard, seed 1, 3 moves); ` +
        "this game is not saved there, so as not to write over that one's",
    ]);
    expect(first.finish().at(-1)).toBe(
      'the game in progress was not saved: another copy of forty-thieves left its game there',
    );
    expect(savedId()).toBe(theirs);
  });

  it('saves over a fresh deal the copy that took it left, no move played in it: there is nothing of it to keep', () => {
    const first = playingCopy();
    takenAndLeft(playedGame(0, 7n));
    const ours = newGameId();
    first.saveGame({ id: ours, game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(ours);
    expect(first.finish().join('|')).not.toContain('not saved');
    expect(savedId()).toBe(ours);
  });

  /**
   * This copy's lock removed by hand; another copy took the table, saved its
   * game, counted it lost and was killed before it removed the save (the
   * loss recorded by a store without the save), its lock let go.
   */
  function takenAndLeftCountedLost(): void {
    takenAndLeft(playedGame(3), (theirs) => openStore().recordResult(gameResult(theirs, Date.UTC(2025, 3, 2))));
  }

  it('saves over a game the copy that took it left counted, as stats.json says now (killed before removing it)', () => {
    const first = playingCopy();
    takenAndLeftCountedLost();
    const ours = newGameId();
    first.saveGame({ id: ours, game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(ours);
    expect(first.finish().join('|')).not.toContain('not saved');
  });

  it('does what its notice says of a game the copy that took it left, its own waiting results written first', () => {
    const first = openStore();
    first.claimTable();
    const won = { id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false };
    first.saveGame(won);
    // A win the disk refused: it waits in this copy, to be written at the next save.
    const roomBack = fillDisk();
    first.recordResult({ ...gameResult(won, Date.UTC(2025, 3, 1)), won: true });
    roomBack();
    takenAndLeftCountedLost();
    // Past the wait before a refused file is tried again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    first.takeNotices();
    const ours = newGameId();
    first.saveGame({ id: ours, game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(ours);
    expect(first.takeNotices().join('|')).not.toContain('not saved');
  });

  it('says once that another copy has it, and nothing more once that copy has ended', () => {
    const first = openStore();
    first.claimTable();
    first.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    fs.writeFileSync(lockPath(), String(process.ppid));
    openStore().saveGame({ id: newGameId(), game: playedGame(3), elapsedMs: 0, recorded: false });
    first.saveGame({ id: newGameId(), game: playedGame(4), elapsedMs: 0, recorded: false });
    expect(first.takeNotices()).toHaveLength(1);
    fs.rmSync(lockPath());
    first.saveGame({ id: newGameId(), game: playedGame(5), elapsedMs: 0, recorded: false });
    expect(first.takeNotices()).toEqual([]);
  });

  it.each([
    ['no game', (store: ReturnType<typeof openStore>) => store.clearGame()],
    [
      'a game counted already',
      (store: ReturnType<typeof openStore>) => {
        const won = { id: newGameId(), game: playedGame(3), elapsedMs: 0, recorded: false };
        store.saveGame(won);
        store.recordResult({ ...gameResult(won, Date.UTC(2025, 3, 1)), won: true });
      },
    ],
  ])('saves again once the copy that took it has ended, leaving %s in game.json', (_, leave) => {
    const first = openStore();
    first.claimTable();
    first.saveGame({ id: newGameId(), game: playedGame(2), elapsedMs: 0, recorded: false });
    fs.writeFileSync(lockPath(), String(process.ppid));
    const other = openStore();
    other.saveGame({ id: newGameId(), game: playedGame(3), elapsedMs: 0, recorded: false });
    first.saveGame({ id: newGameId(), game: playedGame(4), elapsedMs: 0, recorded: false });
    leave(other);
    fs.rmSync(lockPath());
    const ours = newGameId();
    first.saveGame({ id: ours, game: playedGame(5), elapsedMs: 0, recorded: false });
    expect(savedId()).toBe(ours);
    expect(first.gameLostAtFinish()).toBe(false);
  });
});
