// The status line's words: variant, level, seed, moves, time, score, cards
// home and the solver's verdict, fitted to the terminal's width by falling
// back to shorter forms, never by wrapping onto a second line. At 80 columns
// the verdict keeps its words: the long forms go first, then the score.
// "No longer winnable" names the key that goes back to a winnable position,
// in a shorter form of the line if that is what gives it room. A daily
// deal is named by its date where another game has its seed: the date is
// what the player chose it by, and the Easy level's daily seed says nothing.

import { cardsOnFoundations, current, type Game, score } from '../../engine/index.js';
import { keyLabel, TABLE_KEYS } from '../input/keymap.js';
import { formatTime } from '../table/clock.js';
import type { Role } from '../theme.js';
import { cutToWidth, lineWidth } from './message-text.js';

/** What the solver says of the position, when it has been asked: shown at the end of the status line. */
export type VerdictSlot =
  | 'winnable'
  | 'unwinnable'
  /** No longer winnable, no earlier position known winnable, and one the solver could not tell: b would most likely search in vain. */
  | 'unwinnable-no-back'
  | 'lost-deal'
  | 'unknown'
  | 'thinking'
  | 'won';

export interface StatusPart {
  readonly text: string;
  readonly role?: Role;
}

/** Each verdict's long and short words, and its colour. */
const VERDICT_WORDS: Record<VerdictSlot, readonly [string, string, Role]> = {
  winnable: ['winnable', 'winnable', 'success'],
  unwinnable: ['no longer winnable', 'lost', 'error'],
  // Nothing before is known winnable, and the deal may be lost: "no longer" would claim it once was.
  'unwinnable-no-back': ['not winnable', 'lost', 'error'],
  // The deal itself is proven lost: it never was winnable, and "no longer" would send the
  // player back for a winnable position there is not. The short form says so too: at 80
  // columns the status line has the short forms, and the deal is what the player judges there.
  'lost-deal': ['cannot be won', 'cannot be won', 'error'],
  unknown: ["can't tell", 'unknown', 'muted'],
  // Short: the word without the spinner, in the room "winnable" takes (a wider one would cost
  // lines their form); a mark alone ("…", "." in ASCII) told the player nothing.
  thinking: ['solving', 'solving', 'muted'],
  // The board looked at after a win: nothing is left to search.
  won: ['won', 'won', 'success'],
};

/**
 * Said after "no longer winnable" (or "lost") where it fits: what to do
 * about it. Not counted in the room the line keeps for its verdict, so the
 * figures keep their form; without the room the verdict is said alone.
 */
const BACK_KEY = TABLE_KEYS.find((b) => typeof b.command !== 'function' && b.command.type === 'back')!.keys[0];
const BACK_WORDS = ` (${keyLabel(BACK_KEY)}: back)`;

/**
 * The widest words of each length: the line keeps its form whatever the
 * verdict says. A lost deal's words are left out: they are fitted to the
 * figures the line has (the form may narrow as the figures grow), so that
 * they cost no other game a narrower form.
 */
const VERDICT_ROOM = [0, 1].map((i) =>
  Math.max(
    ...Object.entries(VERDICT_WORDS)
      .filter(([slot]) => slot !== 'lost-deal')
      .map(([slot, w]) => [...w[i]].length + (slot === 'thinking' && i === 0 ? 2 : 0)),
  ),
);

/** What the status line says beside the game's figures. */
export interface StatusOptions {
  readonly verdict?: VerdictSlot;
  /** The solver's spinner's current frame. */
  readonly spinner?: string;
  /** A daily deal's date, named in the place of the seed. */
  readonly daily?: string;
  /** Whether the position is the deal's: no move done, or only the cards the safe-moves setting sent home at it. */
  readonly atDeal?: boolean;
}

/**
 * The status line's parts for a width. `spinner` is the current frame of the
 * solver's spinner (drawn before "solving" where the line has its long
 * words). The form is chosen for the widest figures a game reaches (999
 * moves, an hour, 999 points, 104 home) and the widest verdict, so it holds
 * while the game goes on and the verdict changes; but
 * "no longer winnable" takes the first form that has room for "(b: back)"
 * with the figures as they are, so the line may change form while it says so.
 */
