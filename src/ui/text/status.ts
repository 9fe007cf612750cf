// The status line's words: variant, level, seed, moves, time, score, cards
// home and the solver's verdict, fitted to the terminal's width by falling
// back to shorter forms, never by wrapping onto a second line. At 80 columns
// the verdict keeps its words: "home" goes first, then the long forms.

import { cardsOnFoundations, current, type Game, score } from '../../engine/index.js';
import { formatTime } from '../table/clock.js';
import type { Role } from '../theme.js';
import { cutToWidth, lineWidth } from './message-text.js';

/** What the solver says of the position, when it has been asked: shown at the end of the status line. */
export type VerdictSlot = 'winnable' | 'unwinnable' | 'unknown' | 'thinking';

export interface StatusPart {
  readonly text: string;
  readonly role?: Role;
}

const VERDICT_WORDS: Record<VerdictSlot, readonly [string, string, Role]> = {
  winnable: ['winnable', 'winnable', 'success'],
  unwinnable: ['no longer winnable', 'lost', 'error'],
  unknown: ["can't tell", '?', 'muted'],
  thinking: ['solving', '…', 'muted'],
};

/**
 * The status line's parts for a width. `spinner` is the current frame of the
 * solver's spinner (drawn before "solving").
 */
export function statusParts(
  game: Game,
  elapsedMs: number,
  width: number,
  verdict?: VerdictSlot,
  spinner = '',
): StatusPart[] {
  const position = current(game);
  const seconds = Math.floor(elapsedMs / 1000);
  const verdictWords = verdict ? VERDICT_WORDS[verdict] : undefined;
  const long = [
    game.variant.name,
    game.level,
    `seed ${game.seed}`,
    `${game.moveCount} ${game.moveCount === 1 ? 'move' : 'moves'}`,
    formatTime(elapsedMs),
    `score ${score(position, seconds)}`,
    `${cardsOnFoundations(position)}/104 home`,
  ];
  const medium = [...long.slice(0, -1), `${cardsOnFoundations(position)}/104`];
  const short = [
    game.variant.name,
    game.level,
    `#${game.seed}`,
    `${game.moveCount} mv`,
    formatTime(elapsedMs),
    `${score(position, seconds)} pts`,
    `${cardsOnFoundations(position)}/104`,
  ];
  const forms = [
    [long, ' · ', 0],
    [medium, ' · ', 0],
    [short, ' · ', 0],
    [short, ' ', 0],
    [short, ' ', 1],
  ] as const;
  for (const [texts, separator, verdictIndex] of forms) {
    const parts = statusLine(texts, separator, verdictWords, verdictIndex, spinner);
    if (lineWidth(parts) <= width) return parts;
  }
  // Narrower still: the variant's name gives way, then the end of the line.
  const over = lineWidth(statusLine(short, ' ', verdictWords, 1, spinner)) - width;
  const name = short[0];
  const shortened = [`${name.slice(0, Math.max(1, name.length - over - 1))}…`, ...short.slice(1)];
  return cutToWidth(statusLine(shortened, ' ', verdictWords, 1, spinner), width);
}

/** The game's figures, then the verdict: set apart by a dot while it has its long words. */
function statusLine(
  texts: readonly string[],
  separator: string,
  verdict: readonly [string, string, Role] | undefined,
  index: 0 | 1,
  spinner: string,
): StatusPart[] {
  const parts = joinParts(
    texts.map((text, i) => ({ text, role: i === 0 ? 'title' : undefined })),
    separator,
  );
  if (!verdict) return parts;
  const words = spinner && verdict[0] === 'solving' ? `${spinner} ${verdict[index]}` : verdict[index];
  return [...parts, { text: index === 0 ? ' · ' : ' ', role: 'muted' }, { text: words, role: verdict[2] }];
}

function joinParts(parts: readonly StatusPart[], separator: string): StatusPart[] {
  const joined: StatusPart[] = [];
  parts.forEach((part, i) => {
    if (i > 0) joined.push({ text: separator, role: 'muted' });
    joined.push(part);
  });
  return joined;
}
