import { arena, type ArenaOptions } from "./arena.js";
import { manifest, type ModFiles } from "./fixture-mods.js";

/**
 * Items for the equipment and loot tests, on top of the arena: a sword and a club for the
 * main hand, an amulet of +10 max health, a ring whose trigger hits back, a lucky charm
 * (luck 100 makes luck's extra draw certain), potions, bombs, affixes, and a creature that
 * drops a potion. The adventurer starts with a sword, an amulet, two potions and 120 gold.
 */
export const ITEMS: ModFiles = {
  "manifest.toml": manifest("items", ["arena"]),
  "items.toml": `[[slots]]
id = "neck"
name = "Neck"

[[slots]]
id = "finger"
name = "Finger"

[[items]]
id = "sword"
name = "Iron sword"
symbol = { char = "/" }
slot = "core:main_hand"
base_price = 40
modifiers = [{ attribute = "strength", flat = 3 }]
abilities = ["items:cleave"]

[[items]]
id = "club"
name = "Club"
symbol = { char = "/" }
slot = "core:main_hand"
base_price = 5
modifiers = [{ attribute = "strength", flat = 1 }, { attribute = "evasion", flat = -1 }]

[[items]]
id = "amulet"
name = "Amulet of life"
symbol = { char = '"' }
slot = "items:neck"
base_price = 100
modifiers = [{ attribute = "max_health", flat = 10 }]

[[items]]
id = "thorn_ring"
name = "Thorn ring"
symbol = { char = "=" }
slot = "items:finger"
triggers = [{ on = "damage_taken", actions = [{ damage = 1, to = "target" }] }]

[[items]]
id = "charm"
name = "Lucky charm"
symbol = { char = "=" }
slot = "items:finger"
modifiers = [{ attribute = "luck", flat = 100 }]

[[items]]
id = "backpack"
name = "Backpack"
symbol = { char = "(" }
slot = "items:neck"
modifiers = [{ attribute = "carry_capacity", flat = 5 }]

[[items]]
id = "potion"
name = "Potion"
symbol = { char = "!" }
stackable = true
consumed_on_use = true
base_price = 20
actions = [{ heal = 5 }]

[[items]]
id = "bomb"
name = "Bomb"
symbol = { char = "!" }
stackable = true
consumed_on_use = true
actions = [{ damage = 7, type = "fire", to = "target" }]

[[items]]
id = "sack"
name = "Sack of rocks"
symbol = { char = "(" }
consumed_on_use = true
actions = [{ give_item = "items:rock", count = 3 }]

[[items]]
id = "rock"
name = "Rock"
symbol = { char = "*" }

[[abilities]]
id = "cleave"
name = "Cleave"
actions = [{ damage = 1 }]

[[affixes]]
id = "sharp"
name = "Sharp"
tiers = [
  { modifiers = [{ attribute = "strength", flat = 1 }], price_factor = 1.5 },
  { modifiers = [{ attribute = "strength", flat = 2 }], price_factor = 2 },
]

[[affixes]]
id = "fox"
name = "of the Fox"
tiers = [{ modifiers = [{ attribute = "evasion", flat = 1 }], price_factor = 3 }]

[[loot_tables]]
id = "one_potion"
entries = [{ item = "items:potion", weight = 1 }]

[[loot_tables]]
id = "rocks"
entries = [{ item = "items:rock", weight = 1, count = 3 }]

[[creatures]]
id = "looter"
name = "Looter"
symbol = { char = "l" }
attributes = { max_health = 1 }
ai = [{ ability = "core:attack" }]
loot = "items:one_potion"

[[options]]
id = "adventurer"
category = "arena:kind"
name = "Adventurer"
on_create = [
  { give_item = "items:sword" },
  { give_item = "items:amulet" },
  { give_item = "items:club" },
  { give_item = "items:potion", count = 2 },
  { give_item = "core:gold", count = 120 },
]

[[options]]
id = "pocket"
category = "arena:kind"
name = "Pocket"
on_create = [{ give_item = "items:thorn_ring" }, { give_item = "items:charm" }, { give_item = "items:bomb", count = 2 }]

[[options]]
id = "hoarder"
category = "arena:kind"
name = "Hoarder"
on_create = [{ give_item = "items:sack" }, { give_item = "items:potion" }]
`,
};

/** The arena with the items mod, the hero an adventurer (unless `options` say otherwise). */
export function itemArena(creatures: string[] = [], opts: ArenaOptions = {}) {
  return arena(creatures, { options: ["items:adventurer"], ...opts, extra: { items: ITEMS, ...(opts.extra ?? {}) } });
}
