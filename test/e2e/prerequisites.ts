// What the end-to-end tests need: the built CLI (`dist/`, which `npm test`
// builds first), no older than the sources it is built from, and tmux for the tests that play in a terminal. A run must
// not pass by skipping them unnoticed: under CI a missing prerequisite is a
// failing test that names it; elsewhere the tests are skipped and the reason
// is printed.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';

/** The repository, where the built CLI is run from. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

const underCI = (): boolean => {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
};

/** What is missing for the tests, in words, or '' when nothing is. */
export function missing(needs: { readonly tmux: boolean }): string {
  const reasons: string[] = [];
  if (needs.tmux && spawnSync('tmux', ['-V'], { stdio: 'ignore' }).status !== 0) reasons.push('tmux is not installed');
  const cli = join(root, 'dist', 'cli.js');
  if (!existsSync(cli)) reasons.push('the CLI is not built (npm run build)');
  else if (statSync(cli).mtimeMs < newestSource()) reasons.push('the CLI is older than src/ (npm run build)');
  return reasons.join(', and ');
}

/** When a file under src/ last changed: a build older than that would test other code. */
function newestSource(): number {
  const src = join(root, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' });
  return Math.max(...files.map((file) => statSync(join(src, file)).mtimeMs));
}

/**
 * Whether the tests of `suite` can run. When they cannot: under CI, a test
 * that fails with the reason; elsewhere, a line saying they are skipped and
 * why. Call it at the top of a test file and pass the answer to
 * `describe.runIf`.
 */
export function canRunEndToEnd(suite: string, needs: { readonly tmux: boolean }): boolean {
  const reason = missing(needs);
  if (reason === '') return true;
  if (underCI()) {
    it(`${suite}: has what it needs to run`, () => {
      throw new Error(`${suite} cannot run: ${reason}. Under CI that is a failure, not a skip.`);
    });
  } else {
    console.warn(`Skipping ${suite}: ${reason}.`);
  }
  return false;
}