export function statusParts(
  game: Game,
  elapsedMs: number,
  width: number,
  { verdict, spinner = '', daily, atDeal = game.done.length === 0 }: StatusOptions = {},
): StatusPart[] {
  const position = current(game);
  const seconds = Math.floor(elapsedMs / 1000);
  const lost = verdict === 'unwinnable' || verdict === 'unwinnable-no-back';
  const slot = lost && atDeal ? 'lost-deal' : verdict;
  const verdictWords = slot ? VERDICT_WORDS[slot] : undefined;
  const figures = (moves: number, time: string, points: number, home: number) => ({ moves, time, points, home });
  const actual = figures(game.moveCount, formatTime(elapsedMs), score(position, seconds), cardsOnFoundations(position));
  const widest = figures(
    Math.max(actual.moves, 999),
    actual.time.length >= 5 ? actual.time : '59:59',
    Math.max(actual.points, 999),
    104,
  );
  const { name } = game.variant;
  const { level } = game;
  const seed = daily === undefined ? `seed ${game.seed}` : `daily ${daily}`;
  const shortSeed = daily === undefined ? `#${game.seed}` : seed;
  type Figures = typeof actual;
  const titled = `${name} ${level} ${shortSeed}`;
  const named = (f: Figures) => [titled, moveWords(f.moves), f.time, `${f.points} pts`, `${f.home}/104 home`];
  const brief = (f: Figures) => [titled, `${f.moves} mv`, f.time, `${f.points} pts`, `${f.home}/104 home`];
  const scoreless = (f: Figures) => [titled, `${f.moves} mv`, f.time, `${f.home}/104 home`];
  const forms: readonly (readonly [(f: Figures) => string[], string, 0 | 1])[] = [
    [(f) => [name, level, seed, moveWords(f.moves), f.time, `score ${f.points}`, `${f.home}/104 home`], ' · ', 0],
    [(f) => [name, level, seed, moveWords(f.moves), f.time, `${f.points} pts`, `${f.home}/104 home`], ' · ', 0],
    [named, ' · ', 0],
    [named, ' · ', 1],
    // The figures set apart as long as there is room: with one space between them they run together
    // ("0 mv 0:00 0 pts"); two spaces are what a ten-digit seed leaves room for at 80 columns.
    [brief, ' · ', 1],
    [brief, '  ', 1],
    // Then the score gives way, before the figures run together (a daily deal's date at 80 columns);
    // never "home": without it "1/104 lost" would read as cards lost.
    [scoreless, '  ', 1],
    [scoreless, ' ', 1],
  ];
  const fitting = forms.filter(
    ([texts, separator, index]) =>
      lineWidth(joinParts(toParts(texts(widest)), separator)) + separator.length + VERDICT_ROOM[index] <= width,
  );
  // What to do about a lost position is worth a shorter form: the first that has room for it.
  if (slot === 'unwinnable') {
    for (const [texts, separator, index] of fitting) {
      const line = statusLine(texts(actual), separator, verdictWords, index, spinner);
      const withBack: StatusPart[] = [...line, { text: BACK_WORDS, role: 'muted' }];
      if (lineWidth(withBack) <= width) return withBack;
    }
  }
  for (const [texts, separator, index] of fitting) {
    const line = statusLine(texts(actual), separator, verdictWords, index, spinner);
    if (slot === 'lost-deal' && lineWidth(line) > width) continue;
    return line;
  }
  // Narrower still: the variant's name gives way (the seed is what a player reads out), then the end of the line.
  const [last, separator] = forms[forms.length - 1];
  const short = last(actual);
  const over = lineWidth(statusLine(short, separator, verdictWords, 1, spinner)) - width;
  const shortName = over > 0 ? `${name.slice(0, Math.max(1, name.length - over - 1))}…` : name;
  const shortened = [`${shortName}${short[0].slice(name.length)}`, ...short.slice(1)];
  return cutToWidth(statusLine(shortened, separator, verdictWords, 1, spinner), width);
}

const moveWords = (n: number): string => `${n} ${n === 1 ? 'move' : 'moves'}`;

const toParts = (texts: readonly string[]): StatusPart[] =>
  texts.map((text, i) => ({ text, role: i === 0 ? 'title' : undefined }));

/** The game's figures, then the verdict: set apart by a dot while it has its long words. */
function statusLine(
  texts: readonly string[],
  separator: string,
  verdict: readonly [string, string, Role] | undefined,
  index: 0 | 1,
  spinner: string,
): StatusPart[] {
  const parts = joinParts(toParts(texts), separator);
  if (!verdict) return parts;
  const words = spinner && index === 0 && verdict[0] === 'solving' ? `${spinner} ${verdict[0]}` : verdict[index];
  return [...parts, { text: separator, role: 'muted' }, { text: words, role: verdict[2] }];
}

function joinParts(parts: readonly StatusPart[], separator: string): StatusPart[] {
  const joined: StatusPart[] = [];
  parts.forEach((part, i) => {
    if (i > 0) joined.push({ text: separator, role: 'muted' });
    joined.push(part);
  });
  return joined;
}
