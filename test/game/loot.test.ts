import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import type { NewItem } from "../../src/game/inventory.js";
import { drawLoot, MAX_DRAWS } from "../../src/game/loot.js";
import { Rng } from "../../src/lib/rng.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { loadOk, makeProfile } from "../helpers/profile.js";

const item = (id: string, extra = "") => `[[items]]\nid = "${id}"\nname = "${id}"\nsymbol = { char = "i" }\n${extra}\n`;
const table = (id: string, body: string) => `[[loot_tables]]\nid = "${id}"\n${body}\n`;

/** A mod of small tables, one per rule under test (`lt:` ids), and `luck_factor` 0.01. */
const LOOT = {
  "manifest.toml": manifest("lt", ["core"]),
  "items.toml": ["coin", "gem", "crown", "ring", "bread"].map((id) => item(id)).join("\n") + item("sword", 'slot = "core:main_hand"'),
  "affixes.toml": `[[affixes]]
id = "sharp"
name = "Sharp"
tiers = [{ price_factor = 1.2 }, { price_factor = 1.5 }, { price_factor = 2 }]

[[affixes]]
id = "of_fox"
name = "of the Fox"
tiers = [{ price_factor = 1.3 }]
`,
  "tables.toml": [
    table("one_coin", 'entries = [{ item = "lt:coin", weight = 1 }]'),
    table("mostly_nothing", 'entries = [{ nothing = true, weight = 3 }, { item = "lt:coin", weight = 1 }]'),
    // gem: 1/4 of the outer draws × 1/4 inside = 1/16; crown 3/16; ring 3/4.
    table("inner", 'entries = [{ item = "lt:gem", weight = 1 }, { item = "lt:crown", weight = 3 }]'),
    table("outer", 'entries = [{ table = "lt:inner", weight = 1 }, { item = "lt:ring", weight = 3 }]'),
    table("ouroboros", 'entries = [{ table = "lt:ouroboros", weight = 1 }]'),
    table("hydra", 'rolls = 100\nentries = [{ table = "lt:hydra", weight = 1 }, { item = "lt:coin", weight = 1 }]'),
    table("maybe", 'entries = [{ nothing = true, weight = 9 }, { item = "lt:gem", weight = 1 }]'),
    table(
      "boss",
      'guaranteed = true\nentries = [{ nothing = true, weight = 100 }, { table = "lt:maybe", weight = 100 }, { item = "lt:crown", weight = 1 }]',
    ),
    table("empty_boss", 'guaranteed = true\nrolls = 0\nentries = [{ item = "lt:crown", weight = 1 }]'),
    table("bread", 'entries = [{ item = "lt:bread", weight = 1, count = "2-5" }]'),
    // Two draws of the same affix: tier 1 or tier 3, each half the time.
    table(
      "sharp_twice",
      'rolls = 2\nentries = [{ affix = "lt:sharp", tier = 1, weight = 1 }, { affix = "lt:sharp", tier = 3, weight = 1 }]',
    ),
    table("sharp_sword", 'entries = [{ item = "lt:sword", weight = 1, affixes = "lt:sharp_twice" }]'),
    table(
      "mixed_affixes",
      'rolls = 2\nentries = [{ nothing = true, weight = 1 }, { affix = "lt:sharp", tier = 2, weight = 1 }, { affix = "lt:of_fox", tier = 1, weight = 1 }]',
    ),
    table("mixed_sword", 'entries = [{ item = "lt:sword", weight = 1, affixes = "lt:mixed_affixes" }]'),
  ].join("\n"),
  "balance.toml": "[balance]\nluck_factor = 0.01\n",
};

function registries(): Registries {
  return loadOk(makeProfile({ core: TINY_CORE, lt: LOOT })).registries;
}

/** `n` draws of a table from one seeded stream. */
function draws(reg: Registries, id: string, n: number, luck = 0, seed = "loot"): NewItem[][] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: n }, () => drawLoot(reg, id, rng, luck));
}

/** Whether a measured share fits `p` within four binomial standard errors of `n` trials. */
function expectShare(hits: number, n: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(hits / n - p)).toBeLessThan(4 * se);
}

