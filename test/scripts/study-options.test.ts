// `npm run study`'s options: a list that names nothing is refused, not taken
// as nothing to do (which ran no deal and said nothing), and a table of
// nothing is said, not printed empty.

import { spawnSync } from 'node:child_process';
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

it('refuses --table where the file holds no study of what is asked, with exit 2, not a table of no rows', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/study.ts', '--table', '--out', 'test/fixtures/no-such-study.json'],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.stderr).toContain(
    'study: test/fixtures/no-such-study.json holds no study of the variants and levels asked for',
  );
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
});
