// Thousands of random keys on random deals of every variant, through the
// table's reducer with its effects played out the way the app plays them
// (timers, hints, new deals, quitting and resuming from the saved game).
// After every key: no exception, the position is what replaying the moves
// gives and holds 104 cards, the cursor and the selection point at cards.

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { current, legalMoves, newGame, restoreGame, VARIANTS } from '../../../src/engine/index.js';
import { newGameId } from '../../../src/store/index.js';
import { DEFAULT_SETTINGS, type GameInProgress } from '../../../src/store/types.js';
import { TABLE_KEYS, tableCommandFor } from '../../../src/ui/input/keymap.js';
import { simpleHint } from '../../../src/ui/live/simple-hint.js';
import { maxDepth } from '../../../src/ui/table/cursor.js';
import { reduce } from '../../../src/ui/table/table-reducer.js';
import {
  type Effect,
  newTableState,
  snapshot,
  type TableAction,
  type TableState,
} from '../../../src/ui/table/table-state.js';
import { fuzzRuns } from '../../support/runs.js';
import { expectSound, FUZZED, keysForMove, NOT_FUZZED, randomKey, seeded } from '../support/fuzz.js';

const KEYS_PER_VARIANT = fuzzRuns(1000);

function deal(variantIndex: number, random: () => number, resumed?: GameInProgress): TableState {
  const variant = VARIANTS[variantIndex];
  const level = (['hard', 'medium', 'easy'] as const)[Math.floor(random() * 3)];
  const game = resumed?.game ?? newGame(variant, level, BigInt(1 + Math.floor(random() * 9_999_999_999)));
  return newTableState(
    {
      id: resumed?.id ?? newGameId(),
      game,
      elapsedMs: resumed?.elapsedMs,
      recorded: resumed?.recorded,
      automatic: resumed?.automatic,
      settings: DEFAULT_SETTINGS,
    },
    0,
  );
}

function expectPointing(state: TableState, context: string): void {
  const position = current(state.game);
  const { cursor, selection } = state;
  expect(cursor.pile === 'waste' || cursor.pile < position.columns.length, context).toBe(true);
  expect(cursor.depth >= 1 && cursor.depth <= maxDepth(position, cursor.pile), context).toBe(true);
  if (selection) {
    const pile = selection.from === 'waste' ? position.waste : position.columns[selection.from];
    expect(selection.count >= 1 && selection.count <= pile.length, `${context}: selection`).toBe(true);
  }
}

describe('random keys through the reducer', () => {
  it("presses every key of the table's but those it cannot carry out", () => {
    const missing = TABLE_KEYS.flatMap((binding) => binding.keys).filter(
      (key) => !FUZZED.has(key) && !NOT_FUZZED.has(key),
    );
    expect(missing, 'add them to WEIGHTED in test/ui/support/fuzz.ts').toEqual([]);
  });

  it.each(VARIANTS.map((v, i) => [v.id, i]))('%s', (_, variantIndex) => {
    const random = seeded(1000 + variantIndex);
    let state = deal(variantIndex, random);
    let saved: GameInProgress | undefined;
    let now = 0;
    const queue: TableAction[] = [];
    let keys = 0;
    let deals = 1;
    let moves = 0;
    let refusals = 0;
    const pending: string[] = [];
    while (keys < KEYS_PER_VARIANT) {
      if (pending.length === 0) {
        // Half the time the keys of a legal move, as a player would press them.
        const legal = random() < 0.5 ? legalMoves(current(state.game)) : [];
        const planned = legal.length > 0 ? keysForMove(legal[Math.floor(random() * legal.length)]) : undefined;
        pending.push(...(planned ?? [randomKey(random)]));
      }
      const key = pending.shift()!;
      queue.push(tableCommandFor(state, key));
      keys++;
      while (queue.length > 0) {
        const action = queue.shift()!;
        now += 50;
        const before = state.game.done.length;
        const step = reduce(state, action, now);
        if (step.state.game.done.length > before) moves++;
        if (step.state.message?.tone === 'error') refusals++;
        state = step.state;
        const context = `${VARIANTS[variantIndex].id}, seed ${state.game.seed}, key ${keys} (${key})`;
        for (const effect of step.effects) {
          const next = playOut(effect, state, now);
          if (effect.kind === 'save') saved = snapshot(state, now);
          if (effect.kind === 'clear-save') saved = undefined;
          if (next === 'new') {
            state = deal(variantIndex, random);
            deals++;
          } else if (next === 'resume') {
            // Quit and start again: the saved game comes back as it was.
            state = saved ? deal(variantIndex, random, reload(saved)) : deal(variantIndex, random);
            expect(saved === undefined || state.game.moveCount === saved.game.moveCount, context).toBe(true);
            // The automatic moves stay marked: undo takes them back with the move before them, as before.
            expect(saved === undefined || isDeepStrictEqual(state.auto, saved.automatic), context).toBe(true);
          } else if (next) {
            queue.push(next);
          }
        }
        expectSound(state.game, context);
        expectPointing(state, context);
      }
      // Long games are slow to replay after every key: a new deal now and then.
      if (state.game.done.length > 400) state = deal(variantIndex, random);
    }
    // The keys did play: cards moved, moves were refused, new deals were dealt.
    expect(moves).toBeGreaterThan(KEYS_PER_VARIANT / 8);
    expect(refusals).toBeGreaterThan(10);
    expect(deals).toBeGreaterThan(1);
  });
});

/** What the app does with an effect: an action to dispatch, a new deal, or a quit and resume. */
function playOut(effect: Effect, state: TableState, now: number): TableAction | 'new' | 'resume' | undefined {
  switch (effect.kind) {
    case 'later':
      return effect.action;
    case 'hint': {
      const hint = simpleHint(current(state.game));
      return { type: 'hint-ready', moveCount: state.game.moveCount, hint, text: 'hint' };
    }
    case 'new-game':
    case 'choose':
      return 'new';
    case 'quit':
      return 'resume';
    default:
      void now;
      return undefined;
  }
}

/** The saved game as the store gives it back: replayed from its moves. */
function reload(saved: GameInProgress): GameInProgress {
  const { game } = saved;
  return { ...saved, game: restoreGame(game.variant, game.level, game.seed, game.done, game.undone, game.moveCount) };
}