describe("drawLoot", () => {
  it("loads the fixture without warnings", () => {
    expect(loadOk(makeProfile({ core: TINY_CORE, lt: LOOT })).lines).toEqual([]);
  });

  it("luck raises the expected number of draws: one extra with chance luck × luck_factor", () => {
    const reg = registries();
    const n = 20_000;
    const count = (luck: number) => draws(reg, "lt:one_coin", n, luck).reduce((s, d) => s + d.length, 0);
    expect(count(0)).toBe(n);
    // Luck 30 at 0.01 a point: an extra coin 30% of the time, 1.3 coins a draw.
    expectShare(count(30) - n, n, 0.3);
    // The chance stops at 1: never more than one extra draw, however lucky.
    expect(count(1000)).toBe(2 * n);
    // Bad luck takes nothing away.
    expect(count(-50)).toBe(n);
  });

  it("draws nothing as often as its weight says", () => {
    const reg = registries();
    const n = 20_000;
    const got = draws(reg, "lt:mostly_nothing", n);
    expectShare(got.filter((d) => d.length === 0).length, n, 0.75);
    expect(got.filter((d) => d.length === 1).every((d) => d[0]!.def === "lt:coin")).toBe(true);
  });

  it("draws a nested table's items with the product of the weights", () => {
    const reg = registries();
    const n = 20_000;
    const got = draws(reg, "lt:outer", n);
    expect(got.every((d) => d.length === 1)).toBe(true);
    const defs = got.map((d) => d[0]!.def);
    expectShare(defs.filter((d) => d === "lt:gem").length, n, 1 / 16);
    expectShare(defs.filter((d) => d === "lt:crown").length, n, 3 / 16);
    expectShare(defs.filter((d) => d === "lt:ring").length, n, 3 / 4);
  });

  it("stops a table that names itself at the depth cap, and one that multiplies itself at the draw cap", () => {
    const reg = registries();
    expect(drawLoot(reg, "lt:ouroboros", Rng.fromSeed("o"))).toEqual([]);
    // 100 draws a level, half of them going a level deeper: unbounded, 100^16 draws.
    const many = drawLoot(reg, "lt:hydra", Rng.fromSeed("h"));
    expect(many.length).toBeGreaterThan(100);
    expect(many.length).toBeLessThanOrEqual(MAX_DRAWS);
    expect(many.every((i) => i.def === "lt:coin")).toBe(true);
  });

  it("a guaranteed table always drops, even through a table of its that could give nothing", () => {
    const reg = registries();
    const got = draws(reg, "lt:boss", 2_000);
    expect(got.every((d) => d.length === 1)).toBe(true);
    expect(new Set(got.map((d) => d[0]!.def))).toEqual(new Set(["lt:gem", "lt:crown"]));
    expect(draws(reg, "lt:empty_boss", 100).every((d) => d.length === 1)).toBe(true);
  });

  it("keeps a count range inside its ends and reaches both", () => {
    const reg = registries();
    const counts = draws(reg, "lt:bread", 2_000).map((d) => d[0]!.count);
    expect(Math.min(...counts)).toBe(2);
    expect(Math.max(...counts)).toBe(5);
    expect(new Set(counts)).toEqual(new Set([2, 3, 4, 5]));
  });

  it("draws affixes through an affix table; the same affix twice is kept once, at the stronger tier", () => {
    const reg = registries();
    const n = 20_000;
    const swords = draws(reg, "lt:sharp_sword", n).map((d) => d[0]!);
    expect(swords.every((s) => s.def === "lt:sword" && s.affixes.length === 1 && s.affixes[0]!.id === "lt:sharp")).toBe(true);
    // Two draws of tier 1 or 3: tier 3 unless both were tier 1.
    expectShare(swords.filter((s) => s.affixes[0]!.tier === 3).length, n, 3 / 4);
    expect(swords.some((s) => s.affixes[0]!.tier === 1)).toBe(true);
  });

  it("names the same affixes in the same order however they were drawn (so they stack)", () => {
    const reg = registries();
    const both = draws(reg, "lt:mixed_sword", 2_000)
      .map((d) => d[0]!.affixes)
      .filter((a) => a.length === 2);
    expect(both.length).toBeGreaterThan(100);
    for (const a of both)
      expect(a).toEqual([
        { id: "lt:of_fox", tier: 1 },
        { id: "lt:sharp", tier: 2 },
      ]);
  });

  it("gives the same draws for the same seed, and others for another", () => {
    const reg = registries();
    const a = draws(reg, "lt:mixed_sword", 200, 40, "same");
    expect(draws(reg, "lt:mixed_sword", 200, 40, "same")).toEqual(a);
    expect(draws(reg, "lt:mixed_sword", 200, 40, "other")).not.toEqual(a);
  });
});
