// data/winnability.json: written and read back, refused when it does not
// add up, and the fixed sequence of deals it describes.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../scripts/deals/records.js';
import { formatWinnability, parseWinnability, studySeed, WinnabilityFileError } from '../../src/winnability/index.js';
import { studyCell } from '../support/study-cell.js';

describe('the winnability file', () => {
  it('reads back what it writes, in the order of the variants and levels', () => {
    const cells = [
      studyCell('lucas', 'wwl'),
      studyCell('forty-thieves', 'wuul', 'medium'),
      studyCell('forty-thieves', 'ul'),
    ];
    const text = formatWinnability(cells);
    const read = parseWinnability(text, 'test');
    expect([...read.keys()]).toEqual(['forty-thieves/hard', 'forty-thieves/medium', 'lucas/hard']);
    expect(read.get('lucas/hard')).toEqual(cells[0]);
  });

  it('writes the counts and the interval for people: 1 won, 1 lost, 2 unknown of 4', () => {
    const [entry] = JSON.parse(formatWinnability([studyCell('maria', 'wuul')])).results;
    expect(entry).toMatchObject({ tried: 4, won: 1, lost: 1, unknown: 2 });
    expect(entry.winnable.from).toBe(0.25);
    expect(entry.winnable.to).toBe(0.75);
    // Clopper-Pearson for 1 of 4: the low end solves P(X >= 1) = 1 - (1 - p)^4 = 0.025,
    // p = 1 - 0.975^(1/4) = 1 - exp(-0.025318 / 4) = 0.006310; the high end solves
    // P(X <= 1) = (1 - p)^4 + 4p(1 - p)^3 = 0.025, p = 0.805880 (bisection; scipy's beta.ppf(0.975, 2, 3)).
    expect(entry.winnable.from95).toEqual([0.0063, 0.8059]);
    // 3 of 4 is its mirror image.
    expect(entry.winnable.to95).toEqual([0.1941, 0.9937]);
  });

  it('reads a cell recorded before positions were kept as null positions, and keeps them when deals are added', () => {
    const text = formatWinnability([studyCell('lucas', 'wu')]).replace(',"positions":[1,2]', '');
    expect(text).not.toContain('positions');
    const cell = parseWinnability(text, 'test').get('lucas/hard')!;
    expect(cell.positions).toEqual([null, null]);
    const grown = formatWinnability([{ ...cell, outcomes: 'wuw', positions: [...cell.positions, 7] }]);
    expect(parseWinnability(grown, 'test').get('lucas/hard')?.positions).toEqual([null, null, 7]);
  });

  it.each([
    ['not JSON', '{"results": [', /is not JSON/],
    ['no results', '{"about": "x"}', /no "results" list/],
    [
      'an unknown variant',
      formatWinnability([studyCell('forty-thieves', 'w')]).replace('forty-thieves', 'fifty'),
      /unknown variant "fifty"/,
    ],
    [
      'a count that does not add up',
      formatWinnability([studyCell('maria', 'wul')]).replace('"won":1', '"won":2'),
      /"won" is 2 but "outcomes" has 1/,
    ],
    [
      'positions that do not match the deals',
      formatWinnability([studyCell('maria', 'wul')]).replace('"positions":[1,2,3]', '"positions":[1,2]'),
      /"positions" is not a number or null for each deal/,
    ],
    [
      'a letter that is no outcome',
      formatWinnability([studyCell('maria', 'wul')]).replace('"wul"', '"wxl"'),
      /letters w, l, u/,
    ],
    [
      'a cell twice',
      formatWinnability([studyCell('maria', 'w')]).replace(/(\{"variant".*\})/, '$1,\n$1'),
      /maria\/hard is there twice/,
    ],
  ])('refuses %s, saying so', (_, text, message) => {
    expect(() => parseWinnability(text, 'data/winnability.json')).toThrow(WinnabilityFileError);
    expect(() => parseWinnability(text, 'data/winnability.json')).toThrow(message);
  });
});

describe('the deals studied', () => {
  it('are a fixed formula: deal k is seed 7000000000 + k', () => {
    expect([1, 2, 100, 1000].map(studySeed)).toEqual([7000000001n, 7000000002n, 7000000100n, 7000001000n]);
  });

  it("are none of the seeds the Easy catalogue's search tried, for the default 100 deals", () => {
    const dir = join(import.meta.dirname, '../../data/easy-lines');
    const tried = new Set(readdirSync(dir).flatMap((file) => readRecords(join(dir, file)).map((r) => r.seed)));
    expect(tried.size).toBeGreaterThan(1000);
    const studied = Array.from({ length: 100 }, (_, k) => studySeed(k + 1));
    expect(studied.filter((seed) => tried.has(seed))).toEqual([]);
  });
});
