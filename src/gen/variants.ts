import { layoutRows } from "../content/prefab-layout.js";
import type { PrefabDef } from "../content/schemas/index.js";

/** One orientation of a prefab: its rows and where its markers are, relative to its corner. */
export interface Variant {
  /** 0–3: quarter turns clockwise; 4–7: the same after mirroring left-right. */
  readonly index: number;
  readonly rows: readonly string[];
  readonly w: number;
  readonly h: number;
  readonly doors: readonly (readonly [number, number])[];
}

/** A block turned a quarter clockwise: row y of the result is column y read bottom-up. */
export function rotate(rows: readonly string[]): string[] {
  const w = rows[0]?.length ?? 0;
  return Array.from({ length: w }, (_, x) => rows.map((r) => r[x]).reverse().join(""));
}

/** A block mirrored left to right. */
export function mirror(rows: readonly string[]): string[] {
  return rows.map((r) => [...r].reverse().join(""));
}

function variant(index: number, rows: string[]): Variant {
  const doors: [number, number][] = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => c === "+" && doors.push([x, y])));
  return { index, rows, w: rows[0]?.length ?? 0, h: rows.length, doors };
}

/**
 * The eight orientations (four turns, each also mirrored), or just the drawn one when
 * `rotate = false`. Symmetric rooms repeat themselves; that only weights their draw.
 */
export function variantsOf(prefab: Pick<PrefabDef, "layout" | "rotate">): Variant[] {
  const base = layoutRows(prefab.layout);
  if (!prefab.rotate) return [variant(0, base)];
  const out: Variant[] = [];
  let rows = base;
  for (let i = 0; i < 4; i++) {
    out.push(variant(i, rows));
    rows = rotate(rows);
  }
  rows = mirror(base);
  for (let i = 4; i < 8; i++) {
    out.push(variant(i, rows));
    rows = rotate(rows);
  }
  return out;
}
