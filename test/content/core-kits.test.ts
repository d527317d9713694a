import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { attribute, createGame, Game } from "../../src/game/index.js";
import { abilityChoices, abilityOdds } from "../../src/game/queries/index.js";
import type { Creature } from "../../src/game/state.js";
import { REPO } from "../helpers/cli.js";
import { load, loadOk, manifest, tempDir, writeFiles } from "../helpers/profile.js";
import { arenaIn } from "../helpers/arena.js";
import { drawnFloor } from "../helpers/scenario.js";

// The real core, plus a mod that makes every blow land: the tests watch what an ability
// does, not the dice. Crits are switched off on the hero for the same reason.
let cached: Registries | undefined;
function core(): Registries {
  if (cached) return cached;
  const home = tempDir();
  writeFiles(join(home, "mods", "sure"), {
    "manifest.toml": manifest("sure", ["core"]),
    "b.toml": "[balance]\nhit_min = 1\nhit_max = 1\n",
  });
  return (cached = loadOk({ home, builtinMods: join(REPO, "mods") }).registries);
}

const CLASSES = ["core:warrior", "core:rogue", "core:mage", "core:cleric"];
const use = (ability: string, target = 0) => ({ kind: "use_ability" as const, ability, target });

/**
 * A core hero of `cls` walked into a room holding `creatures`: both sides are given deep
 * health so a test can go on for several turns, and the hero's stamina is full.
 */
function fight(cls: string, creatures: string[], opts: { race?: string; before?: (g: Game, r: Registries) => void } = {}) {
  const r = core();
  const { game, room, enter } = arenaIn(r, creatures, {
    seed: "kits",
    options: [opts.race ?? "core:human", cls],
    prefab: "core:kits_test",
  });
  for (const foe of room.enemies) {
    foe.base.max_health = 500;
    foe.health = 500;
  }
  const hero = game.state.player;
  hero.base.crit_chance = -1;
  hero.base.max_health = 300;
  hero.health = Math.round(attribute(hero, "max_health", r, game.state));
  opts.before?.(game, r);
  enter();
  expect(game.state.combat, "the fight started").toBeDefined();
  hero.stamina = Math.round(attribute(hero, "max_stamina", r, game.state));
  const foe = (i = 0): Creature => game.state.enemies[i]!;
  const act = (ability: string, target = 0) => game.execute(use(ability, target), r);
  const of = (c: Creature, name: string) => attribute(c, name, r, game.state);
  return { game, r, hero, foe, act, of };
}

const ownAbilities = (r: Registries, cls: string) => r.options.get(cls).abilities.filter((a) => !r.balance.common_abilities.includes(a));

describe("core classes: a kit each", () => {
  it("loads with no warning", () => {
    const result = load({ home: tempDir(), builtinMods: join(REPO, "mods") });
    expect(result.lines).toEqual([]);
  });

  it("gives every class at least five abilities of its own, shared with no other class, each described in one menu line", () => {
    const r = core();
    const seen = new Map<string, string>();
    for (const cls of CLASSES) {
      const own = ownAbilities(r, cls);
      expect(own.length, cls).toBeGreaterThanOrEqual(5);
      for (const a of own) {
        expect(seen.get(a), `${a} in ${cls}`).toBeUndefined();
        seen.set(a, cls);
        // Long enough to say what it does, short enough for the fight menu's one line at 80 columns.
        expect(r.abilities.get(a).description.length, a).toBeGreaterThan(20);
        expect(r.abilities.get(a).description.length, a).toBeLessThanOrEqual(77);
      }
    }
  });

  it("offers every ability of a class in the fight menu, and a new hero can use each whose condition holds", () => {
    const gated = new Set(["core:second_wind", "core:backstab", "core:ice_lance", "core:turn_undead", "core:mend_wounds"]);
    for (const cls of CLASSES) {
      const { game, r, hero, foe } = fight(cls, ["core:rat"]);
      const choices = abilityChoices(game.state, r, hero, foe());
      for (const a of ownAbilities(r, cls)) {
        const choice = choices.find((c) => c.id === a);
        expect(choice, `${a} in ${cls}'s menu`).toBeDefined();
        if (gated.has(a)) expect(choice!.blocked, a).toEqual({ kind: "condition" });
        else expect(choice!.blocked, a).toBeUndefined();
      }
    }
  });

  it("starts each class with a weapon in hand", () => {
    for (const cls of CLASSES) {
      const { hero } = fight(cls, ["core:rat"]);
      expect(hero.equipment["core:main_hand"], cls).toBeDefined();
    }
  });
});

