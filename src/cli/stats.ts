// `forty-thieves stats` and `forty-thieves stats reset`: the statistics of
// every variant and level played, as a table with a picture of the recent
// games, or as JSON; and erasing them, only when asked twice (--yes).

import { dateAt, localeWithoutUtf8, plural } from '../engine/index.js';
import {
  ASCII_DAY_MARKS,
  DAY_MARKS,
  dailyPlayed,
  dailySummary,
  dailyText,
  durationText,
  longestStreak,
  matches,
  orDash,
  type RecentGame,
  recentPictures,
  type StatsFilter,
  streakText,
  type VariantStats,
  winPercent,
  wonWithSolver,
} from '../stats/index.js';
import { type FileStore, openStore } from '../store/index.js';
import { RequestError, UsageError } from './errors.js';
import { parseLevel, parseVariant } from './options.js';
import { type Output, writeJson } from './output.js';
import { writeError, writeProse } from './prose.js';

export interface StatsOptions {
  variant?: string;
  difficulty?: string;
  json?: boolean;
  /** The daily deal's record instead: its streak and its last 30 days. */
  daily?: boolean;
}

export interface ResetOptions {
  variant?: string;
  difficulty?: string;
  yes?: boolean;
  /** The daily deal's record alone, not the variants' statistics. */
  daily?: boolean;
}

export function runStats(options: StatsOptions, out: Output, today = dateAt(Date.now()), env = process.env): void {
  // The marks of won and lost games in ASCII where the locale says the terminal has no more.
  const marks = localeWithoutUtf8(env) ? ASCII_DAY_MARKS : DAY_MARKS;
  const filter = parseFilter(options);
  if (options.daily && (filter.variant !== undefined || filter.level !== undefined)) {
    throw new UsageError(
      'stats --daily shows the daily record of every variant and level: --variant and --difficulty do not apply to it',
    );
  }
  withStore(out, { readOnly: true }, (store) => {
    if (store.statsUnread()) throw new RequestError(`no statistics shown: those in ${store.dir} could not be read`);
    const record = store.daily();
    const daily = dailySummary(record, today);
    // Not a player's first run: what they played is in the damaged files the notices name.
    const why = store.statsStartedAfresh() ? ': the statistics were damaged, kept aside, and start afresh' : '';
    if (options.daily) {
      if (options.json) return writeJson(out, daily);
      // The record keeps the newest daily games whatever their age: none there, none ever played.
      if (record.recent.length === 0 && record.won.length === 0)
        return out.stdout(`No daily deal played yet${why || ": forty-thieves --daily plays today's"}.\n`);
      return writeProse(out, dailyText(daily, marks).split('\n'), 2);
    }
    const shown = store.allStats().filter((s) => matches(s, filter));
    // The daily record is one for every variant and level: beside the entries, not in them.
    if (options.json) return writeJson(out, { variants: shown.map(statsJson), daily });
    // As the statistics screen says it: a game in progress is not counted yet.
    if (shown.length === 0)
      return out.stdout(
        `No games finished yet${describeFilter(filter, ' for')}${why || ': a game counts when won or lost'}.\n`,
      );
    // Under entries picked by --variant or --difficulty it would read as theirs, but it counts every variant's daily games.
    const picked = filter.variant !== undefined || filter.level !== undefined;
    const dailyPart = dailyPlayed(daily) && !picked ? dailyText(daily, marks).split('\n') : [];
    const under = [recentPictures(shown, marks), dailyPart].filter((part) => part.length > 0);
    // The table's rows stay whole (a terminal narrower than them wraps them itself); its prose wraps at words.
    out.stdout(`${statsTable(shown)}\n`);
    if (under.length > 0)
      writeProse(
        out,
        under.flatMap((part) => ['', ...part]),
        2,
      );
    // One variant and level shown (picked by both options, or by one where the other has one entry): its games.
    if (picked && shown.length === 1) {
      out.stdout('\n');
      writeProse(out, [
        `Recent games of ${shown[0].variant} ${shown[0].level}, newest first (--seed deals one again):`,
      ]);
      out.stdout(`${recentGames(shown[0])}\n`);
    }
  });
}

