import type { Registries } from "../content/registries.js";
import type { FloorDef, PrefabDef } from "../content/schemas/index.js";
import type { Rng } from "../lib/rng.js";
import { variantsOf, type Variant } from "./variants.js";

/** A prefab put on the floor in one orientation. */
export interface Placement {
  readonly prefab: PrefabDef;
  readonly variant: Variant;
  readonly x: number;
  readonly y: number;
}

/** Tries per room before it is given up (an optional room that does not fit simply drops out). */
const PLACE_TRIES = 200;

/** Rooms keep two tiles from the map edge so the tile outside any door is still on the map. */
const EDGE = 2;

function overlaps(a: Placement, x: number, y: number, w: number, h: number): boolean {
  // One tile of margin: the expanded rectangles must not touch.
  return x - 1 < a.x + a.variant.w && x + w + 1 > a.x && y - 1 < a.y + a.variant.h && y + h + 1 > a.y;
}

/** Puts one prefab (random orientation, random spot) where it touches nothing; undefined after PLACE_TRIES. */
function placeOne(prefab: PrefabDef, placed: readonly Placement[], size: readonly [number, number], rng: Rng): Placement | undefined {
  const variants = variantsOf(prefab);
  for (let i = 0; i < PLACE_TRIES; i++) {
    const variant = variants[rng.int(0, variants.length - 1)]!;
    const maxX = size[0] - variant.w - EDGE;
    const maxY = size[1] - variant.h - EDGE;
    if (maxX < EDGE || maxY < EDGE) return undefined;
    const x = rng.int(EDGE, maxX);
    const y = rng.int(EDGE, maxY);
    if (!placed.some((p) => overlaps(p, x, y, variant.w, variant.h))) return { prefab, variant, x, y };
  }
  return undefined;
}

/**
 * Required tags first, on the empty map (that is the guarantee), then weighted tags
 * until the floor's room count is reached or the tries run out.
 */
export function placeRooms(registries: Registries, def: FloorDef, rng: Rng): Placement[] {
  const placed: Placement[] = [];
  for (const tag of def.required) {
    const prefab = registries.prefabs.choose(rng, { tag });
    const p = prefab && placeOne(prefab, placed, def.size, rng);
    if (p) placed.push(p);
  }
  const weighted = def.prefabs.filter((w) => registries.prefabs.withTag(w.tag).length > 0);
  for (let tries = 0; placed.length < def.rooms && tries < def.rooms * 4 && weighted.length; tries++) {
    const tag = rng.weighted(weighted, (w) => w.weight)!.tag;
    const p = placeOne(registries.prefabs.choose(rng, { tag })!, placed, def.size, rng);
    if (p) placed.push(p);
  }
  return placed;
}
