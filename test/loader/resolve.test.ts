import { describe, expect, it } from "vitest";
import { coreAndFrost, loadOk, makeProfile } from "../helpers/profile.js";

const frost = coreAndFrost;

describe("phase 3: references", () => {
  it("an unknown reference loses the entry and suggests the closest id", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "weapons.toml": `[[items]]
id = "ice_axe"
name = "Ice axe"
symbol = { char = "/", color = "cyan" }
slot = "core:mian_hand"
base_price = 40
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/weapons.toml:5: frost:ice_axe — slot: unknown slot "core:mian_hand" (did you mean "core:main_hand"?); entry not loaded',
    ]);
    expect(r.registries.items.has("frost:ice_axe")).toBe(false);
  });

  it("suggests the same name under the right prefix", () => {
    const r = loadOk(makeProfile(frost({ "t.toml": `[[loot_tables]]\nid = "t"\nentries = [{ item = "frost:gold", weight = 1 }]\n` })));
    expect(r.lines).toEqual([
      'frost/t.toml:3: frost:t — entries[0].item: unknown item "frost:gold" (did you mean "core:gold"?); entry not loaded',
    ]);
  });

  it("forward references inside one mod resolve (all entries are known by phase 3)", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "a.toml": `[[loot_tables]]\nid = "drops"\nentries = [{ item = "frost:shard", weight = 1 }]\n`,
          "b.toml": `[[items]]\nid = "shard"\nname = "Shard"\nsymbol = { char = "*" }\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([]);
    expect(r.registries.loot_tables.get("frost:drops").entries[0]?.item).toBe("frost:shard");
  });

  it("an entry referring to a lost entry is lost too, and says why", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "a.toml": `[[items]]
id = "axe"
name = "Axe"
symbol = { char = "/" }
slot = "core:two_hand"

[[loot_tables]]
id = "inner"
entries = [{ item = "frost:axe", weight = 1 }]

[[loot_tables]]
id = "outer"
entries = [{ table = "frost:inner", weight = 1 }, { nothing = true, weight = 3 }]
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/a.toml:5: frost:axe — slot: unknown slot "core:two_hand" (did you mean "core:main_hand"?); entry not loaded',
      'frost/a.toml:9: frost:inner — entries[0].item: item "frost:axe" was not loaded (see frost/a.toml:5); entry not loaded',
      'frost/a.toml:13: frost:outer — entries[0].table: loot table "frost:inner" was not loaded (see frost/a.toml:9); entry not loaded',
    ]);
    expect(r.registries.loot_tables.size).toBe(0);
  });

  it("checks references nested in triggers, actions and conditions", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "r.toml": `[[items]]
id = "ring"
name = "Ring"
symbol = { char = "=" }
triggers = [
  { on = "damage_taken", condition = [{ damage_type = "fire" }, { has_item = "core:gold" }], actions = [{ add_modifier = "frost:chill", to = "target" }] },
]
`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/r.toml:6: frost:ring — triggers[0].actions[0].add_modifier: unknown modifier "frost:chill"; entry not loaded',
    ]);
  });
});
