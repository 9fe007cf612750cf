// data/winnability.json: the winnable share of random deals, per variant and
// level, as `npm run study` measured it (scripts/study.ts). The game reads it
// for `forty-thieves variants`; the study reads it to carry on where it
// stopped. It sits beside src/ (running from source) or beside dist/ (the
// bundle), and ships with the package.
//
// {
//   "about": "...", "deals": "how deal k's seed is chosen",
//   "results": [
//     { "variant": "forty-thieves", "level": "hard", "secondsPerDeal": 30,
//       "tried": 100, "won": 41, "lost": 12, "unknown": 47,
//       "winnable": { "from": 0.41, "to": 0.88, "from95": [0.32, 0.51], "to95": [0.80, 0.93] },
//       "solver": ["<commit>"], "date": "YYYY-MM-DD",
//       "outcomes": "wwuluw...", "positions": [81234, 502113, ...] },
//     ...
//   ]
// }
//
// `outcomes` is the record: one letter per deal in the order of the deal
// sequence, w won (a winning line replayed through the engine), l lost (the
// solver proved that no line of play wins), u unknown (the budget ran out).
// The counts and the interval are worked out from it, and written for people
// who read the file; a reader checks they agree. `positions` gives, deal for
// deal, the positions the solver reached (SolveResult's nodes): a measure of
// the work each verdict took that does not depend on how busy the machine
// was, as the seconds do (null for deals recorded before it was kept). `solver` lists the commits
// whose solver decided the deals, `date` is the day of the last one.

import { readFileSync } from 'node:fs';
import { dataPath } from '../data-path.js';
import { findVariant, isLevel, type Level, VARIANTS } from '../engine/index.js';
import { type Verdicts, type WinnableShare, winnableShare } from './interval.js';

export const WINNABILITY_PATH = dataPath('winnability.json');

export class WinnabilityFileError extends Error {}

/** One variant at one level: the deals tried so far, with how they were tried. */
export interface StudyCell {
  readonly variant: string;
  readonly level: Level;
  readonly secondsPerDeal: number;
  /** One letter per deal, in sequence order: w won, l lost, u unknown. */
  readonly outcomes: string;
  /** Per deal, the positions the solver reached (null where not recorded): the work done whatever the machine's load. */
  readonly positions: readonly (number | null)[];
  readonly solver: readonly string[];
  readonly date: string;
}

export interface CellSummary extends Verdicts {
  readonly tried: number;
  readonly winnable: WinnableShare;
}

export const OUTCOME_LETTERS = { won: 'w', lost: 'l', unknown: 'u' } as const;

export function summarize(outcomes: string): CellSummary {
  const count = (letter: string) => outcomes.split(letter).length - 1;
  const verdicts = {
    won: count(OUTCOME_LETTERS.won),
    lost: count(OUTCOME_LETTERS.lost),
    unknown: count(OUTCOME_LETTERS.unknown),
  };
  return { tried: outcomes.length, ...verdicts, winnable: winnableShare(verdicts) };
}

export const cellKey = (variant: string, level: Level): string => `${variant}/${level}`;

const ABOUT =
  'The share of random deals that are winnable, per variant and level: deals tried, won (a winning line ' +
  'replayed through the rules), lost (proven: no line of play wins), unknown (no verdict ' +
  'within the time per deal). The share lies from won/tried to (won+unknown)/tried; from95 and to95 are ' +
  'Clopper-Pearson 95% confidence intervals on each end. Made by `npm run study`; see data/README.md.';

/**
 * The deals studied: deal k (k = 1, 2, ...) of every variant and level is
 * seed STUDY_SEED_BASE + k. A fixed formula, so that anyone can deal the
 * same games (here, or in PySolFC, whose game numbers these are, but for
 * Sixty Thieves and Lucas, dealt otherwise there), and the
 * same seeds at every level, so that levels compare deal for deal. Above
 * 32000, so the Mersenne Twister deals them; within the seeds a new game
 * draws from (1 to 9999999999); far from the small seeds the tests and
 * benchmarks use, and from the Easy catalogue's seeds (tested).
 */
const STUDY_SEED_BASE = 7_000_000_000n;

export const studySeed = (k: number): bigint => STUDY_SEED_BASE + BigInt(k);

