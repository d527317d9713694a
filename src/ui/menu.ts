/** Moves a menu cursor by `by`, wrapping around both ends (an empty menu stays at 0). */
export function moveCursor(cursor: number, by: number, length: number): number {
  return length === 0 ? 0 : (((cursor + by) % length) + length) % length;
}
