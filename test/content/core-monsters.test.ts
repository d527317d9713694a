import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { attribute, type Creature } from "../../src/game/index.js";
import { chooseIntent } from "../../src/game/rules/combat.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { Rng } from "../../src/lib/rng.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";
import { arenaIn } from "../helpers/arena.js";

let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);
const COMMON = ["core:attack", "core:flee"];
const GENERIC_TAGS = ["core:entrance", "core:stairs", "core:normal", "core:treasure", "core:boss", "core:merchant"];

/** The boss of floor `n`: the first creature of its required `core:boss_N` room. */
const bossRoomsOf = (r: Registries, n: number) => r.prefabs.withTag(`core:boss_${n}`);

/** A real game: a warrior west of a room holding `creatureId`, three steps from its door. */
function duel(r: Registries, creatureId: string, seed: string) {
  const { game, room, enter } = arenaIn(r, [creatureId], {
    seed,
    options: ["core:human", "core:warrior"],
    prefab: bossRoomsOf(r, 5)[0]!.id,
  });
  const boss = room.enemies[0]!; // the fight takes it out of the room
  enter();
  expect(game.state.combat, "the fight starts on the step into the room").toBeDefined();
  return { game, boss };
}

describe("core creatures", () => {
  it("has at least 25 creatures, each described, each with an ai of its own that uses its own abilities", () => {
    const r = core();
    const creatures = r.creatures.all();
    expect(creatures.length).toBeGreaterThanOrEqual(25);
    const signatures = new Set<string>();
    for (const c of creatures) {
      expect(c.description.length, `${c.id} description`).toBeGreaterThan(20);
      const own = c.ai.map((rule) => rule.ability).filter((a) => !COMMON.includes(a));
      expect(own.length, `${c.id} uses an ability of its own`).toBeGreaterThan(0);
      for (const a of own) expect(c.abilities, `${c.id} knows ${a}`).toContain(a);
      signatures.add(JSON.stringify([c.ai, c.triggers]));
    }
    expect(signatures.size, "no two creatures share an ai and triggers").toBe(creatures.length);
  });

  it("spawns on every floor some creatures that no other floor lists", () => {
    const floors = core().floors.all();
    for (const f of floors) {
      const elsewhere = new Set(floors.filter((o) => o !== f).flatMap((o) => o.creatures.map((c) => c.id)));
      const own = f.creatures.filter((c) => !elsewhere.has(c.id));
      expect(own.length, `floor ${f.number}'s own creatures`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("core bosses", () => {
  it("requires a boss room on every floor, and each holds a core:boss creature first", () => {
    const r = core();
    const bosses = new Set<string>();
    for (const f of r.floors.all()) {
      expect(f.required, `floor ${f.number}`).toContain(`core:boss_${f.number}`);
      const rooms = bossRoomsOf(r, f.number);
      expect(rooms.length, `boss rooms of floor ${f.number}`).toBeGreaterThan(0);
      for (const p of rooms) {
        const boss = r.creatures.get(p.creatures[0]!);
        expect(boss.tags, p.id).toContain("core:boss");
        expect(p.tags, p.id).toContain("core:boss");
        bosses.add(boss.id);
      }
    }
    expect(bosses.size, "a different boss on each floor").toBe(r.floors.size);
  });

  it("puts the floor's boss on every generated floor", () => {
    const r = core();
    for (const def of r.floors.all())
      for (let s = 1; s <= 20; s++) {
        const floor = generateFloor(r, def, `boss${s}`);
        const bosses = floor.rooms.flatMap((room) => room.enemies).filter((e) => r.creatures.get(e.def!).tags.includes("core:boss"));
        expect(bosses.length, `floor ${def.number} seed ${s}`).toBeGreaterThan(0);
      }
  });

  it("makes every boss announce something below half health that it never announces when unhurt", () => {
    const r = core();
    for (const f of r.floors.all()) {
      const bossId = bossRoomsOf(r, f.number)[0]!.creatures[0]!;
      const intents = (fraction: number) => {
        const seen = new Set<string>();
        for (let seed = 0; seed < 40; seed++) {
          const { game, boss } = duel(r, bossId, `i${seed}`);
          boss.health = Math.floor(attribute(boss, "max_health", r, game.state) * fraction);
          const ctx = { state: game.state, registries: r, rng: Rng.fromSeed(`i${seed}`), emit: () => {}, log: () => {} };
          const intent = chooseIntent(boss, ctx);
          if (intent) seen.add(intent.ability);
        }
        return seen;
      };
      const healthy = intents(1);
      const onlyWounded = [...intents(0.4)].filter((a) => !healthy.has(a));
      expect(onlyWounded.length, `${bossId}: abilities only below half`).toBeGreaterThan(0);
    }
  });

  it("floor 5's boss, hit below half in a real fight, turns Cornered once: stronger, tougher, faster, and its intents change", () => {
    const r = core();
    const bossId = bossRoomsOf(r, 5)[0]!.creatures[0]!;
    const above = new Set<string>();
    const below = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const { game, boss } = duel(r, bossId, `phase${seed}`);
      const numbers = (c: Creature) => ["strength", "armor", "initiative"].map((a) => attribute(c, a, r, game.state));
      // What Cornered itself adds: the boss against a copy of it without it (frenzy comes and goes besides).
      const fromCornered = () => {
        const without = numbers({ ...boss, modifiers: boss.modifiers.filter((m) => m.id !== "core:cornered") });
        return numbers(boss).map((v, i) => v - without[i]!);
      };
      const max = attribute(boss, "max_health", r, game.state);
      let first: { since?: number; remaining?: number } | undefined;
      let added: number[] | undefined;
      for (let turn = 0; turn < 80 && boss.health > 0 && !game.state.over; turn++) {
        game.state.player.health = attribute(game.state.player, "max_health", r, game.state); // the hero outlasts it
        // The ai follows health (a heal takes it back to phase one); the numbers stay.
        if (boss.intent) (boss.health < max / 2 ? below : above).add(boss.intent.ability);
        game.execute({ kind: "use_ability", ability: "core:attack", target: 0 }, r);
        const on = boss.modifiers.filter((m) => m.id === "core:cornered");
        expect(on.length, "never stacks").toBeLessThanOrEqual(1);
        if (!first) {
          expect(on.length, "on exactly when the boss first drops below half").toBe(boss.health < max / 2 && boss.health > 0 ? 1 : 0);
          if (on[0]) [first, added] = [{ ...on[0] }, fromCornered()];
        } else if (boss.health > 0) {
          // Never put on again: the same application, lasting with no count, adding the same numbers.
          expect(on[0]?.since, "applied once").toBe(first.since);
          expect(on[0]!.remaining, "permanent: nothing counts it down").toBeUndefined();
          expect(fromCornered()).toEqual(added);
        }
      }
      expect(boss.health, `seed ${seed}: the boss died`).toBeLessThanOrEqual(0);
      expect(added, "the boss was hurt below half").toBeDefined();
      for (const [i, v] of added!.entries()) expect(v, ["strength", "armor", "initiative"][i]).toBeGreaterThan(0);
      const said = game.state.log.filter((l) => l.includes(r.modifiers.get("core:cornered").name));
      expect(said.length, "logged once").toBe(1);
      expect(said[0], "a phase for the rest of the fight reads as such").toMatch(/ for good\.$/);
    }
    expect([...below].filter((a) => !above.has(a)).length, `phase two: ${[...below]} vs ${[...above]}`).toBeGreaterThan(0);
    expect([...above].filter((a) => !below.has(a)).length, `phase one only: ${[...above]} vs ${[...below]}`).toBeGreaterThan(0);
  });
});

describe("core prefabs", () => {
  it("has at least 40, every tag a floor asks for exists, and each floor has a theme of 5+ rooms of its own", () => {
    const r = core();
    expect(r.prefabs.size).toBeGreaterThanOrEqual(40);
    const themes = new Set<string>();
    for (const f of r.floors.all()) {
      for (const tag of [...f.required, ...f.prefabs.map((p) => p.tag)])
        expect(r.prefabs.withTag(tag).length, `floor ${f.number}: ${tag}`).toBeGreaterThan(0);
      const theme = f.prefabs.map((p) => p.tag).filter((t) => !GENERIC_TAGS.includes(t));
      expect(theme.length, `floor ${f.number} has a theme`).toBe(1);
      expect(r.prefabs.withTag(theme[0]!).length, theme[0]).toBeGreaterThanOrEqual(5);
      themes.add(theme[0]!);
    }
    expect(themes.size, "a different theme on each floor").toBe(r.floors.size);
  });
});
