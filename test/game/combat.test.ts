import { describe, expect, it } from "vitest";
import { arena } from "../helpers/arena.js";

const attack = (target = 0) => ({ kind: "use_ability" as const, ability: "core:attack", target });
const use = (ability: string, target = 0) => ({ kind: "use_ability" as const, ability, target });

describe("starting a fight", () => {
  it("moves the room's enemies into the game (the same objects; the room's list is empty) and announces intents", () => {
    const { game, registries, state, room, enter } = arena(["arena:dummy", "arena:dummy"]);
    const before = [...room.enemies];
    enter();
    expect(state.combat).toBeDefined();
    expect(room.enemies).toEqual([]);
    expect(state.enemies[0]).toBe(before[0]);
    expect(state.enemies[1]).toBe(before[1]);
    expect(state.enemies.map((e) => e.intent)).toEqual([
      { ability: "core:attack", target: "hero" },
      { ability: "core:attack", target: "hero" },
    ]);
    expect(game.execute({ kind: "move", dir: "w" }, registries)).toMatchObject({ kind: "rejected" });
  });
});

describe("the hit formula, reached through a real attack", () => {
  it("clamped to 0 every attack misses and deals nothing", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "hit_min = 0\nhit_max = 0" });
    enter();
    const out = game.execute(attack(), registries);
    expect(out.messages).toContain("Your Attack misses Dummy.");
    expect(out.events.map((e) => e.type)).not.toContain("attack_hit");
    expect(state.enemies[0]!.health).toBe(30);
  });

  it("at even odds, a seeded run misses on some seeds and hits on others, and only hits deal damage", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 20 && seen.size < 2; seed++) {
      const { game, registries, state, enter } = arena(["arena:dummy"], {
        seed: `s${seed}`,
        balance: "hit_min = 0\nhit_max = 1\nhit_base = 0.5",
      });
      enter();
      const out = game.execute(attack(), registries);
      const hit = out.events.some((e) => e.type === "attack_hit" && e.source === "hero");
      expect(state.enemies[0]!.health).toBe(hit ? 30 - 12 : 30);
      seen.add(hit ? "hit" : "miss");
    }
    expect([...seen].sort()).toEqual(["hit", "miss"]);
  });

  it("a hit does 2 + strength, and a crit multiplies it", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "crit_chance_base = 1\ncrit_multiplier_base = 2" });
    enter();
    const out = game.execute(attack(), registries);
    expect(state.enemies[0]!.health).toBe(30 - 24);
    expect(out.messages).toContain("Your Attack hits Dummy for 24 (30 → 6), a critical hit.");
  });
});

describe("resistance", () => {
  it("is clamped at 0.8 (never immunity) and at −1.0 (double damage)", () => {
    const { game, registries, state, enter } = arena(["arena:salamander", "arena:tinder"]);
    enter();
    game.execute(use("arena:firebolt", 0), registries);
    game.execute(use("arena:firebolt", 1), registries);
    expect(100 - state.enemies[0]!.health).toBe(2);
    expect(100 - state.enemies[1]!.health).toBe(20);
  });
});

describe("minimum damage", () => {
  it("mitigated damage is never below the balance's minimum", () => {
    const { game, registries, state, enter } = arena(["arena:salamander"]);
    enter();
    game.execute(use("arena:spark"), registries);
    expect(100 - state.enemies[0]!.health).toBe(1);
  });
});

describe("auras", () => {
  it("live on their carrier and act on its enemies and its allies, never on itself", () => {
    const { game, registries, state, enter } = arena(["arena:banner", "arena:dummy"]);
    enter();
    const [banner, dummy] = state.enemies;
    expect(game.attribute(state.player, "accuracy", registries)).toBe(-3);
    expect(game.attribute(dummy!, "armor", registries)).toBe(0.5);
    expect(game.attribute(banner!, "armor", registries)).toBe(0);
    expect(game.attribute(banner!, "accuracy", registries)).toBe(0);
  });
});

describe("named modifiers", () => {
  it("poison ticks through its turn_started trigger, then wears off", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "hit_min = 1" });
    enter();
    game.execute(use("arena:envenom"), registries);
    const dummy = state.enemies[0]!;
    // Put on this turn: no tick yet, and its duration has not started counting.
    expect(dummy.health).toBe(30);
    expect(dummy.modifiers).toMatchObject([{ id: "arena:poisoned", remaining: 3 }]);
    const healths: number[] = [];
    for (let i = 0; i < 5; i++) {
      game.execute({ kind: "rest" }, registries);
      healths.push(dummy.health);
    }
    // Duration 3: three ticks of 2, then it is gone.
    expect(healths).toEqual([28, 26, 24, 24, 24]);
    expect(dummy.modifiers).toEqual([]);
  });
});

