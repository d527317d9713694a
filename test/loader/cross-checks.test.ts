import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNotice } from "../../src/loader/warnings.js";
import { coreAndFrost, loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const AFFIX = `[[affixes]]
id = "keen"
name = "Keen"
tiers = [{ modifiers = [{ attribute = "accuracy", flat = 1 }] }, { modifiers = [{ attribute = "accuracy", flat = 2 }], price_factor = 1.5 }]
`;

describe("rules that span entries", () => {
  it("a loot line naming a tier its affix does not have loses the table", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "a.toml":
            AFFIX +
            `\n[[loot_tables]]\nid = "affs"\nentries = [\n  { affix = "frost:keen", tier = 2, weight = 1 },\n  { affix = "frost:keen", tier = 3, weight = 1 },\n]\n`,
        }),
      ),
    );
    expect(r.lines).toEqual(['frost/a.toml:10: frost:affs — entries[1].tier: affix "frost:keen" has 2 tier(s), not 3; entry not loaded']);
  });

  it("affixes must name a table of affix lines", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "a.toml":
            AFFIX +
            `
[[loot_tables]]
id = "affs"
entries = [{ affix = "frost:keen", weight = 1 }, { nothing = true, weight = 2 }]

[[loot_tables]]
id = "gear"
entries = [{ item = "core:gold", weight = 1, affixes = "frost:affs" }]

[[loot_tables]]
id = "wrong"
entries = [{ item = "core:gold", weight = 1, affixes = "frost:gear" }]
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/a.toml:16: frost:wrong — entries[0].affixes: "frost:gear" is not an affix table (its entries must be affix or nothing lines); entry not loaded',
    ]);
    expect(r.registries.loot_tables.has("frost:gear")).toBe(true);
  });

  it("a count range must run from low to high", () => {
    const r = loadOk(
      makeProfile(coreAndFrost({ "t.toml": `[[loot_tables]]\nid = "t"\nentries = [{ item = "core:gold", weight = 1, count = "9-2" }]\n` })),
    );
    expect(r.lines).toEqual([
      "frost/t.toml:3: frost:t — entries[0].count: a count range goes from low to high, from 1 to 1000; entry not loaded",
    ]);
  });

  it("warns when a floor asks for a tag no prefab carries", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "f.toml": `[[prefabs]]
id = "hall"
tags = ["frost:entrance"]
layout = "#+#\\n#<#\\n###"

[[floors]]
id = "f1"
number = 1
size = [40, 20]
rooms = 3
required = ["frost:entrance", "frost:merchnat"]
prefabs = [{ tag = "frost:normal", weight = 1 }]
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/f.toml:11: frost:f1 — required: no loaded prefab has the tag "frost:merchnat"',
      'frost/f.toml:12: frost:f1 — prefabs: no loaded prefab has the tag "frost:normal"',
    ]);
    expect(r.registries.floors.has("frost:f1")).toBe(true);
  });

  it("warns when an ai rule names an ability the creature does not have", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "c.toml": `[[abilities]]\nid = "howl"\nname = "Howl"\n\n[[creatures]]\nid = "wolf"\nname = "Wolf"\nsymbol = { char = "w" }\nai = [{ ability = "frost:howl" }, { ability = "core:attack" }]\n\n[balance]\ncommon_abilities = ["core:attack"]\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/c.toml:9: frost:wolf — ai[0].ability: the creature does not have "frost:howl" (add it to abilities), so this rule is never chosen',
    ]);
  });

  it("warns when balance bounds cross", () => {
    const r = loadOk(makeProfile(coreAndFrost({ "b.toml": `[balance]\nhit_min = 0.99\n` })));
    expect(r.lines).toEqual(["frost/b.toml:2: balance — hit_min (0.99) is above hit_max (0.95)"]);
  });
});

describe("messages a newcomer can act on", () => {
  it("names a single allowed value plainly and quotes keys with dots", () => {
    const r = loadOk(
      makeProfile(
        coreAndFrost({
          "x.toml": `[[abilities]]
id = "run"
name = "Run"
actions = [{ flee = false }]

[[creatures]]
id = "yeti"
name = "Yeti"
symbol = { char = "Y" }
attributes = { "resistance.cold" = 0.5 }
ai = [{ ability = "core:attack" }]
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      "frost/x.toml:4: frost:run — actions[0].flee: must be true, got boolean; entry not loaded",
      'frost/x.toml:10: frost:yeti — attributes."resistance.cold": unknown key (without quotes, resistance.cold = … nests it under resistance); ignored',
    ]);
  });
});

describe("load order written by rustkeep respects depends", () => {
  it("a new profile lists a dependency before its dependant even against the alphabet", () => {
    const p = makeProfile({
      core: TINY_CORE,
      aaa: { "manifest.toml": manifest("aaa", ["core", "frost"]) },
      frost: { "manifest.toml": manifest("frost", ["core"]) },
    });
    const r = loadOk(p);
    expect(r.mods.map((m) => m.id)).toEqual(["core", "frost", "aaa"]);
  });

  it("a new mod goes before the listed mod that depends on it", () => {
    const p = makeProfile({
      core: TINY_CORE,
      ice: { "manifest.toml": manifest("ice", ["core"]) },
      frost: { "manifest.toml": manifest("frost", ["core", "ice"]) },
    });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost"]\n');
    const r = loadOk(p);
    expect(r.mods.map((m) => m.id)).toEqual(["core", "ice", "frost"]);
    expect(r.lines).toEqual([]);
    expect(r.notices.map(formatNotice)).toEqual([
      `notice: load_order.toml:1: ice — new mod found in ${join(p.home, "mods", "ice")}; placed before frost, which depends on it (enabled)`,
    ]);
  });
});
