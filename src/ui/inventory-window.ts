import { windowStart } from "./screens/CombatView.js";
import { wrapSegments } from "./wrap-segments.js";

/** One entry of a section: a row of the inventory (by index) and its name broken into lines, or a note ("(empty)"). */
export type Entry = { readonly row: number; readonly parts: readonly string[] } | { readonly note: string };

/** A heading and what is under it: "Worn" and the slots, "Pack 2/20" and the pack. */
export interface Section {
  readonly heading: string;
  readonly entries: readonly Entry[];
}

/** A line of the list column as drawn. `above`/`below` on a heading: entries of its section out of view. */
export type WindowLine =
  | { readonly heading: string; readonly above: number; readonly below: number }
  | RowLine
  | { readonly note: string }
  | { readonly blank: true };

/** The least a section other than the cursor's keeps in view (when it has that many lines). */
const OTHER_LEAST = 3;
/** The cursor's section keeps this many lines before the others give up theirs. */
const CURSOR_LEAST = 5;

const height = (entry: Entry) => ("parts" in entry ? entry.parts.length : 1);

/** A row's lines within a window: which row (by index), which of its lines, the text. */
export type RowLine = { readonly row: number; readonly part: number; readonly text: string };

/**
 * The lines of `entries` in view in `room` lines, the `cursor` row's entry (its name may
 * take two lines) centred and whole, never starting or ending mid-entry; `above` and
 * `below` count the entries out of view.
 */
export function windowEntries(entries: readonly Entry[], cursor: number | undefined, room: number): { lines: (RowLine | { note: string })[]; above: number; below: number } {
  const lines = entries.flatMap((entry, e) => ("parts" in entry ? entry.parts.map((text, part) => ({ e, line: { row: entry.row, part, text } as RowLine | { note: string } })) : [{ e, line: { note: entry.note } }]));
  const at = cursor === undefined ? -1 : lines.findIndex((l) => "row" in l.line && l.line.row === cursor);
  const span = at < 0 ? 1 : height(entries[lines[at]!.e]!);
  let from = at < 0 ? 0 : windowStart(at + Math.floor((span - 1) / 2), room, lines.length);
  while (from > 0 && lines[from]!.e === lines[from - 1]!.e) from--;
  let to = Math.min(lines.length, from + room);
  while (to < lines.length && to > from && lines[to]!.e === lines[to - 1]!.e) to--;
  const firstE = lines[from]?.e ?? 0;
  const lastE = to > from ? lines[to - 1]!.e : firstE - 1;
  return { lines: lines.slice(from, to).map((l) => l.line), above: firstE, below: entries.length - 1 - lastE };
}

/** A section's heading (with what is out of view) and its lines in view. */
function shown(section: Section, cursor: number | undefined, room: number): WindowLine[] {
  const { lines, above, below } = windowEntries(section.entries, cursor, room);
  return [{ heading: section.heading, above, below }, ...lines];
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
