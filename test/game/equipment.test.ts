import { describe, expect, it } from "vitest";
import type { Command } from "../../src/game/index.js";
import { abilityIdsOf } from "../../src/game/carried.js";
import { itemArena } from "../helpers/items-mod.js";

const uidOf = (inv: readonly { uid: number; def: string }[], def: string) => inv.find((i) => i.def === def)!.uid;

describe("stacking", () => {
  it("120 gold is one stack, and stays one after dropping and picking up part of it", () => {
    const { game, registries, state } = itemArena();
    const gold = () => state.player.inventory.filter((i) => i.def === "core:gold");
    expect(gold()).toEqual([{ uid: expect.any(Number), def: "core:gold", affixes: [], count: 120 }]);
    game.execute({ kind: "drop", item: "core:gold", count: 20 }, registries);
    expect(gold()[0]!.count).toBe(100);
    game.execute({ kind: "pickup" }, registries);
    expect(gold()).toHaveLength(1);
    expect(gold()[0]!.count).toBe(120);
  });
});

describe("starting gear", () => {
  it("is worn where its slot is free, first come first served; the rest stays in the pack", () => {
    const { state } = itemArena();
    const worn = Object.fromEntries(Object.entries(state.player.equipment).map(([slot, i]) => [slot, i.def]));
    expect(worn).toEqual({ "core:main_hand": "items:sword", "items:neck": "items:amulet" });
    expect(state.player.inventory.map((i) => i.def)).toEqual(["items:club", "items:potion", "core:gold"]);
    // The amulet's +10 counts from the start: 40 + 10, and the hero starts at full health.
    expect(state.player.health).toBe(50);
  });
});

describe("wearing", () => {
  it("an item's modifiers and abilities count only while it is worn", () => {
    const { game, registries, state } = itemArena();
    const hero = state.player;
    expect(game.attribute(hero, "strength", registries)).toBe(13);
    expect(abilityIdsOf(hero, registries, state)).toContain("items:cleave");
    expect(game.execute({ kind: "unequip", slot: "core:main_hand" }, registries)).toMatchObject({
      kind: "turn_passed",
      messages: ["You take off the iron sword and put it in your pack."],
    });
    expect(game.attribute(hero, "strength", registries)).toBe(10);
    expect(abilityIdsOf(hero, registries, state)).not.toContain("items:cleave");
    game.execute({ kind: "equip", item: uidOf(hero.inventory, "items:sword") }, registries);
    expect(game.attribute(hero, "strength", registries)).toBe(13);
    expect(state.turn).toBe(2);
  });

  it("never heals: putting on +10 max health raises the maximum, not health; taking it off lowers both", () => {
    const { game, registries, state } = itemArena();
    const hero = state.player;
    hero.health = 45;
    game.execute({ kind: "unequip", slot: "items:neck" }, registries);
    expect([hero.health, game.attribute(hero, "max_health", registries)]).toEqual([40, 40]);
    game.execute({ kind: "equip", item: "items:amulet" }, registries);
    expect([hero.health, game.attribute(hero, "max_health", registries)]).toEqual([40, 50]);
  });

  it("a full slot swaps: the new item goes on, the old one back into the pack", () => {
    const { game, registries, state } = itemArena();
    const out = game.execute({ kind: "equip", item: "items:club" }, registries);
    expect(out).toMatchObject({ kind: "turn_passed", messages: ["You put on the club (Main hand); the iron sword goes into your pack."] });
    expect(state.player.equipment["core:main_hand"]!.def).toBe("items:club");
    expect(state.player.inventory.map((i) => i.def)).toEqual(["items:potion", "core:gold", "items:sword"]);
    expect(state.player.inventory).toHaveLength(3);
  });

  it("a worn item's trigger fires; the same item in the pack does nothing", () => {
    // The pocket hero wears the thorn ring (first come) and carries the charm for the same finger.
    const thorns = (swap: boolean) => {
      const { game, registries, state, enter } = itemArena(["arena:dummy"], { options: ["items:pocket"] });
      if (swap) game.execute({ kind: "equip", item: "items:charm" }, registries);
      enter();
      game.execute({ kind: "rest" }, registries);
      return state.enemies[0]!.health;
    };
    expect(thorns(false)).toBe(29);
    expect(thorns(true)).toBe(30);
  });
});

