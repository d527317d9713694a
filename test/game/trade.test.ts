import { describe, expect, it } from "vitest";
import { gold, modeOf, sellOffer, shopGoods } from "../../src/game/queries/index.js";
import { bazaar, bazaarMod } from "../helpers/bazaar.js";
import { load, makeProfile, TINY_CORE } from "../helpers/profile.js";

const count = (items: { def: string; count: number }[], def: string) => items.filter((i) => i.def === def).reduce((n, i) => n + i.count, 0);

/** The bazaar with the merchant's shop open. */
function atCounter(opts: Parameters<typeof bazaar>[0] = {}) {
  const b = bazaar(opts);
  const outcomes = b.run("move e", "move e", "talk", "choose 1");
  return { ...b, opened: outcomes.at(-1)! };
}

const goodsLine = (b: ReturnType<typeof atCounter>) =>
  shopGoods(b.state, b.registries).map((g) => `${g.number}. ${g.name}${g.item.affixes.length ? "*" : ""} ×${g.item.count}: ${g.price}`);

describe("shops", () => {
  it("open_shop turns the conversation into trade and lists the goods with their prices", () => {
    const b = atCounter();
    expect(b.opened.kind).toBe("turn_passed");
    expect(b.opened.messages).toContain("You look over Mira the merchant's goods.");
    expect(modeOf(b.state)).toBe("trading");
    const goods = shopGoods(b.state, b.registries);
    expect(goods.length).toBeGreaterThan(0);
    // Charisma 10: prices as written, the keen affix's factor 1.5 on top.
    const priceOf = { "bazaar:potion": 10, "bazaar:sword": 50 } as Record<string, number>;
    for (const g of goods) expect(g.price).toBe(priceOf[g.item.def]! * (g.item.affixes.length ? 1.5 : 1));
  });

  it("shows the same goods after leaving and talking again (drawn once, with the floor)", () => {
    const b = atCounter({ seed: "stable" });
    const first = goodsLine(b);
    b.run("leave", "talk", "choose 1");
    expect(modeOf(b.state)).toBe("trading");
    expect(goodsLine(b)).toEqual(first);
  });

  it("buy takes the price from the gold stack and the good from the stock", () => {
    const b = atCounter();
    const [good] = shopGoods(b.state, b.registries);
    const before = { gold: gold(b.state, b.registries), pack: count(b.state.player.inventory, good!.item.def), left: good!.item.count };
    const [bought] = b.run("buy 1");
    expect(bought!.kind).toBe("turn_passed");
    expect(gold(b.state, b.registries)).toBe(before.gold - good!.price);
    expect(count(b.state.player.inventory, good!.item.def)).toBe(before.pack + 1);
    const still = shopGoods(b.state, b.registries).find((g) => g.item === good!.item);
    expect(still?.item.count ?? 0).toBe(before.left - 1);
    expect(b.state.player.inventory.filter((i) => i.def === "core:gold")).toHaveLength(1);
  });

  it("buys by item id and a count; the bought items get uids", () => {
    const b = atCounter({ gold: 500 });
    const potions = shopGoods(b.state, b.registries).find((g) => g.item.def === "bazaar:potion");
    if (!potions) throw new Error("the seed's stock has no potions");
    const [bought] = b.run("buy bazaar:potion 2");
    expect(bought!.messages).toEqual([`You buy 2 healing potions for ${2 * potions.price} gold.`]);
    const stack = b.state.player.inventory.find((i) => i.def === "bazaar:potion")!;
    expect(stack.count).toBe(4);
    expect(stack.uid).toBeGreaterThan(0);
  });

  it("refuses a buy without enough gold, naming the price, and changes nothing", () => {
    const b = atCounter({ gold: 0 });
    const before = JSON.stringify(b.state);
    const [refused] = b.run("buy 1");
    expect(refused).toMatchObject({ kind: "rejected", reason: expect.stringMatching(/^That costs \d+ gold; you have 0 gold\.$/) });
    expect(JSON.stringify(b.state)).toBe(before);
  });

  it("sell pays the offer in gold, and the sold item joins the merchant's stock", () => {
    const b = atCounter();
    const potion = b.state.player.inventory.find((i) => i.def === "bazaar:potion")!;
    const offer = sellOffer(b.state, b.registries, potion.uid);
    expect(offer.price).toBe(4); // 10 × sell_factor 0.4
    const stockBefore = shopGoods(b.state, b.registries)
      .filter((g) => g.item.def === "bazaar:potion")
      .reduce((n, g) => n + g.item.count, 0);
    const goldBefore = gold(b.state, b.registries);
    const [sold] = b.run(`sell ${potion.uid}`);
    expect(sold!.messages).toEqual(["You sell a healing potion for 4 gold."]);
    expect(gold(b.state, b.registries)).toBe(goldBefore + 4);
    expect(count(b.state.player.inventory, "bazaar:potion")).toBe(1);
    expect(
      shopGoods(b.state, b.registries)
        .filter((g) => g.item.def === "bazaar:potion")
        .reduce((n, g) => n + g.item.count, 0),
    ).toBe(stockBefore + 1);
  });

  it("charisma lowers what the hero pays and raises what the merchant pays, up to price_modifier_max", () => {
    const prices = (charisma: number) => {
      const b = atCounter({ charisma, gold: 0 });
      const potion = b.state.player.inventory.find((i) => i.def === "bazaar:potion")!;
      const goods = shopGoods(b.state, b.registries);
      const buy = (def: string) => goods.find((g) => g.item.def === def && g.item.affixes.length === 0)?.price;
      return { sell: sellOffer(b.state, b.registries, potion.uid).price, buyPotion: buy("bazaar:potion"), buySword: buy("bazaar:sword") };
    };
    // The same seed draws the same stock, so each charisma prices the same goods.
    const base = prices(10);
    expect(base.sell).toBe(4);
    expect(prices(20).sell).toBe(4); // floor(10 × 0.4 × 1.2)
    expect(prices(35).sell).toBe(5); // pm held at 30: floor(10 × 0.4 × 1.3)
    expect(prices(1_000_000).sell).toBe(5);
    expect(prices(0).sell).toBe(3); // pm −20: floor(10 × 0.4 × 0.8)
    const bought =
      base.buyPotion !== undefined
        ? { at: 10, cheap: prices(35).buyPotion, dear: prices(0).buyPotion }
        : { at: 50, cheap: prices(35).buySword, dear: prices(0).buySword };
    expect(bought.cheap).toBe(Math.ceil(bought.at * 0.7));
    expect(bought.dear).toBe(Math.ceil(bought.at * 1.2));
  });

  it("refuses to sell money, a worn item, an item worth nothing, or more than the hero has", () => {
    const b = atCounter();
    const hero = b.state.player;
    const goldStack = hero.inventory.find((i) => i.def === "core:gold")!;
    const pebble = hero.inventory.find((i) => i.def === "bazaar:pebble")!;
    hero.equipment["core:main_hand"] = { uid: 999, def: "bazaar:sword", affixes: [], count: 1 };
    const before = JSON.stringify(b.state);
    const potions = hero.inventory.find((i) => i.def === "bazaar:potion")!;
    const [money, worn, worthless, missing, tooMany] = b.run(
      `sell ${goldStack.uid}`,
      "sell 999",
      `sell ${pebble.uid}`,
      "sell 12345",
      `sell ${potions.uid} 3`,
    );
    expect(money).toMatchObject({ kind: "rejected", reason: "Gold is what you pay with; it is not for sale." });
    expect(worn).toMatchObject({ kind: "rejected", reason: "Take off the iron sword first." });
    expect(worthless).toMatchObject({ kind: "rejected", reason: "Nobody would pay anything for the pebble." });
    expect(missing).toMatchObject({ kind: "rejected", reason: "You carry no item 12345." });
    expect(tooMany).toMatchObject({ kind: "rejected", reason: "You have only 2." });
    expect(JSON.stringify(b.state)).toBe(before);
  });
});

