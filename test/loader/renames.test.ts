import { cpSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { typedRenames } from "../../src/content/id-history.js";
import { resolveTypedId } from "../../src/lib/did-you-mean.js";
import { formatNotice } from "../../src/loader/warnings.js";
import { REPO } from "../helpers/cli.js";
import { manifest, TINY_CORE } from "../helpers/fixture-mods.js";
import { load, loadOk, makeProfile, tempDir } from "../helpers/profile.js";

/** The fixture mod written for core 0.1.0, in a profile over today's real core. */
function oldModOverCore() {
  const home = tempDir("rk-home-");
  cpSync(join(REPO, "test", "fixtures", "for-core-0.1.0"), join(home, "mods", "old"), { recursive: true });
  return loadOk({ home, builtinMods: join(REPO, "mods") });
}

const renamedNotices = (r: ReturnType<typeof load>) => r.notices.filter((n) => n.kind === "renamed").map(formatNotice);

describe("a mod written for core 0.1.0 against today's core", () => {
  const r = oldModOverCore();

  it("loads with one notice per renamed id, no warning, and every entry", () => {
    expect(r.lines).toEqual([]);
    expect(renamedNotices(r)).toEqual([
      "notice: old/goods.toml:22: core:stock_floor_1 — core:merchant_stock is now core:stock_floor_1 (renamed in core 0.2.0); read as core:stock_floor_1 (and 1 more place in this mod)",
      "notice: old/loot.toml:12: core:armor_affixes_common — core:armor_affixes is now core:armor_affixes_common (renamed in core 0.2.0); read as core:armor_affixes_common (and 1 more place in this mod)",
      "notice: old/loot.toml:18: core:floor_1_loot — core:gear is now core:gear_1 (renamed in core 0.2.0); read as core:gear_1 (and 1 more place in this mod)",
      "notice: old/loot.toml:6: old:relics — core:weapon_affixes is now core:weapon_affixes_common (renamed in core 0.2.0); read as core:weapon_affixes_common",
    ]);
    const reg = r.registries;
    for (const [table, id] of [
      ["items", "old:lucky_coin"],
      ["affixes", "old:of_old"],
      ["npcs", "old:peddler"],
      ["loot_tables", "old:relics"],
      ["prefabs", "old:relic_room"],
    ] as const) {
      expect(reg[table].has(id), id).toBe(true);
    }
  });

  it("reads every old id as the new one: references, extends and remove keys", () => {
    const reg = r.registries;
    expect(reg.npcs.get("old:peddler").shop).toBe("core:stock_floor_1");
    expect(reg.loot_tables.get("old:relics").entries.map((e) => ("affixes" in e ? e.affixes : "table" in e ? e.table : undefined))).toEqual(
      ["core:weapon_affixes_common", "core:armor_affixes_common", "core:gear_1"],
    );
    const items = (id: string) =>
      reg.loot_tables.get(id).entries.map((e) => ("item" in e ? e.item : "table" in e ? e.table : "affix" in e ? e.affix : "nothing"));
    expect(items("core:stock_floor_1")).toContain("old:lucky_coin");
    expect(items("core:armor_affixes_common")).toContain("old:of_old");
    expect(items("core:floor_1_loot")).toContain("old:relics");
    expect(items("core:floor_1_loot")).not.toContain("core:gear_1");
    expect(reg.floors.get("core:floor_1").prefabs.map((p) => p.tag)).toContain("old:relics");
  });
});

/** frost 1.1.0 renamed its ice_axe (1.0.0) to frost_axe and removed its old_map; thaw was written for frost 1.0.0. */
const FROST = {
  "manifest.toml": manifest("frost", ["core"], "1.1.0"),
  "items.toml": `[[items]]
id = "frost_axe"
renamed_from = [{ id = "ice_axe", version = "1.1.0" }]
name = "Frost axe"
symbol = { char = "/", color = "cyan" }
base_price = 10

[[items]]
id = "chart"
name = "Chart"
symbol = { char = "?", color = "white" }
base_price = 3

[removed]
items = [{ id = "old_map", version = "1.1.0", replaced_by = ["frost:chart"] }]
`,
};

function withThaw(thaw: string) {
  return load(makeProfile({ core: TINY_CORE, frost: FROST, thaw: { "manifest.toml": manifest("thaw", ["frost"]), "a.toml": thaw } }));
}

describe("a mod renaming and removing its own ids", () => {
  it("an override of the old id applies to the new one, with a notice", () => {
    const r = withThaw(
      `[[items]]\noverrides = "frost:ice_axe"\nname = "Thawed axe"\nsymbol = { char = "/", color = "blue" }\nbase_price = 12\n`,
    );
    expect(r.lines).toEqual([]);
    expect(renamedNotices(r)).toEqual([
      "notice: thaw/a.toml:2: frost:frost_axe — frost:ice_axe is now frost:frost_axe (renamed in frost 1.1.0); read as frost:frost_axe",
    ]);
    expect(r.ok && r.registries.items.get("frost:frost_axe").name).toBe("Thawed axe");
    expect(r.ok && r.registries.items.has("frost:ice_axe")).toBe(false);
  });

  it("a removed id is one warning naming what replaced it; check still counts the rest", () => {
    const r = withThaw(
      `[[loot_tables]]\nid = "maps"\nrolls = 1\nentries = [{ item = "frost:old_map", weight = 1 }]\n\n[[items]]\nextends = "frost:old_map"\ntags = ["thaw:x"]\n`,
    );
    expect(r.lines).toEqual([
      "thaw/a.toml:7: frost:old_map — extends: frost:old_map was removed in frost 1.1.0; use frost:chart instead; extension not applied",
      "thaw/a.toml:4: thaw:maps — entries[0].item: item frost:old_map was removed in frost 1.1.0; use frost:chart instead; entry not loaded",
    ]);
  });

  it("renaming an id that is still loaded, or an old id twice, is a warning and changes nothing", () => {
    const r = load(
      makeProfile({
        core: TINY_CORE,
        frost: {
          "manifest.toml": manifest("frost", ["core"], "1.1.0"),
          "a.toml": `[[items]]\nid = "a"\nrenamed_from = [{ id = "b", version = "1.1.0" }]\nname = "A"\nsymbol = { char = "a", color = "red" }\nbase_price = 1\n\n[[items]]\nid = "b"\nname = "B"\nsymbol = { char = "b", color = "red" }\nbase_price = 1\n\n[[items]]\nid = "c"\nrenamed_from = [{ id = "b", version = "1.1.0" }, { id = "c", version = "1.1.0" }]\nname = "C"\nsymbol = { char = "c", color = "red" }\nbase_price = 1\n`,
        },
      }),
    );
    expect(r.lines).toEqual([
      "frost/a.toml:16: frost:c — renamed_from: frost:b is already renamed to frost:a at frost/a.toml:3; ignored",
      'frost/a.toml:16: frost:c — renamed_from: "c" is this entry\'s own id; ignored',
      "frost/a.toml:3: frost:a — renamed_from: frost:b is still a loaded item (frost/a.toml:8); the rename is ignored",
    ]);
    expect(r.ok && r.registries.items.has("frost:b")).toBe(true);
  });

  it("an extension cannot rename, and a bad [removed] record is one line that loses only itself", () => {
    const r = withThaw(
      `[[items]]\nextends = "frost:chart"\nrenamed_from = [{ id = "x", version = "1.0.0" }]\n\n[removed]\nitems = [{ id = "gone", version = "soon" }, { id = "ok", version = "1.0.0" }]\nitemz = []\n`,
    );
    expect(r.lines).toEqual([
      expect.stringMatching(/^thaw\/a\.toml:3: frost:chart — renamed_from: unknown key/),
      'thaw/a.toml:6: removed — items[0]: version: the version that removed it, like "0.2.0"; ignored',
      'thaw/a.toml:7: removed — itemz: not a registry (did you mean "items"? one of: slots, option_categories, options, items, abilities, affixes, quests, creatures, prefabs, floors, scripts, loot_tables, modifiers, npcs); skipped',
    ]);
    expect(r.ok && r.registries.history!.removal("items", "thaw:ok")?.version).toBe("1.0.0");
  });
});

describe("typed ids", () => {
  it("an old id typed, full or bare, is read as the new one with a notice", () => {
    const r = loadOk(makeProfile({ core: TINY_CORE, frost: FROST }));
    const known = r.registries.items.ids();
    const renamed = typedRenames(r.registries.history, ["items"]);
    const notice = "notice: frost:ice_axe is now frost:frost_axe (renamed in frost 1.1.0); read as frost:frost_axe";
    expect(resolveTypedId("frost:ice_axe", known, "item", renamed)).toEqual({ id: "frost:frost_axe", notice });
    expect(resolveTypedId("ice_axe", known, "item", renamed)).toEqual({ id: "frost:frost_axe", notice });
    expect(resolveTypedId("ice_axe", known, "item")).toHaveProperty("error");
  });
});

it("the fixture names only ids core 0.1.0 had", () => {
  const old = new Set(
    readFileSync(join(REPO, "test", "core-ids", "0.1.0.txt"), "utf8")
      .split("\n")
      .map((l) => l.split(" ")[1]),
  );
  const dir = join(REPO, "test", "fixtures", "for-core-0.1.0");
  const named = readdirSync(dir).flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(/"(core:[a-z0-9_]+)"/g)].map((m) => m[1]!));
  const tags = new Set(["core:floor_1_loot", "core:floor_1"]);
  expect(named.filter((id) => !old.has(id) && !tags.has(id))).toEqual([]);
});