export function runReset(options: ResetOptions, out: Output): void {
  const filter = parseFilter(options);
  if (options.daily) return resetDaily(filter, options.yes === true, out);
  eraseAfterLooking(out, options.yes === true, {
    look: (store) => {
      const doomed = store.allStats().filter((s) => matches(s, filter));
      // Erasing everything takes the daily record with it: say so.
      const daily = filter.variant === undefined && filter.level === undefined ? dailyWords(store) : undefined;
      const parts = [
        ...(doomed.length > 0 ? [`the statistics of ${doomed.map(describeEntry).join(', ')}`] : []),
        ...(daily ? [daily] : []),
      ];
      return parts.length === 0 ? undefined : { daily, what: `${parts.join(' and ')} in ${store.dir}` };
    },
    nothing: (store) => `there are no statistics${describeFilter(filter, ' for')} to erase in ${store.dir}`,
    withoutYes: ({ what }) => `it would erase ${what}`,
    erase: (store, { daily, what }, news) => {
      const erased = store.resetStats(filter);
      if (!erased) throw new RequestError(`could not erase ${what}: ${news().join('; ')}`);
      return `Erased ${[...erased.map(describeEntry), ...(daily ? [daily] : [])].join(', ')}.`;
    },
  });
}

/** `stats reset --daily`: the daily deal's streak and games go, every variant's statistics stay. */
function resetDaily(filter: StatsFilter, yes: boolean, out: Output): void {
  if (filter.variant !== undefined || filter.level !== undefined) {
    throw new UsageError(
      'stats reset --daily erases the daily record of every variant and level: --variant and --difficulty do not apply to it',
    );
  }
  eraseAfterLooking(out, yes, {
    look: (store) => dailyWords(store),
    nothing: (store) => `there is no daily record to erase in ${store.dir}`,
    withoutYes: (daily, store) => `it would erase ${daily} in ${store.dir}; the variants' statistics stay`,
    erase: (store, daily, news) => {
      if (!store.resetDaily()) {
        throw new RequestError(`could not erase ${daily} in ${store.dir}: ${news().join('; ')}`);
      }
      return `Erased ${daily}; the variants' statistics stay.`;
    },
  });
}

/** A reset: what it would erase (undefined: nothing), the words for each outcome, and the erasing. */
interface Erasure<T> {
  readonly look: (store: FileStore) => T | undefined;
  readonly nothing: (store: FileStore) => string;
  readonly withoutYes: (found: T, store: FileStore) => string;
  /** Erases what was found and says what went; throws when it could not, with the store's `news` (its notices not said yet). */
  readonly erase: (store: FileStore, found: T, news: () => readonly string[]) => string;
}

/**
 * Looks first through a store that only reads: nothing to erase, or no
 * --yes, makes no directory and says nothing of one that takes no writes.
 * Then looks again where it erases, for what another copy erased meanwhile.
 */
function eraseAfterLooking<T>(out: Output, yes: boolean, erasure: Erasure<T>): void {
  const look = (store: FileStore): T | undefined => {
    refuseUnread(store);
    return erasure.look(store);
  };
  // With nothing to erase, --yes would change nothing: not a mistake to correct.
  const nothing = (store: FileStore) => out.stdout(`Nothing erased: ${erasure.nothing(store)}.\n`);
  // The second look reads the same files: a notice of theirs (a damaged file) is said once.
  const said = new Set<string>();
  const erasable = withStore(out, { readOnly: true, said }, (store) => {
    const found = look(store);
    if (found === undefined) return void nothing(store);
    if (!yes) throw new UsageError(`stats reset erases only with --yes; ${erasure.withoutYes(found, store)}`);
    return true;
  });
  if (!erasable) return;
  withStore(out, { command: true, said }, (store) => {
    const found = look(store);
    if (found === undefined) return nothing(store);
    const news = () => store.takeNotices().filter((line) => !said.has(line));
    out.stdout(`${erasure.erase(store, found, news)}\n`);
  });
}

/** Statistics that could not be read are not "none to erase", and are not written over. */
function refuseUnread(store: FileStore): void {
  if (store.statsUnread()) throw new RequestError(`nothing erased: the statistics in ${store.dir} could not be read`);
}

/** "the daily record (3 games, longest streak 2 days)", or nothing when it is empty. */
function dailyWords(store: FileStore): string | undefined {
  const record = store.daily();
  if (record.won.length === 0 && record.recent.length === 0) return undefined;
  // The record keeps the games of its last 30 days (or its newest 100), not every one ever played.
  return `the daily record (${plural(record.recent.length, 'game')}, longest streak ${plural(longestStreak(record), 'day')})`;
}

