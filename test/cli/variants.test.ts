// `forty-thieves variants` and `forty-thieves rules`, and the variant table
// of docs/rules.md (The variants) that they print.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVariants } from '../../src/cli/variants.js';
import { VARIANTS } from '../../src/engine/index.js';
import { formatWinnability, type StudyCell } from '../../src/winnability/index.js';
import { cli } from '../support/cli.js';
import { studyCell } from '../support/study-cell.js';

// docs/rules.md, The variants, column by column: columns x cards, face down, build, moves, draw, redeals.
const RULES_TABLE: [string, number, number, number, string, string, number, number][] = [
  ['forty-thieves', 10, 4, 0, 'same-suit', 'single', 1, 0],
  ['josephine', 10, 4, 0, 'same-suit', 'runs', 1, 0],
  ['sixty-thieves', 12, 5, 0, 'same-suit', 'single', 1, 0],
  ['napoleons-square', 12, 4, 0, 'same-suit', 'single', 1, 0],
  ['limited', 12, 3, 0, 'same-suit', 'single', 1, 0],
  ['lucas', 13, 3, 0, 'same-suit', 'single', 1, 0],
  ['indian', 10, 3, 1, 'other-suit', 'single', 1, 0],
  ['maria', 9, 4, 0, 'alternate-colour', 'single', 1, 0],
  ['streets', 10, 4, 0, 'alternate-colour', 'single', 1, 0],
  ['number-ten', 10, 4, 2, 'alternate-colour', 'runs', 1, 0],
  ['rank-and-file', 10, 4, 3, 'alternate-colour', 'runs', 1, 0],
  ['little-forty', 10, 4, 0, 'other-suit', 'runs', 3, 3],
];

describe('variants', () => {
  it('--json lists the variants of the rules table (checked by hand against the rule sheets) in its order', async () => {
    const { code, stdout } = await cli('variants', '--json');
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as Record<string, unknown>[];
    expect(
      list.map((v) => [v.id, v.columns, v.cardsPerColumn, v.faceDown, v.build, v.moves, v.drawCount, v.redeals]),
    ).toEqual(RULES_TABLE);
    expect(list.filter((v) => v.acesOnFoundations).map((v) => v.id)).toEqual(['lucas']);
    expect(list[0].aliases).toEqual(['Big Forty', 'Napoleon at St Helena', 'Le Cadran', 'Roosevelt at San Juan']);
    expect(Object.keys(list[0]).slice(0, 2)).toEqual(['id', 'name']);
    // Where the rules differ from other programs', as `rules` says it.
    expect(list.filter((v) => v.note !== undefined).map((v) => v.id)).toEqual([
      'sixty-thieves',
      'napoleons-square',
      'lucas',
      'little-forty',
    ]);
    expect(list.find((v) => v.id === 'little-forty')?.note).toMatch(/^PySolFC builds Little Forty regardless of suit/);
  });

  it('prints a header and one line per variant for people', async () => {
    const { stdout } = await cli('variants');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^id {16}winnable +game$/);
    // The rules part of each line, after the winnable column.
    const rules = lines.slice(1, 1 + VARIANTS.length).map((line) => line.replace(/^(\S+ +)\S+ +/, '$1'));
    expect(rules[0]).toBe(
      'forty-thieves     Forty Thieves: 10 columns of 4, builds down in the same suit, one card at a time',
    );
    expect(rules[5]).toBe(
      'lucas             Lucas: 13 columns of 3, builds down in the same suit, one card at a time, the Aces start home',
    );
    expect(rules[9]).toBe(
      'number-ten        Number Ten: 10 columns of 4 (2 face down), builds down in alternate colours, runs move together',
    );
    expect(rules[11]).toBe(
      'little-forty      Little Forty: 10 columns of 4, builds down in any suit but its own, runs move together, deals 3 at a time, 3 redeals',
    );
    expect(lines[1 + VARIANTS.length]).toBe('');
  });
});

