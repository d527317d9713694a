import { LIMITS } from "./schemas/limits.js";

/**
 * The prefab layout format: an ASCII block, one character per tile.
 * `#` wall, `.` floor, `+` door, `e` enemy spot, `l` loot spot, `n` NPC spot,
 * `>` stairs, `<` entrance.
 */
const LAYOUT_CHARS = "#.+eln><";

/**
 * A prefab's layout as rows. TOML multi-line strings keep a trailing newline (and
 * `"""` may keep a leading one), so blank edge lines are dropped.
 */
export function layoutRows(layout: string): string[] {
  const rows = layout.replace(/\r\n/g, "\n").split("\n");
  while (rows.length && rows[0]!.trim() === "") rows.shift();
  while (rows.length && rows[rows.length - 1]!.trim() === "") rows.pop();
  return rows;
}

/** How many blank lines `layoutRows` dropped before the first row: row i is line `start + i` of the string. */
export function layoutStart(layout: string): number {
  const rows = layout.replace(/\r\n/g, "\n").split("\n");
  let n = 0;
  while (n < rows.length && rows[n]!.trim() === "") n++;
  return n;
}

/** Layout characters that become plain floor once their spawn has been read. */
/** What is wrong with a layout, as `[row index or -1, message]` pairs (empty when fine). */
export function layoutProblems(rows: readonly string[], npcs: number): [number, string][] {
  const problems: [number, string][] = [];
  if (rows.length === 0) return [[-1, "layout is empty"]];
  const width = commonWidth(rows);
  // "The others" is true only when one row is off; with more, the common width is "most rows".
  const others = rows.filter((r) => r.length !== width).length === 1 ? "the others" : "most rows";
  rows.forEach((row, i) => {
    if (row.length !== width)
      problems.push([i, `layout row ${i + 1} is ${row.length} wide, ${others} ${width}: rows must be equally long`]);
    const bad = [...row].find((c) => !LAYOUT_CHARS.includes(c));
    if (bad !== undefined) problems.push([i, `layout row ${i + 1} has "${bad}"; allowed are ${[...LAYOUT_CHARS].join(" ")}`]);
  });
  const widest = rows.reduce((m, r) => Math.max(m, r.length), 0);
  if (widest > LIMITS.prefabSide || rows.length > LIMITS.prefabSide) {
    problems.push([-1, `layout is ${widest}×${rows.length}; a prefab is at most ${LIMITS.prefabSide}×${LIMITS.prefabSide}`]);
  }
  const text = rows.join("");
  const enemies = [...text].filter((c) => c === "e").length;
  if (enemies > LIMITS.spots)
    problems.push([-1, `layout has ${enemies} enemy spots (e); a room holds at most ${LIMITS.spots} (the fight menu lists every foe)`]);
  if (!text.includes("+")) problems.push([-1, "layout has no door (+): corridors dock only at doors"]);
  const marks = [...text].filter((c) => c === "n").length;
  if (marks !== npcs) problems.push([-1, `layout has ${marks} npc spot(s) (n) but npcs lists ${npcs}`]);
  return problems;
}

/** The width most rows share (the first row's on a tie): the odd row out is the one to name. */
function commonWidth(rows: readonly string[]): number {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
  let best = rows[0]!.length;
  for (const [w, n] of counts) if (n > counts.get(best)!) best = w;
  return best;
}
