import { describe, expect, it } from "vitest";
import { attribute } from "../../src/game/attributes.js";
import { abilitiesOf } from "../../src/game/rules/abilities.js";
import { conditionsHold } from "../../src/game/rules/conditions.js";
import { Rng } from "../../src/lib/rng.js";
import type { Creature } from "../../src/game/state.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { arena } from "../helpers/arena.js";
import { manifest } from "../helpers/fixture-mods.js";

/**
 * Every kind of source a creature can carry, each marking what it gives: a luck bit (so
 * the sum shows which sources reached the attribute), a tag, an ability and a trigger
 * that hands its carrier a mark item at the end of the turn. A source whose schema has no
 * such field says so with `false`: the table is the contract of the one walker.
 */
const SOURCES = [
  { source: "option", luck: 1, tag: true, ability: true, trigger: true },
  { source: "item", luck: 2, tag: true, ability: true, trigger: true },
  { source: "affix", luck: 4, tag: false, ability: false, trigger: false },
  { source: "modifier", luck: 8, tag: true, ability: false, trigger: true },
  { source: "room", luck: 0, tag: false, ability: false, trigger: true },
  { source: "aura", luck: 16, tag: false, ability: false, trigger: false },
  { source: "definition", luck: 0, tag: true, ability: true, trigger: true },
] as const;

const marks = SOURCES.map(
  (s) => `[[items]]\nid = "mark_${s.source}"\nname = "Mark of the ${s.source}"\nsymbol = { char = "m" }\nstackable = true\n`,
).join("\n");
const mark = (source: string) => `[{ on = "turn_ended", actions = [{ give_item = "walk:mark_${source}" }] }]`;
const ability = (source: string) =>
  `[[abilities]]\nid = "${source}_ab"\nname = "${source} ability"\ntarget = "self"\nactions = [{ heal = 1 }]\n`;

const WALK = {
  "manifest.toml": manifest("walk", ["arena"]),
  "walk.toml": `${marks}
${["option", "item", "definition"].map(ability).join("\n")}
[[option_categories]]
id = "sign"
name = "Sign"

[[options]]
id = "star"
category = "walk:sign"
name = "Star"
modifiers = [{ attribute = "luck", flat = 1 }]
tags = ["walk:option"]
abilities = ["walk:option_ab"]
triggers = ${mark("option")}

[[items]]
id = "charm"
name = "Charm"
symbol = { char = "*" }
slot = "core:main_hand"
modifiers = [{ attribute = "luck", flat = 2 }]
tags = ["walk:item"]
abilities = ["walk:item_ab"]
triggers = ${mark("item")}

[[affixes]]
id = "lucky"
name = "Lucky"
tiers = [{ modifiers = [{ attribute = "luck", flat = 4 }] }]

[[modifiers]]
id = "blessing"
name = "Blessing"
duration = 10
modifiers = [{ attribute = "luck", flat = 8 }]
tags = ["walk:modifier"]
triggers = ${mark("modifier")}

[[prefabs]]
id = "shrine"
layout = """
#####
+...#
#####
"""
triggers = ${mark("room")}

[[creatures]]
id = "totem"
name = "Totem"
symbol = { char = "T" }
attributes = { max_health = 1000 }
tags = ["walk:definition"]
abilities = ["walk:definition_ab"]
triggers = ${mark("definition")}
auras = [{ affects = "enemies", modifiers = [{ attribute = "luck", flat = 16 }] }]
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "herald"
name = "Herald"
symbol = { char = "h" }
attributes = { max_health = 50 }
auras = [{ affects = "allies", modifiers = [{ attribute = "max_health", flat = 40 }] }]
ai = [{ ability = "core:attack" }]

[[creatures]]
id = "bulwark"
name = "Bulwark"
symbol = { char = "B" }
attributes = { max_health = 40 }
abilities = ["walk:definition_ab"]
ai = [{ condition = [{ health_below = 0.5 }], ability = "walk:definition_ab" }, { ability = "core:attack" }]
`,
};

/** The hero carrying one of every source, in a fight with a totem, in the shrine. */
function walkedFight() {
  const a = arena(["walk:totem"], { options: ["arena:fighter", "walk:star"], extra: { walk: WALK } });
  a.room.prefab = "walk:shrine";
  const hero = a.state.player;
  hero.equipment["core:main_hand"] = { uid: 900, def: "walk:charm", affixes: [{ id: "walk:lucky", tier: 1 }], count: 1 };
  hero.modifiers.push({ id: "walk:blessing", remaining: 10 });
  a.enter();
  return a;
}

const holds = (a: ReturnType<typeof walkedFight>, who: Creature, tag: string) =>
  conditionsHold([{ has_tag: tag, not: false }], { state: a.state, registries: a.registries, rng: Rng.fromSeed("t"), self: who });

describe("one walker over everything a creature carries", () => {
  const a = walkedFight();
  const hero = a.state.player;
  const totem = a.state.enemies[0]!;
  a.game.execute({ kind: "rest" }, a.registries);
  const carrierOf = (source: string) => (source === "definition" ? totem : hero);

  it.each(SOURCES)("$source reaches every consumer it can feed", (row) => {
    const who = carrierOf(row.source);
    const luck = attribute(who, "luck", a.registries, a.state);
    if (row.luck) expect(luck & row.luck).toBe(row.luck);
    expect(holds(a, who, `walk:${row.source}`)).toBe(row.tag);
    expect(abilitiesOf(who, a).includes(`walk:${row.source}_ab`)).toBe(row.ability);
    expect(who.inventory.some((i) => i.def === `walk:mark_${row.source}`)).toBe(row.trigger);
  });

  it("sums to exactly the sources the hero carries (nothing counted twice)", () => {
    expect(attribute(hero, "luck", a.registries, a.state)).toBe(1 + 2 + 4 + 8 + 16);
  });

  it("the room's triggers act through whoever stands in it, the enemies too", () => {
    expect(totem.inventory.some((i) => i.def === "walk:mark_room")).toBe(true);
  });

  it("health_below counts an ally's aura: 30 of 80 is below half, 30 of 40 is not", () => {
    const b = arena(["walk:bulwark", "walk:herald"], { options: ["arena:fighter", "walk:star"], extra: { walk: WALK } });
    b.room.enemies[0]!.health = 30;
    b.enter();
    const [bulwark] = b.state.enemies;
    expect(attribute(bulwark!, "max_health", b.registries, b.state)).toBe(80);
    expect(bulwark!.intent?.ability).toBe("walk:definition_ab");
    const alone = arena(["walk:bulwark"], { options: ["arena:fighter", "walk:star"], extra: { walk: WALK } });
    alone.room.enemies = [spawnCreature(alone.registries.creatures.get("walk:bulwark"), "e1", [6, 1])];
    alone.room.enemies[0]!.health = 30;
    alone.room.cleared = false;
    alone.enter();
    expect(alone.state.enemies[0]!.intent?.ability).toBe("core:attack");
  });
});
