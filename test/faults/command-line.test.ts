// Bad command lines and outputs that take nothing: a full disk on stdout is
// one line on stderr and exit 1, no stack trace; a pipe its reader closed
// ends the command quietly; a
// timeout is decimal seconds; a column number too long is reported as
// typed; control characters typed are escaped in the messages.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutputError } from '../../src/cli/errors.js';
import { run } from '../../src/cli/run.js';
import { parseTimeout } from '../../src/cli/solve-options.js';
import { cli } from '../support/cli.js';
import { runChild, Tally } from './support.js';

const tally = new Tally('the command line');
afterAll(() => tally.print());

const MAIN = path.join(import.meta.dirname, '..', '..', 'src', 'cli', 'main.ts');

describe('stdout that takes nothing', () => {
  it.runIf(fs.existsSync('/dev/full'))(
    '/dev/full: one line on stderr, exit 1',
    async () => {
      const full = fs.openSync('/dev/full', 'w');
      try {
        const run = await runChild(MAIN, ['deal', '--seed', '1'], { stdoutFd: full, limitMs: 20_000 });
        tally.add('stdout to /dev/full', run.code === 1 && !run.stderr.includes('    at '));
        expect(run.stderr).toBe('forty-thieves: cannot write the output: ENOSPC: no space left on device\n');
        expect(run.code).toBe(1);
      } finally {
        fs.closeSync(full);
      }
    },
    30_000,
  );

  it('a pipe closed by its reader (| head): nothing on stderr, exit 0', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, 'rules'], { stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.destroy();
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const code = await new Promise((resolve) => proc.on('close', resolve));
    tally.add('stdout a closed pipe', code === 0 && stderr === '');
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});

describe('a write that throws', () => {
  const failing = (code: string) => {
    let stderr = '';
    const out = {
      stdout: () => {
        throw new OutputError(Object.assign(new Error(`write ${code}`), { code }));
      },
      stderr: (text: string) => void (stderr += text),
    };
    return { out, stderr: () => stderr };
  };

  it('a closed pipe ends quietly with 0', async () => {
    const { out, stderr } = failing('EPIPE');
    expect(await run(['rules'], out)).toBe(0);
    expect(stderr()).toBe('');
  });

  it('any other failure is one line and 1', async () => {
    const { out, stderr } = failing('EIO');
    expect(await run(['rules'], out)).toBe(1);
    expect(stderr()).toBe('forty-thieves: cannot write the output: EIO\n');
  });
});

describe('--timeout', () => {
  it.each(['0x10', '0b1', '0o7', '1e3', 'Infinity', ' ', '-1', '0', '1.2.3'])(
    'refuses %j with exit 2',
    async (text) => {
      const run = await cli('solve', '--seed', '1', '--timeout', text);
      tally.add('a timeout not in decimal seconds', run.code === 2);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `forty-thieves: invalid timeout "${text}": give the seconds to search, a number above 0 such as 10 or 0.5\n`,
      );
    },
  );

  it.each([
    ['10', 10],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['2.', 2],
  ])('takes %j as %d seconds', (text, seconds) => {
    expect(parseTimeout(text)).toBe(seconds);
  });
});

describe('move numbers', () => {
  it.each([
    ['100000000000000000000000>1', 'there is no column 100000000000000000000000'],
    ['1>99999999999999999999999999', 'there is no column 99999999999999999999999999'],
    ['1>2:1000000000000000000000', 'no run is 1000000000000000000000 cards long'],
  ])('%s is reported as typed', async (move, why) => {
    const run = await cli('replay', '--seed', '1', '--moves', move);
    tally.add('a number beyond the columns', !/Infinity|e\+/.test(run.stderr));
    expect(run.stderr).toBe(`forty-thieves: bad move notation: token 1 "${move}": ${why}\n`);
    expect(run.code).toBe(2);
  });
});

describe('control characters typed', () => {
  it('in a value are escaped in the message', async () => {
    const run = await cli('deal', '--seed', '1\x1b[31mX\nY');
    tally.add('control characters in a value', !run.stderr.includes('\x1b'));
    expect(run.stderr).toBe(
      'forty-thieves: invalid seed "1\\x1b[31mX\\x0aY": a seed is a whole number from 1 to 99999999999999999999\n',
    );
  });

  it("in an option's name are escaped in commander's message", async () => {
    const run = await cli('deal', '--seed', '1', '--\x1b]0;owned\x07');
    tally.add("control characters in an option's name", !run.stderr.includes('\x1b'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("forty-thieves: unknown option '--\\x1b]0;owned\\x07'\n");
    expect(run.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
  });
});
