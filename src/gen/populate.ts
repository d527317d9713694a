import type { Registries } from "../content/registries.js";
import type { FloorDef } from "../content/schemas/index.js";
import { type Pile, type Room, spawnCreature } from "../game/index.js";
import type { Rng } from "../lib/rng.js";
import type { Placement } from "./place.js";

// Tests and helpers built enemies from here before the wizard's spawn needed it in game/.
export { spawnCreature };

/**
 * A placed prefab becomes a room: `e` spots get the prefab's own `creatures` in drawn
 * order, then creatures by the floor's weights (the prefab says where, the floor says
 * who); `n` spots the prefab's npcs in order; each `l` spot becomes a pile that keeps the
 * prefab's `loot` table (else the floor's) until it is picked up. With no table at all an
 * `l` spot holds nothing, and no pile lies there. `weights` are the floor's (`floorWeights`).
 */
export function populate(
  registries: Registries,
  def: FloorDef,
  p: Placement,
  rng: Rng,
  nextId: () => string,
  weights: readonly FloorDef["creatures"][number][],
): { room: Room; piles: Pile[] } {
  const table = p.prefab.loot ?? def.loot;
  const piles: Pile[] = [];
  const room: Room = {
    prefab: p.prefab.id,
    variant: p.variant.index,
    x: p.x,
    y: p.y,
    w: p.variant.w,
    h: p.variant.h,
    doors: p.variant.doors.map(([dx, dy]) => [p.x + dx, p.y + dy]),
    enemies: [],
    npcs: [],
    cleared: false,
  };
  let npc = 0;
  let named = 0;
  for (const mark of p.variant.marks) {
    const pos: [number, number] = [p.x + mark.pos[0], p.y + mark.pos[1]];
    if (mark.ch === "e") {
      // The prefab names who stands on its first `e` spots; the floor's weights fill the rest.
      const id = p.prefab.creatures[named++] ?? rng.weighted(weights, (c) => c.weight)?.id;
      if (id) room.enemies.push(spawnCreature(registries.creatures.get(id), nextId(), pos));
    } else if (mark.ch === "n") {
      const id = p.prefab.npcs[npc++];
      if (id) room.npcs.push({ id, pos });
    } else if (table !== undefined) {
      piles.push({ pos, table, items: [] });
    }
  }
  if (room.enemies.length === 0) room.cleared = true;
  return { room, piles };
}

/** The floor's creature weights that name a loaded creature (the same for every room of the floor). */
export function floorWeights(registries: Registries, def: FloorDef): FloorDef["creatures"][number][] {
  return def.creatures.filter((c) => registries.creatures.has(c.id));
}