const DEALS_RULE = `Deal k (k = 1, 2, ...) of every variant and level is seed ${STUDY_SEED_BASE} + k.`;

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** The interval as the file and `variants --json` give it, to four places. */
export function shareJson(w: WinnableShare) {
  return {
    from: round(w.from),
    to: round(w.to),
    from95: [round(w.from95.low), round(w.from95.high)],
    to95: [round(w.to95.low), round(w.to95.high)],
  };
}

/** The file's text: cells in the order of the variants, then hard before medium before easy. */
export function formatWinnability(cells: Iterable<StudyCell>): string {
  const order = (c: StudyCell) =>
    VARIANTS.findIndex((v) => v.id === c.variant) * 3 + ['hard', 'medium', 'easy'].indexOf(c.level);
  const results = [...cells]
    .sort((a, b) => order(a) - order(b))
    .map((cell) => {
      const { tried, won, lost, unknown, winnable } = summarize(cell.outcomes);
      return {
        variant: cell.variant,
        level: cell.level,
        secondsPerDeal: cell.secondsPerDeal,
        tried,
        won,
        lost,
        unknown,
        winnable: shareJson(winnable),
        solver: cell.solver,
        date: cell.date,
        outcomes: cell.outcomes,
        positions: cell.positions,
      };
    });
  // One cell a line, so that a change to one shows as one line in a diff.
  const lines = results.map((r) => `    ${JSON.stringify(r)}`);
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "deals": ${JSON.stringify(DEALS_RULE)},\n  "results": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The cells of a file's text, by cellKey; WinnabilityFileError says what is wrong with it. */
export function parseWinnability(text: string, where: string): Map<string, StudyCell> {
  const bad = (what: string): never => {
    throw new WinnabilityFileError(`the winnability table ${where} ${what}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return bad(`is not JSON: ${(error as Error).message}`);
  }
  const results = (parsed as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return bad('has no "results" list');
  const cells = new Map<string, StudyCell>();
  results.forEach((entry: Record<string, unknown>, i) => {
    const at = `entry ${i + 1}`;
    const { variant, level, secondsPerDeal, outcomes, solver, date } = entry ?? {};
    if (typeof variant !== 'string' || !findVariant(variant)) bad(`${at}: unknown variant ${JSON.stringify(variant)}`);
    if (typeof level !== 'string' || !isLevel(level)) bad(`${at}: unknown level ${JSON.stringify(level)}`);
    if (typeof secondsPerDeal !== 'number' || !(secondsPerDeal > 0)) bad(`${at}: "secondsPerDeal" is not above 0`);
    if (typeof outcomes !== 'string' || !/^[wlu]*$/.test(outcomes)) bad(`${at}: "outcomes" is not letters w, l, u`);
    if (!Array.isArray(solver) || !solver.every((c) => typeof c === 'string')) bad(`${at}: "solver" is not a list`);
    const positions = entry.positions ?? Array.from(outcomes as string, () => null);
    if (
      !Array.isArray(positions) ||
      positions.length !== (outcomes as string).length ||
      !positions.every((n) => n === null || Number.isSafeInteger(n))
    )
      bad(`${at}: "positions" is not a number or null for each deal`);
    if (typeof date !== 'string') bad(`${at}: "date" is not a date`);
    const summary = summarize(outcomes as string);
    for (const name of ['tried', 'won', 'lost', 'unknown'] as const) {
      if (entry[name] !== summary[name]) {
        bad(`${at}: "${name}" is ${entry[name]} but "outcomes" has ${summary[name]}`);
      }
    }
    const key = cellKey(variant as string, level as Level);
    if (cells.has(key)) bad(`${at}: ${key} is there twice`);
    cells.set(key, {
      variant: variant as string,
      level: level as Level,
      secondsPerDeal: secondsPerDeal as number,
      outcomes: outcomes as string,
      positions: positions as (number | null)[],
      solver: solver as string[],
      date: date as string,
    });
  });
  return cells;
}

/** The table in a file, empty when there is none. */
export function readWinnability(path: string = WINNABILITY_PATH): Map<string, StudyCell> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return new Map();
    throw new WinnabilityFileError(`the winnability table ${path} cannot be read: ${(error as Error).message}`);
  }
  return parseWinnability(text, path);
}