describe("the event queue", () => {
  it("is first in, first out: a trigger's event comes after everything queued before it", () => {
    const { game, registries, enter } = arena(["arena:thorn"], { balance: "events_per_turn = 100" });
    enter();
    const out = game.execute(attack(), registries);
    const order = out.events.map((e) => `${e.type}:${e.target}`);
    expect(order.slice(0, 6)).toEqual([
      "turn_started:hero",
      "turn_started:e1",
      "ability_used:e1",
      "attack_hit:e1",
      "damage_taken:e1",
      // The thorn's answer to the hero's hit is queued behind the rest of the turn.
      "ability_used:hero",
    ]);
    // The reflected damage (the last hit on the hero) was queued while draining, after the turn's end.
    expect(order.lastIndexOf("damage_taken:hero")).toBeGreaterThan(order.indexOf("turn_ended:e1"));
  });

  it("a trigger chain that loops stops at the cap, with one log line", () => {
    const spiky = {
      spiky: {
        "manifest.toml": 'id = "spiky"\nname = "s"\nversion = "1"\ndepends = ["arena"]\n',
        "s.toml": `[[options]]\noverrides = "arena:fighter"\ncategory = "arena:kind"\nname = "Fighter"\ntriggers = [{ on = "damage_taken", actions = [{ damage = 1, to = "target" }] }]\n`,
      },
    };
    const { game, registries, state, enter } = arena(["arena:thorn"], { extra: spiky, balance: "events_per_turn = 40" });
    state.player.health = 1000;
    state.player.base.max_health = 1000;
    enter();
    const out = game.execute(attack(), registries);
    expect(out.kind).toBe("turn_passed");
    expect(out.events).toHaveLength(40);
    expect(out.messages.filter((m) => m.includes("were dropped: the limit is 40"))).toHaveLength(1);
  });
});

describe("the end of a turn", () => {
  it("removes the dead only after the queue has drained: a death trigger still fires", () => {
    const { game, registries, state, enter } = arena(["arena:bomb"]);
    enter();
    const before = state.player.health;
    const out = game.execute(attack(), registries);
    expect(out.events.map((e) => e.type)).toContain("creature_died");
    expect(state.player.health).toBe(before - 3);
    expect(state.enemies).toEqual([]);
    expect(state.combat).toBeUndefined();
    expect(out.events.map((e) => e.type)).toContain("combat_ended");
  });

  it("a flee that succeeds before later enemies act ends the fight and the turn cleanly", () => {
    const { game, registries, state, room, enter } = arena(["arena:dummy", "arena:dummy"]);
    enter();
    const health = state.player.health;
    const out = game.execute(use("arena:flee"), registries);
    expect(out.kind).toBe("turn_passed");
    expect(state.combat).toBeUndefined();
    expect(state.enemies).toEqual([]);
    expect(room.enemies).toHaveLength(2);
    expect(state.player.health).toBe(health);
    expect(state.player.pos).toEqual([4, 1]);
    expect(room.cleared).toBe(false);
  });

  it("an enemy that flees mid-turn leaves the initiative order without breaking it", () => {
    const { game, registries, state, room, enter } = arena(["arena:coward", "arena:dummy"]);
    enter();
    const health = state.player.health;
    game.execute({ kind: "rest" }, registries);
    expect(state.enemies.map((e) => e.name)).toEqual(["Dummy"]);
    expect(room.enemies.map((e) => e.name)).toEqual(["Coward"]);
    expect(state.player.health).toBe(health - 2);
  });
});

describe("abilities", () => {
  it("a blocked ability is refused with its reason and costs no turn and no stamina", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"]);
    enter();
    state.player.stamina = 3;
    const turn = state.turn;
    const out = game.execute(use("arena:big_hit"), registries);
    expect(out).toEqual({
      kind: "rejected",
      reason: "Big hit needs 5 stamina (3 left).",
      events: [],
      messages: [],
      changes: { modeBefore: "fighting", modeAfter: "fighting", newlyInSight: 0, questsMoved: false },
    });
    expect(state.player.stamina).toBe(3);
    expect(state.turn).toBe(turn);
  });

  it("a cooldown blocks the ability for its turns, then frees it", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"], { balance: "" });
    state.player.base.max_stamina = 50;
    state.player.stamina = 50;
    enter();
    game.execute(use("arena:big_hit"), registries);
    expect(game.execute(use("arena:big_hit"), registries)).toMatchObject({ reason: "Big hit is ready in 2 turns." });
    game.execute({ kind: "rest" }, registries);
    expect(game.execute(use("arena:big_hit"), registries)).toMatchObject({ reason: "Big hit is ready in 1 turn." });
    game.execute({ kind: "rest" }, registries);
    expect(game.execute(use("arena:big_hit"), registries).kind).toBe("turn_passed");
  });
});

describe("enemy intents", () => {
  it("are binding: an enemy does what it announced even when its ai would now choose otherwise", () => {
    const { game, registries, state, enter } = arena(["arena:berserker"], { balance: "min_damage = 1" });
    enter();
    const berserker = state.enemies[0]!;
    expect(berserker.intent?.ability).toBe("core:attack");
    state.player.base.strength = 20; // one blow takes it below half
    const before = state.player.health;
    game.execute(attack(), registries);
    expect(berserker.health).toBeLessThan(20);
    // It still struck with the announced attack (2 damage at strength 0), not the firebolt ...
    expect(before - state.player.health).toBe(2);
    // ... and only now announces the firebolt for the next turn.
    expect(berserker.intent?.ability).toBe("arena:firebolt");
  });

  it("a hero ability with a condition is refused while the condition does not hold", () => {
    const { game, registries, state, enter } = arena(["arena:dummy"]);
    enter();
    expect(game.execute(use("arena:last_stand"), registries)).toMatchObject({ kind: "rejected", reason: "Last stand cannot be used now." });
    state.player.health = 10;
    expect(game.execute(use("arena:last_stand"), registries).kind).toBe("turn_passed");
  });
});

describe("determinism", () => {
  it("the same seed and the same commands give the same fight", () => {
    const play = () => {
      const { game, registries, enter } = arena(["arena:dummy", "arena:dummy"], {
        seed: "same",
        balance: "hit_min = 0.05\nhit_max = 0.95\ncrit_chance_base = 0.2",
      });
      enter();
      for (let i = 0; i < 6; i++) game.execute(attack(i % 2), registries);
      return JSON.stringify(game.state);
    };
    expect(play()).toBe(play());
  });
});
