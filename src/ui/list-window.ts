/**
 * The one list-scroll rule every list on screen follows (`components/ScrollList.tsx` draws
 * it): a list longer than its box shows a window of it, a marker line "↑ 3 more" above
 * when rows are out of view above and "↓ 2 more" below when rows are out of view below.
 * The markers take rows of the box; a box under three rows has no room for them.
 */
export interface ListWindow {
  /** The first entry in view. */
  readonly from: number;
  /** One past the last entry in view. */
  readonly to: number;
  /** Entries out of view above and below. */
  readonly above: number;
  readonly below: number;
  /** Whether each marker line is drawn (it takes a row). */
  readonly topMarker: boolean;
  readonly bottomMarker: boolean;
}

/** Markers need a row each and still a row for the list. */
const LEAST_FOR_MARKERS = 3;

function windowOf(from: number, to: number, length: number, room: number): ListWindow {
  const marks = room >= LEAST_FOR_MARKERS;
  return { from, to, above: from, below: length - to, topMarker: marks && from > 0, bottomMarker: marks && to < length };
}

/**
 * The window that keeps the `cursor` entry whole in view, as near the middle as the list
 * allows, in `room` rows; `heights` are the entries' rows (a name may take two). With no
 * cursor (a section the cursor is not in) the window starts at the top.
 */
export function cursorWindow(heights: readonly number[], cursor: number | undefined, room: number): ListWindow {
  const n = heights.length;
  const total = heights.reduce((a, b) => a + b, 0);
  if (total <= room || n === 0) return windowOf(0, n, n, room);
  const marks = room >= LEAST_FOR_MARKERS;
  const used = (from: number, to: number) => {
    let rows = 0;
    for (let i = from; i < to; i++) rows += heights[i]!;
    return rows + (marks && from > 0 ? 1 : 0) + (marks && to < n ? 1 : 0);
  };
  const at = cursor === undefined ? 0 : Math.max(0, Math.min(n - 1, cursor));
  let from = at;
  let to = at + 1;
  // Grow a row at a time, below first, then above, while it still fits: the cursor stays
  // near the middle and a window at either end fills the box.
  for (let grew = true; grew;) {
    grew = false;
    if (to < n && used(from, to + 1) <= room) {
      to++;
      grew = true;
    }
    if (from > 0 && used(from - 1, to) <= room) {
      from--;
      grew = true;
    }
  }
  return windowOf(from, to, n, room);
}

/** How many steps a scrolled text (the log, the quests, the look panel) of `length` rows has in `room` rows: 0 when it fits. */
export function scrollMost(length: number, room: number): number {
  if (length <= room) return 0;
  return room >= LEAST_FOR_MARKERS ? length - room + 1 : length - room;
}

/**
 * The window of a text scrolled `step` steps down from its top (clamped to
 * `0..scrollMost`). Every step shows one row more at one end: at the top the first rows
 * and "↓ N more"; one step down, "↑ 2 more" (the first row gives way to the marker) and
 * a row more at the bottom; at the last step, "↑ N more" and the last rows.
 */
export function scrollWindow(length: number, step: number, room: number): ListWindow {
  const most = scrollMost(length, room);
  if (most === 0) return windowOf(0, length, length, room);
  const at = Math.max(0, Math.min(most, step));
  if (room < LEAST_FOR_MARKERS) return windowOf(at, at + room, length, room);
  if (at === 0) return windowOf(0, room - 1, length, room);
  if (at === most) return windowOf(length - room + 1, length, length, room);
  return windowOf(at + 1, at + room - 1, length, room);
}

/** A marker's words: "↑ 3 more" / "↓ 1 more". */
export function markerWords(way: "up" | "down", count: number): string {
  return `${way === "up" ? "↑" : "↓"} ${count} more`;
}
