// Stepping through a menu line's values, left and right, round from the last to the first.

/** The item `step` places on from `item` (back when negative), wrapping at both ends. */
export function cycle<T>(items: readonly T[], item: T, step: number): T {
  const i = items.indexOf(item);
  return items[(i + step + items.length) % items.length];
}
