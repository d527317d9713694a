import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { makeProfile, manifest, SHOP_CORE as CORE, type ModFiles } from "../helpers/profile.js";

const mod = (id: string, depends: string[], files: Record<string, string>): ModFiles => ({
  "manifest.toml": manifest(id, depends),
  ...files,
});

function explain(profile: { home: string; builtinMods: string }, id: string) {
  return runCli(["explain", id, "--home", profile.home], { RUSTKEEP_BUILTIN_MODS: profile.builtinMods });
}

describe("rustkeep explain (as a process)", () => {
  it("names where an overridden and extended entry comes from, what each extension did, and what refers to it", () => {
    const profile = makeProfile(
      {
        tide: mod("tide", ["core"], {
          "shop.toml": `# tide's own stock\n[[loot_tables]]\noverrides = "core:stock"\nentries = [{ item = "core:rope", weight = 1 }]\n`,
        }),
        frost: mod("frost", ["tide"], {
          "items.toml": `[[items]]\nid = "salts"\nname = "Salts"\nsymbol = { char = "!" }\n`,
          "shop.toml": `[[loot_tables]]\nextends = "core:stock"\nremove = ["core:rope"]\nentries = [\n  { item = "frost:salts", weight = 2 },\n  { item = "core:gold", weight = 1 },\n]\n`,
          "npcs.toml": `[[npcs]]\nid = "peddler"\nname = "Peddler"\nsymbol = { char = "p" }\nshop = "core:stock"\n`,
        }),
      },
      { core: CORE },
    );
    writeFileSync(join(profile.home, "load_order.toml"), 'order = ["core", "tide", "frost"]\n');
    const r = explain(profile, "stock");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        "core:stock (loot table)",
        "  defined by core at core/shop.toml:11",
        "  overridden by tide at tide/shop.toml:2",
        "  extended by frost at frost/shop.toml:1: added to entries: frost:salts, core:gold; removed core:rope",
        "Referred to by 2:",
        "  npc core:merchant — shop (core/shop.toml:22)",
        "  npc frost:peddler — shop (frost/npcs.toml:5)",
        "",
      ].join("\n"),
    );
    // The references into the extended table are found in the file that added them.
    const salts = explain(profile, "frost:salts");
    expect(salts.stdout).toContain("Referred to by 1:\n  loot table core:stock — entries[0].item (frost/shop.toml:5)\n");
  });

  it("an unknown id is one line with a did-you-mean, exit 2", () => {
    const r = explain(makeProfile({}, { core: CORE }), "stok");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe('no entry "stok" (did you mean "core:stock"?)\n');
  });

  it("the example mod loads on top of core with no warning, and explain shows its extension of floor 2 (the den it requires too)", () => {
    const profile = makeProfile({});
    cpSync(join(REPO, "docs", "example-mod", "frost"), join(profile.home, "mods", "frost"), { recursive: true });
    const env = { RUSTKEEP_BUILTIN_MODS: join(REPO, "mods") };
    const check = runCli(["check", "--home", profile.home], env);
    expect(check.stdout).toContain("\n0 warning(s)");
    expect(check.code).toBe(0);
    const r = runCli(["explain", "floor_2", "--home", profile.home], env);
    expect(r.stdout).toMatch(
      /^core:floor_2 \(floor\)\n  defined by core at core\/floors\.toml:\d+\n  extended by frost at frost\/world\.toml:\d+: added to required: frost:den; added to prefabs: frost:icy; added to creatures: frost:snow_wolf, frost:ice_wraith\n/,
    );
  });
});
