import { describe, expect, it } from "vitest";
import { arena } from "../helpers/arena.js";
import { manifest, type ModFiles } from "../helpers/fixture-mods.js";
import { grown } from "../helpers/growth-mod.js";

/**
 * A bounty on a bomb (rewards: a potion, 2 holy waters, 30 gold, and it takes a letter), a
 * glove whose hit hands the hero a token, a ring of +4 max health, and an executioner whose
 * Execute needs its target below half health.
 */
const GIFTS: ModFiles = {
  "manifest.toml": manifest("gifts", ["arena"]),
  "gifts.toml": `[[slots]]
id = "hand"
name = "Hand"

[[items]]
id = "potion"
name = "Greater healing potion"
symbol = { char = "!" }

[[items]]
id = "water"
name = "Holy water"
symbol = { char = "!" }

[[items]]
id = "letter"
name = "Letter"
symbol = { char = "?" }

[[items]]
id = "token"
name = "Token"
symbol = { char = "*" }
stackable = true

[[items]]
id = "glove"
name = "Lucky glove"
symbol = { char = "[" }
slot = "gifts:hand"
triggers = [{ on = "attack_hit", actions = [{ give_item = "gifts:token" }] }]

[[items]]
id = "ring"
name = "Ring of oak"
symbol = { char = "=" }
slot = "gifts:hand"
modifiers = [{ attribute = "max_health", flat = 4 }]

[[quests]]
id = "bounty"
name = "Bomb bounty"
on = "creature_died"
count = 1
rewards = [
  { give_item = "gifts:potion" },
  { give_item = "gifts:water", count = 2 },
  { give_item = "core:gold", count = 30 },
  { take_item = "gifts:letter" },
]

[[abilities]]
id = "execute"
name = "Execute"
condition = [{ health_below = 0.5, of = "target" }]
actions = [{ damage = 30 }]

[[creatures]]
id = "headsman"
name = "Captain Varro"
symbol = { char = "V" }
attributes = { max_health = 50 }
abilities = ["gifts:execute"]
ai = [{ ability = "gifts:execute", condition = [{ health_below = 0.5, of = "target" }] }, { ability = "core:attack" }]
`,
};

const BALANCE = `currency = "core:gold"`;

function gifts(creatures: string[]) {
  return arena(creatures, { balance: BALANCE, extra: { gifts: GIFTS } });
}

const attack = { kind: "use_ability" as const, ability: "core:attack", target: 0 };

describe("every item the hero is given or gives up is on the log", () => {
  it("a quest's rewards: each item and the gold received, the item handed over", () => {
    const { game, registries, state, enter } = gifts(["arena:bomb"]);
    state.quests["gifts:bounty"] = { state: "active", progress: 0 };
    state.player.inventory.push({ uid: 80, def: "gifts:letter", affixes: [], count: 1 });
    enter();
    const out = game.execute(attack, registries).messages;
    const done = out.indexOf("Quest done: Bomb bounty 1/1.");
    expect(done).toBeGreaterThanOrEqual(0);
    expect(out.slice(done + 1, done + 5)).toEqual([
      "You receive a greater healing potion.",
      "You receive 2 holy waters.",
      "You receive 30 gold.",
      "You hand over a letter.",
    ]);
  });

  it("a worn item's trigger that hands the hero something", () => {
    const { game, registries, state, enter } = gifts(["arena:dummy"]);
    state.player.equipment["gifts:hand"] = { uid: 81, def: "gifts:glove", affixes: [], count: 1 };
    enter();
    expect(game.execute(attack, registries).messages).toContain("You receive a token.");
    expect(state.player.inventory.find((i) => i.def === "gifts:token")?.count).toBe(1);
  });
});

describe("every change of the hero's health is on the log", () => {
  it("the rise with max health on a level-up follows the level-up line", () => {
    const { game, registries, state, enter } = grown(["growth:rat"]);
    state.player.health = 30;
    enter();
    const out = game.execute(attack, registries).messages;
    expect(out.slice(out.indexOf("Level up! You are level 2."))).toEqual([
      "Level up! You are level 2.",
      "Your health rises with your max health (30 → 33).",
    ]);
    expect(state.player.health).toBe(33);
  });

  it("the fall when gear that raised max health comes off", () => {
    const { game, registries, state } = gifts([]);
    state.player.inventory.push({ uid: 82, def: "gifts:ring", affixes: [], count: 1 });
    expect(game.execute({ kind: "equip", item: 82 }, registries).messages).toEqual(["You put on the ring of oak (Hand)."]);
    state.player.health = 44;
    expect(game.execute({ kind: "unequip", slot: "gifts:hand" }, registries).messages).toEqual([
      "You take off the ring of oak and put it in your pack.",
      "Your health falls with your max health (44 → 40).",
    ]);
  });
});

describe("an announced move that can no longer be made", () => {
  it("is told as the enemy's lost moment, with the ability's name as written", () => {
    const { game, registries, state, enter } = gifts(["gifts:headsman"]);
    state.player.health = 15;
    enter();
    expect(state.enemies[0]!.intent?.ability).toBe("gifts:execute");
    state.player.health = 40;
    const out = game.execute({ kind: "rest" }, registries).messages;
    expect(out).toContain("Captain Varro readies Execute, but the moment has passed.");
    expect(state.player.health).toBe(40);
  });
});
