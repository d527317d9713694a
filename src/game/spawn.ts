import type { CreatureDef } from "../content/schemas/index.js";
import type { Creature } from "./state.js";

/** A fresh enemy of a definition, standing at `pos`, at full health. */
export function spawnCreature(def: CreatureDef, id: string, pos: [number, number]): Creature {
  const base: Creature["base"] = { ...baseOf(def) };
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

// Definitions are frozen and live as long as the registries: each one's base values are worked out once.
const BASES = new WeakMap<CreatureDef, Readonly<Creature["base"]>>();

/**
 * A definition's base values: its attributes, its initiative, each resistance as
 * `resistance.TYPE`, armor added to the physical one. A spawned creature gets a copy
 * (the same keys in the same order, which its save and `floor --json` show).
 */
function baseOf(def: CreatureDef): Readonly<Creature["base"]> {
  let cached = BASES.get(def);
  if (cached) return cached;
  const { resistance, ...plain } = def.attributes;
  const base: Creature["base"] = { ...plain, initiative: def.initiative };
  for (const [type, value] of Object.entries(resistance ?? {})) base[`resistance.${type}` as keyof Creature["base"]] = value;
  if (base.armor !== undefined) {
    base["resistance.physical"] = (base["resistance.physical"] ?? 0) + base.armor;
    delete base.armor;
  }
  // A copy without the deleted key: a spread of it is then a plain fast copy.
  BASES.set(def, (cached = Object.freeze({ ...base })));
  return cached;
}
