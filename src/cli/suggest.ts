// "Did you mean stats?": the command (or variant) nearest a misspelt one,
// when one is near enough to be what was meant.

/** The name nearest `typed` by edits (insert, delete, change a letter), if it is at most two edits away. */
export function nearest(typed: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of names) {
    const distance = edits(typed.toLowerCase(), name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  // One letter typed is two edits from many names: no guess then.
  return typed.length > 1 && bestDistance < typed.length ? best : undefined;
}

/** "a", "a or b", "a, b or c". */
export const orList = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('');

/** The fewest single-letter edits that turn `a` into `b`, a row of the table at a time. */
function edits(a: string, b: string): number {
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = above[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(change, above[j] + 1, row[j - 1] + 1));
    }
    above = row;
  }
  return above[b.length];
}
