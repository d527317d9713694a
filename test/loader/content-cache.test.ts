/**
 * The content cache on real files: a load from the cache is the load it stands for (every
 * entry, origin, frozen state, warning and log line), and every key it is made of, changed,
 * makes the next load read the mods in full (and show the change).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runPipeline, runPipelineLoadingScripts, type PipelineOptions, type PipelineResult } from "../../src/loader/pipeline.js";
import { createScriptEngine } from "../../src/script/engine.js";
import { formatWarning } from "../../src/loader/warnings.js";
import { loadExactly } from "../helpers/load-snapshot.js";
import { REPO } from "../helpers/cli.js";
import { manifest, tempDir, TINY_CORE, writeFiles } from "../helpers/profile.js";
import { modZip } from "../helpers/zips.js";

const CACHE = { buildId: "b".repeat(64), version: "9.9.9" };

/** A mod over the real core with an override, an extension, an old id read as its new one, and two warnings. */
const FROST = {
  "manifest.toml": manifest("frost", ["core"]),
  "items.toml": `[[items]]
overrides = "core:gold"
id = "gold"
name = "Frost gold"
symbol = { char = "$", color = "cyan" }
stackable = true
base_price = 1
colour = "blue"

[[items]]
id = "ice_shard"
name = "Ice shard"
symbol = { char = "*" }
slot = "core:no_such_slot"
`,
  "loot.toml": `[[loot_tables]]
extends = "core:merchant_stock"
entries = [{ item = "core:gold", weight = 1 }]
`,
};

function profileWithFrost(files: Record<string, string> = FROST) {
  const home = tempDir("rk-cache-home-");
  writeFiles(join(home, "mods", "frost"), files);
  return { home, builtinMods: join(REPO, "mods") };
}

function load(p: { home: string; builtinMods: string }, extra: Partial<PipelineOptions> = {}): PipelineResult {
  return runPipeline({ ...p, cache: CACHE, ...extra });
}

const lines = (r: PipelineResult) => r.warnings.map(formatWarning);
const cacheFiles = (home: string) => readdirSync(join(home, "cache")).sort();

describe("a load from the content cache", () => {
  it("is the full load exactly: entries, origins, frozen state, balance, id history, warnings, notices and the log", () => {
    const p = profileWithFrost();
    const cold = load(p);
    expect(cold.ok && cold.fromCache).toBeFalsy();
    expect(lines(cold).length).toBeGreaterThanOrEqual(2);
    expect(cold.notices.some((n) => n.kind === "renamed")).toBe(true);
    const warm = load(p);
    expect(warm.ok && warm.fromCache).toBe(true);
    expect(loadExactly(warm)).toBe(loadExactly(cold));
    // And the same as a load with no cache at all.
    expect(loadExactly(runPipeline(p))).toBe(loadExactly(cold));
    expect(cacheFiles(p.home)).toEqual(["content-profile.json"]);
  });

  it("holds the real core alone exactly too (--no-mods keeps a file of its own)", () => {
    const p = profileWithFrost();
    const cold = load(p, { select: {} });
    const warm = load(p, { select: {} });
    expect(warm.ok && warm.fromCache).toBe(true);
    expect(loadExactly(warm)).toBe(loadExactly(cold));
    expect(cacheFiles(p.home)).toEqual(["content-core-only.json"]);
    // The profile's own load is another file; each selection then hits its own.
    load(p);
    expect(cacheFiles(p.home)).toEqual(["content-core-only.json", "content-profile.json"]);
    const again = load(p, { select: {} });
    expect(again.ok && again.fromCache).toBe(true);
  });

  it("is not made without cache settings (a run from source), nor read", () => {
    const p = profileWithFrost();
    runPipeline(p);
    expect(() => readdirSync(join(p.home, "cache"))).toThrow();
  });
});

