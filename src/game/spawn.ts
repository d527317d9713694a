import type { CreatureDef } from "../content/schemas/index.js";
import type { Creature } from "./state.js";

/** A fresh enemy of a definition, standing at `pos`, at full health. */
export function spawnCreature(def: CreatureDef, id: string, pos: [number, number]): Creature {
  const { resistance, ...plain } = def.attributes;
  const base: Creature["base"] = { ...plain, initiative: def.initiative };
  for (const [type, value] of Object.entries(resistance ?? {})) base[`resistance.${type}` as keyof Creature["base"]] = value;
  if (base.armor !== undefined) {
    base["resistance.physical"] = (base["resistance.physical"] ?? 0) + base.armor;
    delete base.armor;
  }
  const health = base.max_health ?? 1;
  return {
    id,
    def: def.id,
    name: def.name,
    base,
    options: [],
    health,
    stamina: base.max_stamina ?? 0,
    inventory: [],
    equipment: {},
    modifiers: [],
    cooldowns: {},
    pos,
  };
}
