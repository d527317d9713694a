import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createGame, Game } from "../../src/game/index.js";
import { REPO } from "../helpers/cli.js";
import { coreAndFrost, loadOk, makeProfile, tempDir } from "../helpers/profile.js";
import { drawnFloor, drawnRoom } from "../helpers/scenario.js";

const ROOM = drawnFloor(["#####", "#...#", "#.@.#", "#...#", "#####"]);

/** A fixture mod with one race, one class and a ring, each touching strength. */
const FIXTURE = coreAndFrost({
  "hero.toml": `[[option_categories]]
id = "race"
name = "Race"

[[option_categories]]
id = "class"
name = "Class"

[[options]]
id = "giant"
category = "frost:race"
name = "Giant"
modifiers = [{ attribute = "strength", flat = 4 }, { attribute = "max_health", percent = 50 }]

[[options]]
id = "brute"
category = "frost:class"
name = "Brute"
modifiers = [{ attribute = "strength", percent = 10 }]
on_create = [{ give_item = "frost:ring" }, { give_item = "core:gold", count = 7 }, { give_item = "core:gold", count = 3 }]

[[items]]
id = "ring"
name = "Ring of might"
symbol = { char = "=" }
slot = "core:main_hand"
modifiers = [{ attribute = "strength", flat = 2 }, { attribute = "strength", percent = 20 }, { attribute = "armor", flat = 0.1 }]

[[modifiers]]
id = "enraged"
name = "Enraged"
duration = 3
modifiers = [{ attribute = "strength", flat = 4 }]

[balance]
hero_base_stats = 10
hero_max_health = 20
`,
});

function fixtureGame() {
  const { registries } = loadOk(makeProfile(FIXTURE));
  const game = createGame(registries, { seed: "s1", name: "Ada", options: ["frost:giant", "frost:brute"] }, { buildFloor: ROOM });
  if (!(game instanceof Game)) throw new Error(game.error);
  return { game, registries };
}

describe("attributes", () => {
  it("stack flat and percent from options, equipment and named modifiers", () => {
    const { game, registries } = fixtureGame();
    const hero = game.state.player;
    // The ring is starting gear, worn from the start: (10 + 4 + 2) × (1 + 10% + 20%) = 20.8
    expect(game.attribute(hero, "strength", registries)).toBeCloseTo(20.8);
    // In the pack it does nothing. Options only: (10 + 4) × (1 + 10%) = 15.4
    hero.inventory.push(hero.equipment["core:main_hand"]!);
    delete hero.equipment["core:main_hand"];
    expect(game.attribute(hero, "strength", registries)).toBeCloseTo(15.4);
    hero.equipment["core:main_hand"] = hero.inventory.find((i) => i.def === "frost:ring")!;
    hero.modifiers.push({ id: "frost:enraged", remaining: 3 });
    // (10 + 4 + 2 + 4) × (1 + 10% + 20%) = 26
    expect(game.attribute(hero, "strength", registries)).toBeCloseTo(26);
    expect(game.attribute(hero, "resistance.physical", registries)).toBeCloseTo(0.1);
    expect(game.attribute(hero, "armor", registries)).toBeCloseTo(0.1);
  });

  it("start the hero at full health computed from them", () => {
    const { game } = fixtureGame();
    expect(game.state.player.health).toBe(30);
  });
});

describe("character creation", () => {
  it("runs on_create: starting gear lands in the pack, gold stacks, and what has a free slot is worn", () => {
    const { game } = fixtureGame();
    expect(game.state.player.inventory).toEqual([{ uid: 2, def: "core:gold", affixes: [], count: 10 }]);
    expect(game.state.player.equipment).toEqual({ "core:main_hand": { uid: 1, def: "frost:ring", affixes: [], count: 1 } });
  });

  it("refuses choices that do not fill every category", () => {
    const { registries } = loadOk(makeProfile(FIXTURE));
    const r = createGame(registries, { seed: "s", name: "A", options: ["frost:giant"] }, { buildFloor: ROOM });
    expect(r).toEqual({ error: "Class: pick 1, got 0" });
  });

  it("gives every core class its gear, in the pack or worn", () => {
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    const race = registries.options.all().find((o) => o.category === "core:race")!;
    for (const cls of registries.options.all().filter((o) => o.category === "core:class")) {
      const game = createGame(registries, { seed: "x", name: "T", options: [race.id, cls.id] }, { buildFloor: ROOM });
      if (!(game instanceof Game)) throw new Error(game.error);
      const gifts = cls.on_create.flatMap((a) => (a.give_item ? [a.give_item] : []));
      const has = [...game.state.player.inventory, ...Object.values(game.state.player.equipment)];
      for (const id of gifts)
        expect(
          has.some((i) => i.def === id),
          `${cls.id} → ${id}`,
        ).toBe(true);
    }
  });
});

describe("moving", () => {
  it("a step onto floor passes a turn", () => {
    const { game, registries } = fixtureGame();
    const out = game.execute({ kind: "move", dir: "ne" }, registries);
    expect(out.kind).toBe("turn_passed");
    expect(game.state.player.pos).toEqual([3, 1]);
    expect(game.state.turn).toBe(1);
  });

  it("a wall refuses the step at no cost: no turn, no position change, no randomness used", () => {
    const { game, registries } = fixtureGame();
    game.execute({ kind: "move", dir: "n" }, registries);
    const before = JSON.stringify(game.state);
    const out = game.execute({ kind: "move", dir: "n" }, registries);
    expect(out).toEqual({
      kind: "rejected",
      reason: "A wall blocks the way.",
      events: [],
      messages: [],
      changes: { modeBefore: "exploring", modeAfter: "exploring", newlyInSight: 0, questsMoved: false },
    });
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it("entering a room from outside fires room_entered with the prefab", () => {
    const { registries } = loadOk(makeProfile(FIXTURE));
    const corridor = drawnFloor(["#######", "#@.+..#", "#######"], [drawnRoom("test:vault", 4, 0, 3, 3)]);
    const game = createGame(registries, { seed: "s", name: "A", options: ["frost:giant", "frost:brute"] }, { buildFloor: corridor });
    if (!(game instanceof Game)) throw new Error(game.error);
    game.execute({ kind: "move", dir: "e" }, registries);
    game.execute({ kind: "move", dir: "e" }, registries);
    const out = game.execute({ kind: "move", dir: "e" }, registries);
    expect(out.events.map((e) => e.type)).toEqual(["turn_started", "room_entered", "turn_ended"]);
    expect(out.events[1]?.data).toEqual({ prefab: "test:vault" });
  });
});
