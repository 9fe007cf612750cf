// The Easy catalogue as shipped (data/easy-seeds.json) and its proof
// (data/easy-lines/): enough deals for every variant, each seed once and in
// range, the same seeds in both, and a random sample of the winning lines
// replayed to a win through the engine under Easy rules. The sample differs
// on every run; set EASY_SAMPLE_SEED to the number a failure prints to
// replay the same sample.

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wonSeeds } from '../../scripts/deals/catalogue.js';
import { readRecords, recordPath } from '../../scripts/deals/records.js';
import { seedSequence } from '../../scripts/deals/sequence.js';
import { current, type Game, isWon, parseMoves, randomForSeed, restoreGame, VARIANTS } from '../../src/engine/index.js';
import { CATALOGUE_PATH, readEasyCatalogue } from '../../src/solver-runtime/easy.js';

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));
const catalogue = readEasyCatalogue(CATALOGUE_PATH);
const SAMPLE_PER_VARIANT = 20;
const sampleSeed = Number(process.env.EASY_SAMPLE_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe.each(VARIANTS.map((v) => [v.id, v] as const))('the Easy catalogue of %s', (id, variant) => {
  const seeds = catalogue.get(id) ?? [];
  const records = readRecords(recordPath(DATA_DIR, id));

  it('has enough deals: 2,000 for forty-thieves, 500 for the others', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(id === 'forty-thieves' ? 2000 : 500);
  });

  it('lists each seed once, ascending, from 1 to 9999999999', () => {
    expect(
      seeds.every((s, i) => Number.isSafeInteger(s) && s >= 1 && s <= 9_999_999_999 && (i === 0 || s > seeds[i - 1])),
    ).toBe(true);
  });

  it('lists exactly the seeds its record shows won, tried in the order of the seed sequence', () => {
    expect(seeds).toEqual(wonSeeds(records));
    const sequence = seedSequence();
    const offSequence = records.findIndex((r) => r.seed !== sequence.next().value);
    expect(offSequence).toBe(-1);
  });

  it(`replays a sample of ${SAMPLE_PER_VARIANT} winning lines to a win under Easy rules (EASY_SAMPLE_SEED=${sampleSeed})`, () => {
    // The engine's own generator, seeded per variant, so the sample can be drawn again from its seed.
    const random = randomForSeed(
      BigInt((sampleSeed ^ [...id].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 0)) >>> 0),
    );
    const won = records.filter((r) => r.outcome === 'won');
    expect(won.length).toBeGreaterThan(0);
    for (let k = 0; k < SAMPLE_PER_VARIANT; k++) {
      const record = won[random.randint(0, won.length - 1)];
      const where = `${id} seed ${record.seed} (EASY_SAMPLE_SEED=${sampleSeed})`;
      let game: Game;
      try {
        // restoreGame checks every move against the rules and throws at the first illegal one.
        game = restoreGame(variant, 'easy', record.seed, parseMoves(record.moves!));
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
      expect(isWon(current(game)), `${where}: the line does not end in a win`).toBe(true);
    }
  });
});
