// The marks of the moves the program played by itself, in game.json: for
// each move list, the positions (from 0) of its automatic moves, written only
// when there are any. A save from before the marks has none: every move in it
// loads as the player's, as it was undone then, one move at a time.

import { type Fields, objectOf, SchemaError } from './schema.js';
import type { AutomaticMoves } from './types.js';

/** The field to write, or nothing when no move was automatic. */
export function automaticRecord(marks: AutomaticMoves | undefined): { automatic?: Record<string, number[]> } {
  if (!marks || !(marks.done.includes(true) || marks.undone.includes(true))) return {};
  const places = (flags: readonly boolean[]) => flags.flatMap((flag, i) => (flag ? [i] : []));
  return { automatic: { done: places(marks.done), undone: places(marks.undone) } };
}

/** The marks read back for move lists of these lengths; undefined when the file has none. */
export function automaticOf(fields: Fields, lengths: { done: number; undone: number }): AutomaticMoves | undefined {
  if (fields.automatic === undefined) return undefined;
  const automatic = objectOf(fields.automatic, '"automatic"');
  const flags = (key: 'done' | 'undone'): boolean[] => {
    const places = automatic[key];
    if (!Array.isArray(places)) throw new SchemaError(`"automatic.${key}" is not a list`);
    const marked = Array<boolean>(lengths[key]).fill(false);
    for (const place of places) {
      if (typeof place !== 'number' || !Number.isSafeInteger(place) || place < 0 || place >= lengths[key]) {
        throw new SchemaError(`"automatic.${key}" has ${JSON.stringify(place)}: not one of its ${lengths[key]} moves`);
      }
      marked[place] = true;
    }
    return marked;
  };
  return { done: flags('done'), undone: flags('undone') };
}
