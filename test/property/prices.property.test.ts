import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { BALANCE_FIELDS, DEFAULT_BALANCE, priceModifierBound, type Balance } from "../../src/content/schemas/balance.js";
import { buyPrice, gold, priceModifier, sellPrice, shopGoods } from "../../src/game/queries/index.js";
import { bazaarGame, bazaarRegistries } from "../helpers/bazaar.js";

/** Any balance the loader accepts, as far as prices go: each field anywhere inside its schema bounds. */
const bounds = (field: "sell_factor" | "charisma_price_percent" | "price_modifier_max") => {
  const schema = BALANCE_FIELDS[field].unwrap();
  return fc.double({ min: schema.minValue!, max: schema.maxValue!, noNaN: true });
};
const balance = fc
  .record({
    sell_factor: bounds("sell_factor"),
    charisma_price_percent: bounds("charisma_price_percent"),
    price_modifier_max: bounds("price_modifier_max"),
  })
  .map((b): Balance => ({ ...DEFAULT_BALANCE, ...b }));
const charisma = fc.double({ min: -1000, max: 1_000_000, noNaN: true });
/** Prices from 1 to a million: whole ones (base prices) and fractional ones (affix factors). */
const price = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 1, max: 1_000_000, noNaN: true }));

describe("buying then selling back always loses money", () => {
  it("the bounds the property ranges over are the schema's own", () => {
    expect([BALANCE_FIELDS.sell_factor.unwrap().maxValue, BALANCE_FIELDS.price_modifier_max.unwrap().maxValue]).toEqual([1, 100]);
  });

  it("at every charisma, every price ≥ 1 and every balance inside its bounds: sell < buy, buy ≥ 1, sell ≥ 0, both whole", () => {
    fc.assert(
      fc.property(charisma, price, balance, (cha, p, b) => {
        const pm = priceModifier(cha, b);
        const buy = buyPrice(p, pm);
        const sell = sellPrice(p, pm, b);
        expect(Number.isInteger(buy) && Number.isInteger(sell)).toBe(true);
        expect(buy).toBeGreaterThanOrEqual(1);
        expect(sell).toBeGreaterThanOrEqual(0);
        expect(sell).toBeLessThan(buy);
      }),
      { numRuns: 5000 },
    );
  });

  it("the clamp, not only the rounding, keeps the spread: below the bound the merchant's two factors never cross", () => {
    fc.assert(
      fc.property(charisma, balance, (cha, b) => {
        const pm = priceModifier(cha, b);
        expect(pm).toBeLessThanOrEqual(priceModifierBound(b));
        expect(pm).toBeGreaterThanOrEqual(-b.price_modifier_max);
        // What selling earns per gold of price never exceeds what buying costs per gold of price.
        expect(b.sell_factor * (1 + pm / 100)).toBeLessThanOrEqual(1 - pm / 100 + 1e-12);
      }),
      { numRuns: 5000 },
    );
  });

  it("with today's numbers, charisma 32 would profit without the clamp; with it, it loses", () => {
    const core = { ...DEFAULT_BALANCE, sell_factor: 0.4, charisma_price_percent: 2, price_modifier_max: 100 };
    const unclamped = (32 - 10) * 2;
    expect(100 * core.sell_factor * (1 + unclamped / 100)).toBeGreaterThan(100 * (1 - unclamped / 100));
    const pm = priceModifier(32, core);
    expect(pm).toBeCloseTo((100 * 0.6) / 1.4, 10);
    expect(sellPrice(100, pm, core)).toBeLessThan(buyPrice(100, pm));
  });
});

describe("through the game: buy a good, sell it back, and the hero has less gold", () => {
  const loaded = bazaarRegistries({ gold: 0 }).registries;

  it("at any charisma and any balance inside its bounds", () => {
    fc.assert(
      fc.property(charisma, balance, fc.integer({ min: 1, max: 50 }), (cha, b, seed) => {
        const registries: Registries = { ...loaded, balance: { ...loaded.balance, ...b, currency: "core:gold" } };
        const { state, run } = bazaarGame(registries, `p${seed}`);
        state.player.base.charisma = cha;
        state.player.inventory.push({ uid: 10_000, def: "core:gold", affixes: [], count: 1_000_000 });
        run("move e", "move e", "talk", "choose 1");
        const good = shopGoods(state, registries)[0]!;
        const before = gold(state, registries);
        const [bought] = run("buy 1");
        expect(bought!.kind).toBe("turn_passed");
        const item = state.player.inventory.find((i) => i.def === good.item.def && i.uid !== 10_000)!;
        const [sold] = run(`sell ${item.uid}`);
        // A good worth nothing to the merchant is refused, which loses the whole price.
        if (sold!.kind === "rejected") expect(sold!.reason).toMatch(/^Nobody would pay anything/);
        expect(gold(state, registries)).toBeLessThan(before);
      }),
      { numRuns: 200 },
    );
  });
});
