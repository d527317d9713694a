import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { logLines } from "../../src/loader/load.js";
import { runPipeline } from "../../src/loader/pipeline.js";
import { load, loadOk, makeProfile, manifest, tempDir, TINY_CORE, writeFiles } from "../helpers/profile.js";

/** Core at `coreVersion` and a mod `frost` asking for `depends`, plus any `others` (id → version). */
function profile(depends: string[], coreVersion = "0.2.0", others: Record<string, string> = {}) {
  const mods: Record<string, Record<string, string>> = {
    core: { ...TINY_CORE, "manifest.toml": manifest("core", [], coreVersion) },
    frost: { "manifest.toml": manifest("frost", depends) },
  };
  for (const [id, version] of Object.entries(others)) mods[id] = { "manifest.toml": manifest(id, ["core"], version) };
  return makeProfile(mods);
}

/** The hard errors' messages, or [] when the load went through. */
function errorsOf(p: ReturnType<typeof profile>): string[] {
  const r = load(p);
  return r.ok ? [] : r.errors.map((e) => e.message);
}

describe("each range operator, against core 0.2.0", () => {
  const cases: [string, boolean][] = [
    ["core = 0.2.0", true],
    ["core = 0.1.0", false],
    ["core >= 0.2.0", true],
    ["core >= 0.3.0", false],
    ["core > 0.1.9", true],
    ["core > 0.2.0", false],
    ["core <= 0.2.0", true],
    ["core <= 0.1.0", false],
    ["core < 0.3.0", true],
    ["core < 0.2.0", false],
    // No spaces is the same range.
    ["core>=0.2.0", true],
  ];
  for (const [asked, loads] of cases) {
    it(`"${asked}" ${loads ? "loads" : "is the missing-dependency hard error"}`, () => {
      const r = load(profile([asked]));
      expect(r.ok).toBe(loads);
      expect(r.warnings).toEqual([]);
      if (r.ok) return;
      expect(r.errors).toEqual([expect.objectContaining({ kind: "dependency_missing" })]);
    });
  }

  it("compares by semver precedence: numbers as numbers, a prerelease before its release", () => {
    expect(errorsOf(profile(["core >= 0.10.0"], "0.9.0"))).toHaveLength(1);
    expect(errorsOf(profile(["core >= 0.10.0"], "0.10.0"))).toEqual([]);
    expect(errorsOf(profile(["core >= 0.2.0"], "0.2.0-beta.2"))).toHaveLength(1);
    expect(errorsOf(profile(["core > 0.2.0-beta.2"], "0.2.0-beta.10"))).toEqual([]);
    expect(errorsOf(profile(["core > 0.2.0-beta"], "0.2.0-alpha"))).toHaveLength(1);
    // Build metadata does not count.
    expect(errorsOf(profile(["core = 0.2.0"], "0.2.0+20261201"))).toEqual([]);
  });

  it("two strings for one mod are both checked: a range with two ends", () => {
    expect(errorsOf(profile(["core >= 0.2.0", "core < 0.3.0"], "0.2.5"))).toEqual([]);
    expect(errorsOf(profile(["core >= 0.2.0", "core < 0.3.0"], "0.3.0"))).toHaveLength(1);
  });
});

describe("out of range", () => {
  it("names the range asked, the version found and the fix", () => {
    const r = load(profile(["core >= 0.2.0"], "0.1.0"));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        kind: "dependency_missing",
        message: 'mod "frost" depends on "core >= 0.2.0", but core 0.1.0 is installed (asked: >= 0.2.0)',
        fix: 'install a version of "core" that is >= 0.2.0, or a version of "frost" made for core 0.1.0, or add "frost" to disabled in load_order.toml',
      },
    ]);
  });

  it("a built-in dependency out of range is fixed by updating rustkeep", () => {
    const p = makeProfile({ frost: { "manifest.toml": manifest("frost", ["core >= 9.0.0"]) } }, { core: TINY_CORE });
    const r = load(p);
    expect(r.ok || r.errors[0]?.fix).toMatch(
      /^update rustkeep to one whose core is >= 9\.0\.0, or a version of "frost" made for core 1\.0\.0/,
    );
  });

  it("a version that is no semver: one warning, the mod loads, and a range asking for it fails as version unknown", () => {
    const p = makeProfile({
      core: TINY_CORE,
      ice: { "manifest.toml": manifest("ice", ["core"], "1.2") },
      frost: { "manifest.toml": manifest("frost", ["core", "ice"]) },
    });
    const r = loadOk(p);
    expect(r.lines).toEqual([
      'ice/manifest.toml:3: ice — version: "1.2" is not a semver MAJOR.MINOR.PATCH version (did you mean "1.2.0"?); the mod loads, but a mod asking for a range of its versions fails as "version unknown"',
    ]);
    writeFileSync(join(p.home, "mods", "frost", "manifest.toml"), manifest("frost", ["core", "ice >= 1.0.0"]));
    const failed = load(p);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.errors).toEqual([
      expect.objectContaining({
        kind: "dependency_missing",
        message: `mod "frost" depends on "ice >= 1.0.0", but ice's version "1.2" is not semver (version unknown)`,
      }),
    ]);
    expect(failed.errors[0]?.fix).toMatch(
      /^give ice a MAJOR\.MINOR\.PATCH version in .*ice\/manifest\.toml, or drop the range from frost's depends/,
    );
  });

  it("a required dependency missing names the range it asked for in the fix", () => {
    const r = load(profile(["core", "ice >= 1.0.0"]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.message, e.fix])).toEqual([
      [
        'mod "frost" depends on "ice >= 1.0.0", which is not installed',
        'install "ice" (a version >= 1.0.0) into your profile\'s mods folder, or add "frost" to disabled in load_order.toml',
      ],
    ]);
  });
});

