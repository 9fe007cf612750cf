// The random playouts of test/fixtures/playouts.txt and the perft counts of
// test/fixtures/perft.txt, written by scripts/expected-playouts.py from a
// Python implementation of the rules that shares no code with the engine.

import type { Level } from '../../src/engine/index.js';
import { fixtureBlocks, readFixture } from './fixture-file.js';

export interface PlayoutStep {
  /** The move played, in notation. */
  readonly move: string;
  /** Every legal move before it, in the engine's order. */
  readonly legal: readonly string[];
}

export interface PlayoutFixture {
  readonly variant: string;
  readonly seed: bigint;
  readonly level: Level;
  readonly steps: readonly PlayoutStep[];
  /** The legal moves at the end. */
  readonly legalAtEnd: readonly string[];
  /** The position at the end, in the text format of positionFromText. */
  readonly end: string;
}

export function playoutFixtures(): PlayoutFixture[] {
  return fixtureBlocks('playouts.txt').map(({ lines, ...head }) => {
    const steps = lines
      .filter((l) => l.startsWith('> '))
      .map((l) => {
        const [move, legal] = l
          .slice(2)
          .split('|')
          .map((s) => s.trim());
        return { move, legal: legal === '' ? [] : legal.split(' ') };
      });
    const last = steps.pop();
    if (last?.move !== 'end') throw new Error(`playouts.txt: no end line after ${head.variant} ${head.seed}`);
    const end = lines.filter((l) => !l.startsWith('> ')).join('\n');
    return { ...head, steps, legalAtEnd: last.legal, end };
  });
}

export interface PerftFixture {
  readonly variant: string;
  readonly seed: bigint;
  /** "deal", or "<level>-playout-end" for the end of that playout. */
  readonly start: string;
  readonly depth: number;
  readonly count: number;
}

export function perftFixtures(): PerftFixture[] {
  return readFixture('perft.txt')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const [variant, seed, start, depth, count] = l.trim().split(/\s+/);
      return { variant, seed: BigInt(seed), start, depth: Number(depth), count: Number(count) };
    });
}
