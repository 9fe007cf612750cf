// `forty-thieves deal`: the layout for people and as JSON (docs/rules.md, The command line),
// checked against the golden deals of test/fixtures/deals.txt.

import { describe, expect, it } from 'vitest';
import { findVariant } from '../../src/engine/index.js';
import { cli, expectedJson } from '../support/cli.js';
import { dealFixtures } from '../support/deal-fixtures.js';
import { positionFromText } from '../support/position-text.js';

const fixtures = dealFixtures();

describe('deal --json', () => {
  it.each(fixtures.map((f) => [`${f.variant} ${f.seed} ${f.level}`, f] as const))('%s', async (_, f) => {
    const { code, stdout, stderr } = await cli(
      'deal',
      '--seed',
      String(f.seed),
      '--variant',
      f.variant,
      '--difficulty',
      f.level,
      '--json',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(stdout)).toEqual(
      expectedJson(f.text, { variant: f.variant, seed: String(f.seed), difficulty: f.level }),
    );
  });

  it('has the keys of a position as JSON in order, the seed as a string even past 2^53', async () => {
    const { stdout } = await cli('deal', '--seed', '12345678901234567890', '--json');
    const json = JSON.parse(stdout);
    expect(Object.keys(json)).toEqual([
      'variant',
      'seed',
      'difficulty',
      'tableau',
      'stock',
      'waste',
      'foundations',
      'redealsLeft',
    ]);
    expect(json.seed).toBe('12345678901234567890');
    expect(json.tableau.map((c: { card: string }[]) => c[0].card).join(' ')).toBe('2C 5D AS 9H TH TS 8D KC 4S 6C');
    expect(json.stock[0]).toBe('QH');
    expect(json.foundations).toHaveLength(8);
  });

  it('is one JSON document and nothing else on stdout', async () => {
    const { stdout } = await cli('deal', '--seed', '5', '--variant', 'lucas', '--json');
    expect(() => JSON.parse(stdout)).not.toThrow();
    expect(stdout.trim().startsWith('{')).toBe(true);
    expect(stdout.endsWith('}\n')).toBe(true);
  });

  it('defaults to Forty Thieves at the hard level', async () => {
    const json = JSON.parse((await cli('deal', '--seed', '1', '--json')).stdout);
    expect([json.variant, json.difficulty, json.redealsLeft]).toEqual(['forty-thieves', 'hard', 0]);
  });
});

describe('deal for people', () => {
  it('prints the variant, seed and level, then the position in card notation', async () => {
    const f = fixtures.find((x) => x.variant === 'rank-and-file' && x.seed === 1n)!;
    const { code, stdout } = await cli('deal', '--seed', '1', '--variant', 'rank-and-file');
    expect(code).toBe(0);
    const [title, ...rest] = stdout.trimEnd().split('\n');
    expect(title).toBe('Rank and File, seed 1 (hard)');
    const variant = findVariant('rank-and-file')!;
    // The printed layout reads back as the same position.
    expect(positionFromText(rest.join('\n'), { variant })).toEqual(positionFromText(f.text, { variant }));
    expect(stdout).toContain('   1: [3D] [AS] [KD] 7D\n');
    expect(stdout).toContain('Stock (64, next card first): 3S 9C 7D ');
    expect(stdout).toContain('Waste (0, top card last): (empty)\n');
  });

  it('accepts a variant by its name or an alias, in any case', async () => {
    const byId = (await cli('deal', '--seed', '9', '--variant', 'napoleons-square')).stdout;
    expect((await cli('deal', '--seed', '9', '--variant', "Napoleon's Square")).stdout).toBe(byId);
    expect((await cli('deal', '--seed', '9', '--variant', 'NAPOLEONS-SQUARE')).stdout).toBe(byId);
    const forty = (await cli('deal', '--seed', '9')).stdout;
    expect((await cli('deal', '--seed', '9', '--variant', 'Big Forty')).stdout).toBe(forty);
  });
});
