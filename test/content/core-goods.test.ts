import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, Game } from "../../src/game/index.js";
import { addItem } from "../../src/game/inventory.js";
import { dialogOptions, questLog } from "../../src/game/queries/index.js";
import type { Floor } from "../../src/game/state.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { pictured } from "../helpers/scenario.js";

// Core's goods as a player meets them: enough gear to choose from in every slot, potions
// for sale on every floor, someone with a job on every floor, and quests that can be done
// with the creatures and items the keep holds. Read from core as it loads.

let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);
const HERO = ["core:human", "core:warrior"];
const SEEDS = Array.from({ length: 20 }, (_, i) => String(i + 1));
const floors = (r: Registries) => r.floors.all().sort((a, b) => a.number - b.number);

/** A new hero's game that starts on floor `number` of core, as seed `seed` builds it. */
function gameOn(number: number, seed: string): Game {
  const r = core();
  const def = floors(r).find((f) => f.number === number)!;
  const game = createGame(r, { seed, name: "Ada", options: HERO }, { buildFloor: (reg) => generateFloor(reg, def, seed) });
  if (!(game instanceof Game)) throw new Error(game.error);
  return game;
}

/** A real draught: heals the drinker by ten or more (an antidote's sip of health does not count). */
const heals = (r: Registries, def: string) => r.items.get(def).actions.some((a) => (a.heal ?? 0) >= 10 && (a.to ?? "self") === "self");
const carried = (game: Game, def: string) => game.state.player.inventory.filter((i) => i.def === def).reduce((n, i) => n + i.count, 0);

