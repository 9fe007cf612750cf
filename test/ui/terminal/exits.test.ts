// The ways the game ends besides quitting, on a stand-in for the process:
// every one saves first and gives the terminal back; a signal exits with
// its own code, a hang-up ends by the signal itself, a crash says why. A
// step that throws does not stop the ones after it, so the process never
// stays alive with its terminal still in the game's modes.

import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { type ExitSteps, installExits } from '../../../src/ui/terminal/exits.js';

/** A process that records what it is asked to do instead of doing it. */
class StandInProcess extends EventEmitter {
  readonly pid = 4242;
  readonly done: string[] = [];
  exitCode: number | undefined;
  exit(code: number): void {
    this.done.push(`exit ${code}`);
  }
  kill(pid: number, signal: string): void {
    this.done.push(`kill ${pid} ${signal} with ${this.listenerCount(signal)} listeners`);
  }
}

function installed(overrides: Partial<ExitSteps> = {}) {
  const proc = new StandInProcess();
  const streams = { stdout: new EventEmitter(), stdin: new EventEmitter() };
  const steps: ExitSteps = {
    save: () => {
      proc.done.push('save');
      return ['Saved.'];
    },
    leave: () => {
      proc.done.push('leave');
    },
    report: (lines) => {
      proc.done.push(`report ${lines.join(' | ')}`);
    },
    ...overrides,
  };
  const remove = installExits(steps, streams, proc as unknown as NodeJS.Process);
  return { proc, streams, remove };
}

const failing = (what: string) => () => {
  throw new Error(what);
};

describe('the ways out besides quitting', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGQUIT', 131],
  ])('on %s saves, gives the terminal back, says what was saved and exits with %i', (signal, code) => {
    const { proc } = installed();
    proc.emit(signal);
    expect(proc.done).toEqual(['save', 'leave', 'report Saved.', `exit ${code}`]);
  });

  it('ends once: a second signal during the first ending does nothing more', () => {
    const { proc } = installed();
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    proc.emit('SIGHUP');
    expect(proc.done).toEqual(['save', 'leave', 'report Saved.', 'exit 143']);
  });

  it('on a hang-up saves, gives the terminal back and sends itself SIGHUP with no listener left, saying nothing', () => {
    const { proc } = installed();
    proc.emit('SIGHUP');
    expect(proc.done).toEqual(['save', 'leave', 'kill 4242 SIGHUP with 0 listeners']);
  });

  it('on a hang-up the signal ignores (a container’s first process), exits with its code a moment later', () => {
    vi.useFakeTimers();
    try {
      const { proc } = installed();
      proc.emit('SIGHUP');
      expect(proc.done).toEqual(['save', 'leave', 'kill 4242 SIGHUP with 0 listeners']);
      // Ended for want of anything to wait for, it ends with that code too.
      expect(proc.exitCode).toBe(129);
      vi.advanceTimersByTime(1000);
      expect(proc.done.at(-1)).toBe('exit 129');
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a hang-up whose terminal is gone, still ends by the signal when giving the terminal back fails', () => {
    const { proc } = installed({ leave: failing('write EIO') });
    proc.emit('SIGHUP');
    expect(proc.done).toEqual(['save', 'kill 4242 SIGHUP with 0 listeners']);
  });

  it('takes EIO or EPIPE on the terminal’s streams as a hang-up', () => {
    for (const code of ['EIO', 'EPIPE']) {
      const { proc, streams } = installed();
      streams.stdout.emit('error', Object.assign(new Error('gone'), { code }));
      expect(proc.done).toEqual(['save', 'leave', 'kill 4242 SIGHUP with 0 listeners']);
    }
  });

  it('on a crash saves, gives the terminal back, says the error after what was saved and exits with 1', () => {
    const { proc } = installed();
    const error = new Error('a bug');
    error.stack = 'Error: a bug\n    at somewhere';
    proc.emit('uncaughtException', error);
    expect(proc.done).toEqual(['save', 'leave', 'report Saved. | Error: a bug\n    at somewhere', 'exit 1']);
  });

  it('on a signal whose save throws, still gives the terminal back, says why and exits', () => {
    const { proc } = installed({ save: failing('the disk is full') });
    proc.emit('SIGTERM');
    expect(proc.done).toHaveLength(3);
    expect(proc.done[0]).toBe('leave');
    expect(proc.done[1]).toMatch(/^report The game could not be saved: Error: the disk is full/);
    expect(proc.done[2]).toBe('exit 143');
  });

  it('on a crash where giving the terminal back fails, still says why and exits', () => {
    const { proc } = installed({ leave: failing('cannot leave') });
    proc.emit('unhandledRejection', new Error('a bug'));
    expect(proc.done).toHaveLength(3);
    expect(proc.done[0]).toBe('save');
    expect(proc.done[1]).toMatch(/^report Saved\. \| Error: a bug/);
    expect(proc.done[2]).toBe('exit 1');
  });

  it('on a crash whose report fails too, still exits', () => {
    const { proc } = installed({ report: failing('write EPIPE') });
    expect(() => proc.emit('uncaughtException', new Error('a bug'))).toThrow('write EPIPE');
    expect(proc.done).toEqual(['save', 'leave', 'exit 1']);
  });

  it('once removed, leaves every signal and stream error to Node', () => {
    const { proc, streams, remove } = installed();
    remove();
    for (const event of ['SIGTERM', 'SIGINT', 'SIGQUIT', 'SIGHUP', 'uncaughtException', 'unhandledRejection']) {
      expect(proc.listenerCount(event)).toBe(0);
    }
    expect(streams.stdout.listenerCount('error') + streams.stdin.listenerCount('error')).toBe(0);
  });
});
