import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";
import { loadOk, tempDir } from "../helpers/profile.js";

const core = () => loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });

describe("the core mod", () => {
  it("loads with zero warnings", () => {
    expect(core().lines).toEqual([]);
  });

  it("offers a race and a class, each picked once, with at least three options each", () => {
    const { registries } = core();
    const categories = registries.option_categories.all();
    expect(categories.map((c) => [c.id, c.pick])).toEqual([
      ["core:race", 1],
      ["core:class", 1],
    ]);
    for (const c of categories) {
      const options = registries.options.all().filter((o) => o.category === c.id);
      expect(options.length).toBeGreaterThanOrEqual(3);
      for (const o of options) expect(o.modifiers.length + o.abilities.length, o.id).toBeGreaterThan(0);
    }
  });

  it("gives every class starting gear through on_create", () => {
    const { registries } = core();
    const classes = registries.options.all().filter((o) => o.category === "core:class");
    for (const c of classes) {
      const gifts = c.on_create.flatMap((a) => (a.give_item ? [a.give_item] : []));
      expect(gifts.length, c.id).toBeGreaterThan(0);
      for (const id of gifts) expect(registries.items.has(id)).toBe(true);
    }
  });

  it("has gold, a dozen items, attack and flee, a prefab room and a floor", () => {
    const { registries } = core();
    expect(registries.items.get("core:gold").stackable).toBe(true);
    expect(registries.items.size).toBeGreaterThanOrEqual(12);
    expect(registries.abilities.get("core:attack").target).toBe("enemy");
    expect(registries.abilities.get("core:flee").actions).toEqual([{ flee: true }]);
    expect(registries.prefabs.size).toBeGreaterThanOrEqual(1);
    expect(registries.floors.all().map((f) => f.number)).toContain(1);
  });

  it("sets every balance field itself rather than leaning on code defaults", async () => {
    const { readFileSync } = await import("node:fs");
    const { BALANCE_FIELDS } = await import("../../src/content/schemas/balance.js");
    const text = readFileSync(join(REPO, "mods", "core", "balance.toml"), "utf8");
    for (const field of Object.keys(BALANCE_FIELDS)) expect(text).toMatch(new RegExp(`^${field}\\s*=`, "m"));
  });

  it("hands out definitions no caller can change", () => {
    const { registries } = core();
    const gold = registries.items.get("core:gold");
    expect(Object.isFrozen(gold)).toBe(true);
    expect(() => {
      (gold as { name: string }).name = "Lead";
    }).toThrow(TypeError);
    // Nested data is read-only by type; `npm test` runs tsc, which fails if this compiles.
    const change = () => {
      // @ts-expect-error symbol is DeepReadonly
      gold.symbol.char = "x";
    };
    expect(typeof change).toBe("function");
  });
});
