import type { Input } from "../keymap.js";

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
