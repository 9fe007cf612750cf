// Keys while the cards go home by themselves: the key line says any key
// plays the rest at once, q too, and the win screen shows; Ctrl+C quits at
// once, the win counted.

import { describe, expect, it } from 'vitest';
import { tableApp } from '../support/table-app.js';

/** Two clubs from a win, the Queen on the waste and the King in column 1: the game opens going home by itself. */
const NEARLY = 'Foundations: JC KC KS KS KH KH KD KD\nWaste: QC\n1: KC';

function finishing() {
  const app = tableApp(NEARLY);
  expect(app.state().table?.finishing.length).toBe(2);
  const { effects } = app;
  return {
    go: app.go,
    exits: () => effects.filter((e) => e.kind === 'exit').length,
    wins: () => effects.filter((e) => e.kind === 'record' && e.result.won).length,
  };
}

describe('a quit key during the auto-finish', () => {
  it('q plays the rest at once and shows the win; the next q quits', () => {
    const run = finishing();
    const won = run.go('q');
    expect(won.table?.overlay).toBe('won');
    expect(won.table?.finishing).toEqual([]);
    expect(run.exits()).toBe(0);
    expect(run.wins()).toBe(1);
    run.go('q');
    expect(run.exits()).toBe(1);
    expect(run.wins()).toBe(1);
  });

  it('Ctrl+C quits at once, the win played out and counted', () => {
    const run = finishing();
    run.go('ctrl+c');
    expect(run.exits()).toBe(1);
    expect(run.wins()).toBe(1);
  });
});
