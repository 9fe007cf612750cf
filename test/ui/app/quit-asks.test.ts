// Quitting where the store could not write the game, a result or the
// settings: the first quit key asks, on the table or the start screen (any
// other screen gives way to them), naming the key to press again; any other
// key or a press of the mouse forgets the question. Through the app's
// reducer, the store's words given as it would give them.

import { describe, expect, it } from 'vitest';
import { parseMoves } from '../../../src/engine/index.js';
import { DEFAULT_SETTINGS } from '../../../src/store/types.js';
import { openingState, reduce } from '../../../src/ui/app/app-reducer.js';
import type { AppAction, AppEffect, AppState } from '../../../src/ui/app/app-state.js';
import { AppStore } from '../../../src/ui/app/app-store.js';
import type { Opening } from '../../../src/ui/app/startup.js';
import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import type { TableAction } from '../../../src/ui/table/table-state.js';
import { MemoryStore } from '../support/memory-store.js';
import { savedFive } from '../support/saved.js';
import { gameFrom } from '../support/table.js';

const LOST = 'this game is not saved: /x did not take the writes';
const ASKED_BY_Q = 'q again quits though this game is not saved: /x did not take the writes.';
const ASKED_BY_CTRL_C = 'Ctrl+C again quits though this game is not saved: /x did not take the writes.';
const env = { now: 1_000_000, random: () => 0.5 };
const size = { width: 100, height: 30 };

/** The app opened on `opening`, the store having said LOST; `go` plays keys and actions, and keeps the effects. */
function app(opening: Opening = { screen: 'table', table: savedFive() }) {
  let state: AppState = openingState(opening, DEFAULT_SETTINGS, size, env.now);
  const effects: AppEffect[] = [];
  const go = (...actions: (string | AppAction)[]) => {
    for (const a of actions) {
      const step = reduce(state, typeof a === 'string' ? { type: 'key', name: a } : a, env);
      state = step.state;
      effects.push(...step.effects);
    }
    return state;
  };
  go({ type: 'begin' }, { type: 'not-saved', text: LOST });
  return { go, effects, exits: () => effects.filter((e) => e.kind === 'exit').length };
}

const said = (state: AppState) => state.table?.message?.text ?? state.message;

const press: MouseEvent = { kind: 'press', button: 'left', x: 30, y: 5, shift: false, meta: false, ctrl: false };

