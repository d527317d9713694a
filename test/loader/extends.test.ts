import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { checkMerged, LIST_FIELDS } from "../../src/loader/extend.js";
import { loadOk, makeProfile, manifest, SHOP_CORE, type ModFiles } from "../helpers/profile.js";
import { REPO } from "../helpers/cli.js";
import { runPipeline } from "../../src/loader/pipeline.js";

function mod(id: string, files: Record<string, string>, depends = ["core"]): ModFiles {
  return { "manifest.toml": manifest(id, depends), ...files };
}

/** A profile of the shop core and `mods`, loaded in `order` (core first). */
function loadIn(order: string[], mods: Record<string, ModFiles>) {
  const profile = makeProfile({ core: SHOP_CORE, ...mods });
  writeFileSync(join(profile.home, "load_order.toml"), `order = ${JSON.stringify(["core", ...order])}\ndisabled = []\n`);
  return loadOk(profile);
}

const stockItems = (r: ReturnType<typeof loadIn>) => r.registries.loot_tables.get("core:stock").entries.map((e) => e.item);

const GEM = mod("gems", {
  "items.toml": `[[items]]\nid = "gem"\nname = "Gem"\nsymbol = { char = "*" }\n`,
  "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nentries = [{ item = "gems:gem", weight = 1 }]\nremove = ["core:potion"]\n`,
});
const ROPE = mod("ropes", {
  "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nentries = [{ item = "core:rope", weight = 2 }]\nremove = ["core:gold"]\n`,
});