describe("warrior", () => {
  it("cleave hits every foe in the fight", () => {
    const { foe, act } = fight("core:warrior", ["core:rat", "core:rat", "core:rat"]);
    const out = act("core:cleave");
    expect(out.kind).toBe("turn_passed");
    for (const i of [0, 1, 2]) expect(foe(i).health, `foe ${i}`).toBeLessThan(500);
  });

  it("shield bash needs a shield on the arm, and leaves the foe dazed: less accurate and weaker", () => {
    const bare = fight("core:warrior", ["core:rat"], { before: (g, r) => g.execute({ kind: "unequip", slot: "core:off_hand" }, r) });
    expect(bare.act("core:shield_bash").kind).toBe("rejected");

    const { foe, act, of } = fight("core:warrior", ["core:rat"]);
    const accuracy = of(foe(), "accuracy");
    const strength = of(foe(), "strength");
    expect(act("core:shield_bash").messages.some((m) => m.includes("Shield bash hits"))).toBe(true);
    expect(of(foe(), "accuracy")).toBeLessThan(accuracy);
    expect(of(foe(), "strength")).toBeLessThan(strength);
  });

  it("second wind is refused at full health and heals below half what its ability says", () => {
    const { hero, act, r } = fight("core:warrior", ["core:rat"]);
    expect(act("core:second_wind").kind).toBe("rejected");
    hero.health = 5;
    const out = act("core:second_wind");
    // The heal the data names, in full, before the rat's blow takes some back.
    const heal = r.abilities.get("core:second_wind").actions.find((a) => "heal" in a) as { heal: number };
    expect(out.messages[0]).toBe(`Second wind heals you for ${heal.heal} (5 → ${5 + heal.heal}).`);
    expect(heal.heal).toBeGreaterThanOrEqual(8);
  });

  it("battle cry makes the warrior hit harder for a while", () => {
    const { game, r, hero, foe, act } = fight("core:warrior", ["core:rat"]);
    const before = abilityOdds(game.state, r, hero, "core:attack", foe()).expectedDamage;
    act("core:battle_cry");
    expect(abilityOdds(game.state, r, hero, "core:attack", foe()).expectedDamage).toBeGreaterThan(before);
  });

  it("power strike hits harder than an attack and stuns", () => {
    const { game, r, hero, foe, act } = fight("core:warrior", ["core:rat"]);
    expect(abilityOdds(game.state, r, hero, "core:power_strike", foe()).expectedDamage).toBeGreaterThan(
      abilityOdds(game.state, r, hero, "core:attack", foe()).expectedDamage,
    );
    act("core:power_strike");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:stunned");
  });
});

