import { arena } from "./arena.js";
import { manifest, type ModFiles } from "./fixture-mods.js";

/** A rat worth 10 experience (one blow kills it), a ring of +1 level and one of +2 constitution. */
const GROWTH: ModFiles = {
  "manifest.toml": manifest("growth", ["arena"]),
  "growth.toml": `[[slots]]
id = "finger"
name = "Finger"

[[creatures]]
id = "rat"
name = "Rat"
symbol = { char = "r" }
attributes = { max_health = 1 }
exp_reward = 10
ai = [{ ability = "core:attack" }]

[[items]]
id = "level_ring"
name = "Ring of age"
symbol = { char = "=" }
slot = "growth:finger"
modifiers = [{ attribute = "level", flat = 1 }]

[[items]]
id = "con_ring"
name = "Ring of oak"
symbol = { char = "=" }
slot = "growth:finger"
modifiers = [{ attribute = "constitution", flat = 2 }]

[[modifiers]]
id = "blessed"
name = "Blessed"
duration = 5
modifiers = [{ attribute = "max_health", percent = 10 }, { attribute = "evasion", flat = 2 }]
`,
};

/** Each level costs 10 experience; a point of constitution above the base adds 2 max health, a level above the first 3. */
const TABLE = `exp_base = 10
exp_exponent = 1
stat_effects = [
  { stat = "constitution", attribute = "max_health", per_point = 2 },
  { stat = "level", attribute = "max_health", per_point = 3 },
]`;

/**
 * The arena with the growth mod and its stat table, and the hero's max health as `attribute`
 * reads it. The progression and the log tests share it, so a level-up is one fixture in both.
 */
export function grown(creatures: string[] = []) {
  const a = arena(creatures, { balance: TABLE, extra: { growth: GROWTH } });
  const maxHealth = () => a.game.attribute(a.state.player, "max_health", a.registries);
  return { ...a, maxHealth };
}
