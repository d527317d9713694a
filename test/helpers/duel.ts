import { expect } from "vitest";
import { arenaIn } from "./arena.js";
import { manifest, oneKindOfHero, TINY_CORE } from "./fixture-mods.js";
import { loadOk, makeProfile } from "./profile.js";

// A knight who can brace behind a shield, against an ogre whose every blow (15) would kill
// the 12-health knight; braced, it does 3. Every attack lands, none crits.
const DUEL = {
  "manifest.toml": manifest("duel", ["core"]),
  "duel.toml": `${oneKindOfHero("duel", "knight", "Knight", 'abilities = ["duel:brace", "duel:flee"]\nmodifiers = [{ attribute = "strength", flat = 4 }]\n')}

[[abilities]]
id = "brace"
name = "Brace"
target = "self"
cost = 2
actions = [{ add_modifier = "duel:braced" }]

[[abilities]]
id = "flee"
name = "Flee"
target = "self"
actions = [{ flee = true }]

[[modifiers]]
id = "braced"
name = "Braced"
duration = 2
modifiers = [{ attribute = "armor", flat = 0.8 }]

[[abilities]]
id = "smash"
name = "Smash"
actions = [{ damage = 15 }]

[[creatures]]
id = "ogre"
name = "Ogre"
symbol = { char = "O" }
attributes = { max_health = 100, strength = 0 }
abilities = ["duel:smash"]
ai = [{ ability = "duel:smash" }]

[balance]
hit_min = 1
hit_max = 1
crit_chance_base = 0
hero_max_health = 12
hero_max_stamina = 10
resistance_max = 0.8
`,
};

/** The knight in the ogre's room, the fight begun (the ogre has announced its smash). */
export function duel() {
  const { registries } = loadOk(makeProfile({ core: TINY_CORE, duel: DUEL }));
  const { game, enter } = arenaIn(registries, ["duel:ogre"], { seed: "duel", options: ["duel:knight"], prefab: "duel:pit" });
  enter();
  expect(game.state.combat).toBeDefined();
  return { game, registries };
}
