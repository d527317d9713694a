import { describe, expect, it } from "vitest";
import { describeItem, equipDelta, itemName, itemPrice, packLoad, packWords, usableNow } from "../../src/game/queries/index.js";
import { itemArena } from "../helpers/items-mod.js";

const sword = (affixes: { id: string; tier: number }[] = [], count = 1) => ({ def: "items:sword", affixes, count });

describe("item names", () => {
  it("put prefixes before the name, 'of …' affixes after it, and a stack's count last", () => {
    const { registries } = itemArena();
    expect(
      itemName(
        registries,
        sword([
          { id: "items:sharp", tier: 1 },
          { id: "items:fox", tier: 1 },
        ]),
      ),
    ).toBe("Sharp iron sword of the Fox");
    expect(itemName(registries, sword([{ id: "items:fox", tier: 1 }]))).toBe("Iron sword of the Fox");
    expect(itemName(registries, sword())).toBe("Iron sword");
    expect(itemName(registries, { def: "core:gold", affixes: [], count: 30 })).toBe("Gold ×30");
  });
});

describe("item prices", () => {
  it("are the base price times every affix tier's price factor", () => {
    const { registries } = itemArena();
    expect(itemPrice(registries, sword())).toBe(40);
    expect(itemPrice(registries, sword([{ id: "items:sharp", tier: 1 }]))).toBe(60);
    expect(
      itemPrice(
        registries,
        sword([
          { id: "items:sharp", tier: 2 },
          { id: "items:fox", tier: 1 },
        ]),
      ),
    ).toBe(240);
  });
});

describe("item descriptions", () => {
  it("word the modifiers, affixes, abilities, slot and price of a weapon", () => {
    const { registries } = itemArena();
    expect(describeItem(registries, sword([{ id: "items:sharp", tier: 2 }]))).toMatchObject({
      name: "Sharp iron sword",
      slot: "Main hand",
      price: 80,
      modifiers: ["+3 strength"],
      affixes: [{ name: "Sharp", tier: 2, modifiers: ["+2 strength"] }],
      abilities: ["Cleave"],
      onUse: [],
      consumed: false,
    });
  });

  it("word what using an item does and what a worn item's trigger does", () => {
    const { registries } = itemArena();
    expect(describeItem(registries, { def: "items:bomb", affixes: [], count: 2 })).toMatchObject({
      onUse: ["7 fire damage to the target"],
      consumed: true,
      stackable: true,
    });
    expect(describeItem(registries, { def: "items:potion", affixes: [], count: 1 }).onUse).toEqual(["heals you for 5"]);
    expect(describeItem(registries, { def: "items:thorn_ring", affixes: [], count: 1 }).triggers).toEqual([
      "When you take damage: 1 physical damage to them",
    ]);
  });
});

describe("equip deltas", () => {
  it("give each attribute that changes if the item replaced what is worn, by the rules' own attribute, and change nothing", () => {
    const { registries, state } = itemArena();
    const club = state.player.inventory.find((i) => i.def === "items:club")!;
    const before = JSON.stringify(state);
    expect(equipDelta(state, registries, club.uid)).toEqual([
      { attribute: "strength", before: 13, after: 11 },
      { attribute: "evasion", before: 0, after: -1 },
    ]);
    expect(JSON.stringify(state)).toBe(before);
    const potion = state.player.inventory.find((i) => i.def === "items:potion")!;
    expect(equipDelta(state, registries, potion.uid)).toBeUndefined();
  });
});

describe("the pack and what can be used", () => {
  it("counts places used (a stack is one, worn items none) against the capacity", () => {
    const { registries, state } = itemArena();
    expect(packLoad(state, registries)).toEqual({ used: 3, capacity: 20 });
    expect(packWords(state, registries)).toBe("pack 3/20");
  });

  it("says why an item cannot be used now, as the command would", () => {
    const { game, registries, state, enter } = itemArena(["arena:dummy"], { options: ["items:pocket"] });
    const bomb = state.player.inventory.find((i) => i.def === "items:bomb")!.uid;
    const ring = state.player.equipment["items:finger"]!.uid;
    expect(usableNow(state, registries, bomb)).toBe("The bomb needs someone to aim at: use it in a fight.");
    expect(usableNow(state, registries, ring)).toBe("The thorn ring cannot be used: wear it with equip.");
    expect(usableNow(state, registries, 999)).toBe("You have no item 999.");
    enter();
    expect(usableNow(state, registries, bomb)).toBeUndefined();
    expect(usableNow(state, registries, bomb, 4)).toBe("Choose a living enemy to aim at.");
    expect(game.execute({ kind: "use_item", item: bomb }, registries).kind).toBe("turn_passed");
  });
});
