import { describe, expect, it } from "vitest";
import { Rng } from "../../src/lib/rng.js";

/**
 * The one weighted choice behind loot tables, floor prefab weights and creature weights
 * (`Rng.weighted`), tested once, statistically: over 20,000 draws the counts fit the weights
 * by a χ² test (3 degrees of freedom; 16.27 is the 0.1% critical value), for several seeds.
 */
describe("Rng.weighted", () => {
  const items = [
    { name: "common", weight: 10 },
    { name: "uncommon", weight: 5 },
    { name: "rare", weight: 1.5 },
    { name: "nothing", weight: 3.5 },
  ];
  const total = items.reduce((n, i) => n + i.weight, 0);

  it.each(["a", "b", "c"])("draws each item in proportion to its weight (seed %s)", (seed) => {
    const rng = Rng.fromSeed(seed);
    const draws = 20_000;
    const counts = new Map(items.map((i) => [i.name, 0]));
    for (let k = 0; k < draws; k++) {
      const got = rng.weighted(items, (i) => i.weight)!;
      counts.set(got.name, counts.get(got.name)! + 1);
    }
    const chi2 = items.reduce((sum, i) => {
      const expected = (draws * i.weight) / total;
      return sum + (counts.get(i.name)! - expected) ** 2 / expected;
    }, 0);
    expect(chi2).toBeLessThan(16.27);
  });

  it("with one item always draws it, and with none answers undefined", () => {
    const rng = Rng.fromSeed("ends");
    expect(rng.weighted([], () => 1)).toBeUndefined();
    for (let k = 0; k < 1000; k++) expect(rng.weighted([{ w: 1 }], (i) => i.w)).toEqual({ w: 1 });
  });

  it("is a function of the seed: the same seed draws the same sequence", () => {
    const a = Rng.fromSeed("same");
    const b = Rng.fromSeed("same");
    const seq = (r: Rng) => Array.from({ length: 50 }, () => r.weighted(items, (i) => i.weight)!.name);
    expect(seq(a)).toEqual(seq(b));
  });
});
