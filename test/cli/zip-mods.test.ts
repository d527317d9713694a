import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO, runCli } from "../helpers/cli.js";
import { manifest } from "../helpers/fixture-mods.js";
import { writeFiles } from "../helpers/profile.js";

const FROST = join(REPO, "docs", "example-mod", "frost");
const made: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The tables the example mod writes to, from its `[[table]]` headers (the in-process test compares every registry value for value). */
function frostTables(): string[] {
  const tables = new Set<string>();
  for (const name of readdirSync(FROST).filter((n) => n.endsWith(".toml"))) {
    for (const m of readFileSync(join(FROST, name), "utf8").matchAll(/^\[\[(\w+)\]\]/gm)) tables.add(m[1]!);
  }
  return [...tables].sort();
}

describe("rustkeep mods pack and a zipped mod in the profile", () => {
  it("packs the example mod into frost-0.1.0.zip, which lists exactly as its folder", () => {
    const out = temp("rk-pack-out-");
    const packed = runCli(["mods", "pack", FROST], {}, out);
    expect(packed.code, packed.stderr).toBe(0);
    expect(packed.stdout).toMatch(/^0 warning\(s\)\./m);
    expect(packed.stdout).toMatch(
      new RegExp(`^packed frost 0\\.1\\.0: 7 file\\(s\\), \\d+ bytes, into ${join(out, "frost-0.1.0.zip")}$`, "m"),
    );
    expect(readdirSync(out)).toEqual(["frost-0.1.0.zip"]);

    const asFolder = temp("rk-pack-folder-");
    cpSync(FROST, join(asFolder, "mods", "frost"), { recursive: true });
    const asZip = temp("rk-pack-zip-");
    mkdirSync(join(asZip, "mods"));
    cpSync(join(out, "frost-0.1.0.zip"), join(asZip, "mods", "frost-0.1.0.zip"));
    const tables = frostTables();
    expect(tables).toEqual(expect.arrayContaining(["items", "creatures", "scripts"]));
    // Three of its tables as processes (each run loads everything): the counts line covers the rest.
    for (const args of [["list"], ["list", "items"], ["list", "creatures"], ["list", "scripts"]]) {
      const a = runCli([...args, "--home", asFolder]);
      const b = runCli([...args, "--home", asZip]);
      expect(a.code, a.stderr).toBe(0);
      expect(a.stdout).toMatch(/frost:|\d/);
      expect([b.code, b.stdout, b.stderr], args.join(" ")).toEqual([a.code, a.stdout, a.stderr]);
    }
  }, 120_000);

  it("says the warnings and that it packs anyway, then packs (exit 1, as check)", () => {
    const dir = temp("rk-pack-warn-");
    writeFiles(join(dir, "ice"), {
      "manifest.toml": manifest("ice", ["core"], "2.0.0-beta.1"),
      "a.toml": '[[items]]\nid = "shard"\nname = "Shard"\nsymbol = { char = "*" }\ncolour = "blue"\n',
    });
    const r = runCli(["mods", "pack", join(dir, "ice")], {}, dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ice\/a\.toml:5: ice:shard — colour: unknown key/m);
    expect(r.stderr).toContain("mods pack: ice loads with warnings (above); packing it anyway");
    expect(r.stdout).toMatch(/^packed ice 2\.0\.0-beta\.1: 2 file\(s\)/m);
    expect(existsSync(join(dir, "ice-2.0.0-beta.1.zip"))).toBe(true);
  });

  it("refuses a mod with a hard error: nothing is written (exit 2)", () => {
    const dir = temp("rk-pack-hard-");
    writeFiles(join(dir, "ice"), { "manifest.toml": manifest("ice", ["core", "snow"]) });
    const r = runCli(["mods", "pack", join(dir, "ice")], {}, dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("mods pack: ice has a hard error (above); nothing was packed");
    expect(readdirSync(dir)).toEqual(["ice"]);
  });

  it("a folder that is not there: one line, exit 2", () => {
    const dir = temp("rk-pack-none-");
    const r = runCli(["mods", "pack", join(dir, "nope")], {}, dir);
    expect([r.code, r.stdout, r.stderr.trim()]).toEqual([
      2,
      "",
      `mods pack ${join(dir, "nope")}: no such folder (give the mod's folder, the one holding manifest.toml)`,
    ]);
  });
});
