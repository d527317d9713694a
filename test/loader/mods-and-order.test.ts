import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadModsSync as loadMods } from "../../src/loader/load.js";
import { formatNotice } from "../../src/loader/warnings.js";
import { BALANCE_FIELDS } from "../../src/content/schemas/balance.js";
import { load, loadOk, makeProfile, manifest, TINY_CORE } from "../helpers/profile.js";

const mod = (id: string, depends: string[] = ["core"]) => ({ "manifest.toml": manifest(id, depends) });

describe("phase 1: manifests and load order", () => {
  it("creates load_order.toml with every mod, core first", () => {
    const p = makeProfile({ zeta: mod("zeta"), alpha: mod("alpha"), core: TINY_CORE });
    const r = loadOk(p);
    expect(r.lines).toEqual([]);
    expect(r.mods.map((m) => m.id)).toEqual(["core", "alpha", "zeta"]);
    const text = readFileSync(join(p.home, "load_order.toml"), "utf8");
    expect(text).toContain('order = ["core", "alpha", "zeta"]');
  });

  it("heals the list: a new mod is appended with a notice, a vanished one dropped with a warning, and the file rewritten", () => {
    const p = makeProfile({ core: TINY_CORE, alpha: mod("alpha"), beta: mod("beta") });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "gone", "beta"]\ndisabled = []\n');
    const r = loadOk(p);
    expect(r.lines).toEqual(["load_order.toml:1: gone — no mod folder with this id; dropped from the list"]);
    expect(r.notices.map(formatNotice)).toEqual([
      `notice: load_order.toml:1: alpha — new mod found in ${join(p.home, "mods", "alpha")}; appended (enabled)`,
    ]);
    expect(r.mods.map((m) => m.id)).toEqual(["core", "beta", "alpha"]);
    const text = readFileSync(join(p.home, "load_order.toml"), "utf8");
    expect(text).toContain('order = ["core", "beta", "alpha"]');
    const again = loadOk(p);
    expect([again.lines, again.notices]).toEqual([[], []]);
  });

  it("writes the notice to the load log, apart from the warnings", () => {
    const p = makeProfile({ core: TINY_CORE, alpha: mod("alpha") });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core"]\n');
    const r = loadMods(p);
    const log = readFileSync(r.logPath, "utf8");
    expect(log).toContain(
      `Notices (1):\nnotice: load_order.toml:1: alpha — new mod found in ${join(p.home, "mods", "alpha")}; appended (enabled)`,
    );
    expect(log).toContain("Warnings (0):");
  });

  it("the list decides the order, and disabled mods do not load", () => {
    const p = makeProfile({
      core: TINY_CORE,
      a: { ...mod("a"), "x.toml": `[[slots]]\nid = "s"\nname = "From a"\n` },
      b: { ...mod("b"), "x.toml": `[[slots]]\noverrides = "a:s"\nname = "From b"\n` },
      c: { ...mod("c"), "x.toml": `[[slots]]\nid = "s"\nname = "From c"\n` },
    });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "a", "b", "c"]\ndisabled = ["c"]\n');
    const r = loadOk(p);
    expect(r.lines).toEqual([]);
    expect(r.registries.slots.get("a:s").name).toBe("From b");
    expect(r.registries.slots.has("c:s")).toBe(false);
    expect(r.mods.find((m) => m.id === "c")?.enabled).toBe(false);
  });

  it("a profile copy of a mod wins over the built-in one, with a warning naming both paths", () => {
    const p = makeProfile({ core: { ...TINY_CORE, "manifest.toml": manifest("core", [], "9.9.9") } }, { core: TINY_CORE });
    const r = loadOk(p);
    expect(r.lines).toEqual([
      `core/manifest.toml:1: core — mod found twice: using the profile's ${join(p.home, "mods", "core")}, ignoring the built-in ${join(p.builtinMods, "core")}`,
    ]);
    expect(r.mods[0]?.version).toBe("9.9.9");
    expect(r.mods[0]?.source).toBe("profile");
  });

  it("a broken load_order.toml is kept aside and written anew", () => {
    const p = makeProfile({ core: TINY_CORE });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core"\n');
    const r = loadOk(p);
    expect(r.lines[0]).toMatch(/^load_order\.toml:\d+: load order — cannot be read .*kept as load_order\.toml\.broken/);
    expect(readFileSync(join(p.home, "load_order.toml.broken"), "utf8")).toBe('order = ["core"\n');
    expect(readFileSync(join(p.home, "load_order.toml"), "utf8")).toContain('order = ["core"]');
  });

  it("a folder without a manifest, or with an invalid mod id, is skipped with a warning", () => {
    const p = makeProfile({
      core: TINY_CORE,
      notamod: { "items.toml": "" },
      bad: { "manifest.toml": 'id = "Bad-Mod"\nname = "x"\nversion = "1"\ndepends = []\n' },
    });
    const r = loadOk(p);
    expect(r.lines).toEqual([
      "bad/manifest.toml:1: bad — id: a mod id uses only a-z, 0-9 and _; mod skipped",
      "notamod/manifest.toml:1: notamod — no manifest.toml: folder is not a mod; skipped",
    ]);
  });
});

