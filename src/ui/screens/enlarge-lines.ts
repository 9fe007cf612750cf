// The words of the screen shown instead of one the terminal is too small
// for (EnlargeScreen.tsx draws them), apart from it so that clicks read
// them without loading Ink: its keys (q quits; over a game, the screens of
// text, which need less room), clicked as pressed.

import { autoFinish, isWon, wrapWords } from '../../engine/index.js';
import { ENLARGE_KEYS, type ReminderItem } from '../input/keymap.js';
import { lineHasPlayed, positionOf, type TableState } from '../table/table-state.js';
import { ITEM_GAP, keyAt } from '../text/footer-text.js';
import type { Size } from './size.js';

/** Over a game at rest, the screens of text open from here (they need only the start screen's room): their keys. */
export const TEXT_KEY_ITEMS: readonly ReminderItem[] = ENLARGE_KEYS.filter(
  (b) => typeof b.command !== 'function' && b.command.type !== 'quit',
).map((binding) => ({ keys: binding.keys[0], words: binding.help, key: binding.keys[0] }));

/** The same keys as a line of the screen's words, for wrapping and for clicks. */
export const TEXT_KEYS_LINE = TEXT_KEY_ITEMS.map((item) => `${item.keys} ${item.words}`).join(ITEM_GAP);

/**
 * The lines to show: the longest wording whose wrapped lines fit in the
 * width and in the height less one row. `kept`: what q leaves behind, to
 * say so: a game saved, a win counted (its game is over: nothing to resume).
 * `textKeys`: whether the screens of text open from here, to say so.
 */
export function enlargeLines(need: Size, have: Size, kept: Kept = 'game', textKeys = false): string[] {
  const quits = {
    game: 'q quits; the game is saved.',
    win: 'q quits; the win is counted.',
    unsaved: 'q quits, losing what could not be saved.',
    nothing: 'q quits.',
  }[kept];
  const quitsShort = {
    game: 'q quits, saved.',
    win: 'q quits, counted.',
    unsaved: 'q quits, unsaved.',
    nothing: 'q quits.',
  }[kept];
  // One side short: that side alone, so that the player does not look for what is missing.
  const side =
    have.width >= need.width
      ? `Make the terminal taller: ${need.height} rows (it has ${have.height} now).`
      : have.height >= need.height
        ? `Make the terminal wider: ${need.width} columns (it has ${have.width} now).`
        : undefined;
  const keys = textKeys ? [TEXT_KEYS_LINE] : [];
  const wordings = [
    ...(side ? [[side, quits, ...keys]] : []),
    [
      `Enlarge the terminal to ${need.width} x ${need.height}`,
      `(it is ${have.width} x ${have.height} now).`,
      quits,
      ...keys,
    ],
    [`Enlarge to ${need.width} x ${need.height}`, `(now ${have.width} x ${have.height}).`, quitsShort],
    [`Need ${need.width}x${need.height}`, 'q quits'],
    [`${need.width}x${need.height}`],
  ];
  const rows = Math.max(1, have.height - 1);
  for (const wording of wordings) {
    // A size stays on one line: its spaces are not places to wrap. So do "q quits" and the keys' line, which a click finds.
    const words = wording.map((line) =>
      line === TEXT_KEYS_LINE
        ? line.replaceAll(' ', GLUE)
        : line.replaceAll(' x ', `${GLUE}x${GLUE}`).replace('q quits', `q${GLUE}quits`),
    );
    // A word split across lines (wrapWords splits one longer than the width) does not count as fitting.
    const fits = words.every((line) => line.split(' ').every((word) => word.length <= have.width));
    const lines = words.flatMap((line) => wrapWords(line, have.width)).map((line) => line.replaceAll(GLUE, ' '));
    if (fits && lines.length <= rows) return lines;
  }
  // Narrower than the size itself: a word cut short reads as cut, a size cut short does not.
  return ['Enlarge'.slice(0, Math.max(1, have.width))];
}

/** What quitting leaves: a game saved to resume, a win already counted, what could not be saved (lost), or nothing. */
export type Kept = 'game' | 'win' | 'unsaved' | 'nothing';

/** Stands for a space that must not break a line, while wrapping. */
const GLUE = '\u0001';

/**
 * What quitting leaves, from what the app holds: what is in no file, a win
 * (on screen, or played out as the program ends: an auto-finish under way,
 * or the cards the solver's line left going home), a game.
 */
export function keptOnQuit(state: {
  readonly notSaved?: string;
  readonly table?: TableState;
  readonly saved?: unknown;
}): Kept {
  const { table } = state;
  if (state.notSaved) return 'unsaved';
  // Won (the win screen on, or left with Esc to look at the board) or finishing: counted, and no game is saved.
  if (table && (table.finishing.length > 0 || isWon(positionOf(table)))) return 'win';
  // The solver's line stopped as quitting stops it, where the cards then go home by themselves (endWatch).
  if (table && lineHasPlayed(table) && autoFinish(positionOf(table))) return 'win';
  return table !== undefined || state.saved !== undefined ? 'game' : 'nothing';
}

/** The key whose words column `x` of row `y` is on: q on "q quits", ? on "? help" and so on. */
export function keyOnWords(lines: readonly string[], x: number, y: number): string | undefined {
  const line = lines[y] ?? '';
  if (line.startsWith('q quits')) return x < 'q quits'.length ? 'q' : undefined;
  return line === TEXT_KEYS_LINE ? keyAt(TEXT_KEY_ITEMS, x) : undefined;
}
