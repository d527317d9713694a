import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_NAMES } from "../../src/content/catalog.js";
import type { Registries } from "../../src/content/registries.js";
import { attributesInPlay, RULE_ATTRIBUTES } from "../../src/ui/attribute-words.js";
import { describeOption, formatModifier } from "../../src/ui/describe.js";
import { REPO } from "../helpers/cli.js";
import { coreRegistries } from "./fixtures.js";

let core: Registries;
beforeAll(() => {
  core = coreRegistries();
});

const option = (id: string) => describeOption(core.options.get(id), core);

describe("option descriptions", () => {
  it("words flat, percent and fraction amounts the way a player reads them", () => {
    expect(formatModifier({ attribute: "strength", flat: 2 })).toEqual(["+2 strength"]);
    expect(formatModifier({ attribute: "max_health", percent: 10 })).toEqual(["+10% max health"]);
    expect(formatModifier({ attribute: "dexterity", flat: -1 })).toEqual(["-1 dexterity"]);
    expect(formatModifier({ attribute: "armor", flat: 0.05 })).toEqual(["+5% physical resistance"]);
    expect(formatModifier({ attribute: "resistance.physical", flat: -0.1 })).toEqual(["-10% physical resistance"]);
    expect(formatModifier({ attribute: "crit_chance", flat: 0.07 })).toEqual(["+7% critical hit chance"]);
    expect(formatModifier({ attribute: "luck", flat: 1, percent: 5 })).toEqual(["+1 luck", "+5% luck"]);
  });

  it("describes the core races and classes without a field name or a raw fraction", () => {
    // The +2 constitution used to be idle; the stat table makes it max health.
    expect(option("core:dwarf").modifiers).toEqual([
      "+2 constitution",
      "+5% physical resistance",
      "+25% poison resistance",
      "-1 dexterity",
    ]);
    expect(option("core:warrior").modifiers).toContain("+5% max health");
    for (const def of core.options.all()) {
      const { modifiers, idle } = describeOption(def, core);
      for (const line of [...modifiers, ...idle]) expect(line, def.id).not.toMatch(/[_.]|\barmor\b|\d\.\d/);
    }
  });

  it("counts luck as read (it draws loot) and sets apart a modifier of an attribute nothing reads", () => {
    const halfling = option("core:halfling");
    expect(halfling.modifiers).toContain("+5 luck");
    // Core's stat table reads level (max health per level); without the table nothing does.
    const ring = { ...core.options.get("core:halfling"), modifiers: [{ attribute: "level", flat: 1 }] } as const;
    expect(describeOption(ring, core).idle).toEqual([]);
    const noTable: Registries = Object.create(core, { balance: { value: { ...core.balance, stat_effects: [] } } }) as Registries;
    expect(describeOption(ring, noTable).idle).toEqual(["+1 level"]);
    expect(attributesInPlay(core).has("level")).toBe(true);
    expect(attributesInPlay(noTable).has("level")).toBe(false);
    // Charisma has no rule of its own, but core's cleric abilities scale with it.
    expect(attributesInPlay(core).has("charisma")).toBe(true);
  });

  it("names an option's abilities by their names and its starting gear with counts", () => {
    const warrior = option("core:warrior");
    expect(warrior.abilities).toEqual(core.options.get("core:warrior").abilities.map((id) => core.abilities.get(id).name));
    expect(warrior.gear).toContain(`${core.items.get("core:healing_potion").name} ×2`);
  });
});

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesUnder(join(dir, e.name)) : e.name.endsWith(".ts") ? [readFileSync(join(dir, e.name), "utf8")] : [],
  );
}

describe("the attributes the rules read", () => {
  it("are exactly the ones src/game reads by name, so a new rule cannot leave the UI calling its attribute idle", () => {
    const source = sourcesUnder(join(REPO, "src", "game")).join("\n");
    const read = new Set([...source.matchAll(/[aA]ttribute\([^;]*?"([a-z_.]+)"/g)].map((m) => m[1]!));
    // `resistance.${type}` reads every resistance (and `armor` is one of them).
    if (source.includes("`resistance.${")) for (const a of ATTRIBUTE_NAMES) if (a.startsWith("resistance.") || a === "armor") read.add(a);
    expect([...read].sort()).toEqual([...RULE_ATTRIBUTES].sort());
  });
});
