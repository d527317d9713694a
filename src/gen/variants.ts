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
  /**
   * The spawn marks (`e`, `n`, `l`) at their place in this orientation, listed in the
   * reading order of the drawn layout: the prefab's `npcs` and `creatures` lists fill
   * them in that order whatever way the room is turned.
   */
  readonly marks: readonly Mark[];
}

interface Mark {
  readonly ch: "e" | "n" | "l";
  readonly pos: readonly [number, number];
}

/** A block turned a quarter clockwise: row y of the result is column y read bottom-up. */
export function rotate(rows: readonly string[]): string[] {
  const w = rows[0]?.length ?? 0;
  return Array.from({ length: w }, (_, x) =>
    rows
      .map((r) => r[x])
      .reverse()
      .join(""),
  );
}

/** A block mirrored left to right. */
export function mirror(rows: readonly string[]): string[] {
  return rows.map((r) => [...r].reverse().join(""));
}

type Cell = readonly [number, number];
/** Where a cell of the drawn layout lands: each orientation is a function of (x, y, w, h). */
type Transform = (x: number, y: number, w: number, h: number) => Cell;

/** Turn counts and mirroring as coordinate maps, matching `rotate` and `mirror` on the rows. */
function transformFor(index: number): Transform {
  const turns = index % 4;
  return (x0, y0, w0, h0) => {
    let [x, y, w, h] = [index >= 4 ? w0 - 1 - x0 : x0, y0, w0, h0];
    for (let i = 0; i < turns; i++) [x, y, w, h] = [h - 1 - y, x, h, w];
    return [x, y];
  };
}

function variant(index: number, rows: string[], base: readonly string[]): Variant {
  const doors: [number, number][] = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => c === "+" && doors.push([x, y])));
  const place = transformFor(index);
  const w0 = base[0]?.length ?? 0;
  const marks: Mark[] = [];
  base.forEach((row, y) =>
    [...row].forEach((c, x) => {
      if (c === "e" || c === "n" || c === "l") marks.push({ ch: c, pos: place(x, y, w0, base.length) });
    }),
  );
  return { index, rows, w: rows[0]?.length ?? 0, h: rows.length, doors, marks };
}

/**
 * The eight orientations (four turns, each also mirrored), or just the drawn one when
 * `rotate = false`. Symmetric rooms repeat themselves; that only weights their draw.
 */
export function variantsOf(prefab: Pick<PrefabDef, "layout" | "rotate">): readonly Variant[] {
  // Definitions are frozen and live as long as the registries: compute each prefab's once.
  let cached = CACHE.get(prefab);
  if (!cached) CACHE.set(prefab, (cached = computeVariants(prefab)));
  return cached;
}

const CACHE = new WeakMap<object, readonly Variant[]>();

function computeVariants(prefab: Pick<PrefabDef, "layout" | "rotate">): Variant[] {
  const base = layoutRows(prefab.layout);
  if (!prefab.rotate) return [variant(0, base, base)];
  const out: Variant[] = [];
  let rows = base;
  for (let i = 0; i < 4; i++) {
    out.push(variant(i, rows, base));
    rows = rotate(rows);
  }
  rows = mirror(base);
  for (let i = 4; i < 8; i++) {
    out.push(variant(i, rows, base));
    rows = rotate(rows);
  }
  return out;
}
