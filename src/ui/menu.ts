/**
 * Moves a list's cursor by `by`, stopping at either end (an empty list stays at 0). No
 * list wraps from one end to the other: on a list longer than its box the far end is out
 * of view, and a wrap would put the cursor on a row the player cannot see (the shop sold
 * a hidden item that way). The "↑/↓ N more" markers say which way a list goes on.
 */
export function moveCursor(cursor: number, by: number, length: number): number {
  return length === 0 ? 0 : Math.max(0, Math.min(length - 1, cursor + by));
}

/** Steps a value round a short cycle of choices (a theme among themes): this one wraps, it is no list. */
export function cycle(at: number, by: number, length: number): number {
  return length === 0 ? 0 : (((at + by) % length) + length) % length;
}
