// `forty-thieves solve`: the solver's verdict on a deal, or on the position
// after some moves, with the winning moves when it finds them.

import os from 'node:os';
import { deal, formatMove, formatMoves, type Position, plural, wrapWords } from '../engine/index.js';
import { type Budget, DEFAULT_HASH_MB, type SolveResult, solve } from '../solver/index.js';
import { solveInWorker } from '../solver-runtime/index.js';
import { RequestError } from './errors.js';
import { parseLevel, parseMoveList, parseSeed, parseVariant, positionAfter } from './options.js';
import { type Output, writeJson } from './output.js';
import { writeProse } from './prose.js';
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

export async function runSolve(
  options: SolveCommandOptions,
  out: Output,
  showProgress = process.stderr.isTTY === true,
): Promise<void> {
  const seed = parseSeed(options.seed);
  const variant = parseVariant(options.variant);
  const level = parseLevel(options.difficulty);
  const moves = parseMoveList(options.moves);
  const seconds = parseTimeout(options.timeout);
  const hashMb = parseHash(options.hash);
  const position = positionAfter(deal(variant, seed, level), moves);

  const result = await solveWithProgress(
    position,
    { ms: seconds * 1000, hashMb },
    showProgress ? out : undefined,
  ).catch((error: unknown) => {
    throw solverFailure(error, hashMb);
  });
  if (options.json) {
    return writeJson(out, {
      verdict: result.verdict,
      moves: result.moves.map(formatMove),
      nodes: result.nodes,
      ms: result.ms,
      ...(result.solverBug ? { solverBug: result.solverBug } : {}),
    });
  }
  const after = moves.length > 0 ? ` after ${plural(moves.length, 'move')}` : '';
  // Sentences wrap at words in a terminal; the moves keep their own width, to be copied as they are.
  writeProse(out, [`${variant.name}, seed ${seed} (${level})${after}: ${describe(result, seconds)}`]);
  if (result.verdict === 'winnable' && result.moves.length > 0)
    out.stdout(`${wrapWords(formatMoves(result.moves), MOVES_WIDTH).join('\n')}\n`);
  const positions = result.nodes === 1 ? 'position' : 'positions';
  writeProse(out, [
    `Searched ${result.nodes.toLocaleString('en-US')} ${positions} in ${(result.ms / 1000).toFixed(1)} s.`,
    ...(result.solverBug ? [`${BUG_NOTE}: ${result.solverBug}.`] : []),
  ]);
}

/** Said under a verdict the solver could not trust itself (SolveResult.solverBug): a longer search would not help. */
const BUG_NOTE = 'The solver has a bug here; please report the seed and the moves';

/**
 * A search that failed, as one line (docs/rules.md: never a stack trace).
 * The table is set aside whole at the start: a machine without the memory
 * refuses it at once, in this thread or in the worker. A worker stopped at
 * its heap's limit was filled by the rest of the search, the table lying
 * outside the heap. Anything else is the worker failing to start (a build
 * missing its worker file) or a bug in it.
 */
function solverFailure(error: unknown, hashMb: number | undefined): RequestError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (/allocation failed/i.test(message)) {
    return new RequestError(
      `not enough memory for the solver's table of ${hashMb ?? DEFAULT_HASH_MB} MB: give a smaller --hash (the default is ${DEFAULT_HASH_MB})`,
    );
  }
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new RequestError('the solver ran out of memory; a shorter --timeout searches less');
  return new RequestError(`the solver failed: ${message.split('\n')[0]}`);
}

function describe(result: SolveResult, seconds: number): string {
  switch (result.verdict) {
    case 'winnable':
      return result.moves.length === 0 ? 'won already.' : `winnable in ${plural(result.moves.length, 'move')}:`;
    case 'unwinnable':
      return 'unwinnable: the search proves that no line of play wins.';
    case 'unknown':
      return result.solverBug ? 'unknown.' : `unknown: no verdict within ${seconds} s (try a longer --timeout).`;
  }
}

/** Solves; where `progress` is given, in a worker thread, with a spinner and the time spent on stderr. */
async function solveWithProgress(
  position: Position,
  budget: Budget & { ms: number },
  progress: Output | undefined,
): Promise<SolveResult> {
  // A solver bug throws in development and tests, and is an "unknown" for players (SolveOptions.strict).
  if (!progress) return solve(position, { ...budget, strict: process.env.NODE_ENV !== 'production' });
  const started = performance.now();
  let frame = 0;
  const spinner = '|/-\\';
  const timer = setInterval(() => {
    const spent = ((performance.now() - started) / 1000).toFixed(1);
    progress.stderr(`\r${spinner[frame++ % 4]} solving... ${spent} s of ${budget.ms / 1000} s`);
  }, 100);
  // The search runs off this thread, so a signal is heard: the line is cleared before the command ends as the
  // signal would (the shell's count of it, 128 and its number).
  const ended = (signal: NodeJS.Signals) => {
    clearInterval(timer);
    progress.stderr('\r\x1b[K');
    process.exit(128 + os.constants.signals[signal]);
  };
  for (const signal of ENDING_SIGNALS) process.once(signal, ended);
  try {
    return await solveInWorker(position, { budget });
  } finally {
    clearInterval(timer);
    for (const signal of ENDING_SIGNALS) process.off(signal, ended);
    progress.stderr('\r\x1b[K');
  }
}

/** Ctrl+C, `kill`, and the terminal closed (where the clearing may not be seen, but the exit is the same). */
const ENDING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