describe("rogue", () => {
  it("backstab waits for a feint, then strikes twice and uses the opening up", () => {
    const { foe, act } = fight("core:rogue", ["core:rat"]);
    expect(act("core:backstab")).toMatchObject({ kind: "rejected", reason: "Backstab cannot be used now." });
    act("core:feint");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:off_guard");
    const before = foe().health;
    const out = act("core:backstab");
    expect(out.messages.filter((m) => m.startsWith(`Your Backstab hits ${foe().name} `))).toHaveLength(2);
    expect(foe().health).toBeLessThan(before);
    expect(foe().modifiers.map((m) => m.id)).not.toContain("core:off_guard");
  });

  it("backstab after a feint outdoes two plain attacks", () => {
    const a = fight("core:rogue", ["core:rat"]);
    a.act("core:feint");
    a.act("core:backstab");
    const b = fight("core:rogue", ["core:rat"]);
    b.act("core:attack");
    b.act("core:attack");
    expect(500 - a.foe().health).toBeGreaterThan(500 - b.foe().health);
  });

  it("cheap shot blinds the foe: its blows turn to guesses", () => {
    const { foe, act, of } = fight("core:rogue", ["core:rat"]);
    const accuracy = of(foe(), "accuracy");
    act("core:cheap_shot");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:blinded");
    expect(of(foe(), "accuracy")).toBeLessThan(accuracy);
  });

  it("envenom makes a plain attack poison", () => {
    const { foe, act } = fight("core:rogue", ["core:rat"]);
    act("core:attack");
    expect(foe().modifiers.map((m) => m.id)).not.toContain("core:poisoned");
    act("core:envenom");
    act("core:attack");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:poisoned");
  });

  it("smoke veil makes the rogue hard to hit, poison stab poisons", () => {
    const { hero, foe, act, of } = fight("core:rogue", ["core:rat"]);
    const evasion = of(hero, "evasion");
    act("core:smoke_veil");
    expect(of(hero, "evasion")).toBeGreaterThan(evasion);
    act("core:poison_stab");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:poisoned");
  });
});

describe("mage", () => {
  it("ice lance waits for a chill, then shatters it", () => {
    const { foe, act } = fight("core:mage", ["core:rat", "core:rat"]);
    expect(act("core:ice_lance").kind).toBe("rejected");
    act("core:frost_nova");
    for (const i of [0, 1]) expect(foe(i).modifiers.map((m) => m.id)).toContain("core:chilled");
    const before = foe().health;
    expect(act("core:ice_lance").kind).toBe("turn_passed");
    expect(foe().health).toBeLessThan(before);
    expect(foe().modifiers.map((m) => m.id)).not.toContain("core:chilled");
  });

  it("lightning bolt is the answer to a foe that shrugs off fire and frost", () => {
    const { game, r, hero, foe } = fight("core:mage", ["core:rat"]);
    foe().base["resistance.fire"] = 0.8;
    foe().base["resistance.cold"] = 0.8;
    const odds = (a: string) => abilityOdds(game.state, r, hero, a, foe()).expectedDamage;
    expect(odds("core:lightning_bolt")).toBeGreaterThan(odds("core:fireball"));
    expect(odds("core:lightning_bolt")).toBeGreaterThan(odds("core:frost_nova"));
  });

  it("arcane ward takes the bite out of fire, frost, lightning, shadow and blades", () => {
    const { hero, act, of } = fight("core:mage", ["core:rat"]);
    const kinds = ["resistance.fire", "resistance.cold", "resistance.lightning", "resistance.shadow", "resistance.physical"];
    const before = kinds.map((k) => of(hero, k));
    act("core:arcane_ward");
    kinds.forEach((k, i) => expect(of(hero, k), k).toBeGreaterThan(before[i]!));
  });

  it("focus costs nothing and makes the next spells stronger", () => {
    const { game, r, hero, foe, act } = fight("core:mage", ["core:rat"]);
    const stamina = hero.stamina;
    const before = abilityOdds(game.state, r, hero, "core:fireball", foe()).expectedDamage;
    act("core:focus");
    expect(hero.stamina).toBe(stamina);
    expect(abilityOdds(game.state, r, hero, "core:fireball", foe()).expectedDamage).toBeGreaterThan(before);
  });
});