describe("the pack rule at the counter", () => {
  it("refuses a good that needs a place a full pack has not, and sells one that joins a stack", () => {
    // The trader's pack: gold, a pebble, two potions — three places of three.
    const b = bazaar({ balance: "hero_carry_capacity = 3" });
    b.room.npcs[0]!.stock = [
      { def: "bazaar:sword", affixes: [], count: 1 },
      { def: "bazaar:potion", affixes: [], count: 3 },
    ];
    b.run("move e", "move e", "talk", "choose 1");
    const before = JSON.stringify(b.state);
    const [sword] = b.run("buy 1");
    expect(sword).toMatchObject({ kind: "rejected", reason: "Your pack is full (3/3): make room first." });
    expect(JSON.stringify(b.state)).toBe(before);
    const [potion] = b.run("buy 2");
    expect(potion!.kind).toBe("turn_passed");
    expect(count(b.state.player.inventory, "bazaar:potion")).toBe(3);
  });
});

describe("trade without money", () => {
  it("refuses to buy or sell when the loaded mods name no currency, and says so", () => {
    const b = atCounter();
    const registries = { ...b.registries, balance: { ...b.registries.balance, currency: undefined } };
    const before = JSON.stringify(b.state);
    const potion = b.state.player.inventory.find((i) => i.def === "bazaar:potion")!;
    const buy = b.game.execute({ kind: "buy", good: 1 }, registries);
    const sell = b.game.execute({ kind: "sell", uid: potion.uid }, registries);
    expect(buy).toMatchObject({ kind: "rejected", reason: "Nothing can be bought: the loaded mods name no money ([balance] currency)." });
    expect(sell).toMatchObject({ kind: "rejected", reason: "Nothing can be sold: the loaded mods name no money ([balance] currency)." });
    expect(JSON.stringify(b.state)).toBe(before);
  });
});

