// Prints one frame of the board for a variant, seed and moves, to look at a
// layout in a terminal of any size without playing the game:
//
//   npx tsx scripts/preview-board.tsx --variant lucas --seed 5 --moves "d w>3" \
//     --width 80 --height 20 [--ascii] [--four-color] [--no-color] \
//     [--random 60] [--cursor 3:2] [--selection w:1] [--hint "7>f"] [--hidden]
//
// --random n plays n more legal moves chosen by the seed, for a position deep
// in a game. --cursor and --selection take a pile (w, or a column from 1)
// and a card count. Width and height default to the terminal's, less the
// four rows the app keeps for itself.

import { renderToString } from 'ink';
import {
  apply,
  applyLegal,
  deal,
  findVariant,
  IllegalMoveError,
  isLevel,
  legalMoves,
  MAX_SEED,
  MIN_SEED,
  type Move,
  NotationError,
  type Position,
  parseMove,
  parseMoves,
  randomForSeed,
  variantIds,
} from '../src/engine/index.js';
import { Board } from '../src/ui/board/Board.js';
import type { Cursor, PileRef, Selection } from '../src/ui/table/places.js';
import { makeTheme, wantsMonochrome } from '../src/ui/theme.js';

function fail(message: string): never {
  process.stderr.write(`preview-board: ${message}\n`);
  process.exit(2);
}

/** The value of `flag` (else `fallback`), refused unless it is a whole number from `least` to `most`. */
function wholeNumber(flag: string, fallback: string, least = 0n, most?: bigint): string {
  const text = args.get(flag) ?? fallback;
  const within = /^\d+$/.test(text) && BigInt(text) >= least && (most === undefined || BigInt(text) <= most);
  const range = most === undefined ? `${least} or more` : `from ${least} to ${most}`;
  return within ? text : fail(`${flag} must be a whole number ${range}, not "${text}"`);
}

function options(argv: string[]): Map<string, string> {
  const flags = new Set(['--ascii', '--four-color', '--no-color', '--hidden']);
  const map = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    if (flags.has(name)) map.set(name, 'yes');
    else if (name.startsWith('--') && i + 1 < argv.length) map.set(name, argv[++i]);
    else fail(`unexpected argument "${name}"`);
  }
  return map;
}

function pileAndCount(text: string, what: string): { pile: PileRef; count: number } {
  const m = /^(w|\d+):(\d+)$/.exec(text);
  if (!m) fail(`${what} "${text}": expected <pile>:<cards> such as w:1 or 3:2`);
  return { pile: m[1] === 'w' ? 'waste' : Number(m[1]) - 1, count: Number(m[2]) };
}

function playRandom(position: Position, count: number, seed: bigint): Position {
  const random = randomForSeed(seed);
  for (let i = 0; i < count; i++) {
    const moves: Move[] = legalMoves(position);
    if (moves.length === 0) break;
    position = applyLegal(position, moves[random.randint(0, moves.length - 1)]);
  }
  return position;
}

const args = options(process.argv.slice(2));
const variant = findVariant(args.get('--variant') ?? 'forty-thieves');
if (!variant) fail(`unknown variant; one of ${variantIds().join(', ')}`);
const level = args.get('--level') ?? 'hard';
if (!isLevel(level)) fail(`unknown level "${level}"; one of easy, medium, hard`);
const seed = BigInt(wholeNumber('--seed', '1', MIN_SEED, MAX_SEED));
let position = deal(variant, seed, level);
try {
  for (const move of parseMoves(args.get('--moves') ?? '')) position = apply(position, move);
} catch (error) {
  if (!(error instanceof NotationError || error instanceof IllegalMoveError)) throw error;
  fail(`--moves: ${error.message}`);
}
position = playRandom(position, Number(wholeNumber('--random', '0')), seed);

const cursorArg = args.get('--cursor');
const selectionArg = args.get('--selection');
const hintArg = args.get('--hint');
let cursor: Cursor | undefined;
if (cursorArg) {
  const { pile, count } = pileAndCount(cursorArg, '--cursor');
  cursor = { pile, depth: count };
}
let selection: Selection | undefined;
if (selectionArg) {
  const { pile, count } = pileAndCount(selectionArg, '--selection');
  selection = { from: pile, count };
}

const theme = makeTheme({
  ascii: args.has('--ascii'),
  fourColor: args.has('--four-color'),
  monochrome: wantsMonochrome(process.env, args.has('--no-color')),
});
const width = Number(wholeNumber('--width', String(process.stdout.columns ?? 80), 1n));
const height = Number(wholeNumber('--height', String((process.stdout.rows ?? 24) - 4), 1n));

process.stdout.write(
  `${renderToString(
    <Board
      position={position}
      cursor={cursor}
      selection={selection}
      hint={hintArg ? parseMove(hintArg) : undefined}
      theme={theme}
      width={width}
      height={height}
      hidden={args.has('--hidden')}
    />,
    { columns: width },
  )}\n`,
);
