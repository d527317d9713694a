import { describe, expect, it } from "vitest";
import { expForLevel } from "../../src/game/rules/progression.js";
import { parseCommandLine, formatCommand } from "../../src/game/index.js";
import { grown } from "../helpers/growth-mod.js";

const attack = { kind: "use_ability" as const, ability: "core:attack", target: 0 };

describe("the stat table", () => {
  it("each point of constitution above the base adds max health, from a ring as from base points", () => {
    const { state, registries, game, maxHealth } = grown();
    expect(maxHealth()).toBe(40);
    state.player.equipment["growth:finger"] = { uid: 99, def: "growth:con_ring", affixes: [], count: 1 };
    expect(maxHealth()).toBe(44);
    state.player.base.constitution = 8;
    expect(game.attribute(state.player, "constitution", registries)).toBe(10);
    expect(maxHealth()).toBe(40);
    delete state.player.equipment["growth:finger"];
    expect(maxHealth()).toBe(36);
  });
});

describe("levels", () => {
  it("cost exp_base × level^exp_exponent each, added up", () => {
    const b = { exp_base: 20, exp_exponent: 1.5 };
    expect([1, 2, 3, 4].map((l) => expForLevel(l, b))).toEqual([0, 20, 20 + 57, 20 + 57 + 104]);
  });

  it("a kill's experience levels the hero: a point, the log line, and health rises with max health", () => {
    const { state, registries, game, enter, maxHealth } = grown(["growth:rat"]);
    state.player.health = 30;
    enter();
    const outcome = game.execute(attack, registries);
    expect(state.exp).toBe(10);
    expect(outcome.messages).toContain("Level up! You are level 2.");
    expect(state.player.base.level).toBe(2);
    expect(state.unspent_points).toBe(1);
    expect(maxHealth()).toBe(43);
    expect(state.player.health).toBe(33);
  });

  it("a +1 level ring grants no point and, worn, does not raise current health", () => {
    const { state, registries, game, maxHealth } = grown();
    state.player.inventory.push({ uid: 98, def: "growth:level_ring", affixes: [], count: 1 });
    state.player.health = 30;
    expect(game.execute({ kind: "equip", item: 98 }, registries).kind).toBe("turn_passed");
    expect(game.attribute(state.player, "level", registries)).toBe(2);
    expect(maxHealth()).toBe(43);
    expect(state.player.health).toBe(30);
    expect(state.unspent_points).toBe(0);
    expect(state.player.base.level).toBe(1);
  });
});

describe("assigning points", () => {
  it("spends every unspent point in one turn and raises current health with max health", () => {
    const { state, registries, game, maxHealth } = grown();
    state.unspent_points = 2;
    state.player.health = 30;
    const turn = state.turn;
    const outcome = game.execute({ kind: "assign_points", points: { constitution: 1, strength: 1 } }, registries);
    expect(outcome.messages).toContain("You assign 2 points: constitution +1, strength +1.");
    expect(state.turn).toBe(turn + 1);
    expect(state.unspent_points).toBe(0);
    expect(state.player.base.constitution).toBe(11);
    expect(state.player.base.strength).toBe(11);
    expect(maxHealth()).toBe(42);
    expect(state.player.health).toBe(32);
  });

  it("previews on a copy what the command then does, and leaves the hero as it was", async () => {
    const { previewPoints } = await import("../../src/game/queries/index.js");
    const { state, registries, game, maxHealth } = grown();
    state.unspent_points = 2;
    state.player.health = 30;
    const preview = previewPoints(state, registries, { constitution: 2 });
    expect(preview.lines).toEqual([
      { attribute: "constitution", before: 10, after: 12 },
      { attribute: "max_health", before: 40, after: 44 },
    ]);
    expect(preview.health).toEqual({ before: 30, after: 34 });
    expect(state.player.base.constitution).toBe(10);
    game.execute({ kind: "assign_points", points: { constitution: 2 } }, registries);
    expect([maxHealth(), state.player.health]).toEqual([44, 34]);
  });

  it("is refused at no cost unless it spends exactly the unspent points on base stats", () => {
    const { state, registries, game } = grown();
    const none = game.execute({ kind: "assign_points", points: { strength: 1 } }, registries);
    expect(none).toMatchObject({ kind: "rejected", reason: "You have no points to assign." });
    state.unspent_points = 2;
    const before = JSON.stringify(state);
    const tries = [{ strength: 1 }, { strength: 3 }, { level: 2 } as never, { strength: 1.5, dexterity: 0.5 }];
    for (const points of tries) expect(game.execute({ kind: "assign_points", points }, registries).kind).toBe("rejected");
    expect(JSON.stringify(state)).toBe(before);
  });

  it("has a line form: assign <stat>=<n> …", () => {
    const command = parseCommandLine("assign constitution=2 dexterity=1");
    expect(command).toEqual({ kind: "assign_points", points: { constitution: 2, dexterity: 1 } });
    expect(formatCommand(command as never)).toBe("assign constitution=2 dexterity=1");
    expect(parseCommandLine("assign level=1")).toMatchObject({ error: expect.stringContaining("not stat=points") });
  });
});

describe("the character sheet", () => {
  it("names where each attribute comes from, and the parts add up to attribute() for a geared, buffed hero", async () => {
    const { characterSheet, sumOfParts } = await import("../../src/game/queries/index.js");
    const { state, registries, game } = grown();
    state.player.equipment["growth:finger"] = { uid: 99, def: "growth:con_ring", affixes: [], count: 1 };
    state.player.modifiers.push({ id: "growth:blessed", remaining: 3 });
    state.player.base.level = 3;
    const sheet = characterSheet(state, registries);
    for (const line of sheet) expect(sumOfParts(line.parts), line.attribute).toBeCloseTo(line.value, 9);
    for (const line of sheet.filter((l) => !l.attribute.startsWith("crit_")))
      expect(line.value, line.attribute).toBeCloseTo(game.attribute(state.player, line.attribute, registries), 9);
    // A crit's figures are the ones a blow uses: the rules' base plus the attribute.
    const b = registries.balance;
    const chance = sheet.find((l) => l.attribute === "crit_chance")!;
    expect(chance.value).toBeCloseTo(b.crit_chance_base + game.attribute(state.player, "crit_chance", registries), 9);
    expect(chance.parts.find((p) => p.id === "rules")).toMatchObject({ kind: "base", flat: b.crit_chance_base });
    expect(sheet.find((l) => l.attribute === "crit_multiplier")!.value).toBeCloseTo(
      b.crit_multiplier_base + game.attribute(state.player, "crit_multiplier", registries),
      9,
    );
    const health = sheet.find((l) => l.attribute === "max_health")!;
    expect(health.parts.map((p) => [p.kind, p.name, p.flat, p.percent])).toEqual([
      ["base", "Base", 40, 0],
      ["modifier", "Blessed", 0, 10],
      ["stats", "constitution 12", 4, 0],
      ["stats", "level 3", 6, 0],
    ]);
    expect(health.value).toBeCloseTo(55, 9);
    const con = sheet.find((l) => l.attribute === "constitution")!;
    expect(con.parts.map((p) => [p.kind, p.name, p.flat])).toEqual([
      ["base", "Base", 10],
      ["item", "Ring of oak", 2],
    ]);
  });
});
