// The winning move lists of test/fixtures/wins.txt, each checked move by move
// under the Python reference rules by scripts/check-wins.py.

import { readFixture } from './fixture-file.js';

export interface Win {
  readonly variant: string;
  readonly seed: string;
  readonly level: string;
  /** The moves in notation, space separated. */
  readonly moves: string;
}

export const WINS: readonly Win[] = readFixture('wins.txt')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => {
    const colon = l.indexOf(':');
    const [variant, seed, level] = l.slice(0, colon).split(' ');
    return { variant, seed, level, moves: l.slice(colon + 1).trim() };
  });

/** The winning line of a deal in the fixture. */
export function winOf(variant: string, seed: string, level: string): string {
  const win = WINS.find((w) => w.variant === variant && w.seed === seed && w.level === level);
  if (!win) throw new Error(`no win for ${variant} ${seed} ${level} in test/fixtures/wins.txt`);
  return win.moves;
}
