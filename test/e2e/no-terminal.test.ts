// `play` (the default command) without a terminal: one clear line on stderr
// and exit 2, before loading the interface; bad options are still named.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunEndToEnd, root } from './prerequisites.js';

const ready = canRunEndToEnd('the tests of play without a terminal', { tmux: false });
const configDir = mkdtempSync(join(tmpdir(), 'forty-thieves-e2e-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

function run(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, FORTY_THIEVES_CONFIG_DIR: configDir };
  return spawnSync(process.execPath, [join(root, 'bin', 'forty-thieves.js'), ...args], {
    encoding: 'utf8',
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

describe.runIf(ready)('play without a terminal', () => {
  it.each([[[]], [['play']], [['--seed', '5']], [['play', '--new', '--ascii']]])(
    '%j: one line on stderr, exit 2',
    (args) => {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([
        'forty-thieves: play needs an interactive terminal, and its input is not one; the other commands work in pipes',
      ]);
    },
  );

  it('names a bad option value first', () => {
    const result = run(['--variant', 'klondike']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown variant "klondike"');
  });
});
