/**
 * Array work that never spreads a list into a call: `f(...list)` passes one argument per
 * element, and a list a mod or a save can make long (a million level-up lines) overflows the
 * stack. These loop instead.
 */

/** Appends every item to `target`, in order. */
export function pushAll<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}

/** The largest of `values`; `-Infinity` for none, as `Math.max()`. */
export function maxOf(values: Iterable<number>): number {
  let most = -Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v > most) most = v;
  }
  return most;
}

/** The smallest of `values`; `Infinity` for none, as `Math.min()`. */
export function minOf(values: Iterable<number>): number {
  let least = Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v < least) least = v;
  }
  return least;
}