/**
 * Opens the store, runs the work, and passes the store's notices on to
 * stderr whatever happens, but those in `said`. `readOnly`: a missing
 * directory stays missing.
 */
function withStore<T>(
  out: Output,
  { said = new Set(), ...options }: { readOnly?: boolean; command?: boolean; said?: Set<string> },
  work: (store: FileStore) => T,
): T {
  const store = openStore(options);
  try {
    return work(store);
  } finally {
    for (const line of store.takeNotices()) {
      if (said.has(line)) continue;
      said.add(line);
      writeError(out, line);
    }
  }
}

function parseFilter(options: { variant?: string; difficulty?: string }): StatsFilter {
  return {
    ...(options.variant === undefined ? {} : { variant: parseVariant(options.variant).id }),
    ...(options.difficulty === undefined ? {} : { level: parseLevel(options.difficulty) }),
  };
}

function describeFilter(filter: StatsFilter, prefix: string): string {
  const words = [filter.variant, filter.level && `level ${filter.level}`].filter((w) => w !== undefined);
  return words.length === 0 ? '' : `${prefix} ${words.join(', ')}`;
}

const describeEntry = (s: VariantStats): string => `${s.variant} ${s.level} (${s.played} played, ${s.won} won)`;

function statsJson(s: VariantStats) {
  return {
    variant: s.variant,
    level: s.level,
    played: s.played,
    won: s.won,
    lost: s.lost,
    winPercent: winPercent(s),
    currentStreak: s.currentStreak,
    longestWinStreak: s.longestWinStreak,
    longestLossStreak: s.longestLossStreak,
    bestSeconds: s.bestSeconds ?? null,
    bestScore: s.bestScore ?? null,
    fewestMoves: s.fewestMoves ?? null,
    recent: s.recent.map((r) => ({ ...r, cardsHome: r.cardsHome ?? null })),
  };
}

type Align = 'left' | 'right';
/** A table's column: its heading on two rows (so tables fit 80 columns), and how its cells align. */
type Column = readonly [string, string, Align];

/** Rows under their headings, each column as wide as its widest cell. */
function formatTable(columns: readonly Column[], cells: readonly string[][]): string {
  const rows = [columns.map((c) => c[0]), columns.map((c) => c[1]), ...cells];
  const widths = columns.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (columns[i][2] === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

const COLUMNS: readonly Column[] = [
  ['', 'variant', 'left'],
  ['', 'level', 'left'],
  ['', 'played', 'right'],
  ['', 'won', 'right'],
  ['win', '%', 'right'],
  ['', 'streak', 'left'],
  ['best', 'time', 'right'],
  ['best', 'score', 'right'],
  ['fewest', 'moves', 'right'],
];

function statsRow(s: VariantStats): string[] {
  return [
    s.variant,
    s.level,
    String(s.played),
    String(s.won),
    `${winPercent(s)}%`,
    streakText(s.currentStreak),
    orDash(s.bestSeconds, durationText),
    orDash(s.bestScore),
    orDash(s.fewestMoves),
  ];
}

function statsTable(entries: readonly VariantStats[]): string {
  return formatTable(COLUMNS, entries.map(statsRow));
}

const RECENT_COLUMNS: readonly Column[] = [
  ['finished', '(UTC)', 'left'],
  ['', 'seed', 'right'],
  ['', 'result', 'left'],
  ['', 'moves', 'right'],
  ['', 'time', 'right'],
  ['', 'score', 'right'],
  ['cards', 'home', 'right'],
];

function recentRow(r: RecentGame): string[] {
  // Short enough for the rows to fit 80 columns with a daily game's seed of ten digits and an hour's play.
  const result = wonWithSolver(r) ? 'won (solver)' : r.won ? 'won' : 'lost';
  return [
    r.at.slice(0, 16).replace('T', ' '),
    r.daily === undefined ? r.seed : `${r.seed} (daily)`,
    result,
    String(r.moves),
    durationText(r.seconds),
    String(r.score),
    orDash(r.cardsHome),
  ];
}

/** The table of the recent games of one variant and level, newest first, with the seeds that deal them again. */
function recentGames(s: VariantStats): string {
  return formatTable(RECENT_COLUMNS, [...s.recent].reverse().map(recentRow));
}