/** Loads `p` cold and warm, applies `change`, and returns the next load: it must not come from the cache. */
function afterChange(p: { home: string; builtinMods: string }, change: () => void, extra: Partial<PipelineOptions> = {}): PipelineResult {
  load(p, extra);
  const warm = load(p, extra);
  expect(warm.ok && warm.fromCache, "the second load is a hit").toBe(true);
  change();
  const next = load(p, extra);
  expect(next.ok && next.fromCache, "the load after the change reads the mods in full").toBeFalsy();
  // And a full load from then on is cached anew.
  const after = load(p, extra);
  expect(after.ok && after.fromCache).toBe(true);
  expect(loadExactly(after)).toBe(loadExactly(next));
  return next;
}

const itemName = (r: PipelineResult, id: string) => (r.ok ? r.registries.items.tryGet(id)?.name : undefined);

describe("every key of the content cache, changed, is a full load", () => {
  it("a mod file's text (same size, same mtime: the content hash)", () => {
    const p = profileWithFrost();
    const file = join(p.home, "mods", "frost", "items.toml");
    const next = afterChange(p, () => {
      const before = statSync(file);
      writeFileSync(file, readFileSync(file, "utf8").replace("Frost gold", "Frozengold"));
      utimesSync(file, before.atime, before.mtime);
      expect(statSync(file).size).toBe(before.size);
    });
    expect(itemName(next, "core:gold")).toBe("Frozengold");
  });

  it("a file's mtime alone", () => {
    const p = profileWithFrost();
    const file = join(p.home, "mods", "frost", "items.toml");
    const next = afterChange(p, () => utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1)));
    expect(itemName(next, "core:gold")).toBe("Frost gold");
  });

  it("a file added, and a file removed", () => {
    const p = profileWithFrost();
    const added = afterChange(p, () =>
      writeFileSync(join(p.home, "mods", "frost", "more.toml"), `[[items]]\nid = "snow"\nname = "Snow"\nsymbol = { char = "s" }\n`),
    );
    expect(itemName(added, "frost:snow")).toBe("Snow");
    const removed = afterChange(p, () => rmSync(join(p.home, "mods", "frost", "loot.toml")));
    const stock = (r: PipelineResult) => (r.ok ? r.registries.loot_tables.get("core:stock_floor_1").entries.length : 0);
    expect(stock(removed)).toBe(stock(added) - 1);
  });

  it("a file in a core mod (the built-in search path)", () => {
    const builtinMods = tempDir("rk-cache-builtin-");
    writeFiles(join(builtinMods, "core"), TINY_CORE);
    const p = { home: tempDir("rk-cache-home-"), builtinMods };
    const next = afterChange(p, () =>
      writeFileSync(join(builtinMods, "core", "base.toml"), TINY_CORE["base.toml"]!.replace('name = "Gold"', 'name = "Gilt"')),
    );
    expect(itemName(next, "core:gold")).toBe("Gilt");
  });

  it("the load order, and the disabled list", () => {
    const p = profileWithFrost();
    writeFiles(join(p.home, "mods", "snow"), { "manifest.toml": manifest("snow", ["core"]) });
    writeFileSync(join(p.home, "load_order.toml"), `order = ["core", "frost", "snow"]\ndisabled = []\n`);
    afterChange(p, () => writeFileSync(join(p.home, "load_order.toml"), `order = ["core", "snow", "frost"]\ndisabled = []\n`));
    const disabled = afterChange(p, () =>
      writeFileSync(join(p.home, "load_order.toml"), `order = ["core", "snow", "frost"]\ndisabled = ["frost"]\n`),
    );
    expect(itemName(disabled, "core:gold")).toBe("Gold");
  });

  it("a disabled mod's manifest (it takes part in the dependency checks)", () => {
    const p = profileWithFrost();
    writeFiles(join(p.home, "mods", "snow"), { "manifest.toml": manifest("snow", ["core"]) });
    writeFileSync(join(p.home, "load_order.toml"), `order = ["core", "frost", "snow"]\ndisabled = ["snow"]\n`);
    afterChange(p, () => writeFileSync(join(p.home, "mods", "snow", "manifest.toml"), manifest("snow", ["core"], "2.0.0")));
  });

  it("a packed mod's zip", () => {
    const p = profileWithFrost();
    const zip = join(p.home, "mods", "ice-1.0.0.zip");
    const ice = (name: string) =>
      modZip("ice", {
        "manifest.toml": manifest("ice", ["core"]),
        "i.toml": `[[items]]\nid = "cube"\nname = "${name}"\nsymbol = { char = "c" }\n`,
      });
    writeFileSync(zip, ice("Cube"));
    const next = afterChange(p, () => writeFileSync(zip, ice("Cubo")));
    expect(itemName(next, "ice:cube")).toBe("Cubo");
  });

  it("the build id, and the game version", () => {
    const p = profileWithFrost();
    load(p);
    const warm = load(p);
    expect(warm.ok && warm.fromCache).toBe(true);
    const other = load(p, { cache: { ...CACHE, buildId: "c".repeat(64) } });
    expect(other.ok && other.fromCache).toBeFalsy();
    expect(other.ok && other.cacheNotice).toBeFalsy();
    const version = load(p, { cache: { ...CACHE, version: "10.0.0" } });
    expect(version.ok && version.fromCache).toBeFalsy();
  });

  it("the built-in mods folder", () => {
    const p = profileWithFrost();
    const copy = join(tempDir("rk-cache-builtin-"), "mods");
    cpSync(p.builtinMods, copy, { recursive: true });
    load(p);
    const moved = load({ ...p, builtinMods: copy });
    expect(moved.ok && moved.fromCache).toBeFalsy();
  });
});

