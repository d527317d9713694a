import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Registries } from "../../src/content/registries.js";
import { generateFloor } from "../../src/gen/build-floor.js";
import { REPO } from "../helpers/cli.js";
import { loadOk, makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";
import { bazaarMod } from "../helpers/bazaar.js";

let cached: Registries | undefined;
const core = () => (cached ??= loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") }).registries);

const shops = (registries: Registries, seed: string) =>
  registries.floors
    .all()
    .map((def) => generateFloor(registries, def, seed))
    .flatMap((floor) => floor.rooms.flatMap((r) => r.npcs.filter((n) => registries.npcs.get(n.id).shop !== undefined)));

describe("shop goods are drawn when the floor is generated", () => {
  it("every core merchant stands with goods drawn from its shop table", () => {
    const found = shops(core(), "7");
    // Every floor has a shop (a merchant, and Mother Hesk beside each one).
    for (const def of core().floors.all()) {
      expect(
        generateFloor(core(), def, "7").rooms.some((r) => r.npcs.some((n) => core().npcs.get(n.id).shop !== undefined)),
        def.id,
      ).toBe(true);
    }
    for (const spot of found) {
      expect(spot.stock?.length).toBeGreaterThan(0);
      for (const good of spot.stock!) expect(core().items.has(good.def)).toBe(true);
    }
  });

  it("the same seed draws the same goods; other seeds draw others", () => {
    expect(shops(core(), "7").map((s) => s.stock)).toEqual(shops(core(), "7").map((s) => s.stock));
    const distinct = new Set(Array.from({ length: 10 }, (_, s) => JSON.stringify(shops(core(), String(s)).map((n) => n.stock))));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it("an NPC without a shop has no stock, and equal goods are one stack", () => {
    const hall = `[[prefabs]]\nid = "hall"\ntags = ["m:hall"]\nnpcs = ["bazaar:merchant", "bazaar:sage"]\nlayout = '''\n#####\n#n.n#\n#...+\n#####\n'''\n\n[[floors]]\nid = "one"\nnumber = 1\nsize = [20, 12]\nrooms = 1\nrequired = ["m:hall"]\n`;
    const { registries } = loadOk(
      makeProfile({ core: TINY_CORE, bazaar: bazaarMod(), m: { "manifest.toml": manifest("m", ["bazaar"]), "m.toml": hall } }),
    );
    for (let seed = 0; seed < 20; seed++) {
      const [room] = generateFloor(registries, registries.floors.get("m:one"), String(seed)).rooms;
      const merchant = room!.npcs.find((n) => n.id === "bazaar:merchant")!;
      expect(room!.npcs.find((n) => n.id === "bazaar:sage")!.stock).toBeUndefined();
      // Three draws of the wares table: potions (3 each) stack into one line.
      const potions = merchant.stock!.filter((g) => g.def === "bazaar:potion");
      expect(potions.length).toBeLessThanOrEqual(1);
      expect(merchant.stock!.reduce((n, g) => n + (g.def === "bazaar:potion" ? g.count / 3 : g.count), 0)).toBe(3);
    }
  });
});
