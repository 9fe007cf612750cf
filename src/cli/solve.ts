// `forty-thieves solve`: the solver's verdict on a deal, or on the position
// after some moves, with the winning moves when it finds them.

import { deal, formatMove, formatMoves, type Position, plural, wrapWords } from '../engine/index.js';
import { type Budget, type SolveResult, solve } from '../solver/index.js';
import { parseLevel, parseMoveList, parseSeed, parseVariant, positionAfter } from './options.js';
import { type Output, writeJson } from './output.js';
import { parseHash, parseTimeout } from './solve-options.js';

export interface SolveCommandOptions {
  seed: string;
  variant?: string;
  difficulty?: string;
  moves?: string;
  timeout?: string;
  hash?: string;
  json?: boolean;
}

/** The moves of a win, a line of notation at most this wide, in a terminal and in a pipe alike. */
const MOVES_WIDTH = 78;

export function runSolve(
  options: SolveCommandOptions,
  out: Output,
  showProgress = process.stderr.isTTY === true,
): void {
  const seed = parseSeed(options.seed);
  const variant = parseVariant(options.variant);
  const level = parseLevel(options.difficulty);
  const moves = parseMoveList(options.moves);
  const seconds = parseTimeout(options.timeout);
  const hashMb = parseHash(options.hash);
  const position = positionAfter(deal(variant, seed, level), moves);

  const result = solveWithProgress(position, { ms: seconds * 1000, hashMb }, showProgress ? out : undefined);
  if (options.json) {
    return writeJson(out, {
      verdict: result.verdict,
      moves: result.moves.map(formatMove),
      nodes: result.nodes,
      ms: result.ms,
    });
  }
  const after = moves.length > 0 ? ` after ${plural(moves.length, 'move')}` : '';
  out.stdout(`${variant.name}, seed ${seed} (${level})${after}: ${describe(result, seconds)}\n`);
  if (result.verdict === 'winnable' && result.moves.length > 0)
    out.stdout(`${wrapWords(formatMoves(result.moves), MOVES_WIDTH).join('\n')}\n`);
  out.stdout(`Searched ${result.nodes.toLocaleString('en-US')} positions in ${(result.ms / 1000).toFixed(1)} s.\n`);
}

function describe(result: SolveResult, seconds: number): string {
  switch (result.verdict) {
    case 'winnable':
      return result.moves.length === 0 ? 'won already.' : `winnable in ${plural(result.moves.length, 'move')}:`;
    case 'unwinnable':
      return 'unwinnable: every reachable position was searched and none wins.';
    case 'unknown':
      return `unknown: no verdict within ${seconds} s (try a longer --timeout).`;
  }
}

/** Solves, showing a spinner with the time spent on stderr when `progress` is given. */
function solveWithProgress(
  position: Position,
  budget: Budget & { ms: number },
  progress: Output | undefined,
): SolveResult {
  const seconds = budget.ms / 1000;
  const now = () => performance.now();
  const started = now();
  let shown = started;
  let frame = 0;
  const spinner = '|/-\\';
  const shouldStop = progress
    ? () => {
        const t = now();
        if (t - shown >= 100) {
          shown = t;
          progress.stderr(
            `\r${spinner[frame++ % 4]} solving... ${((t - started) / 1000).toFixed(1)} s of ${seconds} s`,
          );
        }
        return false;
      }
    : undefined;
  try {
    // A solver bug throws in development and tests, and is an "unknown" for players (SolveOptions.strict).
    return solve(position, { ...budget, now, shouldStop, strict: process.env.NODE_ENV !== 'production' });
  } finally {
    if (progress && shown !== started) progress.stderr('\r\x1b[K');
  }
}
