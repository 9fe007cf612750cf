// The table's reducer without Ink: how many keys a second it takes (random
// keys on random deals of every variant), and the stuck search after a move
// once the stock is out: its pauses, first and wider, and how many
// positions each calls stuck.

import {
  current,
  type Game,
  legalMoves,
  newGame,
  type Position,
  play,
  STUCK_SEARCH_LIMIT,
  STUCK_WIDER_LIMITS,
  type StuckAnswer,
  stuckAnswer,
  VARIANTS,
} from '../src/engine/index.js';
import { newGameId } from '../src/store/index.js';
import { DEFAULT_SETTINGS } from '../src/store/types.js';
import { commandFor, tableKeysFor } from '../src/ui/input/keymap.js';
import { reduce } from '../src/ui/table/table-reducer.js';
import { newTableState } from '../src/ui/table/table-state.js';
import { percentiles } from './pty.js';

const KEYS = [
  'enter',
  'left',
  'right',
  'up',
  'down',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '0',
  'w',
  'f',
  'd',
  'u',
  'U',
  'a',
  'escape',
];

/** A small seeded generator, so that runs compare. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function keysPerSecond(): number {
  const random = seeded(7);
  let keys = 0;
  const started = performance.now();
  for (const variant of VARIANTS) {
    let state = newTableState(
      { id: newGameId(), game: newGame(variant, 'hard', 1n + BigInt(keys)), settings: DEFAULT_SETTINGS },
      0,
    );
    for (let k = 0; k < 3000; k++) {
      const key = KEYS[Math.floor(random() * KEYS.length)];
      state = reduce(state, commandFor(tableKeysFor(state.overlay), key, { type: 'other' }), k).state;
      keys++;
    }
  }
  return keys / ((performance.now() - started) / 1000);
}

interface StuckChecks {
  /** The time of each first search, in ms. */
  readonly pauses: number[];
  /** The time of each wider search, in ms: a pause of its own, a frame after the one before. */
  readonly widerPauses: number[];
  /** The positions the first search called stuck. */
  readonly stuck: number;
  /** The positions a wider search called stuck. */
  readonly stuckWider: number;
  /** The positions the widest search left unknown. */
  readonly unknown: number;
}

/**
 * Games played at random (mostly card moves, so the stock runs out with
 * cards still on the table), a stuck check after each move once the stock
 * is out, as the table makes one: the first search, then, while it cannot
 * tell, the wider ones (STUCK_WIDER_LIMITS).
 */
function stuckChecks(): StuckChecks {
  const random = seeded(11);
  const pauses: number[] = [];
  const widerPauses: number[] = [];
  let stuck = 0;
  let stuckWider = 0;
  let unknown = 0;
  const timed = (position: Position, limit: number, into: number[]): StuckAnswer => {
    const started = performance.now();
    const answer = stuckAnswer(position, limit);
    into.push(performance.now() - started);
    return answer;
  };
  for (const variant of VARIANTS) {
    for (let seed = 1n; seed <= 4n; seed++) {
      let game: Game = newGame(variant, 'hard', seed);
      for (let i = 0; i < 400; i++) {
        const moves = legalMoves(current(game));
        if (moves.length === 0) break;
        const cardMoves = moves.filter((m) => m.kind === 'move');
        // Card moves two times in three, chosen in turn rather than at random:
        // play that walks into the long shuffles between columns a search
        // must go through before calling a game stuck.
        const choice =
          cardMoves.length > 0 && random() < 0.67 ? cardMoves[(i * 31 + Number(seed)) % cardMoves.length] : moves[0];
        const next = play(game, choice);
        if ('game' in next) game = next.game;
        const position = current(game);
        if (position.stock.length > 0) continue;
        let answer = timed(position, STUCK_SEARCH_LIMIT, pauses);
        if (answer === 'stuck') stuck++;
        for (const limit of STUCK_WIDER_LIMITS) {
          if (answer !== 'unknown') break;
          answer = timed(position, limit, widerPauses);
          if (answer === 'stuck') stuckWider++;
        }
        if (answer === 'unknown') unknown++;
      }
    }
  }
  return { pauses, widerPauses, stuck, stuckWider, unknown };
}

export function run(): void {
  console.log(
    `table reducer: ${Math.round(keysPerSecond()).toLocaleString('en')} keys a second (random keys, every variant)`,
  );
  const { pauses, widerPauses, stuck, stuckWider, unknown } = stuckChecks();
  const { median, p95 } = percentiles(pauses);
  const worst = Math.max(...pauses);
  console.log(
    `stuck check after a move, stock out (${pauses.length} positions): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(
      1,
    )} ms, worst ${worst.toFixed(1)} ms`,
  );
  const widest = widerPauses.length > 0 ? Math.max(...widerPauses).toFixed(1) : '-';
  console.log(
    `  stuck at ${STUCK_SEARCH_LIMIT.toLocaleString('en')} positions searched: ${stuck}; then wider ` +
      `(${widerPauses.length} searches, worst ${widest} ms): ${stuckWider} more; still unknown: ${unknown}`,
  );
}
