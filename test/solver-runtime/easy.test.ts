// The Easy catalogue's lookups: isProvenEasy, randomEasySeed, and reading
// the catalogue file.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords, recordPath } from '../../scripts/deals/records.js';
import { variantIds } from '../../src/engine/index.js';
import {
  EasyCatalogueError,
  easySeeds,
  isProvenEasy,
  randomEasySeed,
  readEasyCatalogue,
} from '../../src/solver-runtime/easy.js';

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

describe('isProvenEasy', () => {
  it('finds every seed of the catalogue, and no seed next to one that is not in it', () => {
    for (const id of variantIds()) {
      const seeds = easySeeds(id);
      const listed = new Set(seeds);
      expect(seeds.filter((s) => !isProvenEasy(id, BigInt(s)))).toEqual([]);
      const neighbours = seeds.flatMap((s) => [s - 1, s + 1]).filter((s) => s >= 1 && !listed.has(s));
      expect(neighbours.filter((s) => isProvenEasy(id, BigInt(s)))).toEqual([]);
    }
  });

  it('does not count a seed the solver tried and could not prove', () => {
    const records = readRecords(recordPath(DATA_DIR, 'forty-thieves'));
    const unproven = records.filter((r) => r.outcome !== 'won').map((r) => r.seed);
    expect(unproven.length).toBeGreaterThan(0);
    expect(unproven.filter((seed) => isProvenEasy('forty-thieves', seed))).toEqual([]);
  });

  it('says no for another variant, an unknown variant, and seeds out of range', () => {
    const seed = BigInt(easySeeds('forty-thieves')[0]);
    expect(isProvenEasy('forty-thieves', seed)).toBe(true);
    expect(isProvenEasy('no-such-variant', seed)).toBe(false);
    expect(isProvenEasy('forty-thieves', 0n)).toBe(false);
    expect(isProvenEasy('forty-thieves', -seed)).toBe(false);
    expect(isProvenEasy('forty-thieves', 99999999999999999999n)).toBe(false);
  });
});

describe('randomEasySeed', () => {
  it('draws from the variant’s catalogue, from its first seed to its last', () => {
    for (const id of variantIds()) {
      const seeds = easySeeds(id);
      expect(randomEasySeed(id, () => 0)).toBe(BigInt(seeds[0]));
      expect(randomEasySeed(id, () => 0.9999999999)).toBe(BigInt(seeds[seeds.length - 1]));
      expect(randomEasySeed(id, () => 0.5)).toBe(BigInt(seeds[Math.floor(seeds.length / 2)]));
    }
  });

  it('stays in the catalogue whatever the random function gives', () => {
    for (const r of [1, 2, -1, NaN, Infinity]) {
      expect(
        isProvenEasy(
          'maria',
          randomEasySeed('maria', () => r),
        ),
      ).toBe(true);
    }
  });

  it('gives different deals for different random numbers', () => {
    let x = 0.1234;
    const random = (): number => (x = (x * 9301 + 0.49297) % 1);
    const drawn = new Set(Array.from({ length: 50 }, () => randomEasySeed('forty-thieves', random)));
    expect(drawn.size).toBeGreaterThan(40);
  });

  it('refuses a variant with no deals', () => {
    expect(() => randomEasySeed('no-such-variant', Math.random)).toThrow(EasyCatalogueError);
  });
});

describe('readEasyCatalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easy-catalogue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('reads the seeds of each variant', () => {
    const path = file('good.json', '{"about": "x", "seeds": {"maria": [3, 40, 9999999999], "lucas": []}}');
    expect([...readEasyCatalogue(path)]).toEqual([
      ['maria', [3, 40, 9999999999]],
      ['lucas', []],
    ]);
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(() => readEasyCatalogue(join(dir, 'missing.json'))).toThrow(/cannot be read/);
    expect(() => readEasyCatalogue(file('broken.json', '{"seeds": {'))).toThrow(/cannot be read/);
    expect(() => readEasyCatalogue(file('empty.json', '{}'))).toThrow(/no "seeds"/);
    expect(() => readEasyCatalogue(file('order.json', '{"seeds": {"maria": [5, 3]}}'))).toThrow(/maria.*ascending/);
    expect(() => readEasyCatalogue(file('text.json', '{"seeds": {"maria": ["5"]}}'))).toThrow(EasyCatalogueError);
    expect(() => readEasyCatalogue(file('zero.json', '{"seeds": {"maria": [0]}}'))).toThrow(EasyCatalogueError);
  });
});
