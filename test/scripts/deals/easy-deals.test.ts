// The pieces of `npm run deals`: the seed sequence, one seed's attempt, and
// the record files.

import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wonSeeds, writeCatalogue } from '../../../scripts/deals/catalogue.js';
import {
  appendRecords,
  parseRecord,
  RecordError,
  readRecords,
  recordPath,
  writeRecords,
} from '../../../scripts/deals/records.js';
import { seedSequence } from '../../../scripts/deals/sequence.js';
import { DEFAULT_BUDGET } from '../../../scripts/deals/settings.js';
import { type Attempt, trySeed } from '../../../scripts/deals/try-seed.js';
import { deal, findVariant, parseMoves } from '../../../src/engine/index.js';
import { replayProblem } from '../../../src/solver/verify.js';
import { readEasyCatalogue } from '../../../src/solver-runtime/easy.js';

const fortyThieves = findVariant('forty-thieves')!;

describe('the seed sequence', () => {
  it('starts as CPython does: r = random.Random(40404040); 1 + int(r.random() * 9999999999)', () => {
    // These five were printed by CPython 3.
    const sequence = seedSequence();
    const first = Array.from({ length: 5 }, () => sequence.next().value);
    expect(first).toEqual([8392720662n, 1719876924n, 1455657996n, 6584047300n, 390936543n]);
  });

  it('never repeats a seed and stays in 1..9999999999', () => {
    const sequence = seedSequence();
    const seeds = Array.from({ length: 20_000 }, () => sequence.next().value!);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds.filter((seed) => seed < 1n || seed > 9_999_999_999n)).toEqual([]);
  });
});

describe('trySeed', () => {
  const depthFirstOnly = { ...DEFAULT_BUDGET, beamWidth: 0 };

  it('gives a won seed its winning line in notation, shortened, replaying to a win', () => {
    const attempt = trySeed(fortyThieves, 3n, { ...depthFirstOnly, nodes: 100_000 });
    expect(attempt.outcome).toBe('won');
    const moves = parseMoves(attempt.moves!);
    expect(replayProblem(deal(fortyThieves, 3n, 'easy'), moves)).toBeUndefined();
    expect(moves.length).toBeLessThan(attempt.nodes);
  });

  it('answers unknown with no line when the budget runs out', () => {
    const attempt = trySeed(fortyThieves, 3n, { ...depthFirstOnly, nodes: 10 });
    expect(attempt).toEqual({ seed: 3n, outcome: 'unknown', nodes: expect.any(Number) });
  });

  it('turns to the beam search when the depth-first search gives up', () => {
    // Little Forty 1 under Easy rules is not won in 1,000 positions depth first.
    const littleForty = findVariant('little-forty')!;
    expect(trySeed(littleForty, 1n, { ...depthFirstOnly, nodes: 1000 }).outcome).toBe('unknown');
    const attempt = trySeed(littleForty, 1n, { ...DEFAULT_BUDGET, nodes: 1000 });
    expect(attempt.outcome).toBe('won');
    expect(attempt.nodes).toBeGreaterThan(1000);
    expect(replayProblem(deal(littleForty, 1n, 'easy'), parseMoves(attempt.moves!))).toBeUndefined();
  });
});

describe('records', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'easy-records-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const won: Attempt = { seed: 12n, outcome: 'won', nodes: 300, moves: 'd w>3 7>f 2>5:3' };
  const unknown: Attempt = { seed: 34n, outcome: 'unknown', nodes: 5000 };
  const lost: Attempt = { seed: 56n, outcome: 'lost', nodes: 77 };

  it('reads back what was written and appended, in order', () => {
    const path = recordPath(dir, 'maria');
    expect(readRecords(path)).toEqual([]);
    writeRecords(path, [won]);
    appendRecords(path, [unknown]);
    appendRecords(path, [lost]);
    expect(readRecords(path)).toEqual([won, unknown, lost]);
  });

  it('drops a last batch cut short by a crash, keeping the batches before it', () => {
    const path = recordPath(dir, 'maria');
    writeRecords(path, [won]);
    appendRecords(path, [unknown, lost]);
    const whole = readFileSync(path);
    rmSync(path);
    appendFileSync(path, whole.subarray(0, whole.length - 12));
    expect(readRecords(path)[0]).toEqual(won);
    expect(readRecords(path).length).toBeLessThan(3);
  });

  it('refuses a line that is not a record, naming the file and line', () => {
    expect(() => parseRecord('12 won 300', 'maria line 4')).toThrow(/maria line 4/);
    expect(() => parseRecord('12 unknown 300 d d', 'x')).toThrow();
    expect(() => parseRecord('12 maybe 300', 'x')).toThrow();
    expect(parseRecord('12 lost 7')).toEqual({ seed: 12n, outcome: 'lost', nodes: 7 });
  });

  it('refuses a file that is not gzip, naming it and what to do', () => {
    const path = recordPath(dir, 'maria');
    writeRecords(path, [won]);
    writeFileSync(path, 'not gzip at all');
    expect(() => readRecords(path)).toThrow(RecordError);
    expect(() => readRecords(path)).toThrow(`${path} cannot be read (incorrect header check); move it away`);
  });

  it('keeps only the won seeds of the records, ascending, for the catalogue', () => {
    const records: Attempt[] = [
      { seed: 7000000000n, outcome: 'won', nodes: 1, moves: 'd' },
      { seed: 56n, outcome: 'lost', nodes: 1 },
      { seed: 12n, outcome: 'won', nodes: 1, moves: 'd' },
      { seed: 9n, outcome: 'unknown', nodes: 1 },
      { seed: 56000n, outcome: 'won', nodes: 1, moves: 'd' },
    ];
    expect(wonSeeds(records)).toEqual([12, 56000, 7000000000]);
  });

  it('writes a catalogue the game reads back, each variant with its seeds, an empty list too', () => {
    const path = writeCatalogue(
      dir,
      new Map([
        ['maria', [12, 56, 7000000000]],
        ['streets', []],
      ]),
    );
    expect(existsSync(path)).toBe(true);
    const catalogue = readEasyCatalogue(path);
    expect(catalogue.get('maria')).toEqual([12, 56, 7000000000]);
    expect(catalogue.get('streets')).toEqual([]);
  });
});
