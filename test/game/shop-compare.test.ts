import { describe, expect, it } from "vitest";
import { goodDelta, shopGoods, talkableHere } from "../../src/game/queries/index.js";
import { bazaar } from "../helpers/bazaar.js";

const keen = { def: "bazaar:sword", affixes: [{ id: "bazaar:keen", tier: 1 }], count: 1 };
const plain = { def: "bazaar:sword", affixes: [], count: 1 };
const potions = { def: "bazaar:potion", affixes: [], count: 3 };

/** The bazaar's merchant with known goods, the shop open. */
function counter() {
  const b = bazaar();
  b.room.npcs[0]!.stock = [structuredClone(keen), structuredClone(plain), structuredClone(potions)];
  b.run("move e", "move e", "talk", "choose 1");
  return b;
}

describe("what wearing a shop good would change", () => {
  it("is each attribute that would change, against what is worn, and changes nothing itself", () => {
    const b = counter();
    const before = JSON.stringify(b.state);
    const delta = goodDelta(b.state, b.registries, 1)!;
    expect(delta.map((c) => [c.attribute, c.after - c.before])).toEqual([["accuracy", 1]]);
    const was = delta[0]!.before;
    expect(goodDelta(b.state, b.registries, 2)).toEqual([]);
    expect(JSON.stringify(b.state)).toBe(before);
    // Bought and worn, the keen sword is what a plain one is weighed against.
    b.run("buy 1", "leave");
    const sword = b.state.player.inventory.find((i) => i.def === "bazaar:sword")!;
    b.run(`equip ${sword.uid}`, "talk", "choose 1");
    expect(shopGoods(b.state, b.registries)[0]!.item.affixes).toEqual([]);
    expect(goodDelta(b.state, b.registries, 1)).toEqual([{ attribute: "accuracy", before: was + 1, after: was }]);
  });

  it("is undefined for a good that cannot be worn, a number past the list, or no shop open", () => {
    const b = counter();
    expect(goodDelta(b.state, b.registries, 3)).toBeUndefined();
    expect(goodDelta(b.state, b.registries, 9)).toBeUndefined();
    b.run("leave");
    expect(goodDelta(b.state, b.registries, 1)).toBeUndefined();
  });
});

describe("whom the hero could talk to", () => {
  it("is the NPC on the hero's tile while exploring, nobody elsewhere or in a conversation", () => {
    const b = bazaar();
    expect(talkableHere(b.state, b.registries)).toBeUndefined();
    b.run("move e", "move e");
    expect(talkableHere(b.state, b.registries)?.name).toBe("Mira the merchant");
    b.run("talk");
    expect(talkableHere(b.state, b.registries)).toBeUndefined();
  });
});