describe("the three hard errors", () => {
  it("a missing dependency", () => {
    const r = load(makeProfile({ core: TINY_CORE, frost: mod("frost", ["core", "ice"]) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      expect.objectContaining({ kind: "dependency_missing", message: 'mod "frost" depends on "ice", which is not installed' }),
    ]);
    expect(r.errors[0]?.fix).toMatch(/install "ice"/);
  });

  it("a dependency that loads later than its dependant", () => {
    const p = makeProfile({ core: TINY_CORE, frost: mod("frost", ["core", "ice"]), ice: mod("ice") });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost", "ice"]\n');
    const r = load(p);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.kind)).toEqual(["dependency_order"]);
    expect(r.errors[0]?.fix).toBe('move "ice" before "frost" in the order list of load_order.toml');
  });

  it("core not found", () => {
    const r = load(makeProfile({ frost: mod("frost", []) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.kind)).toEqual(["core_missing"]);
  });

  it("depends never sorts: a dependant listed first stays first and fails", () => {
    const p = makeProfile({ core: TINY_CORE, frost: mod("frost", ["core"]) });
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["frost", "core"]\n');
    const r = load(p);
    expect(r.ok).toBe(false);
    expect(r.mods.map((m) => m.id)).toEqual(["frost", "core"]);
  });
});

describe("refused input", () => {
  it("a __proto__ key loses its entry and pollutes nothing", () => {
    const r = loadOk(
      makeProfile({
        core: TINY_CORE,
        evil: {
          ...mod("evil"),
          "x.toml": `[[slots]]\nid = "a"\nname = "A"\n\n[[slots]]\nid = "b"\nname = "B"\n__proto__ = { polluted = true }\n`,
        },
      }),
    );
    expect(r.lines).toEqual(['evil/x.toml:8: evil:b — __proto__: key "__proto__" is not allowed; entry not loaded']);
    expect(r.registries.slots.has("evil:a")).toBe(true);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("prototype words in [balance] are unknown fields, not a crash", () => {
    const r = loadOk(makeProfile({ core: { ...TINY_CORE, "b.toml": `[balance]\nconstructor = 1\n__proto__ = 2\nsell_factor = 0.3\n` } }));
    const allowed = Object.keys(BALANCE_FIELDS).length;
    expect(r.lines).toEqual([
      `core/b.toml:2: balance — constructor: unknown balance field (the ${allowed} allowed names are in the modding guide); ignored`,
      `core/b.toml:3: balance — __proto__: unknown balance field (the ${allowed} allowed names are in the modding guide); ignored`,
    ]);
    expect(r.registries.balance.sell_factor).toBe(0.3);
  });

  it("a file over the size cap is skipped", () => {
    const big = `[[slots]]\nid = "a"\nname = "${"x".repeat(8 * 1024 * 1024)}"\n`;
    const r = loadOk(makeProfile({ core: TINY_CORE, huge: { ...mod("huge"), "big.toml": big } }));
    expect(r.lines).toEqual([
      expect.stringMatching(/^huge\/big\.toml:1: big\.toml — file is \d+ bytes, over the 8388608-byte limit; skipped$/),
    ]);
  });

  it("a symlink leading out of the mod folder is refused; one inside is followed", async () => {
    const { symlinkSync, mkdirSync } = await import("node:fs");
    const p = makeProfile({ core: TINY_CORE, linky: { ...mod("linky"), "real/s.toml": `[[slots]]\nid = "inside"\nname = "I"\n` } });
    const outside = join(p.home, "outside.toml");
    writeFileSync(outside, `[[slots]]\nid = "outside"\nname = "O"\n`);
    mkdirSync(join(p.home, "mods", "linky", "links"));
    symlinkSync(outside, join(p.home, "mods", "linky", "links", "out.toml"));
    symlinkSync(join(p.home, "mods", "linky", "real", "s.toml"), join(p.home, "mods", "linky", "links", "in.toml"));
    const r = loadOk(p);
    expect(r.lines).toEqual([
      "linky/links/out.toml:1: links/out.toml — symlink leads out of the mod folder; refused",
      expect.stringContaining("linky:inside — duplicate id"),
    ]);
    expect(r.registries.slots.has("linky:outside")).toBe(false);
  });
});

describe("files", () => {
  it("reads files recursively in sorted order, so later files lose duplicates deterministically", () => {
    const p = makeProfile({
      core: TINY_CORE,
      m: {
        ...mod("m"),
        "b/x.toml": `[[slots]]\nid = "s"\nname = "b/x"\n`,
        "a.toml": `[[slots]]\nid = "s"\nname = "a"\n`,
        "b.toml": `[[slots]]\nid = "t"\nname = "b"\n`,
      },
    });
    const r = loadOk(p);
    expect(r.registries.slots.get("m:s").name).toBe("a");
    expect(r.lines).toEqual([
      "m/b/x.toml:2: m:s — duplicate id: already defined at m/a.toml:1; this later copy is skipped; entry not loaded",
    ]);
    rmSync(join(p.home, "load_order.toml"));
    expect(existsSync(join(p.home, "load_order.toml"))).toBe(false);
  });
});
