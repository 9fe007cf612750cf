// The status line's words: variant, level, seed, moves, time, score, cards
// home and the solver's verdict, fitted to the terminal's width by falling
// back to shorter forms, never by wrapping onto a second line.

import { type Game, cardsOnFoundations, current, score } from '../engine/index.js';
import { formatTime } from './clock.js';
import { cutToWidth } from './message-text.js';
import type { Role } from './theme.js';

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
export function statusParts(game: Game, elapsedMs: number, width: number, verdict?: VerdictSlot, spinner = ''): StatusPart[] {
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
  const short = [
    game.variant.name,
    game.level,
    `#${game.seed}`,
    `${game.moveCount} mv`,
    formatTime(elapsedMs),
    `${score(position, seconds)} pts`,
    `${cardsOnFoundations(position)}/104`,
  ];
  for (const [texts, separator, verdictIndex] of [[long, ' · ', 0], [short, ' · ', 0], [short, ' ', 1]] as const) {
    const parts = withVerdict(texts, verdictWords, verdictIndex, spinner);
    if (lengthOf(parts, separator) <= width) return joinParts(parts, separator);
  }
  // Narrower still: the variant's name gives way, then the end of the line.
  const parts = withVerdict(short, verdictWords, 1, spinner);
  const over = lengthOf(parts, ' ') - width;
  const name = parts[0].text;
  parts[0] = { ...parts[0], text: name.slice(0, Math.max(1, name.length - over - 1)) + '…' };
  return cutToWidth(joinParts(parts, ' '), width);
}

function withVerdict(
  texts: readonly string[],
  verdict: readonly [string, string, Role] | undefined,
  index: 0 | 1,
  spinner: string,
): StatusPart[] {
  const parts: StatusPart[] = texts.map((text, i) => ({ text, role: i === 0 ? 'title' : undefined }));
  if (verdict) parts.push({ text: spinner && verdict[0] === 'solving' ? `${spinner} ${verdict[index]}` : verdict[index], role: verdict[2] });
  return parts;
}

function lengthOf(parts: readonly StatusPart[], separator: string): number {
  return parts.reduce((n, p) => n + [...p.text].length, 0) + separator.length * (parts.length - 1);
}

function joinParts(parts: readonly StatusPart[], separator: string): StatusPart[] {
  const joined: StatusPart[] = [];
  parts.forEach((part, i) => {
    if (i > 0) joined.push({ text: separator, role: 'muted' });
    joined.push(part);
  });
  return joined;
}
