import { LIMITS } from "./schemas/limits.js";

/**
 * The prefab layout format: an ASCII block, one character per tile.
 * `#` wall, `.` floor, `+` door, `e` enemy spot, `l` loot spot, `n` NPC spot,
 * `>` stairs, `<` entrance.
 */
export const LAYOUT_CHARS = "#.+eln><";

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

/** Layout characters that become plain floor once their spawn has been read. */
const SPAWN_MARKS = /[eln]/g;

/** A layout row as map tiles: spawn marks become floor. */
export function rowTiles(row: string): string {
  return row.replace(SPAWN_MARKS, ".");
}

/** What is wrong with a layout, as `[row index or -1, message]` pairs (empty when fine). */
export function layoutProblems(rows: readonly string[], npcs: number): [number, string][] {
  const problems: [number, string][] = [];
  if (rows.length === 0) return [[-1, "layout is empty"]];
  const width = rows[0]!.length;
  rows.forEach((row, i) => {
    if (row.length !== width) problems.push([i, `layout row ${i + 1} is ${row.length} wide, row 1 is ${width}: rows must be equally long`]);
    const bad = [...row].find((c) => !LAYOUT_CHARS.includes(c));
    if (bad !== undefined) problems.push([i, `layout row ${i + 1} has "${bad}"; allowed are ${[...LAYOUT_CHARS].join(" ")}`]);
  });
  if (width > LIMITS.prefabSide || rows.length > LIMITS.prefabSide) {
    problems.push([-1, `layout is ${width}×${rows.length}; a prefab is at most ${LIMITS.prefabSide}×${LIMITS.prefabSide}`]);
  }
  const text = rows.join("");
  const enemies = [...text].filter((c) => c === "e").length;
  if (enemies > LIMITS.spots) problems.push([-1, `layout has ${enemies} enemy spots (e); a room holds at most ${LIMITS.spots} (the fight menu lists every foe)`]);
  if (!text.includes("+")) problems.push([-1, "layout has no door (+): corridors dock only at doors"]);
  const marks = [...text].filter((c) => c === "n").length;
  if (marks !== npcs) problems.push([-1, `layout has ${marks} npc spot(s) (n) but npcs lists ${npcs}`]);
  return problems;
}