describe("extends and remove", () => {
  it("two mods extend the same table: both additions and both removals apply, in load order", () => {
    const ab = loadIn(["gems", "ropes"], { gems: GEM, ropes: ROPE });
    expect(ab.lines).toEqual([]);
    expect(stockItems(ab)).toEqual(["gems:gem", "core:rope"]);
    const ba = loadIn(["ropes", "gems"], { gems: GEM, ropes: ROPE });
    expect(ba.lines).toEqual([]);
    expect(stockItems(ba)).toEqual(["core:rope", "gems:gem"]);
    expect(ba.notes).toContain("core:stock extended by ropes/shop.toml:1: added to entries: core:rope; removed core:gold");
  });

  it("a later mod can remove what an earlier mod's extension added", () => {
    const pick = mod("picky", { "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nremove = ["gems:gem"]\n` }, ["gems"]);
    const r = loadIn(["gems", "picky"], { gems: GEM, picky: pick });
    expect(r.lines).toEqual([]);
    expect(stockItems(r)).toEqual(["core:gold"]);
  });

  it("an extension after an override adds to the override", () => {
    const over = mod("over", {
      "shop.toml": `[[loot_tables]]\noverrides = "core:stock"\nentries = [{ item = "core:rope", weight = 1 }]\n`,
    });
    const r = loadIn(["over", "gems"], { over, gems: GEM });
    // gems removes core:potion, which the override no longer has.
    expect(r.lines).toEqual(['gems/shop.toml:4: core:stock — remove: "core:potion" matches nothing in core:stock; nothing removed for it']);
    expect(stockItems(r)).toEqual(["core:rope", "gems:gem"]);
  });

  it("an override after an extension replaces the entry with what was extended so far", () => {
    const over = mod(
      "over",
      { "shop.toml": `[[loot_tables]]\noverrides = "core:stock"\nentries = [{ item = "core:rope", weight = 1 }]\n` },
      ["gems"],
    );
    const r = loadIn(["gems", "over"], { over, gems: GEM });
    expect(r.lines).toEqual([]);
    expect(stockItems(r)).toEqual(["core:rope"]);
    const steps = r.provenance!.history("loot_tables", "core:stock");
    expect(steps.map((s) => `${s.kind} ${s.file}:${s.line}${s.undone ? " (undone)" : ""}`)).toEqual([
      "defined core/shop.toml:11",
      "extended gems/shop.toml:1 (undone)",
      "overridden over/shop.toml:1",
    ]);
  });

  it("dialog options and triggers are removed by their id, qualified with the mod that wrote them", () => {
    const talk = mod("talk", {
      "npcs.toml": `[[npcs]]
extends = "core:merchant"
remove = ["core:bye"]
dialog = [{ id = "haggle", text = "Too dear." }]
`,
    });
    const r = loadIn(["talk"], { talk });
    expect(r.lines).toEqual([]);
    expect(r.registries.npcs.get("core:merchant").dialog.map((d) => d.id)).toEqual(["core:trade", "talk:haggle"]);
  });

  it("core's own dialog options and triggers have ids, so a mod can remove them (the guide's core:bye)", () => {
    const mods = {
      talk: mod("talk", {
        "npcs.toml": `[[npcs]]
extends = "core:merchant"
remove = ["core:bye"]
dialog = [{ id = "haggle", text = "That's too dear.", actions = [{ open_shop = true }] }]

[[creatures]]
extends = "core:brood_ogre"
remove = ["core:enrage"]
`,
      }),
    };
    const r = loadOk({ home: makeProfile(mods).home, builtinMods: join(REPO, "mods") });
    expect(r.lines).toEqual([]);
    const dialog = r.registries.npcs.get("core:merchant").dialog.map((d) => d.id);
    expect(dialog).not.toContain("core:bye");
    expect(dialog.at(-1)).toBe("talk:haggle");
    expect(r.registries.creatures.get("core:brood_ogre").triggers).toEqual([]);
    const unnamed = [
      ...r.registries.npcs.all().flatMap((n) => n.dialog.filter((d) => !d.id).map((d) => `${n.id}: "${d.text}"`)),
      ...REGISTRY_NAMES.flatMap((name) =>
        r.registries[name]
          .all()
          .flatMap((e) => ((e as { triggers?: { id?: string }[] }).triggers ?? []).filter((t) => !t.id).map(() => `${e.id}: a trigger`)),
      ),
    ];
    expect(unnamed).toEqual([]);
  });

  it("removing an ability takes it from the creature's abilities and from its ai rules; a named trigger goes by its id", () => {
    const core: ModFiles = {
      ...SHOP_CORE,
      "rat.toml": `[[abilities]]
id = "bite"
name = "Bite"
actions = [{ damage = 1 }]

[[creatures]]
id = "rat"
name = "Rat"
symbol = { char = "r" }
abilities = ["core:bite"]
ai = [{ ability = "core:bite" }, { ability = "core:attack" }]
triggers = [{ id = "squeak", on = "turn_started", actions = [{ heal = 1, to = "self" }] }]
`,
    };
    const tame = mod("tame", {
      "rat.toml": `[[creatures]]
extends = "core:rat"
remove = ["core:bite", "core:squeak"]
tags = ["tame:pet"]
`,
    });
    const profile = makeProfile({ core, tame });
    const r = loadOk(profile);
    expect(r.lines).toEqual([]);
    const rat = r.registries.creatures.get("core:rat");
    expect([rat.abilities, rat.ai.map((a) => a.ability), rat.triggers.length, rat.tags]).toEqual([[], ["core:attack"], 0, ["tame:pet"]]);
    expect(r.notes).toContain("core:rat extended by tame/rat.toml:1: added to tags: tame:pet; removed core:bite, core:squeak");
  });

  it("a remove key that matches nothing is a warning naming the key; the rest applies", () => {
    const typo = mod("typo", {
      "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nremove = ["core:potoin"]\nentries = [{ item = "core:rope", weight = 1 }]\n`,
    });
    const r = loadIn(["typo"], { typo });
    expect(r.lines).toEqual(['typo/shop.toml:3: core:stock — remove: "core:potoin" matches nothing in core:stock; nothing removed for it']);
    expect(stockItems(r)).toEqual(["core:gold", "core:potion", "core:rope"]);
  });

  it("a field that is no list is ignored with a warning that says to use overrides", () => {
    const rolls = mod("rolls", { "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nrolls = 3\n` });
    const r = loadIn(["rolls"], { rolls });
    expect(r.lines).toEqual([
      "rolls/shop.toml:3: core:stock — rolls: only list fields extend; ignored (to change rolls, write an entry with overrides)",
    ]);
    expect(r.registries.loot_tables.get("core:stock").rolls).toBe(1);
  });

  it("remove in an entry without extends is ignored with a warning", () => {
    const stray = mod("stray", {
      "items.toml": `[[items]]\nid = "pebble"\nname = "Pebble"\nsymbol = { char = "." }\nremove = ["core:gold"]\n`,
    });
    const r = loadIn(["stray"], { stray });
    expect(r.lines).toEqual(["stray/items.toml:5: stray:pebble — remove applies only in an entry with extends; ignored"]);
    expect(r.registries.items.has("stray:pebble")).toBe(true);
  });

  it("the guide's table of fields that extend is the loader's", () => {
    const guide = readFileSync(join(REPO, "docs", "modding.md"), "utf8");
    const table = guide.slice(guide.indexOf("| registry | fields that extend |"));
    const rows = new Map<string, string[]>();
    for (const line of table.split("\n").slice(2)) {
      const cells = /^\s*\| `(\w+)` \| (.*) \|$/.exec(line);
      if (!cells) break;
      rows.set(
        cells[1]!,
        [...cells[2]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!),
      );
    }
    const lists = Object.fromEntries(REGISTRY_NAMES.filter((n) => LIST_FIELDS[n].length).map((n) => [n, [...LIST_FIELDS[n]]]));
    expect(Object.fromEntries(rows)).toEqual(lists);
  });

  it("extends must name an entry loaded before it, with a did-you-mean", () => {
    const lost = mod("lost", { "shop.toml": `[[loot_tables]]\nextends = "core:stok"\nentries = [{ item = "core:rope", weight = 1 }]\n` });
    const r = loadIn(["lost"], { lost });
    expect(r.lines).toEqual([
      'lost/shop.toml:2: core:stok — extends: no loot table "core:stok" is loaded before this one (did you mean "core:stock"?); extension not applied',
    ]);
  });

  it("a broken reference in an extension undoes the extension only, named at its own line", () => {
    const bad = mod("bad", {
      "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nentries = [\n  { item = "core:rope", weight = 1 },\n  { item = "bad:nothing_here", weight = 1 },\n]\n`,
    });
    const r = loadIn(["bad"], { bad });
    expect(r.lines).toEqual([
      'bad/shop.toml:5: core:stock — entries[3].item: unknown item "bad:nothing_here"; extension not applied; core:stock stays as in core/shop.toml:11',
    ]);
    expect(stockItems(r)).toEqual(["core:gold", "core:potion"]);
    expect(r.registries.npcs.has("core:merchant")).toBe(true);
  });

  it("an extension that breaks the entry's own rules is not applied", () => {
    const empty = mod("empty", { "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nremove = ["core:gold", "core:potion"]\n` });
    const r = loadIn(["empty"], { empty });
    expect(r.lines).toEqual([
      "empty/shop.toml:1: core:stock — entries: a loot table needs at least one entry once extended; extension not applied",
    ]);
    expect(stockItems(r)).toEqual(["core:gold", "core:potion"]);
  });

  it("every core entry checks again as it loaded (an extension is checked that way)", () => {
    const r = runPipeline({ home: makeProfile({}).home, builtinMods: join(REPO, "mods") });
    if (!r.ok) throw new Error("core did not load");
    const problems = REGISTRY_NAMES.flatMap((n) =>
      r.registries[n].all().flatMap((e) => {
        const issue = checkMerged(n, e as unknown as Record<string, unknown>);
        return issue ? [`${e.id}: ${issue.path.join(".")} ${issue.message}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe("override conflicts", () => {
  const overrideGold = (id: string, depends: string[]) =>
    mod(id, { "gold.toml": `[[items]]\noverrides = "core:gold"\nname = "${id} gold"\nsymbol = { char = "$" }\n` }, depends);

  it("two mods override the same entry and neither depends on the other: a warning names both", () => {
    const r = loadIn(["alpha", "beta"], { alpha: overrideGold("alpha", ["core"]), beta: overrideGold("beta", ["core"]) });
    expect(r.lines).toEqual([
      "beta/gold.toml:2: core:gold — conflict: mod alpha also overrides core:gold (alpha/gold.toml:1) and neither mod depends on the other; beta's override wins because it loads later (make one mod depend on the other to settle it)",
    ]);
    expect(r.registries.items.get("core:gold").name).toBe("beta gold");
  });

  it("no warning when the later mod depends on the earlier one, even through another mod", () => {
    const middle = mod("middle", {}, ["alpha"]);
    const r = loadIn(["alpha", "middle", "beta"], {
      alpha: overrideGold("alpha", ["core"]),
      middle,
      beta: overrideGold("beta", ["middle"]),
    });
    expect(r.lines).toEqual([]);
    expect(r.registries.items.get("core:gold").name).toBe("beta gold");
  });

  it("three independent mods override one entry: one line at the winner's override, naming the two it beat", () => {
    const ids = ["alpha", "beta", "gamma"];
    const r = loadIn(ids, Object.fromEntries(ids.map((id) => [id, overrideGold(id, ["core"])])));
    expect(r.lines).toEqual([
      "gamma/gold.toml:2: core:gold — conflict: 2 other mods also override core:gold and no dependency links gamma to any of them: " +
        "alpha (alpha/gold.toml:1), beta (beta/gold.toml:1); gamma's override wins because it loads last (make gamma depend on the mods it should win over to settle it)",
    ]);
    expect(r.registries.items.get("core:gold").name).toBe("gamma gold");
  });

  it("the winner depends on one of two earlier overriders: only the other is named", () => {
    const r = loadIn(["alpha", "beta", "gamma"], {
      alpha: overrideGold("alpha", ["core"]),
      beta: overrideGold("beta", ["core"]),
      gamma: overrideGold("gamma", ["beta"]),
    });
    expect(r.lines).toEqual([
      "gamma/gold.toml:2: core:gold — conflict: mod alpha also overrides core:gold (alpha/gold.toml:1) and neither mod depends on the other; gamma's override wins because it loads later (make one mod depend on the other to settle it)",
    ]);
  });

  it("the winner depends on every earlier overrider: no conflict, whatever they were to each other", () => {
    const r = loadIn(["alpha", "beta", "gamma"], {
      alpha: overrideGold("alpha", ["core"]),
      beta: overrideGold("beta", ["core"]),
      gamma: overrideGold("gamma", ["alpha", "beta"]),
    });
    expect(r.lines).toEqual([]);
  });

  it("extensions from independent mods are no conflict", () => {
    const r = loadIn(["gems", "ropes"], { gems: GEM, ropes: ROPE });
    expect(r.lines).toEqual([]);
  });
});
