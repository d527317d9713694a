import { describe, expect, it } from "vitest";
import { coreAndFrost, loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const frost = coreAndFrost;

describe("phase 2: entry by entry", () => {
  it("a TOML syntax error loses only its file, with the parser's line", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "a_broken.toml": `[[slots]]\nid = "head"\nname = "Head"\n\n[[slots]]\nid = "feet\nname = "Feet"\n`,
          "b_fine.toml": `[[slots]]\nid = "ring"\nname = "Ring"\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/a_broken.toml:6:6: a_broken.toml — TOML syntax error at "id = \\"feet": the quote is never closed: write id = "feet" (a string ends on its own line); file skipped',
    ]);
    expect(r.registries.slots.has("frost:ring")).toBe(true);
    expect(r.registries.slots.has("frost:head")).toBe(false);
  });

  it('a number that must be above its bound says "more than", one that may equal it "at least"', () => {
    const r = loadOk(
      makeProfile(
        frost({
          "abilities.toml": `[[abilities]]\nid = "nothing"\nname = "Nothing"\ntarget = "self"\nactions = [{ heal = 0 }]\n`,
          "items.toml": `[[items]]\nid = "debt"\nname = "Debt"\nsymbol = { char = "d" }\nbase_price = -1\n`,
        }),
      ),
    );
    expect(r.lines).toContainEqual(expect.stringMatching(/frost:nothing — actions\[0\]\.heal: must be more than 0; entry not loaded$/));
    expect(r.lines).toContainEqual(expect.stringMatching(/frost:debt — base_price: must be at least 0; entry not loaded$/));
  });

  it("a bad entry loses only itself; its neighbours in the same file load", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "items.toml": `[[items]]
id = "before"
name = "Before"
symbol = { char = "b" }

[[items]]
id = "bad"
name = "Bad"
symbol = { char = "x" }
base_price = "cheap"

[[items]]
id = "after"
name = "After"
symbol = { char = "a" }
`,
        }),
      ),
    );
    expect(r.registries.items.has("frost:before")).toBe(true);
    expect(r.registries.items.has("frost:after")).toBe(true);
    expect(r.registries.items.has("frost:bad")).toBe(false);
    expect(r.lines).toEqual(['frost/items.toml:10: frost:bad — base_price: expected a number, got the string "cheap"; entry not loaded']);
  });

  it("an unknown key warns with a suggestion and the entry still loads", () => {
    const r = loadOk(
      makeProfile(
        frost({ "items.toml": `[[items]]\nid = "gem"\nname = "Gem"\nsymbol = { char = "*", colour = "red" }\nbase_prise = 5\n` }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/items.toml:4: frost:gem — symbol.colour: unknown key (did you mean "color"?); ignored',
      'frost/items.toml:5: frost:gem — base_prise: unknown key (did you mean "base_price"?); ignored',
    ]);
    const gem = r.registries.items.get("frost:gem");
    expect(gem.name).toBe("Gem");
    expect(gem.symbol.color).toBe("white");
    expect(gem).not.toHaveProperty("base_prise");
  });

  it("a duplicate id in the same mod warns and the later copy loses", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "a.toml": `[[slots]]\nid = "head"\nname = "First"\n`,
          "b.toml": `\n\n[[slots]]\nid = "head"\nname = "Second"\n`,
        }),
      ),
    );
    expect(r.registries.slots.get("frost:head").name).toBe("First");
    expect(r.lines).toEqual([
      "frost/b.toml:4: frost:head — duplicate id: already defined at frost/a.toml:1; this later copy is skipped; entry not loaded",
    ]);
  });

  it("prefixes ids with the mod id and keeps references as written", () => {
    const r = loadOk(
      makeProfile(frost({ "s.toml": `[[items]]\nid = "sword"\nname = "Sword"\nsymbol = { char = "/" }\nslot = "core:main_hand"\n` })),
    );
    expect(r.registries.items.get("frost:sword").slot).toBe("core:main_hand");
    expect(r.registries.items.tryGet("sword")).toBeUndefined();
  });

  it("an unknown top-level table is named with a suggestion", () => {
    const r = loadOk(makeProfile(frost({ "x.toml": `[[itemz]]\nid = "a"\n\n[[itemz]]\nid = "b"\n` })));
    expect(r.lines).toEqual([
      'frost/x.toml:1: itemz — unknown table (did you mean "items"? one of: slots, option_categories, options, items, abilities, affixes, quests, creatures, prefabs, floors, scripts, loot_tables, modifiers, npcs, balance, removed); its 2 entries are skipped',
    ]);
  });
});

describe("overrides", () => {
  it("stores the override only under the overridden id and notes it", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "o.toml": `[[items]]\noverrides = "core:gold"\nname = "Frozen gold"\nsymbol = { char = "$", color = "cyan" }\nstackable = true\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([]);
    expect(r.registries.items.get("core:gold").name).toBe("Frozen gold");
    expect(r.registries.items.ids()).toEqual(["core:gold"]);
    expect(r.registries.items.origin("core:gold")?.file).toBe("frost/o.toml");
    expect(r.notes.some((n) => n.startsWith("core:gold overridden by frost/o.toml:1"))).toBe(true);
  });

  it("refuses an override of an id that is not loaded, with a suggestion", () => {
    const r = loadOk(makeProfile(frost({ "o.toml": `[[items]]\noverrides = "core:golf"\nname = "X"\nsymbol = { char = "x" }\n` })));
    expect(r.lines).toEqual([
      'frost/o.toml:2: core:golf — overrides: no item "core:golf" is loaded before this one (did you mean "core:gold"?); entry not loaded',
    ]);
    expect(r.registries.items.ids()).toEqual(["core:gold"]);
  });

  it("a broken override is not applied and the original stays", () => {
    const r = loadOk(
      makeProfile(
        frost({
          "o.toml": `[[items]]\noverrides = "core:gold"\nname = "Cursed gold"\nsymbol = { char = "$" }\nslot = "core:neck"\n`,
        }),
      ),
    );
    expect(r.lines).toEqual([
      'frost/o.toml:5: core:gold — slot: unknown slot "core:neck"; override not applied; core:gold stays as in core/base.toml:5',
    ]);
    expect(r.registries.items.get("core:gold").name).toBe("Gold");
  });
});

describe("[balance]", () => {
  it("merges field by field across mods; a bad field loses only itself", () => {
    const r = loadOk(
      makeProfile({
        core: { ...TINY_CORE, "balance.toml": `[balance]\nhit_min = 0.1\nsell_factor = 0.3\n` },
        frost: {
          "manifest.toml": manifest("frost", ["core"]),
          "b.toml": `[balance]\nsell_factor = 0.5\nhit_max = "high"\nluk_factor = 1\n`,
        },
      }),
    );
    expect(r.registries.balance.hit_min).toBe(0.1);
    expect(r.registries.balance.sell_factor).toBe(0.5);
    expect(r.registries.balance.hit_max).toBe(0.95);
    expect(r.lines).toEqual([
      expect.stringMatching(/^frost\/b\.toml:3: balance — hit_max: .*; ignored$/),
      'frost/b.toml:4: balance — luk_factor: unknown balance field (did you mean "luck_factor"?); ignored',
    ]);
  });
});