describe("using an item", () => {
  it("a potion heals the hero, in a fight or out of one, and uses one up; the last one leaves the pack", () => {
    const { game, registries, state, enter } = itemArena(["arena:dummy"]);
    state.player.health = 30;
    const out = game.execute({ kind: "use_item", item: "items:potion" }, registries);
    expect(out.kind).toBe("turn_passed");
    expect(out.events.map((e) => e.type)).toContain("item_used");
    expect(state.player.health).toBe(35);
    expect(state.player.inventory.find((i) => i.def === "items:potion")!.count).toBe(1);
    enter();
    game.execute({ kind: "use_item", item: "items:potion" }, registries);
    expect(state.player.inventory.some((i) => i.def === "items:potion")).toBe(false);
  });

  it("an item aimed at a target reaches the enemy named by its number, and the enemies then act", () => {
    const { game, registries, state, enter } = itemArena(["arena:dummy", "arena:dummy"], { options: ["items:pocket"] });
    // The charm instead of the thorn ring, so only the bomb hurts the dummies.
    game.execute({ kind: "equip", item: "items:charm" }, registries);
    enter();
    const health = state.player.health;
    const out = game.execute({ kind: "use_item", item: "items:bomb", target: 1 }, registries);
    expect(out.messages[0]).toBe("You use the bomb on Dummy.");
    expect(state.enemies.map((e) => e.health)).toEqual([30, 23]);
    expect(state.player.health).toBeLessThan(health);
    expect(state.player.inventory.find((i) => i.def === "items:bomb")!.count).toBe(1);
  });
});

describe("a refused item command changes nothing and costs no turn", () => {
  const refusals: [string, Command, RegExp][] = [
    ["a missing uid", { kind: "equip", item: 999 }, /^You have no item 999\.$/],
    ["a missing item id", { kind: "drop", item: "items:charm" }, /^You have no Lucky charm\.$/],
    ["an item without a slot", { kind: "equip", item: "items:potion" }, /cannot be worn/],
    ["what is already worn", { kind: "equip", item: "items:sword" }, /already wearing the iron sword/],
    ["an empty slot", { kind: "unequip", slot: "items:finger" }, /^You wear nothing on your finger\.$/],
    ["more than there is", { kind: "drop", item: "core:gold", count: 121 }, /^You have only Gold ×120\.$/],
    ["an item with no use", { kind: "use_item", item: "items:club" }, /cannot be used: wear it with equip/],
    ["a potion at full health (it would be wasted)", { kind: "use_item", item: "items:potion" }, /^The potion would do nothing now\.$/],
    ["nothing on the tile", { kind: "pickup" }, /^There is nothing here to pick up\.$/],
  ];
  for (const [what, command, reason] of refusals) {
    it(`exploring: ${what}`, () => {
      const { game, registries, state } = itemArena();
      const before = JSON.stringify(state);
      const out = game.execute(command, registries);
      expect(out.kind).toBe("rejected");
      expect(out.kind === "rejected" && out.reason).toMatch(reason);
      expect(JSON.stringify(state)).toBe(before);
    });
  }

  it("an aimed item outside a fight, or at nobody in one", () => {
    const { game, registries, state, enter } = itemArena(["arena:dummy"], { options: ["items:pocket"] });
    let before = JSON.stringify(state);
    expect(game.execute({ kind: "use_item", item: "items:bomb" }, registries)).toMatchObject({
      kind: "rejected",
      reason: "The bomb needs someone to aim at: use it in a fight.",
    });
    expect(JSON.stringify(state)).toBe(before);
    enter();
    before = JSON.stringify(state);
    expect(game.execute({ kind: "use_item", item: "items:bomb", target: 3 }, registries)).toMatchObject({
      kind: "rejected",
      reason: "Choose a living enemy to aim at.",
    });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("in a fight: equip, unequip, drop and pickup are for quiet moments", () => {
    const { game, registries, state, enter } = itemArena(["arena:dummy"]);
    enter();
    const before = JSON.stringify(state);
    for (const command of [
      { kind: "equip", item: "items:club" },
      { kind: "unequip", slot: "core:main_hand" },
      { kind: "drop", item: "core:gold" },
      { kind: "pickup" },
    ] as Command[]) {
      expect(game.execute(command, registries)).toMatchObject({ kind: "rejected", reason: expect.stringMatching(/^You are in a fight/) });
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it("a full pack: taking off, or picking up, is refused with the count", () => {
    const { game, registries, state } = itemArena([], { balance: "hero_carry_capacity = 3" });
    state.floor.piles.push({ pos: [...state.player.pos], table: "items:one_potion", items: [] });
    const before = JSON.stringify(state);
    expect(game.execute({ kind: "unequip", slot: "items:neck" }, registries)).toMatchObject({
      kind: "rejected",
      reason: "Your pack is full (3/3): drop something first.",
    });
    expect(game.execute({ kind: "pickup" }, registries)).toMatchObject({
      kind: "rejected",
      reason: "Your pack is full (3/3): drop something first.",
    });
    expect(JSON.stringify(state)).toBe(before);
    // A swap frees the place it takes: it goes through on a full pack.
    expect(game.execute({ kind: "equip", item: "items:club" }, registries).kind).toBe("turn_passed");
  });
});
