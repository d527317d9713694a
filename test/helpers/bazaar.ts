import type { Registries } from "../../src/content/registries.js";
import { createGame, Game, parseCommandLine, type Command } from "../../src/game/index.js";
import type { Room } from "../../src/game/state.js";
import { stockShops } from "../../src/gen/stock.js";
import { Rng } from "../../src/lib/rng.js";
import { loadOk, makeProfile, manifest, TINY_CORE, type ModFiles } from "./profile.js";
import { drawnFloor, drawnRoom } from "./scenario.js";

/**
 * A fixture mod for trade: a merchant with a shop (potions that stack, swords that do not,
 * one with an affix), a sage whose dialog depends on a quest and who carries triggers on
 * `npc_talked`, and a hero kind that starts with gold (`count` in `gold`) and a charisma.
 */
export function bazaarMod(opts: { gold?: number; charisma?: number; balance?: string } = {}): ModFiles {
  const gold = opts.gold ?? 100;
  const startGold = gold > 0 ? `{ give_item = "core:gold", count = ${gold} }, ` : "";
  return {
    "manifest.toml": manifest("bazaar", ["core"]),
    "bazaar.toml": `[[option_categories]]
id = "kind"
name = "Kind"

[[options]]
id = "trader"
category = "bazaar:kind"
name = "Trader"
modifiers = [{ attribute = "charisma", flat = ${(opts.charisma ?? 10) - 10} }]
on_create = [${startGold}{ give_item = "bazaar:pebble" }, { give_item = "bazaar:potion", count = 2 }]

[[items]]
id = "potion"
name = "Healing potion"
symbol = { char = "!" }
stackable = true
base_price = 10

[[items]]
id = "sword"
name = "Iron sword"
symbol = { char = "/" }
slot = "core:main_hand"
base_price = 50

[[items]]
id = "pebble"
name = "Pebble"
symbol = { char = "*" }

[[items]]
id = "token"
name = "Sage's token"
symbol = { char = "&" }

[[affixes]]
id = "keen"
name = "Keen"
tiers = [{ modifiers = [{ attribute = "accuracy", flat = 1 }], price_factor = 1.5 }]

[[loot_tables]]
id = "keen_only"
guaranteed = true
entries = [{ affix = "bazaar:keen", weight = 1 }]

[[loot_tables]]
id = "wares"
rolls = 3
guaranteed = true
entries = [
  { item = "bazaar:potion", weight = 2, count = 3 },
  { item = "bazaar:sword", weight = 1 },
  { item = "bazaar:sword", weight = 1, affixes = "bazaar:keen_only" },
]

[[quests]]
id = "errand"
name = "Errand"
on = "creature_died"

[[modifiers]]
id = "blessed"
name = "Blessed"
duration = 5
modifiers = [{ attribute = "luck", flat = 1 }]

[[npcs]]
id = "merchant"
name = "Mira the merchant"
symbol = { char = "@" }
shop = "bazaar:wares"
dialog = [
  { text = "Show me your wares.", actions = [{ open_shop = true }] },
  { text = "Farewell." },
]

[[npcs]]
id = "sage"
name = "Old sage"
symbol = { char = "@" }
triggers = [
  { on = "npc_talked", actions = [{ give_item = "bazaar:token" }] },
  { on = "npc_talked", condition = [{ npc = "bazaar:sage" }], actions = [{ add_modifier = "bazaar:blessed", to = "target" }] },
  { on = "npc_talked", condition = [{ npc = "bazaar:merchant" }], actions = [{ give_item = "bazaar:pebble" }] },
]
dialog = [
  { text = "Any errands?", condition = [{ quest_state = { quest = "bazaar:errand", state = "not_started" } }], actions = [{ start_quest = "bazaar:errand" }] },
  { text = "About that errand…", condition = [{ quest_state = { quest = "bazaar:errand", state = "active" } }], actions = [{ give_item = "bazaar:pebble" }] },
  { text = "Goodbye." },
]

[balance]
currency = "core:gold"
${opts.balance ?? ""}
`,
  };
}

/** Where the merchant and the sage stand in the bazaar hall (the hero starts at [1, 1]). */
export const MERCHANT: [number, number] = [3, 1];
export const SAGE: [number, number] = [5, 1];

/** The tiny core and the bazaar mod, loaded. */
export function bazaarRegistries(opts: { gold?: number; charisma?: number; balance?: string } = {}) {
  return loadOk(makeProfile({ core: TINY_CORE, bazaar: bazaarMod(opts) }));
}

/**
 * A game in a hall: the hero at the west end, the merchant two steps east, the sage two more.
 * The merchant's stock is drawn by the generator's own `stockShops`.
 */
export function bazaarGame(registries: Registries, seed = "bazaar") {
  const room: Room = drawnRoom("test:hall", 0, 0, 7, 3);
  room.npcs = [
    { id: "bazaar:merchant", pos: [...MERCHANT] },
    { id: "bazaar:sage", pos: [...SAGE] },
  ];
  stockShops(registries, [room], Rng.fromSeed(seed));
  const game = createGame(
    registries,
    { seed, name: "Ada", options: ["bazaar:trader"] },
    { buildFloor: drawnFloor(["#######", "#@....#", "#######"], [room]) },
  );
  if (!(game instanceof Game)) throw new Error(game.error);
  const run = (...lines: string[]) => lines.map((line) => game.execute(parse(line), registries));
  return { game, registries, room, state: game.state, run };
}

/** The bazaar mod loaded and a game in its hall. */
export function bazaar(opts: { gold?: number; charisma?: number; balance?: string; seed?: string } = {}) {
  const { registries, warnings } = bazaarRegistries(opts);
  return { ...bazaarGame(registries, opts.seed), warnings };
}

function parse(line: string): Command {
  const c = parseCommandLine(line);
  if ("error" in c) throw new Error(c.error);
  return c;
}
