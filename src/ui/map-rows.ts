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

/**
 * The visible rows as colour runs: neighbouring cells of the same (themed) colour share
 * one run, so a row renders as a handful of nested `<Text>`s rather than one per cell.
 * Under NO_COLOR every row is a single run.
 */
export function mapRows(floor: Floor, view: Viewport, glyphs: readonly Glyph[], theme: Theme): Run[][] {
  // Later glyphs win a shared tile, so the hero (pushed last) is always on top.
  const over = new Map(glyphs.map((g) => [`${g.pos[0]},${g.pos[1]}`, g]));
  // Fog of war: a floor that tracks what the hero has seen hides everything else.
  const seen = (x: number, y: number) => !floor.seen || floor.seen[y]?.[x] === "1";
  const rows: Run[][] = [];
  for (let y = view.y; y < view.y + view.h; y++) {
    const runs: Run[] = [];
    let text = "";
    let color: string | undefined;
    let inverse = false;
    for (let x = view.x; x < view.x + view.w; x++) {
      const visible = seen(x, y);
      const glyph = visible ? over.get(`${x},${y}`) : undefined;
      // Drawn with Ink's own Text (see MapGrid): a control character becomes `?` here.
      const char = printableCell(glyph?.char ?? (visible ? floor.tiles[y]?.[x] : undefined) ?? " ");
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
    rows.push(runs);
  }
  return rows;
}
