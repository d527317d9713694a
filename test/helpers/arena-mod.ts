import { manifest, oneKindOfHero, type ModFiles } from "./fixture-mods.js";

/**
 * A small fight for rule tests: the hero three steps west of a room's door, the room
 * holding the given creatures. Balance makes every attack land without crits unless a
 * test says otherwise (see `ArenaOptions.balance`).
 */
export const ARENA: ModFiles = {
  "manifest.toml": manifest("arena", ["core"]),
  "arena.toml": `${oneKindOfHero("arena", "fighter", "Fighter", 'abilities = ["arena:flee", "arena:firebolt", "arena:big_hit", "arena:envenom", "arena:spark", "arena:last_stand"]\n')}

[[abilities]]
id = "flee"
name = "Flee"
target = "self"
actions = [{ flee = true }]

[[abilities]]
id = "firebolt"
name = "Firebolt"
actions = [{ damage = 10, type = "fire" }]

[[abilities]]
id = "big_hit"
name = "Big hit"
cost = 5
cooldown = 2
actions = [{ damage = 20 }]

[[abilities]]
id = "spark"
name = "Spark"
actions = [{ damage = 1, type = "fire" }]

[[abilities]]
id = "last_stand"
name = "Last stand"
target = "self"
condition = [{ health_below = 0.5 }]
actions = [{ heal = 5 }]

[[abilities]]
id = "envenom"
name = "Envenom"
actions = [{ add_modifier = "arena:poisoned" }]

[[modifiers]]
id = "poisoned"
name = "Poisoned"
duration = 3
triggers = [{ on = "turn_started", actions = [{ damage = 2, type = "poison" }] }]

[[creatures]]
id = "dummy"
name = "Dummy"
symbol = { char = "d" }
attributes = { max_health = 30, strength = 0 }
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "salamander"
name = "Salamander"
symbol = { char = "s" }
attributes = { max_health = 100, resistance = { fire = 5 } }
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "tinder"
name = "Tinder"
symbol = { char = "t" }
attributes = { max_health = 100, resistance = { fire = -3 } }
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "bomb"
name = "Bomb"
symbol = { char = "b" }
attributes = { max_health = 1 }
ai = [{ ability = "core:attack" }]
triggers = [{ on = "creature_died", actions = [{ damage = 3, to = "target" }] }]

[[creatures]]
id = "coward"
name = "Coward"
symbol = { char = "c" }
attributes = { max_health = 10 }
initiative = 5
abilities = ["arena:flee"]
ai = [{ ability = "arena:flee" }]

[[creatures]]
id = "berserker"
name = "Berserker"
symbol = { char = "B" }
attributes = { max_health = 40, strength = 0 }
abilities = ["arena:firebolt"]
ai = [{ condition = [{ health_below = 0.5 }], ability = "arena:firebolt" }, { ability = "core:attack" }]

[[creatures]]
id = "banner"
name = "Banner bearer"
symbol = { char = "b" }
attributes = { max_health = 30 }
auras = [
  { affects = "enemies", modifiers = [{ attribute = "accuracy", flat = -3 }] },
  { affects = "allies", modifiers = [{ attribute = "armor", flat = 0.5 }] },
]
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "thorn"
name = "Thorn"
symbol = { char = "T" }
attributes = { max_health = 1000 }
ai = [{ ability = "core:attack" }]
triggers = [{ on = "damage_taken", actions = [{ damage = 1, to = "target" }] }]

[balance]
common_abilities = ["core:attack"]
hit_min = 1
hit_max = 1
crit_chance_base = 0
flee_chance = 1
hero_max_health = 40
`,
};
