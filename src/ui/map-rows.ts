import { printableCell } from "../lib/safe-text.js";
import type { Floor } from "../game/index.js";
import type { Theme, ThemeColor } from "./theme.js";

/** The part of the floor that is on screen: top-left corner and size, in floor tiles. */
export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Something drawn over a tile: the hero, an enemy, an NPC. */
export interface Glyph {
  readonly pos: readonly [number, number];
  readonly char: string;
  readonly color: ThemeColor;
  /** Drawn in reverse video: a cue that survives NO_COLOR (NPCs may share the hero's `@`). */
  readonly inverse?: boolean;
}

/** A stretch of one row in one style: a colour (undefined: uncoloured), maybe reversed. */
export interface Run {
  readonly text: string;
  readonly color: string | undefined;
  readonly inverse: boolean;
}

function axis(size: number, area: number, focus: number): [number, number] {
  if (size <= area) return [0, size];
  // Keep the focus centred, but never scroll past an edge of the floor.
  return [Math.min(Math.max(focus - Math.floor(area / 2), 0), size - area), area];
}

/** The window onto a floor of `width`×`height` that keeps `focus` in view within an area. */
export function viewport(width: number, height: number, focus: readonly [number, number], areaW: number, areaH: number): Viewport {
  const [x, w] = axis(width, Math.max(areaW, 0), focus[0]);
  const [y, h] = axis(height, Math.max(areaH, 0), focus[1]);
  return { x, y, w, h };
}

const TILE_ROLES: Record<string, ThemeColor> = {
  "#": "wall",
  ".": "floor",
  "+": "door",
  ">": "stairs",
  "<": "stairs",
};

/** What one floor row showed last time it was built, and the runs it became. */
interface RowSlot {
  readonly tiles: string | undefined;
  readonly seen: string | undefined;
  /** The glyphs on the row, as `x char colour inverse` (the winner of each tile only). */
  readonly glyphs: string;
  readonly x: number;
  readonly w: number;
  readonly theme: Theme;
  readonly runs: Run[];
}

/**
 * The rows a map drew last frame, by floor row: a row whose tiles, fog, glyphs, window and
 * theme are the ones it was built from is given back as the same array, so neither it nor
 * the `<Text>`s drawing it are rebuilt (a step changes two or three rows of thirty). One per
 * map on screen; it holds at most one slot per floor row.
 */
export class MapRowMemo {
  readonly slots = new Map<number, RowSlot>();
}

/** The glyphs in view, by floor row, each row's by column; a later glyph wins a shared tile. */
function glyphsByRow(glyphs: readonly Glyph[], view: Viewport): Map<number, Map<number, Glyph>> {
  const rows = new Map<number, Map<number, Glyph>>();
  for (const g of glyphs) {
    const [x, y] = g.pos;
    if (y < view.y || y >= view.y + view.h || x < view.x || x >= view.x + view.w) continue;
    let row = rows.get(y);
    if (!row) rows.set(y, (row = new Map()));
    row.set(x, g);
  }
  return rows;
}

/** A row's glyphs as one string, left to right: equal strings draw equal cells. */
function glyphKey(row: Map<number, Glyph> | undefined, seen: string | undefined, fogged: boolean): string {
  if (!row) return "";
  let key = "";
  for (const x of [...row.keys()].sort((a, b) => a - b)) {
    // A glyph on an unseen tile is not drawn, so it is no part of what the row shows.
    if (fogged && seen?.[x] !== "1") continue;
    const g = row.get(x)!;
    key += `${x} ${g.char} ${g.color} ${g.inverse === true}\n`;
  }
  return key;
}

/** One floor row's cells from `x0`, `w` wide, as colour runs. */
function buildRow(
  tiles: string | undefined,
  seen: string | undefined,
  fogged: boolean,
  over: Map<number, Glyph> | undefined,
  x0: number,
  w: number,
  theme: Theme,
): Run[] {
  const runs: Run[] = [];
  let text = "";
  let color: string | undefined;
  let inverse = false;
  for (let x = x0; x < x0 + w; x++) {
    // Fog of war: a floor that tracks what the hero has seen hides everything else.
    const visible = !fogged || seen?.[x] === "1";
    const glyph = visible ? over?.get(x) : undefined;
    // Drawn with Ink's own Text (see MapGrid): a control character becomes `?` here.
    const char = printableCell(glyph?.char ?? (visible ? tiles?.[x] : undefined) ?? " ");
    const role = glyph?.color ?? TILE_ROLES[char];
    // Blank rock looks the same in any colour, so it joins whichever run it is next to.
    const c = char === " " ? color : role ? theme(role) : undefined;
    const inv = glyph?.inverse === true;
    if ((c !== color || inv !== inverse) && text) {
      runs.push({ text, color, inverse });
      text = "";
    }
    color = c;
    inverse = inv;
    text += char;
  }
  if (text) runs.push({ text, color, inverse });
  return runs;
}

/**
 * The visible rows as colour runs: neighbouring cells of the same (themed) colour share
 * one run, so a row renders as a handful of nested `<Text>`s rather than one per cell.
 * Under NO_COLOR every row is a single run. With a `memo`, a row that shows what it showed
 * when the memo last built it is that same array.
 */
export function mapRows(floor: Floor, view: Viewport, glyphs: readonly Glyph[], theme: Theme, memo?: MapRowMemo): Run[][] {
  const over = glyphsByRow(glyphs, view);
  const fogged = floor.seen !== undefined;
  const rows: Run[][] = [];
  for (let y = view.y; y < view.y + view.h; y++) {
    const tiles = floor.tiles[y];
    const seen = floor.seen?.[y];
    if (!memo) {
      rows.push(buildRow(tiles, seen, fogged, over.get(y), view.x, view.w, theme));
      continue;
    }
    const key = glyphKey(over.get(y), seen, fogged);
    const slot = memo.slots.get(y);
    if (
      slot &&
      slot.tiles === tiles &&
      slot.seen === seen &&
      slot.glyphs === key &&
      slot.x === view.x &&
      slot.w === view.w &&
      slot.theme === theme
    ) {
      rows.push(slot.runs);
      continue;
    }
    const runs = buildRow(tiles, seen, fogged, over.get(y), view.x, view.w, theme);
    memo.slots.set(y, { tiles, seen, glyphs: key, x: view.x, w: view.w, theme, runs });
    rows.push(runs);
  }
  return rows;
}
