// Engine throughput on random playouts, the figures the solver stands on:
// legal-move generations, apply+discard pairs, Game play+undo pairs and
// checks, each per second of CPU time on one thread (other work on the
// machine does not count). The positions come from random games of every
// variant with a fixed seed, so runs compare.

import {
  applyLegal,
  check,
  current,
  deal,
  legalMoves,
  type Move,
  newGame,
  type Position,
  play,
  undo,
  VARIANTS,
} from '../src/engine/index.js';

const GAMES_PER_VARIANT = 6;
const MOVES_PER_GAME = 250;
const SECONDS = 2;
const ROUNDS = 5;

/** A small seeded generator (mulberry32): the benchmark never changes from run to run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks cards home first, then other plays over draws, as a player would, so games get somewhere. */
function pick(moves: readonly Move[], random: () => number): Move {
  const home = moves.filter((m) => m.kind === 'move' && m.to === 'foundation');
  if (home.length > 0 && random() < 0.6) return home[Math.floor(random() * home.length)];
  const plays = moves.filter((m) => m.kind === 'move');
  const pool = plays.length > 0 && random() < 0.7 ? plays : moves;
  return pool[Math.floor(random() * pool.length)];
}

interface Sample {
  readonly position: Position;
  readonly move: Move;
}

function playouts(): Sample[] {
  const random = seeded(20240601);
  const samples: Sample[] = [];
  for (const variant of VARIANTS) {
    for (let g = 0; g < GAMES_PER_VARIANT; g++) {
      let position = deal(variant, BigInt(1 + Math.floor(random() * 1e9)), g % 2 === 0 ? 'hard' : 'medium');
      for (let i = 0; i < MOVES_PER_GAME; i++) {
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        const move = pick(moves, random);
        samples.push({ position, move });
        position = applyLegal(position, move);
      }
    }
  }
  return samples;
}

/** CPU time of this thread in milliseconds: other work on the machine does not count. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs `pass` (one sweep over the samples) in ROUNDS rounds of about
 * SECONDS / ROUNDS of CPU time each; returns the best round's operations
 * per CPU second, the steadiest figure on a busy machine.
 */
function measure(opsPerPass: number, pass: () => number): { perSecond: number; sink: number } {
  let sink = pass() + pass(); // warm-up
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let ops = 0;
    const start = cpuMs();
    let elapsed = 0;
    while (elapsed < (SECONDS * 1000) / ROUNDS) {
      sink += pass();
      ops += opsPerPass;
      elapsed = cpuMs() - start;
    }
    best = Math.max(best, (ops / elapsed) * 1000);
  }
  return { perSecond: best, sink };
}

function line(name: string, perSecond: number, unit: string): string {
  return `  ${name.padEnd(22)} ${Math.round(perSecond).toString().padStart(10)} ${unit}`;
}

export function run(): void {
  const samples = playouts();
  const n = samples.length;
  let legalTotal = 0;
  for (const s of samples) legalTotal += legalMoves(s.position).length;
  console.log(
    `random playouts: ${VARIANTS.length} variants x ${GAMES_PER_VARIANT} games, ${n} positions, ` +
      `${(legalTotal / n).toFixed(1)} legal moves each on average`,
  );

  const generations = measure(n, () => {
    let k = 0;
    for (let i = 0; i < n; i++) k += legalMoves(samples[i].position).length;
    return k;
  });
  const applies = measure(n, () => {
    let k = 0;
    for (let i = 0; i < n; i++) k += applyLegal(samples[i].position, samples[i].move).stock.length;
    return k;
  });
  const checks = measure(n, () => {
    let k = 0;
    for (let i = 0; i < n; i++) if (check(samples[i].position, samples[i].move) === undefined) k++;
    return k;
  });
  // Game keeps its history: play then undo, 40 moves into a game of each variant.
  const random = seeded(7);
  const games = VARIANTS.map((v) => {
    let game = newGame(v, 'hard', 5n);
    for (let i = 0; i < 40; i++) {
      const moves = legalMoves(current(game));
      if (moves.length === 0) break;
      const result = play(game, pick(moves, random));
      if ('game' in result) game = result.game;
    }
    return { game, moves: legalMoves(current(game)) };
  }).filter((g) => g.moves.length > 0);
  const pairs = games.reduce((a, g) => a + g.moves.length, 0);
  const plays = measure(pairs, () => {
    let k = 0;
    for (const { game, moves } of games) {
      for (const m of moves) {
        const result = play(game, m);
        if ('game' in result) k += undo(result.game).moveCount;
      }
    }
    return k;
  });

  console.log(line('legalMoves', generations.perSecond, 'generations/s'));
  console.log(line('applyLegal (discard)', applies.perSecond, 'apply+discard pairs/s'));
  console.log(line('Game play + undo', plays.perSecond, 'pairs/s'));
  console.log(line('check', checks.perSecond, 'checks/s'));
  console.log(
    `engine (one core): ${Math.round(generations.perSecond)} legal-move generations/s, ` +
      `${Math.round(applies.perSecond)} apply+discard pairs/s, ${Math.round(plays.perSecond)} Game play+undo pairs/s`,
  );
  // The sums keep the work from being optimised away.
  if (generations.sink + applies.sink + plays.sink + checks.sink === -1) console.log('');
}
