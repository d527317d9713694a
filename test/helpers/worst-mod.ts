import { LIMITS } from "../../src/content/schemas/limits.js";
import { manifest, oneKindOfHero, type ModFiles } from "./fixture-mods.js";

/** The worst a mod can build inside the bounds: it must still generate and play (the benchmark times it). */
export const WORST: ModFiles = {
  "manifest.toml": manifest("worst", ["core"]),
  "worst.toml": `${oneKindOfHero("worst", "glutton", "Glutton", `triggers = [${Array.from({ length: LIMITS.list - 1 }, () => `{ on = "damage_taken", actions = [${Array.from({ length: LIMITS.list }, () => '{ damage = 1, to = "self" }').join(", ")}] }`).join(", ")}, { on = "turn_started", actions = [{ damage = 1 }] }]`)}

[[prefabs]]
id = "cell"
tags = ["worst:cell"]
layout = """
#####
+...#
#...#
#####
"""

[[floors]]
id = "maze"
number = 1
size = [${LIMITS.floorSide}, ${LIMITS.floorSide}]
rooms = ${LIMITS.rooms}
prefabs = [{ tag = "worst:cell", weight = 1 }]

[balance]
events_per_turn = ${LIMITS.events}
hero_max_health = ${LIMITS.amount}
`,
};
