// Colours in a test of what the terminal gets: chalk at `level` for the
// tests of the describe block that calls this, as it was after them.

import chalk from 'chalk';
import { afterAll, beforeAll } from 'vitest';

export function atChalkLevel(level: typeof chalk.level): void {
  let before: typeof chalk.level;
  beforeAll(() => {
    before = chalk.level;
    chalk.level = level;
  });
  afterAll(() => {
    chalk.level = before;
  });
}