describe('variants: the winnable share', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'variants-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const table = (cells: StudyCell[]): string => {
    const path = join(dir, `${cells.length}.json`);
    writeFileSync(path, formatWinnability(cells));
    return path;
  };
  const variants = (json: boolean, path: string) => {
    let stdout = '';
    let stderr = '';
    runVariants({ json }, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) }, path);
    return { stdout, stderr };
  };

  it('goes from the wins to the wins and unknowns at Hard, "-" for a game not studied, and says what it means', () => {
    // Forty Thieves: 2 won, 1 lost, 1 unknown of 4 (50% to 75%); Lucas: 1 won of 4 (25%).
    const path = table([
      studyCell('forty-thieves', 'wwlu'),
      studyCell('lucas', 'wlll'),
      studyCell('maria', 'uuuu', 'medium'),
    ]);
    const lines = variants(false, path).stdout.split('\n');
    expect(lines[1]).toMatch(/^forty-thieves {5}50-75% {4}Forty Thieves: /);
    expect(lines[6]).toMatch(/^lucas {13}25% {7}Lucas: /);
    expect(lines[8]).toMatch(/^maria {13}- {9}Maria: /);
    expect(lines.slice(14).join(' ')).toContain(
      '4 deals a game at 10 s each, the solver of commit 0123abcd, 2030-01-02.',
    );
  });

  it('--json gives every studied level its counts and interval', () => {
    const path = table([studyCell('forty-thieves', 'wwlu'), studyCell('forty-thieves', 'wwww', 'medium')]);
    const list = JSON.parse(variants(true, path).stdout) as { id: string; winnability: Record<string, unknown> }[];
    expect(list[0].winnability.hard).toEqual({
      deals: 4,
      won: 2,
      lost: 1,
      unknown: 1,
      secondsPerDeal: 10,
      // Clopper-Pearson: 2 of 4 is 0.0676 to 0.9324 (scipy's beta.ppf(0.025, 2, 3), symmetric); 3 of 4 as in file.test.ts.
      winnable: { from: 0.5, to: 0.75, from95: [0.0676, 0.9324], to95: [0.1941, 0.9937] },
      solver: ['0123abcd'],
      date: '2030-01-02',
    });
    expect(Object.keys(list[0].winnability)).toEqual(['medium', 'hard']);
    expect(list[1].winnability).toEqual({});
  });

  it('says on stderr when the table cannot be read, and still lists the games', () => {
    const path = join(dir, 'damaged.json');
    writeFileSync(path, '{"results": [');
    const { stdout, stderr } = variants(false, path);
    expect(stderr).toMatch(
      /^forty-thieves: the winnability table .*damaged\.json is not JSON: .*; the winnable shares are left out\n$/,
    );
    expect(stdout.split('\n')[1]).toMatch(/^forty-thieves {5}- {9}Forty Thieves: /);
  });

  it('as shipped, holds an interval at Hard for every variant', async () => {
    const list = JSON.parse((await cli('variants', '--json')).stdout) as {
      id: string;
      winnability: {
        hard?: { deals: number; winnable: { from: number; to: number; from95: number[]; to95: number[] } };
      };
    }[];
    for (const { id, winnability } of list) {
      const hard = winnability.hard;
      expect(hard, `${id} has no winnability at Hard: npm run study -- --variant ${id}`).toBeDefined();
      expect(hard!.deals, id).toBeGreaterThanOrEqual(10);
      const { from, to, from95, to95 } = hard!.winnable;
      expect(from95[0]).toBeLessThanOrEqual(from);
      expect(from).toBeLessThanOrEqual(Math.min(to, from95[1]));
      expect(to95[0]).toBeLessThanOrEqual(to);
      expect(to).toBeLessThanOrEqual(to95[1]);
    }
  });
});

describe('rules', () => {
  it('of one variant: its deal, build, moves, stock and levels', async () => {
    const { code, stdout } = await cli('rules', 'lucas');
    expect(code).toBe(0);
    expect(stdout).toContain('Lucas\n');
    expect(stdout).toContain(
      'Deal: 13 columns of 3 cards, all face up; 57 cards in the stock. The eight Aces start on the foundations.',
    );
    expect(stdout).toContain('Columns build down in the same suit.');
    expect(stdout).toContain('One card moves at a time.');
    expect(stdout).toContain('at most 2^E cards with E empty columns, 2^(E-1) when the target is empty');
    expect(stdout).toContain('there is no redeal at the hard level');
    expect(stdout).toContain('Levels: hard 0 redeals; medium 1; easy 1');
  });

  it('says where hard and medium deal alike, as in Little Forty (3 redeals at both)', async () => {
    const { stdout } = await cli('rules', 'little-forty');
    expect(stdout).toContain(
      'Levels: hard and medium alike, 3 redeals; easy the same, and only deals the solver has proven winnable.',
    );
  });

  it('of one variant named by --variant, as deal and solve name it', async () => {
    const { code, stdout } = await cli('rules', '--variant', 'lucas');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Lucas');
    expect(stdout).not.toContain('---');
  });

  it('say where Little Forty departs from PySolFC, and how its stock works', async () => {
    const { stdout } = await cli('rules', 'little-forty');
    expect(stdout).toContain(
      'The stock deals three cards at a time to the waste; the waste may be turned over 3 times at the hard level.',
    );
    expect(stdout).toContain(
      'PySolFC builds Little Forty regardless of suit; this game follows the rule sheet: any suit but its own.',
    );
    expect(stdout).toContain('Any run built this way, in part or whole, moves as one move.');
  });

  it('of the face-down variants say how cards turn up', async () => {
    const { stdout } = await cli('rules', 'rank-and-file');
    expect(stdout).toContain('the bottom 3 cards of each face down; 64 cards in the stock');
    expect(stdout).toContain('A face-down card turns up when it is the top of its column.');
    expect((await cli('rules', 'indian')).stdout).toContain('the bottom card of each face down; 74 cards in the stock');
  });

  it('of all variants without an id', async () => {
    const { stdout } = await cli('rules');
    for (const v of VARIANTS) expect(stdout).toContain(`\n${v.name}`.slice(v === VARIANTS[0] ? 1 : 0));
    expect(stdout.split('\n---\n')).toHaveLength(VARIANTS.length);
  });
});
