import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { createGame, Game } from "../../src/game/index.js";
import { chooseIntent } from "../../src/game/rules/combat.js";
import { Rng } from "../../src/lib/rng.js";
import { spawnCreature } from "../../src/gen/populate.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { drawnFloor } from "../helpers/scenario.js";

let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);

describe("core combat content", () => {
  it("has at least 12 creatures, 10 abilities and 6 named modifiers", () => {
    const r = core();
    expect(r.creatures.size).toBeGreaterThanOrEqual(12);
    expect(r.abilities.size).toBeGreaterThanOrEqual(10);
    expect(r.modifiers.size).toBeGreaterThanOrEqual(6);
  });

  it("gives each class abilities of its own", () => {
    const classes = core()
      .options.all()
      .filter((o) => o.category === "core:class");
    const sets = classes.map((c) => c.abilities.join(","));
    expect(new Set(sets).size).toBe(classes.length);
    for (const c of classes) expect(c.abilities.length, c.id).toBeGreaterThan(0);
  });

  it("every creature has an ai and ai rules that can be chosen, ending in one that always can", () => {
    const r = core();
    for (const c of r.creatures.all()) {
      const last = c.ai.at(-1)!;
      expect(last.condition, `${c.id}: last ai rule`).toEqual([]);
    }
  });

  it("puts a boss in every floor-5 boss room, and the boss changes its behaviour below half health", () => {
    const r = core();
    const bossRooms = r.prefabs.withTag("core:boss");
    expect(bossRooms.length).toBeGreaterThan(0);
    for (const p of bossRooms) expect(r.creatures.get(p.creatures[0]!).tags).toContain("core:boss");

    const bossId = bossRooms[0]!.creatures[0]!;
    const hero = r.options
      .all()
      .filter((o, i, all) => all.findIndex((x) => x.category === o.category) === i)
      .map((o) => o.id);
    const intents = (fraction: number) => {
      const seen = new Set<string>();
      for (let seed = 0; seed < 60; seed++) {
        const game = createGame(r, { seed: `b${seed}`, name: "H", options: hero }, { buildFloor: drawnFloor(["#####", "#@..#", "#####"]) });
        if (!(game instanceof Game)) throw new Error(game.error);
        const boss = spawnCreature(r.creatures.get(bossId), "boss", [2, 1]);
        boss.health = Math.floor((boss.base.max_health ?? 1) * fraction);
        game.state.enemies = [boss];
        const ctx = { state: game.state, registries: r, rng: Rng.fromSeed(`i${seed}`), emit: () => {}, log: () => {} };
        const intent = chooseIntent(boss, ctx);
        if (intent) seen.add(intent.ability);
      }
      return seen;
    };
    const healthy = intents(1);
    const wounded = intents(0.4);
    const onlyWounded = [...wounded].filter((a) => !healthy.has(a));
    expect(onlyWounded.length, `abilities only below half: ${[...wounded].join(", ")} vs ${[...healthy].join(", ")}`).toBeGreaterThan(0);
  });
});
