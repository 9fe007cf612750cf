// The solver's errands for the table, through the app's store with fakes for
// the solver: the line to watch still found when the table goes out of sight
// meanwhile, and a position lost at the deal, its safe moves played, told as
// the deal lost, not as a position to go back from.

import { afterEach, describe, expect, it } from 'vitest';
import { formatMoves, type Position, parseMoves } from '../../../src/engine/index.js';
import { AppStore } from '../../../src/ui/app/app-store.js';
import type { HintSource } from '../../../src/ui/live/simple-hint.js';
import type { VerdictAnswer, VerdictSource } from '../../../src/ui/live/verdict-keeper.js';
import { until } from '../support/ink.js';
import { MemoryStore } from '../support/memory-store.js';
import { gameFrom, TABLE } from '../support/table.js';

let app: AppStore | undefined;
afterEach(() => app?.close());

function open(services: { hints?: HintSource; verdicts?: VerdictSource; store?: MemoryStore }): AppStore {
  app = new AppStore(
    {
      store: services.store ?? new MemoryStore(),
      clock: () => 1_000_000,
      random: () => 0.5,
      hints: services.hints ?? (() => ({ text: 'no hint here' })),
      verdicts: services.verdicts,
      verdictDelayMs: 0,
      easyCheck: () => Promise.reject(new Error('no check here')),
      bell: () => {},
      onExit: () => {},
    },
    { screen: 'table', table: { id: 'a-game', game: gameFrom(TABLE), elapsedMs: 0, recorded: false } },
    { width: 120, height: 40 },
  );
  app.start();
  return app;
}

describe('the save a move asks for', () => {
  it('waits for the move’s frame when a hint is asked for at once, as it does for a key that touches no file', () => {
    const memory = new MemoryStore();
    const store = open({ store: memory });
    const before = memory.saves;
    store.keys(['d', 't']);
    store.keys(['T']);
    expect(memory.saves).toBe(before);
    expect(store.state.table?.game.done.length).toBe(1);
  });
});

describe('watching the solver win', () => {
  it('goes on looking for the line when the table goes out of sight, and plays it once back in sight', async () => {
    // Searches that answer only when told; the live verdict's first, then the watch's own.
    const asked: { position: Position; answer: (found: VerdictAnswer) => void }[] = [];
    const verdicts: VerdictSource = (position, signal) =>
      new Promise((resolve, reject) => {
        asked.push({ position, answer: resolve });
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const store = open({ verdicts });
    await until(() => asked.length === 1, 'the live verdict’s search');
    store.keys(['s', 's']);
    // The watch waits on the live verdict's search before the terminal shrinks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The terminal too small: the live verdict stops looking; the watch asks a search of its own.
    store.dispatch({ type: 'resize', size: { width: 30, height: 10 } });
    await until(() => asked.length === 2, 'the watch’s own search');
    asked[1].answer({ verdict: 'winnable', moves: parseMoves('w>f') });
    await until(() => store.state.table?.watch?.line !== undefined, 'the line');
    expect(store.state.table?.message?.text).not.toMatch(/could not look/);
    store.dispatch({ type: 'resize', size: { width: 120, height: 40 } });
    await until(() => store.state.table?.game.done.length === 1, 'the line played');
    expect(formatMoves(store.state.table!.game.done)).toBe('w>f');
  });
});

describe('a position proven lost at the deal, after its safe moves', () => {
  it('is the deal lost: the hint says so, not that b looks back', async () => {
    const memory = new MemoryStore({
      settings: { verdict: false, autoSafe: { easy: true, medium: true, hard: true } },
    });
    // Every position lost: the deal is.
    const store = open({ store: memory, hints: () => ({ move: parseMoves('1>2')[0], lost: true }) });
    // The Ace of spades in the waste went home at the deal.
    expect(formatMoves(store.state.table!.game.done)).toBe('w>f');
    store.keys(['t']);
    await until(() => store.state.table?.hint !== undefined, 'the hint');
    expect(store.state.table?.message?.text).toMatch(/^This deal cannot be won; to play on anyway: /);
  });
});
