// `forty-thieves variants` and `forty-thieves rules [<id>]`.

import { describeVariant, LEVELS, rulesText, VARIANTS, type Variant } from '../engine/index.js';
import {
  cellKey,
  percentRange,
  readWinnability,
  type StudyCell,
  shareJson,
  summarize,
  WINNABILITY_PATH,
  WinnabilityFileError,
} from '../winnability/index.js';
import { UsageError } from './errors.js';
import { parseVariant } from './options.js';
import { type Output, writeJson } from './output.js';
import { writeError, writeProse } from './prose.js';

type Table = ReadonlyMap<string, StudyCell>;

/**
 * The variants with their rules and, from data/winnability.json, the share
 * of random Hard deals that are winnable. A table that cannot be read is
 * said on stderr and leaves the column empty; the list still prints.
 */
export function runVariants(options: { json?: boolean }, out: Output, tablePath = WINNABILITY_PATH): void {
  const table = winnabilityTable(tablePath, out);
  if (options.json)
    return writeJson(
      out,
      VARIANTS.map((v) => variantJson(v, table)),
    );
  const width = Math.max(...VARIANTS.map((v) => v.id.length));
  const cells = VARIANTS.map((v) => winnableCell(table.get(cellKey(v.id, 'hard'))));
  const column = Math.max('winnable'.length, ...cells.map((c) => c.length));
  const rows = [
    `${'id'.padEnd(width)}  ${'winnable'.padEnd(column)}  game`,
    ...VARIANTS.map((v, i) => `${v.id.padEnd(width)}  ${cells[i].padEnd(column)}  ${v.name}: ${describeVariant(v)}`),
  ];
  // A game's words that do not fit go on under the game column.
  writeProse(out, rows, width + column + 4);
  writeProse(out, ['', ...winnableNote([...table.values()].filter((c) => c.level === 'hard'))]);
}

function winnabilityTable(path: string, out: Output): Table {
  try {
    return readWinnability(path);
  } catch (error) {
    if (!(error instanceof WinnabilityFileError)) throw error;
    writeError(out, `${error.message}; the winnable shares are left out`);
    return new Map();
  }
}

/** From proven wins to wins and undecided deals, as a percentage: "40-85%"; "-" for a game not studied. */
function winnableCell(cell: StudyCell | undefined): string {
  if (!cell || cell.outcomes.length === 0) return '-';
  const { winnable } = summarize(cell.outcomes);
  return percentRange(winnable.from, winnable.to);
}

/** What the column means, with the sample and the budget it comes from. */
function winnableNote(hard: readonly StudyCell[]): string[] {
  if (hard.length === 0) return ['winnable: not measured yet (npm run study).'];
  const each = (values: (string | number)[]) => [...new Set(values)].join(' or ');
  return [
    'winnable: the share of random Hard deals the solver proved winnable, up to the share it proved ' +
      `winnable or left undecided; ${each(hard.map((c) => c.outcomes.length))} deals a game at ` +
      `${each(hard.map((c) => c.secondsPerDeal))} s each, the solver of commit ${each(hard.flatMap((c) => c.solver))}, ` +
      `${each(hard.map((c) => c.date))}.`,
    'With 95% confidence intervals on both ends: forty-thieves variants --json.',
  ];
}

/** Every field of the record, a new one too, the id and the name first. */
function variantJson(v: Variant, table: Table) {
  const { id, name, ...rules } = v;
  return {
    id,
    name,
    ...rules,
    winnability: Object.fromEntries(
      LEVELS.flatMap((level) => {
        const cell = table.get(cellKey(v.id, level));
        return cell ? [[level, winnabilityJson(cell)]] : [];
      }),
    ),
  };
}

function winnabilityJson(cell: StudyCell) {
  const { tried, won, lost, unknown, winnable } = summarize(cell.outcomes);
  return {
    deals: tried,
    won,
    lost,
    unknown,
    secondsPerDeal: cell.secondsPerDeal,
    winnable: shareJson(winnable),
    solver: cell.solver,
    date: cell.date,
  };
}

/** The rules of the variant named by the word or by --variant (already checked), or of all. */
export function runRules(id: string | undefined, option: string | undefined, out: Output): void {
  const named = id === undefined ? undefined : parseVariant(id).id;
  if (named !== undefined && option !== undefined && named !== option) {
    throw new UsageError(`rules takes one variant: "${id}" and --variant ${option} differ`);
  }
  const chosen = named ?? option;
  const variants = chosen === undefined ? VARIANTS : [parseVariant(chosen)];
  writeProse(
    out,
    variants.flatMap((v, i) => [...(i > 0 ? ['', '---', ''] : []), ...rulesText(v)]),
  );
}
