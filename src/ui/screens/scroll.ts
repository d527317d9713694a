import type { HintItem } from "../components/HintLine.js";
import type { Input } from "../keymap.js";

/** What the scrolling keys do on one screen, in its own words (the log: "older", "newer", "oldest", "newest"); a row's words may have shorter forms. */
export interface ScrollWords {
  readonly up: readonly [string, ...string[]];
  readonly down: readonly [string, ...string[]];
  readonly first: string;
  readonly last: string;
}

/**
 * The hints for every key `scrollStep` answers (a row, a page, Home/End), so a screen that
 * scrolls names them all; each with shorter forms for a narrow line. The page keys say only
 * "page" (their names give the way): a line shortened one hint at a time would otherwise
 * show `PgUp page  PgDn page down`.
 */
export function scrollHints(words: ScrollWords): HintItem[] {
  return [
    ["north", ...words.up],
    ["south", ...words.down],
    ["pageUp", "page"],
    ["pageDown", "page"],
    ["home", words.first, "first"],
    ["end", words.last, "last"],
  ];
}

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