describe("optional dependencies (? id)", () => {
  it("absent or disabled: the mod loads without it", () => {
    expect(errorsOf(profile(["core", "? ice"]))).toEqual([]);
    const p = profile(["core", "? ice"], "0.2.0", { ice: "1.0.0" });
    loadOk(p);
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "ice", "frost"]\ndisabled = ["ice"]\n');
    expect(errorsOf(p)).toEqual([]);
  });

  it("present: it must load earlier (checked, never used to sort)", () => {
    const p = profile(["core", "? ice"], "0.2.0", { ice: "1.0.0" });
    loadOk(p);
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost", "ice"]\n');
    const r = load(p);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.mods.map((m) => m.id)).toEqual(["core", "frost", "ice"]);
    expect(r.errors).toEqual([
      {
        kind: "dependency_order",
        message: 'mod "frost" depends on "? ice", but "ice" loads later',
        fix: 'move "ice" before "frost" in the order list of load_order.toml',
      },
    ]);
  });

  it("a new optional dependency enters the load order before the mod that asks for it", () => {
    const p = profile(["core", "? ice"]);
    loadOk(p);
    writeFiles(join(p.home, "mods", "ice"), { "manifest.toml": manifest("ice", ["core"]) });
    expect(loadOk(p).mods.map((m) => m.id)).toEqual(["core", "ice", "frost"]);
  });

  it("present with a range: out of range is the hard error", () => {
    expect(errorsOf(profile(["core", "? ice >= 2.0.0"], "0.2.0", { ice: "1.0.0" }))).toEqual([
      'mod "frost" depends on "? ice >= 2.0.0", but ice 1.0.0 is installed (asked: >= 2.0.0)',
    ]);
    expect(errorsOf(profile(["core", "? ice >= 2.0.0"]))).toEqual([]);
  });
});

describe("incompatible mods (! id)", () => {
  it("absent, or disabled: the mod loads", () => {
    expect(errorsOf(profile(["core", "! oldmod"]))).toEqual([]);
    const p = profile(["core", "! oldmod"], "0.2.0", { oldmod: "1.0.0" });
    load(p);
    writeFileSync(join(p.home, "load_order.toml"), 'order = ["core", "frost", "oldmod"]\ndisabled = ["oldmod"]\n');
    expect(errorsOf(p)).toEqual([]);
  });

  it("present and enabled: the missing-dependency class of hard error, naming both and the fix", () => {
    const r = load(profile(["core", "! oldmod"], "0.2.0", { oldmod: "1.0.0" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        kind: "dependency_missing",
        message: 'mod "frost" is incompatible with "oldmod" (it says "! oldmod"), and oldmod 1.0.0 is enabled',
        fix: 'add "oldmod" or "frost" to disabled in load_order.toml',
      },
    ]);
  });

  it("with a range: only the versions in it are incompatible", () => {
    expect(errorsOf(profile(["core", "! oldmod < 2.0.0"], "0.2.0", { oldmod: "1.5.0" }))).toHaveLength(1);
    expect(errorsOf(profile(["core", "! oldmod < 2.0.0"], "0.2.0", { oldmod: "2.0.0" }))).toEqual([]);
  });
});