describe('a quit key with something in no file', () => {
  it('asks at the table, and quits at the second', () => {
    const run = app();
    expect(said(run.go('q'))).toBe(ASKED_BY_Q);
    expect(run.exits()).toBe(0);
    run.go('q');
    expect(run.exits()).toBe(1);
  });

  it('forgets the question at another key, the words gone too: the next quit key asks again', () => {
    const run = app();
    run.go('q');
    expect(said(run.go('left'))).toBeUndefined();
    expect(said(run.go('q'))).toBe(ASKED_BY_Q);
    expect(run.exits()).toBe(0);
  });

  it('forgets it at a press of the mouse on the board too', () => {
    const run = app();
    run.go('q', { type: 'mouse', event: press }, 'q');
    expect(run.exits()).toBe(0);
  });

  it.each([
    ['the question before a new game', 'n'],
    ['the help', '?'],
    ['the message log', 'L'],
  ])('over %s, closes it and asks on the board, naming the key pressed', (_, opens) => {
    const run = app();
    run.go(opens);
    expect(run.go('ctrl+c').table?.overlay).toBe('none');
    expect(said(run.go())).toBe(ASKED_BY_CTRL_C);
    run.go('ctrl+c');
    expect(run.exits()).toBe(1);
  });

  it('over the pause, asks on its line, the cards hidden and the clock stopped still', () => {
    const run = app();
    const asked = run.go('p', 'q');
    expect(asked.table?.overlay).toBe('paused');
    expect(said(asked)).toBe(ASKED_BY_Q);
    expect(asked.table?.clock.since).toBeUndefined();
    run.go('q');
    expect(run.exits()).toBe(1);
  });

  it('over the help at a size that fits it but not the board: asks, and the screen asking for room says the rest', () => {
    const run = app();
    run.go('?', { type: 'resize', size: { width: 60, height: 16 } }, 'ctrl+c');
    expect(run.exits()).toBe(0);
    run.go('ctrl+c');
    expect(run.exits()).toBe(1);
  });

  it('on the settings screen, closes them and asks at the table', () => {
    const run = app();
    // The bell changed first: kept, as Esc would keep it.
    const state = run.go('o', 'down', 'down', 'down', 'right', 'ctrl+c');
    expect(state.screen).toBe('table');
    expect(state.settings.bell).toBe(!DEFAULT_SETTINGS.bell);
    expect(said(state)).toBe(ASKED_BY_CTRL_C);
    expect(run.exits()).toBe(0);
  });

  it("on the start screen's pages, goes back to the start screen and asks there", () => {
    const run = app({ screen: 'start' });
    const state = run.go('?', 'ctrl+c');
    expect(state.screen).toBe('start');
    expect(state.message).toBe(ASKED_BY_CTRL_C);
    run.go('ctrl+c');
    expect(run.exits()).toBe(1);
  });

  it("asks at a click on the start menu's Quit line too, and quits at the second", () => {
    const run = app({ screen: 'start' });
    // No saved game: the menu's lines from row 2, Quit the eighth.
    const quit = { type: 'mouse', event: { ...press, x: 4, y: 9 } } as const;
    expect(run.go(quit).message).toBe(ASKED_BY_Q);
    expect(run.exits()).toBe(0);
    run.go(quit);
    expect(run.exits()).toBe(1);
  });

  it('is forgotten when something else takes its place on screen, such as a notice', () => {
    const run = app();
    run.go('q', { type: 'notices', texts: ['something else'] }, 'q');
    expect(run.exits()).toBe(0);
  });

  it('puts back cards held, whose drop would be said in its place', () => {
    const run = app();
    const held = run.go('1', 'enter', 'right');
    expect(held.table?.selection).toBeDefined();
    const asked = run.go('q');
    expect(asked.table?.selection).toBeUndefined();
    expect(said(asked)).toBe(ASKED_BY_Q);
  });

  it("answers a T's question: the next T asks again, not plays the hint", () => {
    const run = app();
    run.go('T', 'q', 'T');
    expect(run.go().table?.solverAsked).toBe('play-hint');
    expect(run.go().table?.assisted).toBeFalsy();
  });

  it('c, keeping the game for the start screen, does not say it is saved (the screen says what is not)', () => {
    const run = app();
    const start = run.go('n', 'c');
    expect(start.screen).toBe('start');
    expect(start.message).toBeUndefined();
    expect(start.notSaved).toBe(LOST);
  });

  it('a hint on its way for T does not play over the question, and the second q quits', () => {
    const run = app();
    const waiting = run.go('T', 'T');
    expect(waiting.table?.playHint).toBeDefined();
    run.go('q');
    expect(run.go().table?.playHint).toBeUndefined();
    run.go('q');
    expect(run.exits()).toBe(1);
  });

  it("stops the solver's line where its moves left every card going home, and quits at once, the win played out", () => {
    // No card goes home by itself until the line's fifth move frees the second J♦ (as watch.test.ts's BLOCKED).
    const blocked = gameFrom('Foundations: KC KC KS KS KH KH JD TD\n1: QD KD\n2: JD QD KD');
    const run = app({ screen: 'table', table: { id: 'blocked', game: blocked, elapsedMs: 0, recorded: false } });
    const asked = run.go('s', 's');
    const watch = asked.table!.watch!;
    const answer = { verdict: 'winnable', moves: parseMoves('1>3 1>f 3>f 2>1 2>3 2>f 3>f 1>f') } as const;
    const table = (action: TableAction) => ({ type: 'table', table: asked.tables, action }) as const;
    const step = table({ type: 'watch-step', run: watch.run });
    const played = run.go(
      table({ type: 'line-ready', run: watch.run, moveCount: 0, answer }),
      step,
      step,
      step,
      step,
      step,
    );
    expect(played.table?.game.moveCount).toBe(5);
    expect(played.table?.finishing).toEqual([]);
    // Ctrl+C: q, like any other key, only stops the solver.
    run.go('ctrl+c');
    expect(run.exits()).toBe(1);
    expect(run.effects).toContainEqual(
      expect.objectContaining({ kind: 'record', result: expect.objectContaining({ won: true }) }),
    );
  });

  it('keeps what the store said in the message log, whole', () => {
    expect(app().go().log).toContain('This game is not saved: /x did not take the writes.');
  });

  it('quits at once once everything is written', () => {
    const run = app();
    run.go({ type: 'not-saved', text: undefined }, 'q');
    expect(run.exits()).toBe(1);
  });
});

describe('a quit key typed in one burst with a move (typed fast, pasted)', () => {
  it("asks when the move's save was refused: the save is written before the next key", () => {
    const store = new MemoryStore();
    // The directory stops taking writes at this move's save.
    store.saveGame = () => {
      store.lost = LOST;
    };
    let exits = 0;
    const app = new AppStore(
      {
        store,
        clock: () => env.now,
        random: env.random,
        hints: () => ({ text: 'no hint here' }),
        easyCheck: () => Promise.reject(new Error('no check here')),
        bell: () => {},
        onExit: () => void exits++,
      },
      { screen: 'table', table: savedFive() },
      size,
    );
    app.start();
    try {
      app.keys(['d', 'q']);
      expect(exits).toBe(0);
      expect(app.state.table?.message?.text).toBe(ASKED_BY_Q);
    } finally {
      app.close();
    }
  });
});