describe("core goods", () => {
  it("has 60 or more items, and two or more to choose from in every slot at every grade of gear", () => {
    const r = core();
    expect(r.items.ids().length).toBeGreaterThanOrEqual(60);
    for (const grade of ["core:common_gear", "core:fine_gear", "core:rare_gear"]) {
      const items = r.loot_tables.get(grade).entries.flatMap((e) => (e.item ? [r.items.get(e.item)] : []));
      for (const slot of r.slots.ids()) expect(items.filter((i) => i.slot === slot).length, `${grade} ${slot}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("has 15 or more affixes, each in three tiers", () => {
    const affixes = core().affixes.all();
    expect(affixes.length).toBeGreaterThanOrEqual(15);
    for (const a of affixes) expect(a.tiers.length, a.id).toBe(3);
  });

  it("describes every item, quest and NPC in words, and gives every NPC something to say", () => {
    const r = core();
    for (const e of [...r.items.all(), ...r.quests.all(), ...r.npcs.all()]) expect(e.description.length, e.id).toBeGreaterThan(20);
    for (const n of r.npcs.all()) expect(n.dialog.length, n.id).toBeGreaterThanOrEqual(2);
  });

  it("sells a healing draught on every floor of every seed", () => {
    const r = core();
    for (const seed of SEEDS) {
      for (const def of floors(r)) {
        const stock = generateFloor(r, def, seed).rooms.flatMap((room) => room.npcs.flatMap((n) => n.stock ?? []));
        expect(
          stock.some((g) => heals(r, g.def)),
          `floor ${def.number}, seed ${seed}`,
        ).toBe(true);
      }
    }
  });

  it("has someone on every floor of every seed who gives a new hero a quest, in a room the floor requires", () => {
    const r = core();
    for (const def of floors(r)) {
      for (const seed of SEEDS.slice(0, 8)) {
        const game = gameOn(def.number, seed);
        const required = (prefab: string) => r.prefabs.get(prefab).tags.some((t) => def.required.includes(t));
        const spots = game.state.floor.rooms.filter((room) => required(room.prefab)).flatMap((room) => room.npcs);
        const taken = spots.some((spot) => {
          game.state.player.pos = [...spot.pos]; // stand where the generator guarantees a way to
          if (game.execute({ kind: "talk" }, r).kind !== "turn_passed") return false;
          const offer = dialogOptions(game.state, r).find((o) => o.option.actions.some((a) => a.start_quest));
          if (offer) game.execute({ kind: "choose_dialog", option: offer.number }, r);
          else game.execute({ kind: "leave" }, r);
          return questLog(game.state, r).some((q) => q.state === "active");
        });
        expect(taken, `floor ${def.number}, seed ${seed}`).toBe(true);
      }
    }
  });

  it("has 8 or more quests, each started by someone's dialog or another quest's reward", () => {
    const r = core();
    const quests = r.quests.all();
    expect(quests.length).toBeGreaterThanOrEqual(8);
    const starts = new Set(
      [...r.npcs.all().flatMap((n) => n.dialog.flatMap((o) => o.actions)), ...quests.flatMap((q) => q.rewards)].flatMap((a) =>
        a.start_quest ? [a.start_quest] : [],
      ),
    );
    expect(quests.map((q) => q.id).filter((id) => !starts.has(id))).toEqual([]);
    expect(quests.some((q) => q.rewards.some((a) => a.start_quest))).toBe(true);
  });

  it("asks only for what the keep holds: creatures that live on a floor, tags they carry, items they drop", () => {
    const r = core();
    const bosses = r.creatures
      .all()
      .filter((c) => c.tags.includes("core:boss"))
      .map((c) => c.id);
    const living = new Set([...r.floors.all().flatMap((f) => f.creatures.map((c) => c.id)), ...bosses]);
    const tags = new Set([...living].flatMap((id) => r.creatures.get(id).tags));
    const dropped = new Set(
      [...living].flatMap((id) => {
        const loot = r.creatures.get(id).loot;
        return loot ? r.loot_tables.get(loot).entries.flatMap((e) => (e.item ? [e.item] : [])) : [];
      }),
    );
    const checked = new Set<string>();
    for (const q of r.quests.all()) {
      for (const c of q.condition) {
        if (c.creature) {
          checked.add("creature");
          expect(living.has(c.creature), `${q.id}: ${c.creature}`).toBe(true);
        }
        if (c.has_tag && c.of === "target") {
          checked.add("has_tag");
          expect(tags.has(c.has_tag), `${q.id}: ${c.has_tag}`).toBe(true);
        }
        if (c.has_item) {
          checked.add("has_item");
          expect(dropped.has(c.has_item), `${q.id}: ${c.has_item}`).toBe(true);
        }
      }
    }
    // Each kind of ask was looked at: a renamed condition field would otherwise pass unseen.
    expect([...checked].sort()).toEqual(["creature", "has_item", "has_tag"]);
  });
});

/** A corridor, a room with a rat, a corridor, a room with a spider: a core hero walks in from the west. */
function ratThenSpider() {
  const r = core();
  const { build } = pictured(["  #####   #####", "@.+.e.+...+.e.#", "  #####   #####"], "core:rat");
  const floor = (reg: Registries, n: number, seed: string): Floor => {
    const f = build(reg, n, seed)!;
    const spiders = f.rooms[1]!;
    spiders.enemies = [spawnCreature(reg.creatures.get("core:spider"), "s1", spiders.enemies[0]!.pos)];
    return f;
  };
  const game = createGame(r, { seed: "chain", name: "Ada", options: HERO }, { buildFloor: floor });
  if (!(game instanceof Game)) throw new Error(game.error);
  const fightEast = () => {
    const said: string[] = [];
    while (!game.state.combat) said.push(...game.execute({ kind: "move", dir: "e" }, r).messages);
    while (game.state.combat) said.push(...game.execute({ kind: "use_ability", ability: "core:attack", target: 0 }, r).messages);
    return said;
  };
  return { game, r, fightEast };
}

describe("core quests in play", () => {
  it("Old Pell's chain: the rat that finishes Rat catcher starts Web cutter, and only a spider after it counts", () => {
    const { game, r, fightEast } = ratThenSpider();
    game.state.quests["core:rat_catcher"] = { state: "active", progress: 4 }; // four rats into the quest, as a save holds it
    const rat = fightEast();
    expect(rat).toContain("Quest done: Rat catcher 5/5.");
    expect(questLog(game.state, r).map((q) => [q.id, q.state, q.line])).toEqual([
      ["core:web_cutter", "active", "Web cutter 0/3"],
      ["core:rat_catcher", "completed", "Rat catcher 5/5"],
    ]);
    expect(fightEast()).toContain("Quest: Web cutter 1/3.");
  });

  it("Silk for Snikket: taken in dialog, done when the hero comes back with silk, which it takes", () => {
    const r = core();
    const { build, spots } = pictured(["#######", "#@.1..#", "#######"]);
    const floor = (reg: Registries, n: number, seed: string): Floor => {
      const f = build(reg, n, seed)!;
      f.rooms[0]!.npcs.push({ id: "core:goblin_trader", pos: spots["1"]! });
      return f;
    };
    const game = createGame(r, { seed: "silk", name: "Ada", options: HERO }, { buildFloor: floor });
    if (!(game instanceof Game)) throw new Error(game.error);
    const talk = () => game.execute({ kind: "talk" }, r);
    const choose = (text: string) =>
      game.execute({ kind: "choose_dialog", option: dialogOptions(game.state, r).find((o) => o.text.startsWith(text))!.number }, r);
    game.execute({ kind: "move", dir: "e" }, r);
    game.execute({ kind: "move", dir: "e" }, r);
    talk();
    choose("You look a little threadbare");
    expect(game.state.quests["core:silk_for_snikket"]).toEqual({ state: "active", progress: 0 });
    game.execute({ kind: "leave" }, r);
    talk(); // no silk yet: nothing happens
    expect(game.state.quests["core:silk_for_snikket"]!.state).toBe("active");
    expect(dialogOptions(game.state, r).map((o) => o.text)).toContain("I am still looking for spider silk.");
    game.execute({ kind: "leave" }, r);
    addItem(game.state, game.state.player.inventory, { def: "core:spider_silk", affixes: [], count: 2 }, r);
    const gold = carried(game, "core:gold");
    expect(talk().messages).toContain("Quest done: Silk for Snikket 1/1.");
    expect(carried(game, "core:spider_silk")).toBe(1);
    expect(carried(game, "core:gold")).toBe(gold + 25);
    expect(carried(game, "core:firebomb")).toBe(2);
    expect(dialogOptions(game.state, r).some((o) => o.text.includes("silk") || o.text.includes("threadbare"))).toBe(false);
  });
});