describe("an unparsable range", () => {
  const cases: [string, string][] = [
    ["core => 0.1.0", 'unknown operator "=>" (did you mean "core >= 0.1.0"?)'],
    ["core =< 0.2.0", 'unknown operator "=<" (did you mean "core <= 0.2.0"?)'],
    ["core == 0.2.0", 'unknown operator "==" (did you mean "core = 0.2.0"?)'],
    [
      "core ^0.2.0",
      '"^" ranges are not supported (the operators are = >= > <= <); for ^0.2.0 list two strings, "core >= 0.2.0" and "core < 0.3.0"',
    ],
    [
      "core ~1.4.2",
      '"~" ranges are not supported (the operators are = >= > <= <); for ~1.4.2 list two strings, "core >= 1.4.2" and "core < 1.5.0"',
    ],
    ["core >= 0.2", '"0.2" is not a MAJOR.MINOR.PATCH version (did you mean "core >= 0.2.0"?)'],
    ["core 0.2.0", 'no operator before "0.2.0" (did you mean "core >= 0.2.0"?)'],
    ["core >=", 'no version after ">=" (did you mean "core >= 1.0.0"?)'],
    ["core != 0.2.0", 'unknown operator "!="; the operators are = >= > <= <'],
  ];
  for (const [asked, why] of cases) {
    it(`"${asked}": one warning with did-you-mean; core is still required, without the range`, () => {
      const r = loadOk(profile([asked], "0.2.0"));
      expect(r.lines).toEqual([
        `frost/manifest.toml:4: frost — depends: "${asked}": ${why}; core is still required, checked without the range`,
      ]);
    });
  }

  it("the dependency stays required: missing, it is the hard error", () => {
    const r = load(profile(["core", "ice => 1.0.0"]));
    expect(r.lines).toHaveLength(1);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.message)).toEqual(['mod "frost" depends on "ice => 1.0.0", which is not installed']);
  });

  it("a prefix stays: an optional one stays optional", () => {
    const r = loadOk(profile(["core", "? ice >> 1.0.0"]));
    expect(r.lines).toEqual([
      `frost/manifest.toml:4: frost — depends: "? ice >> 1.0.0": unknown operator ">>"; the operators are = >= > <= <; ice is still optional, checked without the range`,
    ]);
  });

  it("a string naming no mod, or the mod itself, is one warning and ignored", () => {
    const r = loadOk(profile(["core", "", "? ", "frost >= 1.0.0"]));
    expect(r.lines.map((l) => l.replace(/^frost\/manifest\.toml:4: frost — /, ""))).toEqual([
      'depends: "" names no mod (write "ID", "ID >= 1.0.0", "? ID" or "! ID"); ignored',
      'depends: "? " names no mod (write "ID", "ID >= 1.0.0", "? ID" or "! ID"); ignored',
      "depends: a mod cannot depend on itself; ignored",
    ]);
  });
});

describe("what each mod asked and got", () => {
  it("is in the load result and the load log, one line per depends string", () => {
    const p = profile(["core >= 0.1.0", "? ice", "! oldmod", "? snow"], "0.2.0", { snow: "1.0.0" });
    const r = loadOk(p);
    const frost = r.mods.find((m) => m.id === "frost")!;
    expect(frost.dependencies.map((d) => [d.asked, d.found, d.verdict, d.ok])).toEqual([
      ["core >= 0.1.0", "0.2.0", "ok", true],
      ["? ice", null, "not_installed", true],
      ["! oldmod", null, "not_installed", true],
      ["? snow", "1.0.0", "ok", true],
    ]);
    const log = logLines(r, 1).join("\n");
    expect(log).toContain(
      [
        "      depends: core >= 0.1.0 → core 0.2.0: ok",
        "      depends: ? ice → not installed: fine (optional)",
        "      depends: ! oldmod → not installed: fine",
        "      depends: ? snow → snow 1.0.0: ok",
      ].join("\n"),
    );
  });

  it("the log names what failed when a hard error stops the load", () => {
    const r = load(profile(["core >= 0.3.0"], "0.2.0"));
    expect(logLines(r, 1).join("\n")).toContain("      depends: core >= 0.3.0 → core 0.2.0: out of range\n");
  });
});

describe("a selection (check --mod DIR)", () => {
  it("loads an optional dependency found beside the mod, never an incompatible one, and misses no absent optional", () => {
    const work = tempDir("rk-work-");
    writeFiles(join(work, "frost"), { "manifest.toml": manifest("frost", ["core >= 1.0.0", "? ice", "! oldmod", "? snow"]) });
    writeFiles(join(work, "ice"), { "manifest.toml": manifest("ice", ["core"]) });
    writeFiles(join(work, "oldmod"), { "manifest.toml": manifest("oldmod", ["core"]) });
    const { builtinMods } = makeProfile({}, { core: TINY_CORE });
    const r = runPipeline({ home: tempDir(), builtinMods, select: { modDir: join(work, "frost") } });
    expect(r.ok).toBe(true);
    expect(r.mods.map((m) => m.id)).toEqual(["core", "ice", "frost"]);
  });

  it("checks the ranges of what it loads", () => {
    const work = tempDir("rk-work-");
    writeFiles(join(work, "frost"), { "manifest.toml": manifest("frost", ["core", "? ice >= 2.0.0"]) });
    writeFiles(join(work, "ice"), { "manifest.toml": manifest("ice", ["core"]) });
    const { builtinMods } = makeProfile({}, { core: TINY_CORE });
    const r = runPipeline({ home: tempDir(), builtinMods, select: { modDir: join(work, "frost") } });
    expect(r.ok ? [] : r.errors.map((e) => e.message)).toEqual([
      'mod "frost" depends on "? ice >= 2.0.0", but ice 1.0.0 is installed (asked: >= 2.0.0)',
    ]);
  });
});