describe("trade and dialog commands are refused at no cost when illegal", () => {
  const cases: [string, string[], string, RegExp][] = [
    ["buy while exploring", [], "buy 1", /nobody to fight or talk to/],
    ["sell while exploring", [], "sell 1", /nobody to fight or talk to/],
    ["choose while exploring", [], "choose 1", /nobody to fight or talk to/],
    ["leave while exploring", [], "leave", /nobody to fight or talk to/],
    ["talk with nobody here", [], "talk", /^There is nobody here to talk to/],
    ["choose out of range", ["move e", "move e", "talk"], "choose 3", /^Choose an option from 1 to 2\.$/],
    ["buy while talking", ["move e", "move e", "talk"], "buy 1", /in a conversation/],
    ["walk away while talking", ["move e", "move e", "talk"], "move e", /in a conversation/],
    ["talk while trading", ["move e", "move e", "talk", "choose 1"], "talk", /at the counter/],
    ["choose while trading", ["move e", "move e", "talk", "choose 1"], "choose 1", /at the counter/],
    [
      "buy a good the shop does not list",
      ["move e", "move e", "talk", "choose 1"],
      "buy 99",
      /^There is no good 99: the shop lists 1 to \d+\.$/,
    ],
    [
      "buy an item the shop does not sell",
      ["move e", "move e", "talk", "choose 1"],
      "buy bazaar:token",
      /^Mira the merchant has no Sage's token for sale\.$/,
    ],
    ["buy more than the stock", ["move e", "move e", "talk", "choose 1"], "buy 1 1000", /^There (is|are) only \d+ for sale\.$/],
    [
      "sell what the hero does not carry",
      ["move e", "move e", "talk", "choose 1"],
      "sell bazaar:token",
      /^You carry no Sage's token in your pack\.$/,
    ],
  ];
  for (const [name, setup, line, reason] of cases) {
    it(name, () => {
      const b = bazaar();
      for (const o of b.run(...setup)) expect(o.kind).toBe("turn_passed");
      const before = JSON.stringify(b.state);
      const [outcome] = b.run(line);
      expect(outcome).toMatchObject({ kind: "rejected", reason: expect.stringMatching(reason) });
      expect(JSON.stringify(b.state)).toBe(before);
    });
  }
});

describe("the loader and the trade spread", () => {
  it("warns when price_modifier_max would let selling pay what buying cost, and names the bound the rules keep", () => {
    const mod = bazaarMod({ balance: "sell_factor = 0.5\nprice_modifier_max = 50" });
    const line = mod["bazaar.toml"]!.split("\n").indexOf("price_modifier_max = 50") + 1;
    const { lines } = load(makeProfile({ core: TINY_CORE, bazaar: mod }));
    expect(lines).toContain(
      `bazaar/bazaar.toml:${line}: balance — price_modifier_max (50) with sell_factor (0.5) would let a hero sell for what they paid; the price modifier stops at 33.33% instead`,
    );
  });

  it("says nothing about numbers that keep the spread", () => {
    const { lines } = load(makeProfile({ core: TINY_CORE, bazaar: bazaarMod({ balance: "sell_factor = 0.5\nprice_modifier_max = 33" }) }));
    expect(lines.filter((l) => l.includes("price_modifier_max"))).toEqual([]);
  });
});