describe("cleric", () => {
  it("turn undead works only on the undead, burns them and stuns", () => {
    const r = core();
    const undead = r.creatures.all().find((c) => c.tags.includes("core:undead"))!;
    expect(fight("core:cleric", ["core:rat"]).act("core:turn_undead").kind).toBe("rejected");
    const { game, hero, foe, act } = fight("core:cleric", [undead.id]);
    expect(abilityOdds(game.state, r, hero, "core:turn_undead", foe()).expectedDamage).toBeGreaterThan(
      abilityOdds(game.state, r, hero, "core:smite", foe()).expectedDamage,
    );
    act("core:turn_undead");
    expect(foe().health).toBeLessThan(500);
    expect(foe().modifiers.map((m) => m.id)).toContain("core:stunned");
  });

  it("purify washes poison and burning off", () => {
    const { hero, act } = fight("core:cleric", ["core:rat"]);
    hero.modifiers.push({ id: "core:poisoned", remaining: 4 }, { id: "core:burning", remaining: 3 });
    const out = act("core:purify");
    expect(out.messages).toContain("You are no longer Poisoned.");
    expect(hero.modifiers.map((m) => m.id)).not.toContain("core:poisoned");
    expect(hero.modifiers.map((m) => m.id)).not.toContain("core:burning");
  });

  it("renewal heals a little every turn", () => {
    const { game, r, hero, act } = fight("core:cleric", ["core:rat"]);
    hero.health = 100;
    act("core:renewal");
    const later = game.execute({ kind: "rest" }, r);
    expect(later.messages.some((m) => m.startsWith("Regenerating: you regain"))).toBe(true);
  });

  it("mend wounds heals the hurt, bless steadies the hand, smite weakens", () => {
    const { hero, foe, act, of } = fight("core:cleric", ["core:rat"]);
    const accuracy = of(hero, "accuracy");
    act("core:bless");
    expect(of(hero, "accuracy")).toBeGreaterThan(accuracy);
    hero.health = 50;
    hero.stamina = 10;
    act("core:mend_wounds");
    expect(hero.health).toBeGreaterThan(50);
    act("core:smite");
    expect(foe().modifiers.map((m) => m.id)).toContain("core:weakened");
  });
});

describe("core races", () => {
  it("offers at least four races, each described and each changing the hero its own way", () => {
    const r = core();
    const races = r.options.all().filter((o) => o.category === "core:race");
    expect(races.length).toBeGreaterThanOrEqual(4);
    const shapes = races.map((race) => {
      expect(race.description.length, race.id).toBeGreaterThan(20);
      expect(race.modifiers.length, race.id).toBeGreaterThan(0);
      return JSON.stringify(race.modifiers);
    });
    expect(new Set(shapes).size).toBe(races.length);
  });

  it("every race with every class makes a hero who can fight", () => {
    const r = core();
    for (const race of r.options.all().filter((o) => o.category === "core:race")) {
      for (const cls of CLASSES) {
        const { foe, act } = fight(cls, ["core:rat"], { race: race.id });
        // The helper sets the hero's health, so the proof is the blow: taken, and it hurts.
        expect(act("core:attack").kind, `${race.id} ${cls}`).toBe("turn_passed");
        expect(foe().health, `${race.id} ${cls}`).toBeLessThan(500);
      }
    }
  });
});

describe("core recovery", () => {
  it("a core hero mends by resting out of a fight, as much a turn as core's rest_health", () => {
    const r = core();
    expect(r.balance.rest_health).toBeGreaterThan(0);
    const game = createGame(
      r,
      { seed: "rest", name: "Hero", options: ["core:human", "core:warrior"] },
      { buildFloor: drawnFloor(["#####", "#@..#", "#####"], []) },
    );
    if (!(game instanceof Game)) throw new Error(game.error);
    game.state.player.health = 5;
    const out = game.execute({ kind: "rest" }, r);
    expect(out.messages).toContain(`Rest: you regain ${r.balance.rest_health} (5 → ${5 + r.balance.rest_health}).`);
  });
});
