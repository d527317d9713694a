import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTRY_NAMES } from "../../src/content/schemas/index.js";
import { runCli, REPO } from "../helpers/cli.js";
import { loadOk, makeProfile, manifest, tempDir, TINY_CORE } from "../helpers/profile.js";

const STAIRWELL = `[[prefabs]]
id = "stairwell"
tags = ["core:stairs"]
layout = '''
####+####
#.......#
+...>...+
#########
'''
`;

describe("rustkeep list", () => {
  it("without a table prints every registry with its count, in the schema's order", () => {
    const r = runCli(["list", "--home", tempDir()]);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => l.split(/\s+/));
    expect(rows.map(([name]) => name)).toEqual([...REGISTRY_NAMES]);
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    for (const [name, count] of rows) expect(Number(count)).toBe(registries[name as (typeof REGISTRY_NAMES)[number]].size);
  });

  it("with a table prints its ids one a line, in load order", () => {
    const r = runCli(["list", "prefabs", "--home", tempDir()]);
    expect(r.code).toBe(0);
    const ids = r.stdout.trimEnd().split("\n");
    const { registries } = loadOk({ home: tempDir(), builtinMods: join(REPO, "mods") });
    expect(ids).toEqual(registries.prefabs.ids());
    expect(ids).toContain("core:spiral_descent");
  });

  it("suggests the table for a wrong name (exit 2)", () => {
    const r = runCli(["list", "prefab", "--home", tempDir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('no table "prefab" (did you mean "prefabs"?)\n');
    expect(runCli(["list", "balance", "--home", tempDir()]).stderr).toContain('no table "balance" (tables: slots, option_categories,');
  });

  it("exits 2 on a hard mod error, with its message, like check", () => {
    const p = makeProfile({ core: TINY_CORE, frost: { "manifest.toml": manifest("frost", ["ice"]) } });
    const r = runCli(["list", "--home", p.home], { RUSTKEEP_BUILTIN_MODS: p.builtinMods });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: mod "frost" depends on "ice", which is not installed');
  });
});

describe("rustkeep prefab, ids as typed", () => {
  it("takes a name without its mod when one mod defines it, and suggests ids for a bare typo or a start", () => {
    const home = tempDir();
    const bare = runCli(["prefab", "spiral_descent", "--home", home]);
    expect(bare.code).toBe(0);
    expect(bare.stdout.split("\n")[0]).toMatch(/^core:spiral_descent: \d variant\(s\)/);
    const typo = runCli(["prefab", "spiral_decsent", "--home", home]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('no prefab "spiral_decsent" (did you mean "core:spiral_descent"?)\n');
    expect(runCli(["prefab", "spiral", "--home", home]).stderr).toBe('no prefab "spiral" (did you mean "core:spiral_descent"?)\n');
    expect(runCli(["prefab", "frost:stairwell", "--home", home]).stderr).toBe(
      'no prefab "frost:stairwell" (did you mean "core:stairwell"?)\n',
    );
  });

  it("refuses a bare name two mods define, naming both", () => {
    const p = makeProfile({ frost: { "manifest.toml": manifest("frost", ["core"]), "rooms.toml": STAIRWELL } });
    const r = runCli(["prefab", "stairwell", "--home", p.home]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('"stairwell" names a prefab in several mods: write one of core:stairwell, frost:stairwell\n');
    expect(runCli(["prefab", "frost:stairwell", "--home", p.home]).stdout).toContain("frost:stairwell: 8 variant(s)");
  });

  it("puts space between the variants' headings", () => {
    const r = runCli(["prefab", "core:spiral_descent", "--home", tempDir()]);
    const headings = r.stdout.split("\n").filter((l) => /^\d (as drawn|turned|mirrored)/.test(l));
    expect(headings.length).toBeGreaterThan(0);
    for (const line of headings) {
      // Each heading after the first starts after at least two spaces.
      const starts = [...line.matchAll(/\d (?:as drawn|turned \d+°|mirrored(?: \d+°)?)/g)];
      expect(starts.length).toBeGreaterThan(0);
      for (const m of starts.slice(1)) expect(line.slice(m.index! - 2, m.index)).toBe("  ");
    }
  });
});
