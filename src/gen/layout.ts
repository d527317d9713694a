/**
 * A prefab's layout as rows of equal length. TOML multi-line strings keep a trailing
 * newline (and `"""` may keep a leading one), so blank edge lines are dropped.
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
