import { manifest, type ModFiles } from "./fixture-mods.js";

/**
 * A fixture mod for quests, on top of the arena: rats and moths that die at one blow and
 * never strike back, a hunter who starts "Rat catcher" (two rats; its reward starts "Moth
 * hunt", one moth), a trigger and an ai rule that read quest states, and Pell, whose
 * dialog follows the quest.
 */
export const QUEST_MOD: ModFiles = {
  "manifest.toml": manifest("q", ["arena"]),
  "q.toml": `[[options]]
id = "hunter"
category = "arena:kind"
name = "Hunter"
on_create = [{ start_quest = "q:rats" }]
triggers = [{ on = "combat_ended", condition = [{ quest_state = { quest = "q:rats", state = "completed" } }], actions = [{ give_item = "q:medal" }] }]

[[options]]
id = "idler"
category = "arena:kind"
name = "Idler"

[[abilities]]
id = "wait"
name = "Wait"
target = "self"
actions = []

[[abilities]]
id = "flutter"
name = "Flutter"
target = "self"
actions = []

[[creatures]]
id = "rat"
name = "Rat"
symbol = { char = "r" }
attributes = { max_health = 1 }
abilities = ["q:wait"]
ai = [{ ability = "q:wait" }]

[[creatures]]
id = "moth"
name = "Moth"
symbol = { char = "m" }
attributes = { max_health = 1 }
abilities = ["q:flutter", "q:wait"]
ai = [{ condition = [{ quest_state = { quest = "q:moths", state = "active" } }], ability = "q:flutter" }, { ability = "q:wait" }]

[[items]]
id = "medal"
name = "Medal"
symbol = { char = "*" }

[[items]]
id = "trophy"
name = "Moth trophy"
symbol = { char = "&" }

[[quests]]
id = "rats"
name = "Rat catcher"
description = "Kill two rats."
on = "creature_died"
condition = [{ creature = "q:rat" }]
count = 2
rewards = [{ give_item = "core:gold", count = 5 }, { start_quest = "q:moths" }]

[[quests]]
id = "moths"
name = "Moth hunt"
description = "Kill a moth."
on = "creature_died"
condition = [{ creature = "q:moth" }]
rewards = [{ give_item = "q:trophy" }]

[[npcs]]
id = "pell"
name = "Pell"
symbol = { char = "@" }
dialog = [
  { text = "Any rats?", condition = [{ quest_state = { quest = "q:rats", state = "active" } }], actions = [] },
  { text = "The rats are dealt with.", condition = [{ quest_state = { quest = "q:rats", state = "completed" } }], actions = [{ give_item = "q:medal" }] },
  { text = "Goodbye." },
]
`,
};