describe("a cache file that cannot be used", () => {
  it("garbage: one notice, a full load, and the file replaced", () => {
    const p = profileWithFrost();
    const full = load(p);
    const file = join(p.home, "cache", "content-profile.json");
    for (const bad of [
      "garbage\n",
      "",
      `${readFileSync(file, "utf8").slice(0, -10)}`,
      readFileSync(file, "utf8").replace('"files":', '"filez":'),
    ]) {
      writeFileSync(file, bad);
      const r = load(p);
      expect(r.ok && r.fromCache).toBeFalsy();
      expect(r.ok && r.cacheNotice).toMatch(
        /^notice: the content cache .*content-profile\.json could not be used \(.+\); the mods were read in full$/,
      );
      expect(loadExactly(r)).toBe(loadExactly(full));
      const next = load(p);
      expect(next.ok && next.fromCache).toBe(true);
      expect(next.ok && next.cacheNotice).toBeUndefined();
    }
  });

  it("a load whose mods have scripts is not cached (compiled code is no data)", () => {
    const p = profileWithFrost({
      ...FROST,
      "scripts.toml": `[[scripts]]\nid = "s"\nfile = "s.js"\n`,
      "s.js": "return [];\n",
    });
    load(p);
    const again = load(p);
    expect(again.ok && again.fromCache).toBeFalsy();
    expect(() => readdirSync(join(p.home, "cache"))).toThrow();
  });

  it("a load with scripts and the script engine still says a cache file it could not use (once)", async () => {
    const p = profileWithFrost({
      ...FROST,
      "scripts.toml": `[[scripts]]\nid = "s"\nfile = "s.js"\n`,
      "s.js": "return [];\n",
    });
    mkdirSync(join(p.home, "cache"));
    writeFileSync(join(p.home, "cache", "content-profile.json"), "garbage\n");
    const r = await runPipelineLoadingScripts({ ...p, cache: CACHE }, createScriptEngine);
    expect(r.ok && r.scripts).toBeTruthy();
    expect(r.ok && r.cacheNotice).toMatch(/could not be used \(not a rustkeep content cache\)/);
  });

  it("a cache folder that is a file: a notice, the load stands", () => {
    const p = profileWithFrost();
    writeFileSync(join(p.home, "cache"), "not a folder");
    const r = load(p);
    expect(r.ok && r.cacheNotice).toMatch(/is a file, not a folder/);
    expect(loadExactly(r)).toBe(loadExactly(runPipeline(p)));
  });

  it("a cache folder that cannot be made: silent (nothing to say until there is a file)", () => {
    const p = profileWithFrost();
    mkdirSync(join(p.home, "cache"));
    writeFileSync(join(p.home, "cache", "content-profile.json.tmp"), "");
    const r = load(p);
    expect(r.ok).toBe(true);
  });
});
