// `npm run study`'s options: a list that names nothing is refused, not taken
// as nothing to do (which ran no deal and said nothing), and a table of
// nothing is said, not printed empty.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it.each([['--variant'], ['--level']])('refuses %s given an empty list, with exit 2', (option) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/study.ts', option, ',', '--table'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toContain(`study: ${option} names nothing: give one or more, separated by commas`);
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
});

it('refuses --table where there is no such file, or it holds no study of what is asked, with exit 2', () => {
  // The shipped study without its Lucas cells.
  const dir = mkdtempSync(join(tmpdir(), 'forty-thieves-study-'));
  const without = join(dir, 'winnability.json');
  const shipped = JSON.parse(readFileSync('data/winnability.json', 'utf8'));
  const results = shipped.results.filter((cell: { variant: string }) => cell.variant !== 'lucas');
  writeFileSync(without, JSON.stringify({ ...shipped, results }));
  try {
    for (const [args, said] of [
      [['--out', join(dir, 'none.json')], `--out ${join(dir, 'none.json')}: there is no such file`],
      [['--out', without, '--variant', 'lucas'], `${without} holds no study of the variants and levels asked for`],
    ] as const) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/study.ts', '--table', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).toContain(`study: ${said}`);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
