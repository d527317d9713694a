import { cursorWindow } from "./list-window.js";
import { wrapSegments } from "./wrap-segments.js";

/** One entry of a section: a row of the inventory (by index) and its name broken into lines, or a note ("(empty)"). */
export type Entry = { readonly row: number; readonly parts: readonly string[] } | { readonly note: string };

/** A heading and what is under it: "Worn" and the slots, "Pack 2/20" and the pack. */
export interface Section {
  readonly heading: string;
  readonly entries: readonly Entry[];
}

/** A line of the list column as drawn; a marker counts the entries of its section out of view that way. */
export type WindowLine =
  | { readonly heading: string }
  | RowLine
  | { readonly note: string }
  | { readonly marker: "up" | "down"; readonly count: number }
  | { readonly blank: true };

/** The least a section other than the cursor's keeps in view (when it has that many lines). */
const OTHER_LEAST = 3;
/** The cursor's section keeps this many lines before the others give up theirs. */
const CURSOR_LEAST = 5;

const height = (entry: Entry) => ("parts" in entry ? entry.parts.length : 1);

/** A row's lines within a window: which row (by index), which of its lines, the text. */
type RowLine = { readonly row: number; readonly part: number; readonly text: string };

/**
 * The lines of `entries` in view in `room` lines by the one list rule (`cursorWindow`):
 * the `cursor` row's entry (its name may take two lines) whole and near the middle, the
 * markers counting the entries out of view.
 */
function windowEntries(
  entries: readonly Entry[],
  cursor: number | undefined,
  room: number,
): Exclude<WindowLine, { heading: string } | { blank: true }>[] {
  const at = cursor === undefined ? -1 : entries.findIndex((e) => "row" in e && e.row === cursor);
  const view = cursorWindow(entries.map(height), at < 0 ? undefined : at, room);
  const lines = entries
    .slice(view.from, view.to)
    .flatMap((entry): (RowLine | { note: string })[] =>
      "parts" in entry ? entry.parts.map((text, part): RowLine => ({ row: entry.row, part, text })) : [{ note: entry.note }],
    );
  return [
    ...(view.topMarker ? [{ marker: "up" as const, count: view.above }] : []),
    ...lines,
    ...(view.bottomMarker ? [{ marker: "down" as const, count: view.below }] : []),
  ];
}

/** A section's heading and its lines in view. */
function shown(section: Section, cursor: number | undefined, room: number): WindowLine[] {
  return [{ heading: section.heading }, ...windowEntries(section.entries, cursor, room)];
}

/** A name in lines of `width` cells, at most two: a second line too long ends in "…". */
export function nameParts(name: string, width: number): string[] {
  const rows = wrapSegments([{ text: name }], width).map((r) => r.map((s) => s.text).join(""));
  if (rows.length <= 2) return rows;
  const rest = [...rows.slice(1).join(" ")];
  return [rows[0]!, `${rest.slice(0, Math.max(0, width - 1)).join("")}…`];
}

/**
 * The list column in `rows` lines: every heading always shows (a list too long for the
 * screen scrolls inside its section, never the frame), the cursor's entry in view. The
 * cursor's section keeps a few lines, every other a few; the rest goes to the sections in
 * order, so what is worn stays in sight whole while the pack scrolls. A heading counts
 * what its section has out of view.
 */
export function listWindow(sections: readonly Section[], cursor: number, rows: number): WindowLine[] {
  const sizes = sections.map((s) => s.entries.reduce((n, e) => n + height(e), 0));
  const all = sizes.reduce((n, s) => n + s + 1, 0) + Math.max(0, sections.length - 1);
  const mine = sections.findIndex((s) => s.entries.some((e) => "row" in e && e.row === cursor));
  if (all <= rows) return sections.flatMap((s, i) => [...(i > 0 ? [{ blank: true } as const] : []), ...shown(s, cursor, sizes[i]!)]);
  // Too long: no blank between sections. Each section first gets its least, then the
  // rest goes in order, so the earlier (the slots) show whole before the pack grows.
  const rooms = sections.map((_, i) => Math.min(sizes[i]!, i === mine ? CURSOR_LEAST : OTHER_LEAST));
  let free = rows - sections.length - rooms.reduce((a, b) => a + b, 0);
  for (let i = 0; i < sections.length && free > 0; i++) {
    const more = Math.min(free, sizes[i]! - rooms[i]!);
    rooms[i]! += more;
    free -= more;
  }
  return sections.flatMap((s, i) => shown(s, i === mine ? cursor : undefined, rooms[i]!));
}
