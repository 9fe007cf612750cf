// `forty-thieves variants` and `forty-thieves rules`, and the variant table
// of docs/rules.md (The variants) that they print.

import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/engine/index.js';
import { cli } from '../support/cli.js';

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
  it('--json lists the twelve variants of the rules table in its order', async () => {
    const { code, stdout } = await cli('variants', '--json');
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as Record<string, unknown>[];
    expect(
      list.map((v) => [v.id, v.columns, v.cardsPerColumn, v.faceDown, v.build, v.moves, v.drawCount, v.redeals]),
    ).toEqual(RULES_TABLE);
    expect(list.filter((v) => v.acesOnFoundations).map((v) => v.id)).toEqual(['lucas']);
    expect(list[0].aliases).toEqual(['Big Forty', 'Napoleon at St Helena', 'Le Cadran', 'Roosevelt at San Juan']);
  });

  it('prints one line per variant for people', async () => {
    const { stdout } = await cli('variants');
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe(
      'forty-thieves     Forty Thieves: 10 columns of 4, builds down in the same suit, one card at a time',
    );
    expect(lines[5]).toBe(
      'lucas             Lucas: 13 columns of 3, builds down in the same suit, one card at a time, the Aces start home',
    );
    expect(lines[9]).toBe(
      'number-ten        Number Ten: 10 columns of 4 (2 face down), builds down in alternate colours, runs move together',
    );
    expect(lines[11]).toBe(
      'little-forty      Little Forty: 10 columns of 4, builds down in any suit but its own, runs move together, deals 3 at a time, 3 redeals',
    );
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
    expect(stdout.split('\n---\n')).toHaveLength(12);
  });
});
