// The transposition table in a fixed size: a full bucket gives the entry
// worth least to a new key (UNSEEN first, then the LOST entry whose proof
// searched fewest positions) and never an open one.

import { describe, expect, it } from 'vitest';
import { LOST, TranspositionTable, UNSEEN } from '../../src/solver/table.js';

/** Keys that all land in the one bucket of a table of 64 bytes (one bucket of four entries). */
const oneBucket = () => new TranspositionTable(64 / (1024 * 1024));

describe('TranspositionTable', () => {
  it('finds a key again, and keeps what was set on it', () => {
    const table = new TranspositionTable(1);
    const e = table.find(12, 34);
    expect(table.get(e)).toBe(UNSEEN);
    table.set(e, 7);
    expect(table.find(12, 34)).toBe(e);
    expect(table.get(e)).toBe(7);
    // Same low half, other high half: another position.
    expect(table.find(12, 35)).not.toBe(e);
    expect(table.size).toBe(2);
  });

  it('has as many entries as fit in its megabytes, 16 bytes each', () => {
    expect(new TranspositionTable(1).entries).toBe(65_536);
    expect(new TranspositionTable(4).entries).toBe(262_144);
  });

  it('replaces an UNSEEN entry before any LOST one, then the LOST one of least work', () => {
    const table = oneBucket();
    expect(table.entries).toBe(4);
    const [a, b, c, d] = [1, 2, 3, 4].map((k) => table.find(k, k));
    table.setLost(a, 500);
    table.setLost(b, 20);
    table.setLost(c, 90);
    table.set(d, UNSEEN);
    expect(table.find(5, 5)).toBe(d);
    // In place of d's key: the table holds no more entries than before.
    expect(table.size).toBe(4);
    table.set(d, 3);
    // Now only LOST entries can go: the one with the least work first.
    expect(table.find(6, 6)).toBe(b);
    table.set(b, 4);
    expect(table.find(7, 7)).toBe(c);
    expect(table.get(c)).toBe(UNSEEN);
    // Entry a, the costliest proof, is still known.
    expect(table.find(1, 1)).toBe(a);
    expect(table.get(a)).toBe(LOST);
  });

  it('never replaces an open entry: with all four open, a new key finds no room', () => {
    const table = oneBucket();
    const entries = [1, 2, 3, 4].map((k) => table.find(k, k));
    for (const [i, e] of entries.entries()) table.set(e, i);
    expect(table.find(9, 9)).toBe(-1);
    expect(entries.map((e) => table.get(e))).toEqual([0, 1, 2, 3]);
    // Once one is proven lost, it makes room.
    table.setLost(entries[2], 1);
    expect(table.find(9, 9)).toBe(entries[2]);
  });
});
