import { describe, expect, it } from "vitest";
import { Registry } from "../../src/content/registry.js";
import { Rng } from "../../src/lib/rng.js";

interface Def {
  readonly id: string;
  readonly tags: readonly string[];
  readonly weight: number;
}

const DEFS: Def[] = [
  { id: "t:hall", tags: ["room"], weight: 1 },
  { id: "t:vault", tags: ["room", "rare"], weight: 3 },
  { id: "t:stairs", tags: ["exit"], weight: 1 },
  { id: "t:nothing", tags: ["room"], weight: 0 },
];

const registry = new Registry<Def>("prefabs", new Map(DEFS.map((d) => [d.id, d])));

/** `n` picks in a row from one seeded stream. */
function picks(seed: string, n: number, by: Parameters<typeof registry.choose>[1]): (string | undefined)[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: n }, () => registry.choose(rng, by)?.id);
}

describe("Registry.choose: one weighted, tag-aware pick", () => {
  it("picks as often as the weights say, and never an entry of weight 0", () => {
    const drawn = picks("weights", 4000, { tag: "room", weight: (d) => d.weight });
    const vault = drawn.filter((id) => id === "t:vault").length / drawn.length;
    expect(vault).toBeGreaterThan(0.71);
    expect(vault).toBeLessThan(0.79);
    expect(drawn).not.toContain("t:nothing");
  });

  it("without a weight every entry is as likely", () => {
    const drawn = picks("even", 3000, {});
    for (const d of DEFS) expect(drawn.filter((id) => id === d.id).length).toBeGreaterThan(650);
  });

  it("draws only entries with the tag", () => {
    expect(new Set(picks("tags", 500, { tag: "room" }))).toEqual(new Set(["t:hall", "t:vault", "t:nothing"]));
    expect(new Set(picks("tags", 50, { tag: "exit" }))).toEqual(new Set(["t:stairs"]));
    expect(registry.withTag("room").map((d) => d.id)).toEqual(["t:hall", "t:vault", "t:nothing"]);
  });

  it("a tag nobody carries gives undefined, and still uses one draw (what follows draws the same numbers)", () => {
    const rng = Rng.fromSeed("empty");
    expect(registry.choose(rng, { tag: "nowhere" })).toBeUndefined();
    const same = Rng.fromSeed("empty");
    same.next();
    expect(rng.state()).toEqual(same.state());
  });

  it("the same seed makes the same picks", () => {
    const by = { tag: "room", weight: (d: Def) => d.weight };
    expect(picks("again", 100, by)).toEqual(picks("again", 100, by));
  });

  it("draws the numbers a weighted draw over the tagged entries in load order draws (the generator's floors stay the same)", () => {
    for (let s = 0; s < 200; s++) {
      const a = Rng.fromSeed(`s${s}`);
      const b = Rng.fromSeed(`s${s}`);
      const tagged = DEFS.filter((d) => d.tags.includes("room"));
      for (let i = 0; i < 5; i++) expect(registry.choose(a, { tag: "room" })).toBe(b.weighted(tagged, () => 1));
      expect(a.state()).toEqual(b.state());
    }
  });
});
