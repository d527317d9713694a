import type { Input } from "../keymap.js";
import type { ViewSize } from "../screen-stack.js";

/**
 * How far a scrolling key moves a window down its rows (toward the end): a row, a `page`,
 * or all `most` rows for Home/End; undefined for a key that does not scroll.
 */
export function scrollStep(input: Input, page: number, most: number): number | undefined {
  switch (input) {
    case "north":
      return -1;
    case "south":
      return 1;
    case "pageUp":
      return -page;
    case "pageDown":
      return page;
    case "home":
      return -most;
    case "end":
      return most;
    default:
      return undefined;
  }
}

/** The frame a screen draws in, for a terminal of this size: the App draws one row short of it. */
export function frameFor(size: ViewSize | undefined): { width: number; height: number } {
  const { columns, rows } = size ?? { columns: 80, rows: 24 };
  return { width: columns, height: rows - 1 };
}
