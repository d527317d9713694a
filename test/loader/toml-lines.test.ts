import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { mapLines } from "../../src/loader/toml-lines.js";
import { loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

describe("field line numbers", () => {
  const src = `# a comment
[[items]]
id = "a"
name = "A"   # trailing comment
description = """
[[items]]
not a header: it is inside a string
"""
symbol = { char = "a", color = "red" }
modifiers = [
  { attribute = "strength", flat = 2 },
  { attribute = "dexterity", percent = 5 },
]
attributes.resistance.fire = 0.5

[[items]]
'quoted.key' = 1
"with \\"escape\\"" = 2
id = "b"

[[loot_tables]]
id = "t"
[[loot_tables.entries]]
item = "core:a"
[[loot_tables.entries]]
item = "core:b"
weight = 3
`;
  const lines = mapLines(src);

  it("finds headers, fields after multi-line strings, and fields inside inline tables and arrays", () => {
    expect(lines.lineOf(["items", 0])).toBe(2);
    expect(lines.lineOf(["items", 0, "name"])).toBe(4);
    expect(lines.lineOf(["items", 0, "symbol", "color"])).toBe(9);
    expect(lines.lineOf(["items", 0, "modifiers", 1, "percent"])).toBe(12);
    expect(lines.lineOf(["items", 0, "attributes", "resistance", "fire"])).toBe(14);
    expect(lines.lineOf(["items", 1])).toBe(16);
    expect(lines.lineOf(["items", 1, "quoted.key"])).toBe(17);
    expect(lines.lineOf(["items", 1, 'with "escape"'])).toBe(18);
    expect(lines.lineOf(["items", 1, "id"])).toBe(19);
    expect(lines.lineOf(["loot_tables", 0, "entries", 1, "weight"])).toBe(27);
  });

  it("falls back to the nearest known parent", () => {
    expect(lines.lineOf(["items", 0, "modifiers", 1, "nope"])).toBe(12);
    expect(lines.lineOf(["items", 1, "missing"])).toBe(16);
  });

  it("agrees with the parser on the number of entries", () => {
    const doc = parse(src) as { items: unknown[] };
    expect(doc.items).toHaveLength(2);
    expect(lines.exact(["items", 2])).toBeUndefined();
  });

  it("a warning names the line of the offending field, not the entry header", () => {
    const r = loadOk(
      makeProfile({
        core: TINY_CORE,
        frost: {
          "manifest.toml": manifest("frost", ["core"]),
          "m.toml": `[[items]]
id = "cloak"
name = "Cloak"
symbol = { char = "[", color = "blue" }
modifiers = [
  { attribute = "evasion", flat = 1 },
  { attribute = "evasion", percent = "ten" },
]
base_price = 12

[[creatures]]
id = "yeti"
name = "Yeti"
symbol = { char = "Y" }
attributes = { max_health = 20, resistance = { cold = 0.5, colt = 0.2 } }
ai = [{ ability = "core:attack" }, { ability = "core:atack" }]
`,
        },
      }),
    );
    expect(r.lines).toEqual([
      'frost/m.toml:7: frost:cloak — modifiers[1].percent: expected a number, got the string "ten"; entry not loaded',
      'frost/m.toml:15: frost:yeti — attributes.resistance.colt is not a damage type (did you mean "cold"? one of: physical, fire, cold, lightning, poison, holy, shadow); ignored',
      'frost/m.toml:16: frost:yeti — ai[1].ability: unknown ability "core:atack" (did you mean "core:attack"?); entry not loaded',
    ]);
  });
});
